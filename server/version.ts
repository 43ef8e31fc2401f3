import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** package.json's version of the running code. */
export const APP_VERSION = (JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string })
  .version;

/** The git commit of the running code when it is a clone (what `npm run update` moves), else null. */
function readCommit(): string | null {
  try {
    const head = fs.readFileSync(path.join(root, '.git', 'HEAD'), 'utf8').trim();
    const commit = head.startsWith('ref: ') ? readRef(head.slice(5)) : head;
    return commit ? commit.slice(0, 12) : null;
  } catch {
    return null;
  }
}

function readRef(ref: string): string | undefined {
  const loose = path.join(root, '.git', ref);
  if (fs.existsSync(loose)) return fs.readFileSync(loose, 'utf8').trim();
  const packed = path.join(root, '.git', 'packed-refs');
  if (!fs.existsSync(packed)) return undefined;
  return fs
    .readFileSync(packed, 'utf8')
    .split('\n')
    .find((line) => line.endsWith(` ${ref}`))
    ?.split(' ')[0];
}

export const APP_COMMIT = readCommit();
