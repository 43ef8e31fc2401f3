/**
 * `npm run update` on a copy of this repository installed as on a box: the service runs as its
 * own user (here nobody) from settings in an env file (/etc/gaon-rasoi/env, here named by
 * GAON_RASOI_ENV_FILE), and the update runs as root with nothing but that file to go by.
 *
 * An update to a version that migrates the database and then fails to start is rolled back
 * (code, and the data from the backup taken at the switch), keeping every order acknowledged
 * while the update ran, and the service can write its database afterwards; an update to a good
 * version runs it with every row kept, its backup copied off the box. (A database of the
 * previous release upgrading to this one is tests/reliability/upgrade.test.ts.)
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
const envFile = path.join(dir, 'env');
const offBox = path.join(dir, 'off-box');
// The service user of this test's box (install.sh makes gaon-rasoi; nobody exists everywhere).
const SERVICE_UID = 65534;
let port: number;
let env: Record<string, string>;
let token: string;

const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.com', ...args], {
    cwd,
    encoding: 'utf8',
  }).trim();

async function health(): Promise<{ commit: string | null } | undefined> {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/api/health`);
    return res.ok ? ((await res.json()) as { data: { commit: string | null } }).data : undefined;
  } catch {
    return undefined;
  }
}

/** As the README says: `cd /opt/gaon-rasoi && sudo npm run update`, the settings only in the env file. */
function runUpdate(ref: string, extra: Record<string, string> = {}): Promise<{ code: number | null; output: string }> {
  const settings = ['DATABASE_PATH', 'PORT', 'HOST', 'BACKUP_DIR', 'BACKUP_KEEP', 'BACKUP_COMMAND', 'ADMIN_PASSWORD'];
  const base = Object.fromEntries(Object.entries(process.env).filter(([name]) => !settings.includes(name)));
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', 'update', '--', ref], {
      cwd: app,
      env: { ...base, ...env, ...extra },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

/** Adds villages through the API for as long as the update runs; answers the ones acknowledged (201). */
function keepWriting(label: string): { acked: string[]; stop: () => Promise<void> } {
  const acked: string[] = [];
  let writing = true;
  const done = (async () => {
    for (let n = 0; writing; n++) {
      const name = `${label} ${n}`;
      try {
        const res = await fetch(`http://127.0.0.1:${port}/api/admin/villages`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ name, deliveryZone: 'Zone A' }),
          signal: AbortSignal.timeout(10_000),
        });
        if (res.status === 201) acked.push(name);
      } catch {
        // The shop is stopped for the switch: try again shortly (the poll interval of a customer's retry).
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
  })();
  return {
    acked,
    stop: async () => {
      writing = false;
      await done;
    },
  };
}

function villagesNamed(prefix: string): Set<string> {
  const db = new Database(databasePath, { readonly: true });
  try {
    return new Set(
      (db.prepare('select name from villages where name like ?').all(`${prefix}%`) as Array<{ name: string }>).map(
        (r) => r.name,
      ),
    );
  } finally {
    db.close();
  }
}

/** Files in the data folder (backups included) not owned by the service user. */
function notTheServices(): string[] {
  return [data, ...fs.readdirSync(data, { recursive: true, encoding: 'utf8' }).map((f) => path.join(data, f))].filter(
    (f) => {
      const stat = fs.lstatSync(f);
      return stat.uid !== SERVICE_UID || stat.gid !== SERVICE_UID;
    },
  );
}

const tables = () => {
  const db = new Database(databasePath, { readonly: true });
  try {
    return {
      probe: Boolean(db.prepare("select 1 from sqlite_master where name = 'update_probe'").get()),
      villages: (
        db.prepare("select count(*) as n from villages where name like 'Before Update %'").get() as { n: number }
      ).n,
      orders: (db.prepare('select count(*) as n from orders').get() as { n: number }).n,
    };
  } finally {
    db.close();
  }
};

/** A new version in the upstream repository: a migration, and optionally a start that fails after it. */
function release(message: string, breakStart: boolean): string {
  const journalFile = path.join(upstream, 'db/migrations/meta/_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as {
    entries: Array<{ idx: number; version: string; when: number; tag: string; breakpoints: boolean }>;
  };
  if (!journal.entries.some((e) => e.tag.endsWith('_update_probe'))) {
    const idx = journal.entries.length;
    const tag = `${String(idx).padStart(4, '0')}_update_probe`;
    fs.writeFileSync(
      path.join(upstream, 'db/migrations', `${tag}.sql`),
      'CREATE TABLE `update_probe` (`id` integer PRIMARY KEY);\n',
    );
    journal.entries.push({ idx, version: '6', when: Date.now(), tag, breakpoints: true });
    fs.writeFileSync(journalFile, JSON.stringify(journal, null, 2));
  }
  const startFile = path.join(upstream, 'server/start.ts');
  const broken = "  if (process.env.DATABASE_PATH) fail('this version is broken on purpose');\n";
  const start = fs.readFileSync(startFile, 'utf8').replace(broken, '');
  // Right after the database is opened (and migrated): the data has changed, then it dies.
  fs.writeFileSync(
    startFile,
    breakStart ? start.replace('  let jwtSecret: string;\n', `${broken}  let jwtSecret: string;\n`) : start,
  );
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
  // The server's bundle, built as install.sh does: the service cannot write the code folder.
  execFileSync(process.execPath, ['server/launch.mjs', '--build'], { cwd: app });
  fs.chmodSync(dir, 0o755);
  fs.mkdirSync(data);
  fs.chownSync(data, SERVICE_UID, SERVICE_UID);
  fs.mkdirSync(offBox);
  // The off-box copy runs as the service user, as the nightly one does, even under a root update.
  fs.chownSync(offBox, SERVICE_UID, SERVICE_UID);
  fs.writeFileSync(
    envFile,
    [
      `PORT=${port}`,
      'HOST=127.0.0.1',
      `DATABASE_PATH=${databasePath}`,
      'ADMIN_PASSWORD=admin-password-123',
      `BACKUP_COMMAND='cp "$1" ${offBox}/'`,
      '',
    ].join('\n'),
  );
  const service = path.join(dir, 'service.sh');
  fs.writeFileSync(
    service,
    `#!/bin/sh
# The test's stand-in for systemctl: one server from ${app} as the service user, with the
# settings of ${envFile} (as systemd's EnvironmentFile=), its pid in a file.
cd ${dir}
case "$1" in
  stop) if [ -f pid ]; then kill "$(cat pid)" 2>/dev/null; while kill -0 "$(cat pid)" 2>/dev/null; do sleep 0.1; done; rm -f pid; fi ;;
  start) (set -a; . ${envFile}; set +a; cd ${app} && SKIP_BUILD=1 exec setpriv --reuid=${SERVICE_UID} --regid=${SERVICE_UID} --clear-groups ${process.execPath} server/launch.mjs) >>server.log 2>&1 & echo $! > pid ;;
  is-active) [ -f pid ] && kill -0 "$(cat pid)" 2>/dev/null ;;
esac
`,
    { mode: 0o755 },
  );
  env = {
    GAON_RASOI_ENV_FILE: envFile,
    UPDATE_STOP: `${service} stop`,
    UPDATE_START: `${service} start`,
    UPDATE_IS_ACTIVE: `${service} is-active`,
    UPDATE_WAIT: '90',
  };
  execFileSync(service, ['start'], { env: { ...process.env, ...env } });
  for (const deadline = Date.now() + 60_000; !(await health());) {
    if (Date.now() > deadline)
      throw new Error(`the server did not start:\n${fs.readFileSync(path.join(dir, 'server.log'), 'utf8')}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  // The shop's own data from before the update.
  const login = await fetch(`http://127.0.0.1:${port}/api/auth/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.com', password: 'admin-password-123' }),
  });
  token = ((await login.json()) as { data: { token: string } }).data.token;
  for (let n = 0; n < 5; n++) {
    const res = await fetch(`http://127.0.0.1:${port}/api/admin/villages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ name: `Before Update ${n}`, deliveryZone: 'Zone A' }),
    });
    expect(res.status).toBe(201);
  }
}, 120_000);

afterAll(() => {
  try {
    execFileSync(path.join(dir, 'service.sh'), ['stop']);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  // The server finishes its requests and closes the database on SIGTERM: seconds on a busy machine.
}, 60_000);

describe('npm run update', () => {
  it('rolls back a version that migrates the database and then stops: old code, and every order taken during the update kept', async () => {
    const before = git(app, 'rev-parse', 'HEAD');
    const rowsBefore = tables();
    release('A version that cannot start', true);

    // The shop keeps taking writes while the update installs and builds, until it is stopped.
    const writer = keepWriting('During Failed Update');
    const result = await runUpdate('origin/release');
    await writer.stop();
    expect(result.code, result.output).toBe(1);
    // The new version exits at once: the update sees it stop rather than waiting UPDATE_WAIT out.
    expect(result.output).toMatch(
      /update: failed at start the new version: the new version \([0-9a-f]{12}\) stopped while starting/,
    );
    expect(result.output).toMatch(
      /rolled back; [0-9a-f]{12} is running with every order up to the switch\. Nothing was lost\./,
    );
    // The build it served was kept aside and put back: no rebuild while the shop is stopped.
    expect(result.output).toContain(`the build of ${before.slice(0, 12)} put back`);

    expect(git(app, 'rev-parse', 'HEAD')).toBe(before);
    expect((await health())?.commit).toBe(before.slice(0, 12));
    // Run as root, the update left the data folder to the service user…
    expect(notTheServices().map((f) => path.relative(data, f))).toEqual([]);
    // …which can write to it again.
    const res = await fetch(`http://127.0.0.1:${port}/api/admin/villages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ name: 'After Rollback', deliveryZone: 'Zone A' }),
    });
    expect(res.status).toBe(201);
    // The failed version's migration is gone with it; every row of before is there, and every
    // write acknowledged while the update ran.
    expect(tables()).toEqual({ ...rowsBefore, probe: false });
    expect(writer.acked.length).toBeGreaterThan(0);
    const kept = villagesNamed('During Failed Update');
    expect(writer.acked.filter((name) => !kept.has(name))).toEqual([]);
    expect(fs.readdirSync(data).some((f) => f.startsWith('app.db.replaced-'))).toBe(true);
    expect(fs.readdirSync(path.join(data, 'backups')).filter((f) => f.endsWith('.tar.gz'))).toHaveLength(1);
  }, 240_000);

  it('runs a good version with its migration applied and every row kept, its backup copied off the box', async () => {
    const rowsBefore = tables();
    const good = release('A good version', false);

    const writer = keepWriting('During Good Update');
    const result = await runUpdate('origin/release');
    await writer.stop();
    expect(result.code, result.output).toBe(0);
    expect(result.output).toMatch(/Updated to /);
    expect(git(app, 'rev-parse', 'HEAD')).toBe(good);
    expect((await health())?.commit).toBe(good.slice(0, 12));
    expect(notTheServices().map((f) => path.relative(data, f))).toEqual([]);
    expect(tables()).toEqual({ ...rowsBefore, probe: true });
    const kept = villagesNamed('During Good Update');
    expect(writer.acked.filter((name) => !kept.has(name))).toEqual([]);
    // The update's backup is made as the schedule's: BACKUP_COMMAND copied it off the box.
    const archives = fs.readdirSync(path.join(data, 'backups')).filter((f) => f.endsWith('.tar.gz'));
    expect(fs.readdirSync(offBox).sort()).toEqual(archives.sort());

    // Nothing new upstream: nothing to do.
    const again = await runUpdate('origin/release');
    expect(again.code).toBe(0);
    expect(again.output).toMatch(/nothing to update/);
  }, 240_000);

  it('says plainly that the shop is DOWN, and how to bring it back, when the rollback cannot start it either', async () => {
    const good = git(app, 'rev-parse', 'HEAD');
    release('Another version that cannot start', true);
    // A box where the service starts once (the new version) and then will not start at all.
    const startOnce = path.join(dir, 'start-once.sh');
    fs.writeFileSync(
      startOnce,
      `#!/bin/sh\n[ -f ${dir}/started-once ] && exit 1\ntouch ${dir}/started-once\nexec ${dir}/service.sh start\n`,
      { mode: 0o755 },
    );

    const result = await runUpdate('origin/release', { UPDATE_START: startOnce });
    expect(result.code, result.output).toBe(2);
    expect(result.output).toMatch(/update: the shop is DOWN\. To bring it back by hand:/);
    expect(result.output).toMatch(/npm run restore -- \S+gaon-rasoi-[\d-]+\.tar\.gz/);
    expect(result.output).not.toMatch(/Nothing was lost/);
    expect(await health()).toBeUndefined();

    // Its instructions work: the code and the data are back, only the start is left to do.
    expect(git(app, 'rev-parse', 'HEAD')).toBe(good);
    execFileSync(path.join(dir, 'service.sh'), ['start']);
    await expect.poll(async () => (await health())?.commit, { timeout: 60_000, interval: 200 }).toBe(good.slice(0, 12));
    expect(notTheServices().map((f) => path.relative(data, f))).toEqual([]);
  }, 240_000);

  it('--rollback goes back to the version before the last update, keeping the data, and refuses when that update changed the database', async () => {
    const good = git(app, 'rev-parse', 'HEAD');
    // The last update (to `good`) added a migration: the version before it does not know the database.
    const refused = await runUpdate('--rollback');
    expect(refused.code, refused.output).toBe(1);
    expect(refused.output).toMatch(/changed the database \(its migrations\), so [0-9a-f]{12} cannot run on it/);
    expect(refused.output).toMatch(/not rolled back; [0-9a-f]{12} is running again with its data as it was/);
    expect(git(app, 'rev-parse', 'HEAD')).toBe(good);
    expect((await health())?.commit).toBe(good.slice(0, 12));

    // A version with no migration of its own can be rolled back, and the orders since stay.
    const plain = release('A version without a migration', false);
    const updated = await runUpdate('origin/release');
    expect(updated.code, updated.output).toBe(0);
    expect((await health())?.commit).toBe(plain.slice(0, 12));
    const writer = keepWriting('During Rollback');
    const back = await runUpdate('--rollback');
    await writer.stop();
    expect(back.code, back.output).toBe(0);
    expect(back.output).toMatch(/Rolled back to /);
    // Its log names the version it starts: the older one.
    expect(back.output).toContain(`- start the older version ${good.slice(0, 12)}`);
    expect(back.output).not.toMatch(/new version/);
    expect(git(app, 'rev-parse', 'HEAD')).toBe(good);
    expect((await health())?.commit).toBe(good.slice(0, 12));
    const kept = villagesNamed('During Rollback');
    expect(writer.acked.filter((name) => !kept.has(name))).toEqual([]);
    expect(notTheServices().map((f) => path.relative(data, f))).toEqual([]);

    // Once only: the rollback is not itself an update to roll back.
    const again = await runUpdate('--rollback');
    expect(again.code).toBe(1);
    expect(again.output).toMatch(/there is no update to roll back/);
  }, 300_000);
});
