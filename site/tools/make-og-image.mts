/**
 * Renders the 1200x630 Open Graph picture (site/public/images/og-image.jpg) from the hero
 * illustration with Debian Chromium. Run with `npx tsx site/tools/make-og-image.ts`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { launchBrowser } from '../../tests/e2e/harness';
import { addressText, brand } from '../content';

const images = path.resolve(import.meta.dirname, '..', 'public', 'images');
const hero = fs.readFileSync(path.join(images, 'hero.svg'), 'utf8');

const html = `<!doctype html><html><body style="margin:0">
<div style="width:1200px;height:630px;display:flex;align-items:center;gap:40px;padding:0 70px;box-sizing:border-box;
  background:linear-gradient(135deg,#7c2d12,#9a3412 55%,#b45309);color:#fff;font-family:'DejaVu Sans',sans-serif">
  <div style="flex:1">
    <div style="font-size:24px;letter-spacing:3px;text-transform:uppercase;color:#fde9d2;font-weight:700">${addressText}</div>
    <div style="font-size:92px;font-weight:800;margin:12px 0">${brand.name}</div>
    <div style="font-size:34px;color:#fff7ed;line-height:1.3">${brand.tagline}</div>
  </div>
  <div style="width:520px">${hero.replace('<svg ', '<svg style="width:520px;height:auto" ')}</div>
</div></body></html>`;

const browser = await launchBrowser();
try {
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
  await page.setContent(html);
  await page.screenshot({ path: path.join(images, 'og-image.jpg'), type: 'jpeg', quality: 85 });
} finally {
  await browser.close();
}
console.log('wrote', path.join(images, 'og-image.jpg'));
