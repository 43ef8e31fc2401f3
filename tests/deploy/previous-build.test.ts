/**
 * A failed update's rollback puts back the build the previous version served (kept aside
 * before the update built the next one) instead of rebuilding the front ends with the shop
 * stopped; a kept build of another version is never put back.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { keepPreviousBuild, putPreviousBuildBack } from '../../scripts/previous-build';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'gaon-rasoi-previous-build-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

/** A build in the checkout: the front ends' page and chunk, and the server's bundle. */
function build(version: string) {
  fs.rmSync(path.join(root, 'dist'), { recursive: true, force: true });
  fs.mkdirSync(path.join(root, 'dist', 'assets'), { recursive: true });
  fs.mkdirSync(path.join(root, '.build'), { recursive: true });
  fs.writeFileSync(path.join(root, 'dist', 'index.html'), version);
  fs.writeFileSync(path.join(root, 'dist', 'assets', `${version}.js`), version);
  fs.writeFileSync(path.join(root, '.build', 'server.mjs'), version);
  fs.writeFileSync(path.join(root, '.build', 'server.mjs.inputs.json'), version);
}
const served = () => ({
  page: fs.readFileSync(path.join(root, 'dist', 'index.html'), 'utf8'),
  chunks: fs.readdirSync(path.join(root, 'dist', 'assets')),
  server: fs.readFileSync(path.join(root, '.build', 'server.mjs'), 'utf8'),
});

describe("the previous version's build", () => {
  it('is put back as it was by the rollback to that version, the update record left alone', () => {
    build('old');
    keepPreviousBuild(root, 'commit-old');
    build('new');
    fs.writeFileSync(path.join(root, '.build', 'last-update.json'), '{"from":"commit-old"}');

    // Not the version it was kept for: nothing changes.
    expect(putPreviousBuildBack(root, 'commit-other')).toBe(false);
    expect(served()).toEqual({ page: 'new', chunks: ['new.js'], server: 'new' });

    expect(putPreviousBuildBack(root, 'commit-old')).toBe(true);
    expect(served()).toEqual({ page: 'old', chunks: ['old.js'], server: 'old' });
    expect(fs.readFileSync(path.join(root, '.build', 'last-update.json'), 'utf8')).toBe('{"from":"commit-old"}');
    // Put back once: a second rollback has nothing kept.
    expect(putPreviousBuildBack(root, 'commit-old')).toBe(false);
    expect(fs.readdirSync(path.join(root, '.build')).sort()).toEqual([
      'last-update.json',
      'server.mjs',
      'server.mjs.inputs.json',
    ]);
  });
});
