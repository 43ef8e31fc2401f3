import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SITE_PAGE_FILES } from '../../../site/pages';


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

  for (const [route, file] of Object.entries(SITE_PAGE_FILES)) {
    const exists = fs.existsSync(path.join(distDir, 'site', file));
    // One tracking page shell serves every /track/ORD-… address; the order loads in the browser.
    const url = route === '/track' ? '/track/:orderId' : route;
    app.get(url, (_request, reply) => reply.header('Cache-Control', 'no-cache').sendFile(path.join('site', exists ? file : 'index.html')));
  }

  // Browsers ask for /favicon.ico on pages without an icon link (the admin): point them at the SVG.
  if (!fs.existsSync(path.join(distDir, 'favicon.ico')) && fs.existsSync(path.join(distDir, 'favicon.svg'))) {
    app.get('/favicon.ico', (_request, reply) => reply.header('Cache-Control', 'public, max-age=86400').redirect('/favicon.svg', 301));
  }

  const adminShell = (_request: FastifyRequest, reply: FastifyReply) =>
    reply.header('Cache-Control', 'no-cache').sendFile(path.join('admin', 'index.html'));
  app.get('/admin', adminShell);
  app.get('/admin/*', adminShell);
}
