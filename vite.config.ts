import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { siteRouteFor } from './site/pages';
import { partnerPwa } from './partner/pwa/vitePlugin';

const API_PORT = Number(process.env.API_PORT ?? 3001);

/**
 * In dev, send page addresses to the right HTML entry, as the server does in production:
 * the site's routes (site/pages.ts: also /checkout and /track/ORD-…) to site/index.html, /admin and its deep links to admin/index.html.
 */
function devRoutes(): Plugin {
  return {
    name: 'gaon-rasoi-dev-routes',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        const url = (req.url ?? '/').split('?')[0];
        if (siteRouteFor(url)) req.url = '/site/index.html';
        else if (url === '/admin' || (url.startsWith('/admin/') && !path.extname(url))) req.url = '/admin/index.html';
        else if (url === '/partner' || (url.startsWith('/partner/') && !path.extname(url)))
          req.url = '/partner/index.html';
        next();
      });
    },
  };
}

/**
 * Lists the landing page's island code (site/islands.tsx, React and React DOM with it) in
 * dist/site/island-chunks.json; the page carries the list (site/render.ts) and its loader
 * fetches those files once the page is idle, without running them (site/islandLoader.ts).
 */
function siteIslandChunks(): Plugin {
  return {
    name: 'gaon-rasoi-site-island-chunks',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      const islands = chunks.find((c) => c.facadeModuleId?.replace(/\\/g, '/').endsWith('/site/islands.tsx'));
      if (!islands) return;
      const files = new Set<string>();
      const visit = (fileName: string) => {
        if (files.has(fileName)) return;
        files.add(fileName);
        const chunk = bundle[fileName];
        if (chunk?.type === 'chunk') chunk.imports.forEach(visit);
      };
      visit(islands.fileName);
      this.emitFile({
        type: 'asset',
        fileName: 'site/island-chunks.json',
        source: JSON.stringify([...files].map((f) => `/${f}`)),
      });
    },
  };
}

/**
 * The landing page's island code as one file instead of eight: gzip compresses one file better
 * than its parts apart, and each part costs its own imports and exports (~2.5 KB gzip of the
 * page's budget). The group is the site's modules that site/islands.tsx reaches by static
 * imports, except those the page's loader already runs (site/main.tsx's), islands.tsx itself
 * (the loader imports it by name) and any the admin or the partner app imports (site/lib.ts's
 * links, the shop's phones): those would otherwise load the whole group. Only site/ modules:
 * shared/ and node_modules code stays in the chunks the other apps load too. Rolldown's group
 * test sees a module's id alone, so the import graph is read here once every module is parsed.
 */
function siteIslandsGroup(): { plugin: Plugin; test: (id: string) => boolean } {
  let captured = new Set<string>();
  const plugin: Plugin = {
    name: 'gaon-rasoi-site-islands-group',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const fileOf = (id: string) => id.replace(/\\/g, '/');
      const reached = (from: (file: string) => boolean) => {
        const seen = new Set<string>();
        const visit = (id: string) => {
          if (seen.has(id)) return;
          seen.add(id);
          this.getModuleInfo(id)?.importedIds.forEach(visit);
        };
        ids.filter((id) => from(fileOf(id))).forEach(visit);
        return seen;
      };
      const elsewhere = new Set([
        ...reached((file) => file.endsWith('/site/main.tsx')),
        ...reached((file) => /\/(admin|partner)\//.test(file) && !file.includes('/node_modules/')),
      ]);
      captured = new Set(
        [...reached((file) => file.endsWith('/site/islands.tsx'))].filter((id) => {
          const file = fileOf(id);
          return (
            file.includes('/site/') &&
            !file.includes('/node_modules/') &&
            !file.endsWith('/site/islands.tsx') &&
            !elsewhere.has(id)
          );
        }),
      );
    },
  };
  return { plugin, test: (id) => captured.has(id) };
}
const islandsGroup = siteIslandsGroup();

// Two entries, one build: the public site (site/) and the admin (admin/, served under /admin).
// The site never imports MUI or react-admin, so its chunks stay small.
export default defineConfig({
  root: '.',
  publicDir: 'site/public',
  plugins: [react(), devRoutes(), partnerPwa(), siteIslandChunks(), islandsGroup.plugin],
  resolve: {
    // polyglot's polyfills, for what every supported browser has built in (partner/shims/).
    alias: {
      'object.entries': path.resolve(import.meta.dirname, 'partner/shims/objectEntries.cjs'),
      hasown: path.resolve(import.meta.dirname, 'partner/shims/hasOwn.cjs'),
    },
  },
  build: {
    outDir: 'dist',
    // Not emptied: the running version serves from dist/ while the next one builds, and tabs
    // opened before an update load its chunks later. scripts/stamp-frontend-build.ts deletes
    // what is older than the previous build.
    emptyOutDir: false,
    // The admin's main chunk (react-admin + MUI) is ~650 kB before compression by nature;
    // recharts is split off lazily. The site's budget is checked by its own tests.
    chunkSizeWarningLimit: 800,
    rollupOptions: {
      input: {
        site: path.resolve(import.meta.dirname, 'site/index.html'),
        admin: path.resolve(import.meta.dirname, 'admin/index.html'),
        // The kitchen and rider app (react-admin too), served under /partner.
        partner: path.resolve(import.meta.dirname, 'partner/index.html'),
      },
      output: {
        codeSplitting: {
          // React DOM and the ordering rules (opening hours, order limits) are in every app's
          // start: one chunk, so the site's first load pays one file's overhead, not two.
          groups: [
            { name: 'client', test: /node_modules[\\/]react-dom[\\/]|shared[\\/]ordering\.ts/ },
            // Its dependencies stay where they are: the others' React and shared code must not come with it.
            { name: 'landing', test: islandsGroup.test, includeDependenciesRecursively: false },
            // The partner app's light first screen and the pieces it shares only with the partner app:
            // one file instead of seven, so a phone on a 400 ms link asks for them in one wave, not
            // two (HTTP/1.1 fetches six at a time). The role's card stays apart (a kitchen never
            // loads the rider's), and so does shared code the site and admin load too.
            {
              name: 'partner-first',
              test: /partner[\\/](first[\\/](?!KitchenCard|RiderCard|firstPath)|providers[\\/]orderCommands\.ts|common[\\/](formatPlain|payment)\.ts)/,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    proxy: { '/api': `http://127.0.0.1:${API_PORT}`, '/uploads': `http://127.0.0.1:${API_PORT}` },
  },
});
