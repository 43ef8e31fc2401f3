import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SITE_PAGE_FILES } from '../../../site/pages';
import type { MenuData } from '../../../site/menu';
import { getStorefrontMenu } from '../../../db/storefront';
import { databaseVersion } from '../../../db/version';
import { istDate } from '../../../shared/indiaTime';

interface RenderedPage {
  version: string;
  /** The kitchen opens or closes on a minute: a page is rendered again at the next one at the latest. */
  validUntil: number;
  html: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/**
 * Renders the site's pages with the storefront kitchen's menu and hours from the database, so
 * what an admin saves is what the next visitor gets, JavaScript or not. A page is rendered
 * once and compressed once, then served from memory until anything is written to the database
 * (the response cache's stamp, db/version.ts) or the minute turns; rendering on every request
 * would cost the home page most of its speed. Null without a page template (no build) or
 * without a storefront kitchen: the prerendered files are served then.
 */
function siteRenderer(app: FastifyInstance, distDir: string): ((route: string) => Promise<RenderedPage | null>) | null {
  if (!fs.existsSync(path.join(distDir, 'site', 'template.html'))) return null;
  // The renderer brings React: loaded at the first page asked for, so the server starts (and
  // answers its first signals) as fast as without it.
  let renderer: Promise<{ template: string; render: typeof import('../../../site/render').renderSitePage }> | undefined;
  const pages = new Map<string, RenderedPage>();
  return async (route) => {
    const now = Date.now();
    const version = databaseVersion(app.database.sqlite);
    const cached = pages.get(route);
    if (cached && cached.version === version && now < cached.validUntil) return cached;
    renderer ??= import('../../../site/render').then((m) => ({ template: m.loadSiteTemplate(distDir), render: m.renderSitePage }));
    const { template, render } = await renderer;
    const menu = getStorefrontMenu(app.database, now);
    if (!menu) return null;
    const html = Buffer.from(render(route, { menu: menu as MenuData, buildDate: istDate(now) }, template));
    const page: RenderedPage = {
      version,
      validUntil: (Math.floor(now / 60_000) + 1) * 60_000,
      html,
      br: zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }),
      gzip: zlib.gzipSync(html, { level: 6 }),
    };
    pages.set(route, page);
    return page;
  };
}

function sendPage(request: FastifyRequest, reply: FastifyReply, page: RenderedPage) {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  reply.type('text/html; charset=utf-8').header('Vary', 'Accept-Encoding');
  if (/\bbr\b/.test(accepted)) return reply.header('Content-Encoding', 'br').send(page.br);
  if (/\bgzip\b/.test(accepted)) return reply.header('Content-Encoding', 'gzip').send(page.gzip);
  return reply.send(page.html);
}


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
      }
    },
  });

  const rendered = siteRenderer(app, distDir);
  for (const [route, file] of Object.entries(SITE_PAGE_FILES)) {
    const exists = fs.existsSync(path.join(distDir, 'site', file));
    // One tracking page shell serves every /track/ORD-… address; the order loads in the browser.
    const url = route === '/track' ? '/track/:orderId' : route;
    app.get(url, async (request, reply) => {
      reply.header('Cache-Control', 'no-cache');
      const page = rendered ? await rendered(route) : null;
      if (!page) return reply.sendFile(path.join('site', exists ? file : 'index.html'));
      return sendPage(request, reply, page);
    });
  }

  // Browsers ask for /favicon.ico on pages without an icon link (the admin): point them at the SVG.
  if (!fs.existsSync(path.join(distDir, 'favicon.ico')) && fs.existsSync(path.join(distDir, 'favicon.svg'))) {
    app.get('/favicon.ico', (_request, reply) => reply.header('Cache-Control', 'public, max-age=86400').redirect('/favicon.svg', 301));
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
