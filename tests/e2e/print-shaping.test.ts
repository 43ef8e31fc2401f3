/**
 * Hindi that prints: the tickets a (fake) network printer receives are compared, line by line,
 * with Chromium's rendering of the same text in the same font file. Chromium shapes Devanagari
 * with HarfBuzz as a browser must, so a ticket that matches it has its conjuncts and matras
 * right; a deliberately unshaped rendering (each character drawn on its own) must not match,
 * which shows the comparison can tell the difference.
 *
 * The app runs in this process on a real database file (printing needs no built front end);
 * the printer is a TCP server on 127.0.0.1.
 */
import fs from 'node:fs';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { screenshotPath } from './harness';
import { bearer, fixtures, makeApp, partnerAccount, type TestApp } from '../api/helper';
import { decodeEscPos, startFakePrinter, type FakePrinter, type Raster } from '../printing/fakePrinter';
import { readLiveOrder } from '../../db/orders';
import {
  dotsOf,
  fontPixels,
  kotLines,
  MARGIN,
  testLines,
  TICKET_FONT_FILE,
  type PaperWidth,
  type TicketLine,
} from '../../server/printing/ticket';
import { test } from './fixtures';

let t: TestApp;
let printer: FakePrinter;
let browser: Browser;
let page: Page;
let vendor: { id: number; token: string };

test.beforeAll(async ({ browser: fileBrowser }) => {
  browser = fileBrowser;
  t = await makeApp({ printing: { allowLoopback: true, tickMs: 50, retryMs: 100, maxRetryMs: 300 } });
  printer = await startFakePrinter();
  vendor = await partnerAccount(t.app, 'vendor', 'Savitri');
  page = await browser.newPage({ deviceScaleFactor: 1 });
  const font = fs.readFileSync(TICKET_FONT_FILE).toString('base64');
  await page.setContent(
    `<!doctype html><html><head><style>
      @font-face { font-family: TicketFont; src: url(data:font/ttf;base64,${font}) format('truetype'); }
      body { margin: 0; background: #fff; color: #000; }
      .line { font-family: TicketFont; white-space: pre-wrap; line-height: 1.7; padding: 4px 0; }
      .line span { display: inline-block; }
    </style></head><body><div id="lines"></div></body></html>`,
  );
}, 120_000);
afterAll(async () => {
  await printer?.close();
  await t?.close();
});

/** Chromium's rendering of each text line (null for rules), thresholded: unshaped draws each character on its own. */
async function chromiumLines(lines: TicketLine[], paper: PaperWidth, unshaped = false): Promise<Array<Raster | null>> {
  const specs = lines.map((line) =>
    'rule' in line ? null : { text: line.text, px: fontPixels(line.size, paper), width: dotsOf(paper) - 2 * MARGIN },
  );
  await page.evaluate(
    ({ specs, unshaped }) => {
      const root = document.getElementById('lines')!;
      root.replaceChildren();
      for (const spec of specs) {
        const div = document.createElement('div');
        div.className = 'line';
        if (spec) {
          div.style.fontSize = `${spec.px}px`;
          div.style.width = `${spec.width}px`;
          if (unshaped)
            for (const ch of Array.from(spec.text)) {
              const span = document.createElement('span');
              span.textContent = ch === ' ' ? '\u00a0' : ch;
              div.append(span);
            }
          else div.textContent = spec.text;
        }
        root.append(div);
      }
    },
    { specs, unshaped },
  );
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const handles = await page.$$('#lines .line');
  const out: Array<Raster | null> = [];
  for (const [i, handle] of handles.entries()) {
    if (!specs[i]) {
      out.push(null);
      continue;
    }
    const png = PNG.sync.read(await handle.screenshot());
    const ink = new Uint8Array(png.width * png.height);
    for (let p = 0; p < ink.length; p++) {
      const [r, g, b] = [png.data[p * 4]!, png.data[p * 4 + 1]!, png.data[p * 4 + 2]!];
      ink[p] = 0.299 * r + 0.587 * g + 0.114 * b < 128 ? 1 : 0;
    }
    out.push({ width: png.width, height: png.height, ink });
  }
  return out;
}

/** The printed picture cut into lines: runs of inked rows, a gap of under 4 blank rows kept inside a line (a dot above). */
function printedLines(raster: Raster): Raster[] {
  const inked = (y: number) => raster.ink.subarray(y * raster.width, (y + 1) * raster.width).some((d) => d === 1);
  const runs: Array<[number, number]> = [];
  for (let y = 0; y < raster.height; y++) {
    if (!inked(y)) continue;
    const last = runs[runs.length - 1];
    if (last && y - last[1] <= 4) last[1] = y;
    else runs.push([y, y]);
  }
  return runs.map(([from, to]) => ({
    width: raster.width,
    height: to - from + 1,
    ink: raster.ink.slice(from * raster.width, (to + 1) * raster.width),
  }));
}

/** The ink's bounding box cut out of a picture. */
function cropInk(r: Raster): Raster {
  let [x0, y0, x1, y1] = [r.width, r.height, -1, -1];
  for (let y = 0; y < r.height; y++)
    for (let x = 0; x < r.width; x++)
      if (r.ink[y * r.width + x])
        [x0, y0, x1, y1] = [Math.min(x0, x), Math.min(y0, y), Math.max(x1, x), Math.max(y1, y)];
  if (x1 < 0) return { width: 0, height: 0, ink: new Uint8Array() };
  const width = x1 - x0 + 1;
  const height = y1 - y0 + 1;
  const ink = new Uint8Array(width * height);
  for (let y = 0; y < height; y++)
    ink.set(r.ink.subarray((y0 + y) * r.width + x0, (y0 + y) * r.width + x0 + width), y * width);
  return { width, height, ink };
}

/**
 * How far two renderings of a line are apart once their ink boxes are aligned: 1 when the boxes
 * differ in size by more than a few dots, else the inked dots of either with no inked dot of the
 * other within one dot, over all inked dots of both. Antialiasing and hinting move a stroke's
 * edge by a dot and the advance of a letter by a fraction (a long Latin line drifts a few dots),
 * so the line is compared in windows 32 dots wide, each at its best shift of up to 3 dots along
 * the box's stretch; shaping moves or replaces whole glyphs, which no shift makes up for.
 */
function difference(a: Raster, b: Raster): number {
  const p = cropInk(a);
  const q = cropInk(b);
  if (Math.abs(p.width - q.width) > Math.max(3, p.width * 0.02) || Math.abs(p.height - q.height) > 3) return 1;
  const at = (r: Raster, x: number, y: number) =>
    x >= 0 && y >= 0 && x < r.width && y < r.height ? r.ink[y * r.width + x]! : 0;
  const near = (r: Raster, x: number, y: number) => {
    for (let j = -1; j <= 1; j++) for (let i = -1; i <= 1; i++) if (at(r, x + i, y + j)) return true;
    return false;
  };
  const scale = q.width / p.width;
  const total = p.ink.reduce((s, d) => s + d, 0) + q.ink.reduce((s, d) => s + d, 0);
  let mismatched = 0;
  for (let x0 = 0; x0 < p.width; x0 += 32) {
    const x1 = Math.min(p.width, x0 + 32);
    const [q0, q1] = [Math.round(x0 * scale), x1 === p.width ? q.width : Math.round(x1 * scale)];
    let best = Infinity;
    for (let dy = -2; dy <= 2; dy++)
      for (let dx = -3; dx <= 3; dx++) {
        let diff = 0;
        for (let y = 0; y < p.height; y++)
          for (let x = x0; x < x1; x++) if (at(p, x, y) && !near(q, Math.round(x * scale) + dx, y + dy)) diff++;
        for (let y = 0; y < q.height; y++)
          for (let x = q0; x < q1; x++) if (at(q, x, y) && !near(p, Math.round((x - dx) / scale), y - dy)) diff++;
        best = Math.min(best, diff);
      }
    mismatched += best;
  }
  return mismatched / total;
}

/** Under this the renderings are the same (measured: 0.000 for the same text, 0.039 for one matra changed, 1 drawn unshaped). */
const SAME = 0.02;

async function compare(received: Buffer, lines: TicketLine[], paper: PaperWidth, name: string) {
  const stream = decodeEscPos(received);
  expect(stream.initialised).toBe(true);
  expect(stream.cuts).toBe(1);
  expect(stream.pages).toHaveLength(1);
  const raster = stream.pages[0]!;
  expect(raster.width).toBe(dotsOf(paper));
  const png = new PNG({ width: raster.width, height: raster.height });
  for (let i = 0; i < raster.ink.length; i++) {
    const v = raster.ink[i] ? 0 : 255;
    png.data.set([v, v, v, 255], i * 4);
  }
  fs.writeFileSync(screenshotPath(`printed-${name}`), PNG.sync.write(png));

  const printed = printedLines(raster);
  expect(printed).toHaveLength(lines.length);
  const shaped = await chromiumLines(lines, paper);
  const unshaped = await chromiumLines(lines, paper, true);
  const report: string[] = [];
  const devanagari: number[] = [];
  const diffs = lines.map((line, i) => ('rule' in line ? 0 : difference(printed[i]!, shaped[i]!)));
  for (const [i, line] of lines.entries()) {
    if ('rule' in line) continue;
    const d = diffs[i]!;
    report.push(`${d.toFixed(3)}  ${line.text}`);
    expect(d, `line "${line.text}" differs from Chromium's rendering (${d.toFixed(3)})`).toBeLessThan(SAME);
    // Lines whose shaping matters: a matra or a virama (a conjunct); "नव॰" looks the same either way.
    if (/[\u093e-\u094d]/.test(line.text)) devanagari.push(difference(printed[i]!, unshaped[i]!));
  }
  console.log(`${name}:\n${report.join('\n')}\nunshaped: ${devanagari.map((d) => d.toFixed(3)).join(' ')}`);
  // Drawn unshaped, every line with matras or conjuncts is told apart.
  expect(devanagari.length).toBeGreaterThan(0);
  for (const d of devanagari) expect(d).toBeGreaterThanOrEqual(SAME);
}

describe('tickets printed in Hindi match Chromium’s shaping', () => {
  it('a KOT on 80 mm and a test ticket on 58 mm', async () => {
    const r = fixtures(t.database).restaurant('Savitri Rasoi', { ownerId: vendor.id });
    const id = fixtures(t.database).order({
      restaurantId: r.id,
      restaurantName: r.name,
      items: [
        { name: 'Dal Makhani', nameHi: 'दाल मक्खनी', quantity: 2, pricePaise: 16000 },
        { name: 'Paneer Tikka', nameHi: 'पनीर टिक्का', quantity: 1, pricePaise: 18000 },
        { name: 'Kheer', nameHi: 'क्षीर खीर', quantity: 3, pricePaise: 6000 },
      ],
      note: 'कम मिर्च, no onion',
    });
    const call = (method: 'POST', url: string, payload?: object) =>
      t.app.inject({ method, url, payload, headers: bearer(vendor.token) });
    const kotPrinter = (
      await call('POST', '/api/vendor/printers', { name: 'Tandoor', host: '127.0.0.1', port: printer.port })
    ).json().data as { id: number };
    const before = Date.now();
    expect((await call('POST', `/api/vendor/orders/${id}/print`, { kind: 'kot' })).statusCode).toBe(202);
    await vi.waitFor(() => expect(printer.received).toHaveLength(1), { timeout: 15_000, interval: 50 });
    const order = readLiveOrder(t.database, id)!;
    const lines = kotLines(order, 'hi', before, 'reprint');
    const after = kotLines(order, 'hi', Date.now(), 'reprint');
    // The clock line is what the server printed at its minute: if a minute turned meanwhile, it is left out.
    const kot = lines.filter((line, i) => JSON.stringify(line) === JSON.stringify(after[i]));
    await compare(printer.received[0]!, lines.length === kot.length ? lines : after, 80, 'kot-80');
    // One matra changed (ी → ि, the same width): the comparison sees it, not only a different width.
    const dish = printedLines(decodeEscPos(printer.received[0]!).pages[0]!)[4]!;
    const [wrongMatra] = await chromiumLines([{ text: '2 × दाल मक्खनि', size: 'large' }], 80);
    const [sameText] = await chromiumLines([{ text: '2 × दाल मक्खनी', size: 'large' }], 80);
    console.log('one matra changed:', difference(dish, wrongMatra!), 'same:', difference(dish, sameText!));
    expect(difference(dish, sameText!)).toBeLessThan(SAME);
    expect(difference(dish, wrongMatra!)).toBeGreaterThanOrEqual(SAME);

    const small = (
      await call('POST', '/api/vendor/printers', {
        name: 'Counter',
        host: '127.0.0.1',
        port: printer.port,
        paperWidth: 58,
        printsKot: false,
      })
    ).json().data as { id: number };
    expect(kotPrinter.id).not.toBe(small.id);
    const start = Date.now();
    expect((await call('POST', `/api/vendor/printers/${small.id}/test`)).statusCode).toBe(202);
    await vi.waitFor(() => expect(printer.received).toHaveLength(2), { timeout: 15_000, interval: 50 });
    const test = testLines('Counter', 58, 'hi', start);
    await compare(printer.received[1]!, test, 58, 'test-58');
  });
});
