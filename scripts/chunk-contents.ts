/**
 * What is inside built chunks, by package: `npx tsx scripts/chunk-contents.ts DIST FILE…`
 * with a build made with `--sourcemap` (e.g. `npx vite build --outDir /tmp/x --sourcemap`).
 * FILE is a chunk under DIST (`assets/App-….js`); its static imports are followed, so one
 * entry chunk gives the whole set that loads with it. Prints each chunk's gzip -9 size, then
 * each package's (node_modules/<name>, or the app's own folder) share of those bytes: its
 * share of the minified characters (read from the source map) times the chunk's gzip size,
 * an estimate, since gzip does not split along modules.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';

const [dist, ...wanted] = process.argv.slice(2);
if (!dist || !wanted.length) {
  console.error('usage: tsx scripts/chunk-contents.ts DIST assets/chunk.js…');
  process.exit(1);
}

const chunks = new Set<string>();
const visit = (file: string) => {
  if (chunks.has(file)) return;
  chunks.add(file);
  const code = fs.readFileSync(path.join(dist, file), 'utf8');
  for (const match of code.matchAll(/(?:from|import)\s*"(\.\/[^"]+\.js)"/g))
    visit(path.posix.join(path.posix.dirname(file), match[1]));
};
for (const file of wanted) visit(file);

/** node_modules/@scope/name or node_modules/name; else the first two folders of the app's path. */
const ROOT = path.resolve(import.meta.dirname, '..');
/** DETAIL=name lists that package's files instead of adding them up under its name. */
const DETAIL = process.env.DETAIL;
function packageOf(source: string, mapDir: string): string {
  const parts = path.relative(ROOT, path.resolve(mapDir, source)).split(/[\\/]/);
  const at = parts.lastIndexOf('node_modules');
  if (at >= 0) {
    const name = parts[at + 1].startsWith('@') ? `${parts[at + 1]}/${parts[at + 2]}` : parts[at + 1];
    return name === DETAIL ? parts.slice(at + 1).join('/') : name;
  }
  return DETAIL === 'app'
    ? parts.join('/')
    : parts.slice(0, Math.min(2, parts.length - 1)).join('/') || parts.join('/');
}

const byPackage = new Map<string, number>();
let total = 0;
for (const file of [...chunks].sort()) {
  const code = fs.readFileSync(path.join(dist, file), 'utf8');
  const gzip = zlib.gzipSync(code, { level: 9 }).length;
  total += gzip;
  console.log(`${(gzip / 1024).toFixed(1).padStart(7)} KB  ${file}`);
  const mapFile = path.join(dist, `${file}.map`);
  if (!fs.existsSync(mapFile)) continue;
  const consumer = new SourceMapConsumer(JSON.parse(fs.readFileSync(mapFile, 'utf8')) as RawSourceMap);
  const lines = code.split('\n');
  const chars = new Map<string, number>();
  // Each mapping owns the characters up to the next mapping on its line.
  let previous: { line: number; column: number; source: string | null } | null = null;
  const close = (line: number, column: number) => {
    if (!previous) return;
    const end = previous.line === line ? column : lines[previous.line - 1].length;
    const name = previous.source ? packageOf(previous.source, path.dirname(mapFile)) : '(no source)';
    chars.set(name, (chars.get(name) ?? 0) + Math.max(0, end - previous.column));
  };
  consumer.eachMapping((m) => {
    close(m.generatedLine, m.generatedColumn);
    previous = { line: m.generatedLine, column: m.generatedColumn, source: m.source };
  });
  if (previous) close(Number.MAX_SAFE_INTEGER, 0);
  const sum = [...chars.values()].reduce((a, b) => a + b, 0) || 1;
  for (const [name, count] of chars) byPackage.set(name, (byPackage.get(name) ?? 0) + (gzip * count) / sum);
}
console.log(`${(total / 1024).toFixed(1).padStart(7)} KB  total, gzip -9\n\nby package (estimated gzip share):`);
for (const [name, bytes] of [...byPackage].sort((a, b) => b[1] - a[1]))
  if (bytes >= 256) console.log(`${(bytes / 1024).toFixed(1).padStart(7)} KB  ${name}`);
