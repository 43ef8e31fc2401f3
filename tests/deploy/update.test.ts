/**
 * `npm run update` on a copy of this repository running as a service: an update to a version
 * that migrates the database and then fails to start is rolled back (code, and the data as it
 * was before, from the backup it took first); an update to a good version runs it with every
 * row kept. (A database of the previous release upgrading to this one is
 * tests/reliability/upgrade.test.ts.)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync, spawn } from 'node:child_process';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../e2e/harness';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gaon-rasoi-update-'));
const upstream = path.join(dir, 'upstream');
const app = path.join(dir, 'app');
const data = path.join(dir, 'data');
const databasePath = path.join(data, 'app.db');
let port: number;
let env: Record<string, string>;

const git = (cwd: string, ...args: string[]) => execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.com', ...args], { cwd, encoding: 'utf8' }).trim();

async function health(): Promise<{ commit: string | null } | undefined> {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/api/health`);
    return res.ok ? ((await res.json()) as { data: { commit: string | null } }).data : undefined;
  } catch {
    return undefined;
  }
}

function runUpdate(ref: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/update.ts', ref], { cwd: app, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

const tables = () => {
  const db = new Database(databasePath, { readonly: true });
  try {
    return {
      probe: Boolean(db.prepare("select 1 from sqlite_master where name = 'update_probe'").get()),
      villages: (db.prepare("select count(*) as n from villages where name like 'Before Update %'").get() as { n: number }).n,
      orders: (db.prepare('select count(*) as n from orders').get() as { n: number }).n,
    };
  } finally {
    db.close();
  }
};

/** A new version in the upstream repository: a migration, and optionally a start that fails after it. */
function release(message: string, breakStart: boolean): string {
  const journalFile = path.join(upstream, 'db/migrations/meta/_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: Array<{ idx: number; version: string; when: number; tag: string; breakpoints: boolean }> };
  if (!journal.entries.some((e) => e.tag.endsWith('_update_probe'))) {
    const idx = journal.entries.length;
    const tag = `${String(idx).padStart(4, '0')}_update_probe`;
    fs.writeFileSync(path.join(upstream, 'db/migrations', `${tag}.sql`), 'CREATE TABLE `update_probe` (`id` integer PRIMARY KEY);\n');
    journal.entries.push({ idx, version: '6', when: Date.now(), tag, breakpoints: true });
    fs.writeFileSync(journalFile, JSON.stringify(journal, null, 2));
  }
  const startFile = path.join(upstream, 'server/start.ts');
  const broken = "  if (process.env.DATABASE_PATH) fail('this version is broken on purpose');\n";
  const start = fs.readFileSync(startFile, 'utf8').replace(broken, '');
  // Right after the database is opened (and migrated): the data has changed, then it dies.
  fs.writeFileSync(startFile, breakStart ? start.replace('  let jwtSecret: string;\n', `${broken}  let jwtSecret: string;\n`) : start);
  git(upstream, 'add', '-A');
  git(upstream, 'commit', '--quiet', '-m', message);
  return git(upstream, 'rev-parse', 'HEAD');
}

beforeAll(async () => {
  port = await freePort();
  git(dir, 'clone', '--quiet', ROOT, upstream);
  git(upstream, 'checkout', '--quiet', '-B', 'release');
  git(dir, 'clone', '--quiet', '--branch', 'release', upstream, app);
  // The box already has its dependencies and build (same lockfile and front ends in every version here).
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(app, 'node_modules'));
  fs.cpSync(path.join(ROOT, 'dist'), path.join(app, 'dist'), { recursive: true });
  const service = path.join(dir, 'service.sh');
  fs.writeFileSync(
    service,
    `#!/bin/sh
# The test's stand-in for systemctl: one server from ${app}, its pid in a file.
cd ${dir}
case "$1" in
  stop) if [ -f pid ]; then kill "$(cat pid)"; while kill -0 "$(cat pid)" 2>/dev/null; do sleep 0.1; done; rm -f pid; fi ;;
  start) (cd ${app} && exec ${process.execPath} server/launch.mjs) >>server.log 2>&1 & echo $! > pid ;;
  restart) "$0" stop; "$0" start ;;
esac
`,
    { mode: 0o755 },
  );
  env = {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_PATH: databasePath,
    ADMIN_PASSWORD: 'admin-password-123',
    SKIP_BUILD: '1',
    UPDATE_RESTART: `${service} restart`,
    UPDATE_STOP: `${service} stop`,
    UPDATE_START: `${service} start`,
    UPDATE_WAIT: '20',
  };
  execFileSync(service, ['start'], { env: { ...process.env, ...env } });
  for (const deadline = Date.now() + 60_000; !(await health()); ) {
    if (Date.now() > deadline) throw new Error(`the server did not start:\n${fs.readFileSync(path.join(dir, 'server.log'), 'utf8')}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  // The shop's own data from before the update.
  const login = await fetch(`http://127.0.0.1:${port}/api/auth/admin/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@example.com', password: 'admin-password-123' }) });
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  for (let n = 0; n < 5; n++) {
    const res = await fetch(`http://127.0.0.1:${port}/api/admin/villages`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify({ name: `Before Update ${n}`, deliveryZone: 'Zone A' }) });
    expect(res.status).toBe(201);
  }
}, 120_000);

afterAll(() => {
  try {
    execFileSync(path.join(dir, 'service.sh'), ['stop']);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

describe('npm run update', () => {
  it('rolls back a version that migrates the database and then fails to start: old code, old data', async () => {
    const before = git(app, 'rev-parse', 'HEAD');
    const rowsBefore = tables();
    release('A version that cannot start', true);

    const result = await runUpdate('origin/release');
    expect(result.code, result.output).toBe(1);
    expect(result.output).toMatch(/update: failed at start the new version/);
    expect(result.output).toMatch(/rolled back/);

    expect(git(app, 'rev-parse', 'HEAD')).toBe(before);
    expect((await health())?.commit).toBe(before.slice(0, 12));
    // The failed version's migration is gone with it; every row of before is there.
    expect(tables()).toEqual({ ...rowsBefore, probe: false });
    expect(fs.readdirSync(data).some((f) => f.startsWith('app.db.replaced-'))).toBe(true);
    expect(fs.readdirSync(path.join(data, 'backups')).filter((f) => f.endsWith('.tar.gz'))).toHaveLength(1);
  }, 180_000);

  it('runs a good version with its migration applied and every row kept', async () => {
    const rowsBefore = tables();
    const good = release('A good version', false);

    const result = await runUpdate('origin/release');
    expect(result.code, result.output).toBe(0);
    expect(result.output).toMatch(/Updated to /);
    expect(git(app, 'rev-parse', 'HEAD')).toBe(good);
    expect((await health())?.commit).toBe(good.slice(0, 12));
    expect(tables()).toEqual({ ...rowsBefore, probe: true });

    // Nothing new upstream: nothing to do.
    const again = await runUpdate('origin/release');
    expect(again.code).toBe(0);
    expect(again.output).toMatch(/nothing to update/);
  }, 180_000);
});
