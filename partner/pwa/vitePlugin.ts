import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import type { Plugin, Rollup } from 'vite';
type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

/**
 * Makes the partner app installable: its web app manifest, its icons and its service worker
 * (partner/pwa/sw.js) with the list of files to keep, computed from this very build.
 *
 * Hand-written rather than vite-plugin-pwa (which supports Vite 8): one build here makes three
 * apps (site, admin, partner), and the plugin's Workbox precache is a glob over the whole
 * output, so the rider's phone would download the admin and the site too. What the partner
 * app can load is known exactly only inside the bundle: its entry chunk and everything that
 * chunk imports, now or lazily (the other role's screens, the Hindi texts), with their CSS.
 * The worker itself is 50 lines with no runtime library, which also keeps it off the 2G link.
 */
const DIR = path.resolve(import.meta.dirname);
const ENTRY_HTML = path.resolve(DIR, '../index.html');
export const PARTNER_WORKER = path.join(DIR, 'sw.js');
export const ADMIN_WORKER = path.resolve(DIR, '../../admin/pwa/sw.js');
const PUSH_HANDLERS = path.resolve(DIR, '../../shared/browser/pushWorker.js');

/** A service worker as served: the push handlers both apps share, then the worker's own file (which calls them). */
export function workerSource(worker: string): string {
  return `${fs.readFileSync(PUSH_HANDLERS, 'utf8')}\n${fs.readFileSync(worker, 'utf8')}`;
}

/** The partner app's worker with this build's files to keep and its version filled in. */
export function partnerWorkerSource(files: string[], version: string): string {
  return workerSource(PARTNER_WORKER)
    .replace('const FILES = __PARTNER_PRECACHE__;', `const FILES = ${JSON.stringify(files)};`)
    .replace('${__PARTNER_VERSION__}', version);
}

export const PARTNER_MANIFEST = {
  id: '/partner',
  // Kitchens and riders read Hindi first; the English name follows for the rest.
  name: 'गाँव रसोई पार्टनर · Gaon Rasoi Partner',
  short_name: 'गाँव रसोई',
  description: 'Kitchen and rider app of Gaon Rasoi · गाँव रसोई का किचन और राइडर ऐप',
  lang: 'hi',
  start_url: '/partner',
  scope: '/partner',
  display: 'standalone',
  orientation: 'portrait',
  background_color: '#faf7f2',
  theme_color: '#b45309',
  icons: [
    { src: '/partner/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/partner/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  ],
};

/** Every chunk the entry can load (static and dynamic imports), and their CSS and assets. */
export function reachableFiles(bundle: OutputBundle, entry: OutputChunk): string[] {
  const files = new Set<string>();
  const visit = (fileName: string) => {
    if (files.has(fileName)) return;
    files.add(fileName);
    const chunk = bundle[fileName];
    if (!chunk || chunk.type !== 'chunk') return;
    for (const next of [...chunk.imports, ...chunk.dynamicImports]) visit(next);
    const meta = (chunk as OutputChunk & { viteMetadata?: { importedCss: Set<string>; importedAssets: Set<string> } })
      .viteMetadata;
    for (const css of meta?.importedCss ?? []) files.add(css);
    for (const asset of meta?.importedAssets ?? []) files.add(asset);
  };
  visit(entry.fileName);
  return [...files].sort();
}

export function partnerPwa(): Plugin {
  return {
    name: 'gaon-rasoi-partner-pwa',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const entry = Object.values(bundle).find(
        (file): file is OutputChunk => file.type === 'chunk' && file.isEntry && file.facadeModuleId === ENTRY_HTML,
      );
      if (!entry) return;
      const manifest = JSON.stringify(PARTNER_MANIFEST, null, 2);
      this.emitFile({ type: 'asset', fileName: 'partner/manifest.webmanifest', source: manifest });
      for (const size of [192, 512])
        this.emitFile({
          type: 'asset',
          fileName: `partner/icon-${size}.png`,
          source: fs.readFileSync(path.join(DIR, `icon-${size}.png`)),
        });
      const files = [
        '/partner',
        '/partner/manifest.webmanifest',
        '/partner/icon-192.png',
        '/partner/icon-512.png',
        ...reachableFiles(bundle, entry).map((file) => `/${file}`),
      ];
      // A change to the worker or its push handlers is a new version: phones install it.
      const version = createHash('sha256')
        .update(workerSource(PARTNER_WORKER))
        .update(files.join('\n'))
        .update(manifest)
        .digest('base64url')
        .slice(0, 12);
      this.emitFile({ type: 'asset', fileName: 'partner-sw.js', source: partnerWorkerSource(files, version) });
      // The admin's worker handles order pushes only (admin/pwa/sw.js): no precache list to fill in.
      this.emitFile({ type: 'asset', fileName: 'admin-sw.js', source: workerSource(ADMIN_WORKER) });
    },
  };
}
