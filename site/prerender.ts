/**
 * Runs after `vite build`: renders every site page to HTML so it reads with JavaScript off,
 * then writes dist/site/<page>.html, which the server sends and the browser hydrates.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { App } from './App';
import { SITE_PAGES } from '../server/plugins/frontends';

const siteDir = path.resolve(import.meta.dirname, '..', 'dist', 'site');
const template = fs.readFileSync(path.join(siteDir, 'index.html'), 'utf8');

for (const [route, file] of Object.entries(SITE_PAGES)) {
  const html = renderToString(createElement(App, { path: route }));
  fs.writeFileSync(path.join(siteDir, file), template.replace('<!--app-html-->', html));
}
console.log(`prerendered ${Object.keys(SITE_PAGES).length} site pages`);
