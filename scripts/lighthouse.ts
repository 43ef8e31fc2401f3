/**
 * `npm run lighthouse`: builds the front ends if needed, starts the real server on a free
 * port with a throw-away database holding the demo storefront kitchen and its menu (as a live
 * site has), runs Lighthouse (mobile, the default form factor) against `/` in Debian Chromium
 * and prints the four category scores, with the audits that cost points. Exits 1 when a score
 * is below its target (performance 95, accessibility 100, best practices 100, SEO 100).
 *
 * Options: LIGHTHOUSE_PATH=/hi/ to audit another page, or several: LIGHTHOUSE_PATH=/,/hi/;
 * LIGHTHOUSE_DEMO_DATA=0 for a database without a storefront kitchen (the prerendered pages,
 * and the menu call answers 404); LIGHTHOUSE_REPORT=file.html (or .json) to keep the full
 * report (of the last page).
 */
import fs from 'node:fs';
import path from 'node:path';
import { execSync } from 'node:child_process';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { chromiumPath, startServer } from '../tests/e2e/harness';

const ROOT = path.resolve(import.meta.dirname, '..');
const TARGETS: Record<string, number> = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };

async function main(): Promise<number> {
  if (!fs.existsSync(path.join(ROOT, 'dist', 'site', 'index.html'))) {
    console.log('no build found: running npm run build');
    execSync('npm run build', { cwd: ROOT, stdio: 'inherit' });
  }
  const server = await startServer({ DEMO_DATA: process.env.LIGHTHOUSE_DEMO_DATA ?? '1' });
  let failed = false;
  try {
    // A fresh browser per page: a second audit in the same one can lose its trace (NO_NAVSTART).
    for (const pagePath of (process.env.LIGHTHOUSE_PATH ?? '/').split(',')) {
      const chrome = await chromeLauncher.launch({
        chromePath: chromiumPath(),
        chromeFlags: [
          '--headless',
          '--no-sandbox',
          '--disable-gpu',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
          '--no-first-run',
        ],
      });
      try {
        failed = (await audit(server.baseUrl + pagePath.trim(), chrome.port)) || failed;
      } catch (err) {
        // Lighthouse asks to be run again when it lost the page's trace on a busy machine: once more.
        if (!(err instanceof RetryAudit)) throw err;
        console.log(`  ${err.message}: auditing once more`);
        failed = (await audit(server.baseUrl + pagePath.trim(), chrome.port, false)) || failed;
      } finally {
        chrome.kill();
      }
    }
    return failed ? 1 : 0;
  } finally {
    await server.stop();
  }
}

/** Audits one page; true when a score is under its target. */
class RetryAudit extends Error {}

async function audit(url: string, port: number, retry = true): Promise<boolean> {
  const result = await lighthouse(url, {
    port,
    logLevel: 'error',
    output: process.env.LIGHTHOUSE_REPORT?.endsWith('.html') ? 'html' : 'json',
    onlyCategories: Object.keys(TARGETS),
  });
  if (!result) throw new Error('Lighthouse returned no result');
  const { lhr } = result;
  if (process.env.LIGHTHOUSE_REPORT) fs.writeFileSync(process.env.LIGHTHOUSE_REPORT, result.report as string);
  console.log(`Lighthouse ${lhr.lighthouseVersion}, ${lhr.configSettings.formFactor}, ${url}`);
  if (lhr.runtimeError) {
    if (retry && lhr.runtimeError.code === 'NO_NAVSTART') throw new RetryAudit(lhr.runtimeError.code);
    console.log(`  could not audit the page: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  }
  let failed = false;
  for (const [id, target] of Object.entries(TARGETS)) {
    const category = lhr.categories[id];
    const score = Math.round((category?.score ?? 0) * 100);
    const ok = score >= target;
    failed ||= !ok;
    console.log(`  ${category?.title ?? id}: ${score}${ok ? '' : `  (target ${target})`}`);
    if (score < 100 && category) {
      for (const ref of category.auditRefs) {
        const audit = lhr.audits[ref.id];
        if (ref.weight > 0 && audit.score !== null && audit.score < 1)
          console.log(`    - ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
      }
    }
  }
  const metrics = [
    'first-contentful-paint',
    'largest-contentful-paint',
    'total-blocking-time',
    'cumulative-layout-shift',
    'speed-index',
  ];
  console.log(`  ${metrics.map((m) => `${lhr.audits[m]?.title}: ${lhr.audits[m]?.displayValue}`).join(', ')}`);
  return failed;
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
