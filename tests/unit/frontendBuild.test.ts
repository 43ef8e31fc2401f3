import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isBuildCurrent, pruneOlderBuilds, sourceStamp, writeBuildStamp } from '../../server/frontendBuild';
import viteConfig from '../../vite.config';

describe('npm start rebuilds stale front ends', () => {
  it('counts a build as current only with every entry (site, admin, partner) and the stamp of these sources', () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'gaon-rasoi-dist-'));
    expect(isBuildCurrent(dist)).toBe(false);
    for (const entry of ['admin', 'partner', 'site']) {
      fs.mkdirSync(path.join(dist, entry));
      fs.writeFileSync(path.join(dist, entry, 'index.html'), '<!doctype html>');
    }
    // Built, but by an older checkout (no stamp, or another one): rebuild.
    expect(isBuildCurrent(dist)).toBe(false);
    fs.writeFileSync(path.join(dist, '.build-stamp'), 'an-older-checkout\n');
    expect(isBuildCurrent(dist)).toBe(false);
    writeBuildStamp(dist);
    expect(isBuildCurrent(dist)).toBe(true);
    expect(sourceStamp()).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('a build keeps the previous build’s files for tabs opened before an update', () => {
  it('vite writes into dist/ without emptying it, so the running version’s chunks stay while the next one builds', () => {
    expect((viteConfig as { build?: { emptyOutDir?: boolean } }).build?.emptyOutDir).toBe(false);
  });

  it('keeps the files of this build and the one before, and deletes older ones with their .br and .gz', () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'gaon-rasoi-dist-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    let clock = Date.now() / 1000 - 3600;
    /** One build: writes its files (and the page), then the stamp, each a second later than the last. */
    const build = (chunk: string) => {
      const later = () => new Date(++clock * 1000);
      for (const file of [`assets/${chunk}.js`, `assets/${chunk}.js.br`, 'index.html']) {
        fs.writeFileSync(path.join(dist, file), chunk);
        fs.utimesSync(path.join(dist, file), later(), later());
      }
      const deleted = pruneOlderBuilds(dist);
      fs.writeFileSync(path.join(dist, '.build-stamp'), `${chunk}\n`);
      fs.utimesSync(path.join(dist, '.build-stamp'), later(), later());
      return deleted;
    };
    const assets = () => fs.readdirSync(path.join(dist, 'assets')).sort();

    // What a build before these lists left (the running version's) is kept the first time.
    fs.writeFileSync(path.join(dist, 'assets', 'unlisted-0000.js'), 'unlisted');
    fs.utimesSync(path.join(dist, 'assets', 'unlisted-0000.js'), new Date(clock * 1000), new Date(clock * 1000));
    fs.writeFileSync(path.join(dist, '.build-stamp'), 'unlisted\n');
    fs.utimesSync(path.join(dist, '.build-stamp'), new Date(++clock * 1000), new Date(clock * 1000));
    expect(build('first-aaaa')).toEqual([]);
    expect(assets()).toContain('unlisted-0000.js');
    expect(build('second-bbbb')).toEqual(['assets/unlisted-0000.js']);
    // A tab still on the first version finds its chunk after the second build.
    expect(assets()).toEqual(['first-aaaa.js', 'first-aaaa.js.br', 'second-bbbb.js', 'second-bbbb.js.br']);
    expect(build('third-cccc').sort()).toEqual(['assets/first-aaaa.js', 'assets/first-aaaa.js.br']);
    expect(assets()).toEqual(['second-bbbb.js', 'second-bbbb.js.br', 'third-cccc.js', 'third-cccc.js.br']);
    expect(fs.readFileSync(path.join(dist, 'index.html'), 'utf8')).toBe('third-cccc');
  });
});
