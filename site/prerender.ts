/**
 * Runs after `vite build`: renders every site page (renderSitePage, with the menu of the
 * static build: menuFromContent()) so it reads with JavaScript off, then writes
 * dist/site/<page>.html, which the server sends and the browser hydrates. /checkout and
 * /track get a loading shell; their code loads in the browser. The server may instead render
 * the same pages at request time with the database's menu (see render.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { keepSiteTemplate, loadSiteTemplate, menuFromContent, renderSitePage, SITE_PAGE_FILES } from './render';
import { todayISO } from './lib';

const distDir = path.resolve(import.meta.dirname, '..', 'dist');
const siteDir = path.join(distDir, 'site');
keepSiteTemplate(distDir);
const template = loadSiteTemplate(distDir);

const data = { menu: menuFromContent(), buildDate: todayISO() };
for (const [route, file] of Object.entries(SITE_PAGE_FILES)) {
  fs.mkdirSync(path.dirname(path.join(siteDir, file)), { recursive: true });
  fs.writeFileSync(path.join(siteDir, file), renderSitePage(route, data, template));
}
console.log(`prerendered ${Object.keys(SITE_PAGE_FILES).length} site pages`);
