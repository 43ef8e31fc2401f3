/**
 * Server-side rendering of the public site's pages, for the static build (prerender.ts, with
 * menuFromContent()) and for the server at request time (with the storefront kitchen's menu
 * from the database). Imports nothing from server/ or db/.
 *
 *   const template = loadSiteTemplate(distDir);              // once
 *   renderSitePage('/', { menu, buildDate }, template);      // per request: the full HTML
 */
import fs from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { App } from './App';
import { headTags, metaFor } from './seo';
import { normalizePath } from './lib';
import type { MenuData } from './menu';
import { englishPack } from './i18n/context';
import { hindiPack } from './i18n/hiBundle';
import { langOfPath, routeOfPath } from './i18n/lang';

export { SITE_PAGE_FILES, siteRouteFor } from './pages';

export type { MenuData } from './menu';
export { menuFromContent } from '../shared/menuSeed';

export interface SitePageData {
  /** the storefront kitchen's menu (GET /api/menu's data) */
  menu: MenuData;
  /** YYYY-MM-DD, the "Last updated" date of the refund page before the browser shows today */
  buildDate: string;
}

/** JSON that is safe inside <script>: no "<", ">", "&" or line separators can end or confuse the element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The full HTML of one page: title, description, Open Graph tags, JSON-LD (on /), the rendered
 * app and the menu it was rendered with as `<script type="application/json" id="menu-data">`,
 * which the browser hydrates with. `route` is a URL path ("/", "/checkout", "/track/ORD-1"…);
 * `template` is the built site/index.html (see loadSiteTemplate) with its placeholders.
 */
export function renderSitePage(route: string, data: SitePageData, template: string): string {
  const pathOnly = normalizePath(route.split('?')[0].split('#')[0]);
  const lang = langOfPath(pathOnly);
  const pack = lang === 'hi' ? hindiPack : englishPack;
  const html = renderToString(createElement(App, { path: pathOnly, buildDate: data.buildDate, menu: data.menu, pack }));
  const routeOnly = routeOfPath(pathOnly);
  const metaPath = routeOnly.startsWith('/track/')
    ? '/track'
    : routeOnly.startsWith('/party/')
      ? '/party/quote'
      : routeOnly.startsWith('/khata/')
        ? '/khata'
        : routeOnly.startsWith('/t/')
          ? '/t'
          : routeOnly;
  const menuScript = `<script type="application/json" id="menu-data">${scriptJson(data.menu)}</script>`;
  const page = template
    .replace(/<html lang="[^"]*"/, () => `<html lang="${lang}"`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(metaFor(metaPath, pack.meta).title)}</title>`)
    .replace('<!--head-tags-->', () => headTags(metaPath, pack.menu?.(data.menu) ?? data.menu, pack.t, pack.meta))
    .replace('<div id="root">', () => `<div id="root" data-build-date="${escapeText(data.buildDate)}">`)
    .replace('<!--app-html-->', () => html)
    .replace('</body>', () => `${menuScript}\n  </body>`);
  if (page.includes('<!--app-html-->') || !page.includes(html) || !page.includes(menuScript))
    throw new Error(`renderSitePage: template placeholders missing for ${route}`);
  return page;
}

/** Replaces each <link rel="stylesheet"> of the template by the file's CSS (when under 40 kB). */
export function inlineStylesheets(template: string, readAsset: (href: string) => string | null): string {
  return template.replace(/<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g, (tag, href: string) => {
    const css = readAsset(href);
    if (css === null || css.length >= 40_000) return tag;
    return `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`;
  });
}

/**
 * Keeps Vite's untouched page (dist/site/index.html before it is prerendered over) as
 * dist/site/template.html, so prerendering twice gives the same result. index.html is Vite's
 * while it still holds the placeholder: then it is a new build's, whose scripts are the new
 * ones, and it replaces the template an earlier build left behind (the output folder is not
 * emptied between builds, so that pages still open keep their chunks).
 */
export function keepSiteTemplate(distDir: string): void {
  const siteDir = path.join(distDir, 'site');
  const page = fs.readFileSync(path.join(siteDir, 'index.html'), 'utf8');
  if (page.includes('<!--app-html-->')) fs.writeFileSync(path.join(siteDir, 'template.html'), page);
}

/**
 * Reads the built page template (dist/site/template.html, the untouched Vite output, else
 * dist/site/index.html before the first prerender) and inlines its stylesheet.
 */
export function loadSiteTemplate(distDir: string): string {
  const siteDir = path.join(distDir, 'site');
  const templatePath = path.join(siteDir, 'template.html');
  let raw = fs.readFileSync(fs.existsSync(templatePath) ? templatePath : path.join(siteDir, 'index.html'), 'utf8');
  if (!raw.includes('<!--app-html-->'))
    throw new Error(`${siteDir}: no page template with <!--app-html--> (run "npm run build")`);
  // The landing page's island code, which its loader fetches once the page is idle (site/islandLoader.ts).
  const chunkList = path.join(siteDir, 'island-chunks.json');
  if (fs.existsSync(chunkList)) {
    const files = (JSON.parse(fs.readFileSync(chunkList, 'utf8')) as unknown[]).filter(
      (f): f is string => typeof f === 'string',
    );
    raw = raw.replace(
      '</body>',
      () => `<script type="application/json" id="island-chunks">${scriptJson(files)}</script>\n  </body>`,
    );
  }
  return inlineStylesheets(raw, (href) => {
    const file = path.join(distDir, href.replace(/^\//, ''));
    return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null;
  });
}
