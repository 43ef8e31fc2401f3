/**
 * `npm start`: runs the server as one prebuilt JavaScript file, .build/server.mjs, bundled by
 * esbuild from server/start.ts and everything it imports (packages stay in node_modules).
 *
 * Why not `node --import tsx server/start.ts`: tsx transpiles through a loader thread, one
 * message per module, and that was the largest share of a restart (≈ 0.7 of 2.4 s on the
 * 1 M-order database, measured with --cpu-prof); the bundle is one file Node loads itself.
 *
 * The bundle is rebuilt here when it is missing or when any of its sources changed (a hash of
 * each input esbuild reported, kept beside it), so a `git pull && npm start` never runs old
 * server code; `npm run build` builds it too, for installs whose code folder is read-only.
 * Plain JavaScript, so that starting needs no transpiler at all.
 */
import fs from 'node:fs';
import process from 'node:process';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ENTRY = 'server/start.ts';
// One level under the root, as server/ and db/ are: their `<own folder>/..` paths (the
// checkout's root) hold in the bundle as in the sources. Not in dist/, whose files are public.
export const SERVER_BUNDLE = path.join(ROOT, '.build', 'server.mjs');
const STAMP = `${SERVER_BUNDLE}.inputs.json`;

/** A hash of the files (paths relative to the root) and of the lockfile, which pins the packages the bundle imports. */
function hashOf(files) {
  const hash = createHash('sha256');
  for (const file of [...files, 'package-lock.json'].sort()) {
    hash.update(`${file}\0`);
    hash.update(fs.readFileSync(path.join(ROOT, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** True when .build/server.mjs was built from the sources as they are now. */
export function isServerBundleCurrent() {
  try {
    const { inputs, hash } = JSON.parse(fs.readFileSync(STAMP, 'utf8'));
    return fs.existsSync(SERVER_BUNDLE) && hashOf(inputs) === hash;
  } catch {
    return false; // no stamp yet, or an input is gone
  }
}

/** Bundles server/start.ts into .build/server.mjs; written under a temporary name and renamed, so a server starting meanwhile never loads half a file. */
export async function buildServerBundle() {
  const { build } = await import('esbuild');
  fs.mkdirSync(path.dirname(SERVER_BUNDLE), { recursive: true });
  const temporary = `${SERVER_BUNDLE}.${process.pid}.tmp.mjs`;
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints: [ENTRY],
    outfile: temporary,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: 'linked',
    metafile: true,
    logLevel: 'warning',
  });
  const inputs = Object.keys(result.metafile.inputs);
  fs.renameSync(`${temporary}.map`, `${SERVER_BUNDLE}.map`);
  // The bundle names its map by the temporary file's name: point it at the final one.
  const code = fs
    .readFileSync(temporary, 'utf8')
    .replace(/\/\/# sourceMappingURL=.*\n?$/, `//# sourceMappingURL=${path.basename(SERVER_BUNDLE)}.map\n`);
  fs.writeFileSync(temporary, code);
  fs.renameSync(temporary, SERVER_BUNDLE);
  fs.writeFileSync(STAMP, JSON.stringify({ inputs, hash: hashOf(inputs) }) + '\n');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const buildOnly = process.argv.includes('--build');
  if (buildOnly || !isServerBundleCurrent()) {
    try {
      await buildServerBundle();
    } catch (err) {
      process.stderr.write(
        `gaon-rasoi: cannot build the server (${ENTRY} into ${path.relative(ROOT, SERVER_BUNDLE)}): ${err.message}\n`,
      );
      process.exit(1);
    }
  }
  // Stack traces name the TypeScript sources.
  if (!buildOnly) {
    process.setSourceMapsEnabled(true);
    await import(pathToFileURL(SERVER_BUNDLE).href);
  }
}
