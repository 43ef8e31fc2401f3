/**
 * Is dist/ built from the sources in this checkout? `npm run build` ends by writing a stamp
 * (a hash of every input of the front-end build) into dist/; `npm start` rebuilds when the
 * stamp is missing or differs, so `git pull && npm start` never serves an old admin or site
 * against a newer API. scripts/stamp-frontend-build.ts writes the stamp.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Everything the front-end build reads besides node_modules (whose versions package-lock.json pins). */
const INPUTS = [
  'admin',
  'partner',
  'site',
  'shared',
  'vite.config.ts',
  'tsconfig.json',
  'package-lock.json',
  'scripts/precompress.ts',
  'server/plugins/app/frontends.ts',
];
const STAMP_FILE = '.build-stamp';

function listFiles(entry: string): string[] {
  const full = path.join(ROOT, entry);
  if (!fs.existsSync(full)) return [];
  if (!fs.statSync(full).isDirectory()) return [entry];
  return fs
    .readdirSync(full, { withFileTypes: true })
    .filter((d) => d.name !== 'node_modules' && !d.name.startsWith('.'))
    .flatMap((d) => listFiles(path.join(entry, d.name)));
}

/** A hash of the build's inputs: their paths and contents. */
export function sourceStamp(): string {
  const hash = createHash('sha256');
  for (const file of INPUTS.flatMap(listFiles).sort()) {
    hash.update(`${file}\0`);
    hash.update(fs.readFileSync(path.join(ROOT, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** True when dist/ holds both front ends, built from the current sources. */
export function isBuildCurrent(distDir: string): boolean {
  const built = ['admin/index.html', 'partner/index.html', 'site/index.html'].every((f) =>
    fs.existsSync(path.join(distDir, f)),
  );
  const stampFile = path.join(distDir, STAMP_FILE);
  return built && fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8').trim() === sourceStamp();
}

export function writeBuildStamp(distDir: string): void {
  fs.writeFileSync(path.join(distDir, STAMP_FILE), sourceStamp() + '\n');
}
