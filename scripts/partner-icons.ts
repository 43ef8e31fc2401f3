/**
 * Draws the partner app's install icons (partner/pwa/icon-192.png, icon-512.png) from the
 * site's logo (site/public/favicon.svg) with the test Chromium, on the brand's cream so the
 * round logo does not float on a launcher's black. Run once when the logo changes:
 * `npx tsx scripts/partner-icons.ts`; the PNGs are committed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumPath } from '../tests/e2e/harness';

const ROOT = path.resolve(import.meta.dirname, '..');
const svg = fs.readFileSync(path.join(ROOT, 'site/public/favicon.svg'), 'utf8');
const browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--headless', '--no-sandbox'] });
for (const size of [192, 512]) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  // The logo fills 80 % of the square: Android's masks cut into the outer tenth.
  const logo = svg.replace(
    /width="64" height="64"/,
    `width="${Math.round(size * 0.8)}" height="${Math.round(size * 0.8)}"`,
  );
  await page.setContent(
    `<body style="margin:0;width:${size}px;height:${size}px;display:grid;place-items:center;background:#faf7f2">${logo}</body>`,
  );
  await page.screenshot({ path: path.join(ROOT, `partner/pwa/icon-${size}.png`) });
  await page.close();
}
await browser.close();
