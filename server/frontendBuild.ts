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

/** The files the last build wrote into dist/ (paths relative to it), beside the stamp. */
const FILES_LIST = '.build-files.json';

function filesUnder(dir: string, prefix = ''): string[] {
  return fs
    .readdirSync(path.join(dir, prefix), { withFileTypes: true })
    .flatMap((d) => (d.isDirectory() ? filesUnder(dir, path.join(prefix, d.name)) : [path.join(prefix, d.name)]));
}

/**
 * The build writes into dist/ without emptying it first (vite.config.ts, emptyOutDir: false):
 * a browser tab opened before an update keeps loading the chunks of the version it started
 * with, while the next version builds and after it starts. Run at the end of each build, before
 * writeBuildStamp: the files written since the previous build's stamp are this build's (their
 * list is kept); what neither this build nor the previous one wrote is deleted, with its .br and
 * .gz, so dist/ holds two builds at most. Answers the files deleted.
 */
export function pruneOlderBuilds(distDir: string): string[] {
  const stampFile = path.join(distDir, STAMP_FILE);
  const since = fs.existsSync(stampFile) ? fs.statSync(stampFile).mtimeMs : -Infinity;
  const all = filesUnder(distDir).filter((f) => f !== STAMP_FILE && f !== FILES_LIST);
  let previous: string[];
  try {
    previous = JSON.parse(fs.readFileSync(path.join(distDir, FILES_LIST), 'utf8')) as string[];
  } catch {
    // The first build that keeps a list: what is there is the running version's, kept this once.
    previous = all;
  }
  const present = new Set(all);
  // A .br or .gz goes with the file it compresses (scripts/precompress.ts).
  const ownerOf = (f: string) => (/\.(br|gz)$/.test(f) && present.has(f.slice(0, -3)) ? f.slice(0, -3) : f);
  const current = all.filter((f) => ownerOf(f) === f && fs.statSync(path.join(distDir, f)).mtimeMs > since);
  const keep = new Set([...current, ...previous]);
  const deleted = all.filter((f) => !keep.has(ownerOf(f)));
  for (const f of deleted) fs.rmSync(path.join(distDir, f), { force: true });
  fs.writeFileSync(path.join(distDir, FILES_LIST), `${JSON.stringify(current)}\n`);
  return deleted;
}
