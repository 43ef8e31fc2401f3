/**
 * The build the running version serves (dist/ and the server's bundle in .build/), kept aside
 * while `npm run update` builds the next one. If the new version then fails to start, the
 * rollback puts it back in a moment: rebuilding the front ends instead took a minute and a half
 * with the shop stopped. One copy only (dist/ is a few MB), of the version the update replaces.
 */
import fs from 'node:fs';
import path from 'node:path';

const KEPT = path.join('.build', 'previous');
/** What `node server/launch.mjs --build` writes into .build/ (not last-update.json: that is the update's own record). */
const SERVER_FILES = ['server.mjs', 'server.mjs.map', 'server.mjs.inputs.json'];

/** Copies dist/ and the server's bundle of the code at `commit` (the checkout's current build) aside. */
export function keepPreviousBuild(root: string, commit: string): void {
  const kept = path.join(root, KEPT);
  fs.rmSync(kept, { recursive: true, force: true });
  fs.mkdirSync(kept, { recursive: true });
  const dist = path.join(root, 'dist');
  if (fs.existsSync(dist)) fs.cpSync(dist, path.join(kept, 'dist'), { recursive: true });
  for (const name of SERVER_FILES) {
    const file = path.join(root, '.build', name);
    if (fs.existsSync(file)) fs.copyFileSync(file, path.join(kept, name));
  }
  // Last: a copy without its commit is never put back.
  fs.writeFileSync(path.join(kept, 'commit'), `${commit}\n`);
}

/**
 * Puts the kept build back when it is the one of `commit` (the code just reset to it); answers
 * whether it did. dist/ is swapped by renames, so the folder the server reads is never half-copied.
 */
export function putPreviousBuildBack(root: string, commit: string): boolean {
  const kept = path.join(root, KEPT);
  let keptCommit = '';
  try {
    keptCommit = fs.readFileSync(path.join(kept, 'commit'), 'utf8').trim();
  } catch {
    return false;
  }
  if (keptCommit !== commit || !fs.existsSync(path.join(kept, 'dist'))) return false;
  const dist = path.join(root, 'dist');
  const failed = path.join(root, '.build', `failed-dist-${process.pid}`);
  if (fs.existsSync(dist)) fs.renameSync(dist, failed);
  fs.renameSync(path.join(kept, 'dist'), dist);
  fs.rmSync(failed, { recursive: true, force: true });
  for (const name of SERVER_FILES) {
    const file = path.join(kept, name);
    if (fs.existsSync(file)) fs.renameSync(file, path.join(root, '.build', name));
  }
  fs.rmSync(kept, { recursive: true, force: true });
  return true;
}
