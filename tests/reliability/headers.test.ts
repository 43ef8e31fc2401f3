/**
 * Security headers on every kind of answer: the site, the admin shell (and a deep link), the
 * API (success, error, 404), uploads. A tiny stand-in build is used so this runs without
 * `npm run build`; the browser test (tests/e2e/reliability.test.ts) checks the real build.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeRelApp, type RelApp } from './util';

let t: RelApp;
let dist: string;
beforeAll(async () => {
  dist = path.join(process.env.TMPDIR ?? '/tmp', `gaon-rasoi-headers-${process.pid}`);
  for (const [file, html] of [
    ['admin/index.html', '<!doctype html><title>Admin</title>'],
    ['site/index.html', '<!doctype html><title>Site</title>'],
    ['favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>'],
  ]) {
    fs.mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    fs.writeFileSync(path.join(dist, file), html);
  }
  t = await makeRelApp({ demo: false, distDir: dist });
  fs.writeFileSync(path.join(t.app.uploadsDir, 'probe.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((p) => p[0])
      .map(([name, ...values]) => [name, values]),
  );
}

const ANSWERS: Array<[string, string, Record<string, string>?, object?]> = [
  ['site /', '/', { accept: 'text/html' }],
  ['site legal page', '/privacy-policy', { accept: 'text/html' }],
  ['admin shell', '/admin'],
  ['admin deep link', '/admin/orders'],
  ['API health', '/api/health'],
  ['API 401', '/api/admin/dashboard'],
  ['API 404', '/api/nope'],
  ['page 404', '/nope', { accept: 'text/html' }],
  ['upload', '/uploads/probe.png'],
];

describe('security headers', () => {
  it.each(ANSWERS)('%s (%s)', async (_name, url, headers = {}) => {
    const res = await t.app.inject({ method: 'GET', url, headers });
    expect(res.statusCode).toBeLessThan(500);
    const csp = String(res.headers['content-security-policy'] ?? '');
    const d = directives(csp);
    expect(d.get('default-src')).toEqual(["'self'"]);
    // No inline or eval'd script anywhere; no framing; no plugins; base and forms stay home.
    expect(d.get('script-src')).toEqual(["'self'"]);
    expect(d.get('frame-ancestors')).toEqual(["'none'"]);
    expect(d.get('object-src')).toEqual(["'none'"]);
    expect(d.get('base-uri')).toEqual(["'self'"]);
    expect(d.get('form-action')).toEqual(["'self'"]);
    expect(csp).not.toMatch(/unsafe-eval|\*/);
    expect(res.headers['x-frame-options']).toMatch(/^(DENY|SAMEORIGIN)$/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toMatch(
      /^(no-referrer|strict-origin-when-cross-origin|same-origin|strict-origin)$/,
    );
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers.server).toBeUndefined();
  });

  it('the same headers on a refused write and a body too large', async () => {
    for (const res of [
      await t.app.inject({ method: 'POST', url: '/api/contact', payload: {} }),
      await t.app.inject({
        method: 'POST',
        url: '/api/contact',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ pad: 'x'.repeat(1024 * 1024 + 10) }),
      }),
    ]) {
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('/favicon.ico leads to the SVG icon (the admin page has no icon link; a 404 would be a console error)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/favicon.ico' });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/favicon.svg');
    expect((await t.app.inject({ method: 'GET', url: '/favicon.svg' })).statusCode).toBe(200);
  });

  it('API answers are JSON with a charset, so a browser never sniffs them as HTML', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope?<script>alert(1)</script>' });
    expect(res.headers['content-type']).toMatch(/^application\/json; charset=utf-8/);
  });
});
