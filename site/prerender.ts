/**
 * Runs after `vite build`: renders every site page to HTML so it reads with JavaScript off,
 * then writes dist/site/<page>.html, which the server sends and the browser hydrates.
 * Each page gets its own title, description, Open Graph tags and (on /) the schema.org
 * Restaurant data block; the small stylesheet is inlined so nothing blocks the first paint.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { App } from './App';
import { SITE_PAGES } from './pages';
import { headTags, metaFor } from './seo';
import { todayISO } from './lib';

const distDir = path.resolve(import.meta.dirname, '..', 'dist');
const siteDir = path.join(distDir, 'site');
const templatePath = path.join(siteDir, 'template.html');
// Keep the untouched Vite output as the template, so running this twice gives the same result.
if (!fs.existsSync(templatePath)) fs.copyFileSync(path.join(siteDir, 'index.html'), templatePath);
let template = fs.readFileSync(templatePath, 'utf8');

// Inline the stylesheet Vite linked (small; saves a render-blocking request).
template = template.replace(/<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g, (tag, href: string) => {
  const file = path.join(distDir, href.replace(/^\//, ''));
  if (!fs.existsSync(file)) return tag;
  const css = fs.readFileSync(file, 'utf8');
  return css.length < 40_000 ? `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>` : tag;
});

const buildDate = todayISO();
const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

for (const [route, file] of Object.entries(SITE_PAGES)) {
  const html = renderToString(createElement(App, { path: route, buildDate }));
  const page = template
    .replace(/<title>[^<]*<\/title>/, `<title>${escape(metaFor(route).title)}</title>`)
    .replace('<!--head-tags-->', () => headTags(route))
    .replace('<div id="root">', `<div id="root" data-build-date="${buildDate}">`)
    .replace('<!--app-html-->', () => html);
  if (page.includes('<!--app-html-->') || !page.includes(html)) throw new Error(`prerender: template placeholders missing for ${route}`);
  fs.writeFileSync(path.join(siteDir, file), page);
}
console.log(`prerendered ${Object.keys(SITE_PAGES).length} site pages`);
