import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import zlib from 'node:zlib';
import { createHash } from 'node:crypto';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { RECORD_PAGES, SITE_PAGE_FILES } from '../../../site/pages';
import type { MenuData } from '../../../shared/api/ordering';
import { getStorefrontMenu } from '../../../db/storefront';
import { istDate } from '../../../shared/indiaTime';
import { databaseVersion } from '../../../db/version';
import { matches } from './conditional-get';

interface RenderedPage {
  /** The menu and the date the page was rendered from, as JSON: the same again, the same page. */
  inputs: string;
  html: Buffer;
  /** A weak tag of the page's bytes: a browser that has this page gets 304 (weak: each encoding has other bytes). */
  etag: string;
  br: Buffer;
  gzip: Buffer;
}

interface SiteRenderer {
  /** The page as last rendered, when nothing it depends on can have changed since the database stamp `version`; no work otherwise. */
  current: (route: string, version: string) => RenderedPage | undefined;
  /** Checks the menu and renders again when it differs; null without a storefront kitchen. */
  render: (route: string) => Promise<RenderedPage | null>;
}

const MINUTE = 60_000;

/**
 * Renders the site's pages with the storefront kitchen's menu and hours from the database, so
 * what an admin saves is what the next visitor gets, JavaScript or not. A page is a function
 * of the menu (kitchen, open or closed now, dishes, areas) and the IST date only: it is
 * rendered and compressed once per different menu and date, then served from memory. The menu
 * itself is kept until the storefront's tables are written (db/storefront.ts), so a new order
 * costs the next visitor nothing, and an admin's change or the kitchen opening on the minute
 * gives a new page at the next request. Null without a page template (no build) or without a
 * storefront kitchen: the prerendered files are served then.
 *
 * Most requests do not even look at the menu: open or closed and the date change only on a
 * minute (opening hours are whole minutes, IST is UTC+5:30), and the menu only with a write to
 * the database, which changes the database stamp (db/version.ts; a write of this process on
 * the very next request). So a page checked under the same stamp in the same minute is served
 * as it is.
 */
function siteRenderer(app: FastifyInstance, distDir: string): SiteRenderer | null {
  if (!fs.existsSync(path.join(distDir, 'site', 'template.html'))) return null;
  const { sqlite } = app.database;
  // The renderer brings React: loaded at the first page asked for, so the server starts (and
  // answers its first signals) as fast as without it.
  let renderer: Promise<{ template: string; render: typeof import('../../../site/render').renderSitePage }> | undefined;
  const pages = new Map<string, RenderedPage>();
  // The render under way per route, with the inputs it renders.
  const rendering = new Map<string, { inputs: string; page: Promise<RenderedPage> }>();
  // The menu object of the last check, and its JSON: the same object means an unchanged snapshot.
  let lastMenu: { dishes: unknown; kitchen: string; date: string; inputs: string } | undefined;
  // The stamp and minute of the last check, and the inputs it found.
  let checked: { version: string; minute: number; inputs: string } | undefined;

  const current = (route: string, version: string): RenderedPage | undefined => {
    if (!checked || checked.minute !== Math.floor(Date.now() / MINUTE) || checked.version !== version) return undefined;
    const page = pages.get(route);
    return page && page.inputs === checked.inputs ? page : undefined;
  };

  const render = async (route: string): Promise<RenderedPage | null> => {
    const now = Date.now();
    // Taken before the menu is read: a write after this point gives another stamp, so the
    // check below is never trusted past it.
    const version = databaseVersion(app.database);
    const menu = getStorefrontMenu(app.database, now);
    if (!menu) {
      checked = undefined;
      return null;
    }
    const buildDate = istDate(now);
    // The kept snapshot answers the same dish array: only then can the JSON of the last check be reused.
    // The kitchen's part follows the clock (open, a pause or busy time ending, the busy minutes left): compared whole.
    const kitchen = JSON.stringify(menu.kitchen);
    if (!lastMenu || lastMenu.dishes !== menu.dishes || lastMenu.kitchen !== kitchen || lastMenu.date !== buildDate) {
      lastMenu = { dishes: menu.dishes, kitchen, date: buildDate, inputs: JSON.stringify([menu, buildDate]) };
    }
    const inputs = lastMenu.inputs;
    checked = sqlite.inTransaction ? undefined : { version, minute: Math.floor(now / MINUTE), inputs };
    const cached = pages.get(route);
    if (cached && cached.inputs === inputs) return cached;
    // Visitors arriving while the page is being made wait for that one render, not one each.
    const running = rendering.get(route);
    if (running && running.inputs === inputs) return running.page;
    const made = makePage(route, inputs, menu, buildDate);
    rendering.set(route, { inputs, page: made });
    const settle = () => {
      if (rendering.get(route)?.page === made) rendering.delete(route);
    };
    made.then(settle, settle);
    return made;
  };

  const makePage = async (route: string, inputs: string, menu: MenuData, buildDate: string): Promise<RenderedPage> => {
    renderer ??= import('../../../site/render').then((m) => ({
      template: m.loadSiteTemplate(distDir),
      render: m.renderSitePage,
    }));
    const { template, render: renderPage } = await renderer;
    const html = Buffer.from(renderPage(route, { menu, buildDate }, template));
    const page: RenderedPage = {
      inputs,
      html,
      etag: `W/"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`,
      // Quick to make, so the first visitor after a change is not kept waiting ...
      br: zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }),
      gzip: zlib.gzipSync(html, { level: 9 }),
    };
    pages.set(route, page);
    // ... then brotli's best (a tenth smaller, a few hundred ms of a worker thread, off the
    // event loop) replaces it for every later visitor, unless the page changed meanwhile.
    zlib.brotliCompress(
      html,
      {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: html.length,
          // A window the size of the page, not brotli's default 4 MB: same bytes out, a fraction of the memory.
          [zlib.constants.BROTLI_PARAM_LGWIN]: Math.min(24, Math.max(16, Math.ceil(Math.log2(html.length + 1)))),
        },
      },
      (err, smaller) => {
        if (!err && pages.get(route) === page && smaller.length < page.br.length) page.br = smaller;
      },
    );
    return page;
  };
  return { current, render };
}

const PAGE_HEADERS = {
  'cache-control': 'no-cache',
  'content-type': 'text/html; charset=utf-8',
  vary: 'Accept-Encoding',
};

/** The encodings a page is kept in, best first. */
const PAGE_ENCODINGS = ['br', 'gzip', 'identity'] as const;

/**
 * The page's bytes in the encoding the client prefers, negotiated as @fastify/static does for
 * the assets (q-values honoured, so `br;q=0` is never answered with brotli); identity when
 * nothing listed is acceptable.
 */
function encoded(page: RenderedPage, acceptEncoding: string | undefined): { encoding?: 'br' | 'gzip'; body: Buffer } {
  const chosen = acceptEncoding
    ? negotiate(acceptEncoding.toLowerCase().replace(/\*/g, 'gzip'), [...PAGE_ENCODINGS])
    : null;
  if (chosen === 'br') return { encoding: 'br', body: page.br };
  if (chosen === 'gzip') return { encoding: 'gzip', body: page.gzip };
  return { body: page.html };
}

function sendPage(request: FastifyRequest, reply: FastifyReply, page: RenderedPage): FastifyReply {
  reply.headers(PAGE_HEADERS);
  reply.header('etag', page.etag);
  if (matches(request.headers['if-none-match'], page.etag)) return reply.code(304).send();
  const { encoding, body } = encoded(page, request.headers['accept-encoding']);
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(body);
}

/** Files of the installable partner app that are not hashed (partner/pwa/vitePlugin.ts). */
const SHELL_FILES = new Set([
  'admin-sw.js',
  'admin-sw.js.gz',
  'admin-sw.js.br',
  'partner-sw.js',
  'track-sw.js',
  'track-sw.js.gz',
  'track-sw.js.br',
  'partner/manifest.webmanifest',
  'partner-sw.js.gz',
  'partner-sw.js.br',
  'partner/manifest.webmanifest.gz',
  'partner/manifest.webmanifest.br',
]);

/**
 * Serves the two built front ends from `distDir`: hashed assets with long caching, the
 * prerendered site pages, and the admin SPA with a fallback so deep links such as
 * /admin/orders load the app. Unknown /api paths never reach this: they get JSON 404s.
 */
export async function registerFrontends(app: FastifyInstance, distDir: string): Promise<void> {
  if (!fs.existsSync(path.join(distDir, 'admin', 'index.html'))) {
    app.log.warn(`no built front ends in ${distDir}; run "npm run build"`);
    return;
  }

  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/',
    wildcard: false,
    index: false,
    // scripts/precompress.ts writes .br/.gz beside each text asset at build time.
    preCompressed: true,
    setHeaders(res, filePath) {
      if (filePath.includes(`${path.sep}assets${path.sep}`)) {
        res.header('Cache-Control', 'public, max-age=31536000, immutable');
      } else if (SHELL_FILES.has(path.relative(distDir, filePath).split(path.sep).join('/'))) {
        // The partner app's service worker and manifest: a new build must reach installed phones at their next start.
        res.header('Cache-Control', 'no-cache');
      }
    },
  });

  const rendered = siteRenderer(app, distDir);
  for (const [route, file] of Object.entries(SITE_PAGE_FILES)) {
    const exists = fs.existsSync(path.join(distDir, 'site', file));
    // One tracking page shell serves every /track/ORD-… (and /hi/track/ORD-…) address, one party page shell
    // every /party/12; the record loads in the browser.
    const hindi = route.startsWith('/hi/') ? '/hi' : '';
    const recordUrl = RECORD_PAGES[route.slice(hindi.length)];
    const url = recordUrl ? hindi + recordUrl : route;
    const fallback = path.join('site', exists ? file : 'index.html');
    // Not an async handler: the page in memory is sent without a promise; only a check of the
    // menu (after a write, or on a new minute) and a render wait.
    app.get(url, (request, reply) => {
      const page = rendered?.current(route, databaseVersion(app.database));
      if (page) return sendPage(request, reply, page);
      if (!rendered) return reply.header('cache-control', 'no-cache').sendFile(fallback);
      return rendered
        .render(route)
        .then((fresh) =>
          fresh ? sendPage(request, reply, fresh) : reply.header('cache-control', 'no-cache').sendFile(fallback),
        );
    });
  }

  // Browsers ask for /favicon.ico on pages without an icon link (the admin): point them at the SVG.
  if (!fs.existsSync(path.join(distDir, 'favicon.ico')) && fs.existsSync(path.join(distDir, 'favicon.svg'))) {
    app.get('/favicon.ico', (_request, reply) =>
      reply.header('Cache-Control', 'public, max-age=86400').redirect('/favicon.svg', 301),
    );
  }

  const adminShell = (_request: FastifyRequest, reply: FastifyReply) =>
    reply.header('Cache-Control', 'no-cache').sendFile(path.join('admin', 'index.html'));
  app.get('/admin', adminShell);
  app.get('/admin/*', adminShell);

  // The kitchen and rider app: its own SPA shell under /partner, deep links included.
  const partnerShell = (_request: FastifyRequest, reply: FastifyReply) =>
    reply.header('Cache-Control', 'no-cache').sendFile(path.join('partner', 'index.html'));
  app.get('/partner', partnerShell);
  app.get('/partner/*', partnerShell);
}
