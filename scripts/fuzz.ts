/**
 * `npm run fuzz`: the schema-driven contract and fuzz check. Starts the real server on a
 * temporary database with the demo data, signs in as admin, writes the OpenAPI document
 * the server publishes, and lets @apideck/portman turn it into contract tests (content type,
 * JSON body, answer against its schema), fuzzed variations (missing required fields, numbers
 * past their bounds, strings past their lengths) and a "no 5xx" check on every request,
 * run by newman with the admin token. Exits non-zero when a test fails. Not part of `npm test`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { startServer } from '../tests/e2e/harness';

const ROOT = path.resolve(import.meta.dirname, '..');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gaon-rasoi-fuzz-'));
const server = await startServer({ DEMO_DATA: '1', DATABASE_PATH: path.join(dir, 'app.db') });
let status = 1;
try {
  const login = await fetch(`${server.baseUrl}/api/auth/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: server.adminEmail, password: server.adminPassword }),
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const spec = path.join(dir, 'openapi.json');
  const document = (await (await fetch(`${server.baseUrl}/api/openapi.json`)).json()) as {
    paths: Record<string, unknown>;
  };
  // Signing out and changing the password revoke the token the run uses: they are left out
  // here (tests/api/auth.test.ts covers them).
  delete document.paths['/api/auth/admin/logout'];
  delete document.paths['/api/auth/admin/password'];
  fs.writeFileSync(spec, JSON.stringify(document));
  fs.writeFileSync(path.join(dir, '.env'), `PORTMAN_BEARER_TOKEN=${token}\n`);
  const config = JSON.parse(fs.readFileSync(path.join(ROOT, 'scripts/fuzz/portman-config.json'), 'utf8'));
  config.globals.securityOverwrites.bearer.token = token;
  fs.writeFileSync(path.join(dir, 'portman-config.json'), JSON.stringify(config));
  // Portman writes the collection; newman runs all of it (portman's own run stops at the first failure).
  const collection = path.join(dir, 'collection.json');
  const port = spawnSync(
    path.join(ROOT, 'node_modules/.bin/portman'),
    ['-l', spec, '-b', server.baseUrl, '-c', path.join(dir, 'portman-config.json'), '-o', collection],
    { cwd: dir, stdio: 'inherit' },
  );
  if (port.status !== 0) throw new Error('portman could not convert the document');
  spawnSync(
    path.join(ROOT, 'node_modules/.bin/newman'),
    [
      'run',
      collection,
      '--reporters',
      'cli,json',
      '--reporter-json-export',
      path.join(dir, 'newman.json'),
      '--reporter-cli-no-summary',
      '--reporter-cli-no-success-assertions',
    ],
    {
      cwd: dir,
      stdio: ['ignore', fs.openSync(path.join(dir, 'newman.log'), 'w'), 'inherit'],
    },
  );
  const report = path.join(dir, 'newman.json');
  if (fs.existsSync(report)) {
    const { run: result } = JSON.parse(fs.readFileSync(report, 'utf8')) as {
      run: {
        stats: Record<string, { total: number; failed: number }>;
        failures: Array<{ source: { name: string }; error: { test: string; message: string } }>;
        executions: Array<{ response?: { code: number } }>;
      };
    };
    const codes = new Map<number, number>();
    for (const e of result.executions)
      if (e.response) codes.set(e.response.code, (codes.get(e.response.code) ?? 0) + 1);
    const s = result.stats;
    // Portman checks every answer against the operation's success schema and content type; a 4xx answer (a
    // fuzzed or example request the API rightly refuses) is checked against the envelope by
    // the "[fuzz] an error is the envelope" test instead. Real breaks: any 5xx, a 2xx that
    // breaks its schema, an error that is not the envelope.
    const codeOf = (name: string) =>
      result.executions.find((e) => (e as unknown as { item: { name: string } }).item.name === name)?.response?.code ??
      0;
    const real = result.failures.filter(
      (f) =>
        !(
          /Schema is valid|Content-Type is/.test(f.error.test) &&
          codeOf(f.source.name) >= 400 &&
          codeOf(f.source.name) < 500
        ),
    );
    console.log(
      `\nfuzz summary: ${s.requests.total} requests, ${s.assertions.total} assertions, ${s.assertions.failed} failed (${s.assertions.failed - real.length} are success-schema checks of rightful 4xx answers); status codes ${[
        ...codes,
      ]
        .sort((a, b) => a[0] - b[0])
        .map(([c, n]) => `${c}×${n}`)
        .join(
          ' ',
        )}; 5xx: ${[...codes].filter(([c]) => c >= 500).reduce((n, [, k]) => n + k, 0)}; real failures: ${real.length}`,
    );
    for (const f of real.slice(0, 40)) console.log(`  FAIL ${f.source.name}: ${f.error.test}: ${f.error.message}`);
    status = real.length === 0 ? 0 : 1;
  }
} finally {
  await server.stop();
  if (status === 0) fs.rmSync(dir, { recursive: true, force: true });
  else console.log(`kept ${dir} for inspection`);
}
process.exit(status);
