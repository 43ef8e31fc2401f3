import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isBuildCurrent, sourceStamp, writeBuildStamp } from '../../server/frontendBuild';

describe('npm start rebuilds stale front ends', () => {
  it('counts a build as current only with every entry (admin, partner, site) and the stamp of these sources', () => {
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
