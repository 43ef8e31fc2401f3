/**
 * Shared helpers of the reliability suites: the app's own route list (so a new route cannot
 * escape a table-driven test), a content hash of every table, and token forging.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type Database from 'better-sqlite3';
import { MIGRATIONS_FOLDER, openDatabase, type AppDatabase } from '../../db/client';
import { seedDemoData } from '../../db/demo';
import { buildApp, type AppOptions } from '../../server/app';
import { ensureFirstAdmin } from '../../server/bootstrap';
import { readConfig } from '../../server/config';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../api/helper';

export interface RouteInfo {
  method: string;
  url: string;
}

/**
 * Every route the app registered, read from `app.printRoutes({ commonPrefix: false })`:
 * a tree whose lines are `<indent>├── /segment (GET, POST)`, each level indented by 4.
 */
export function routesOf(app: FastifyInstance): RouteInfo[] {
  const out: RouteInfo[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const m = /^(.*?)[├└]── (\S+)(?: \(([^)]*)\))?\s*$/.exec(line);
    if (!m) continue;
    const depth = Math.round([...m[1]].length / 4);
    stack.length = depth;
    stack.push(m[2]);
    const url = stack.join('');
    for (const method of (m[3] ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean))
      out.push({ method, url });
  }
  return out;
}

export const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Names of the app's tables (migrations bookkeeping included: it must not change either). */
export function tableNames(sqlite: Database.Database): string[] {
  return (
    sqlite
      .prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name")
      .all() as Array<{ name: string }>
  ).map((r) => r.name);
}

/** A hash of the content of every table: equal hashes mean nothing was written. */
export function databaseHash(sqlite: Database.Database): string {
  const hash = createHash('sha256');
  for (const name of tableNames(sqlite)) {
    hash.update(`\n#${name}\n`);
    // Sorted in JS: some tables (FTS shadow tables) have no rowid to order by.
    const rows = (sqlite.prepare(`select * from "${name}"`).raw().all() as unknown[])
      .map((r) => JSON.stringify(r))
      .sort();
    for (const row of rows) hash.update(row);
  }
  return hash.digest('hex');
}

const b64 = (v: unknown) => Buffer.from(typeof v === 'string' ? v : JSON.stringify(v)).toString('base64url');

/** A JWT over any header and claims, HMAC-signed with `secret` (or unsigned when secret is null). */
export function forgeHs256(
  claims: object,
  secret: string | null,
  header: object = { alg: 'HS256', typ: 'JWT' },
): string {
  const unsigned = `${b64(header)}.${b64(claims)}`;
  return secret === null
    ? `${unsigned}.`
    : `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
}

/** Flips one character in the middle of the payload of a JWT (keeps it well-formed base64url). */
export function tamper(token: string): string {
  const [h, p, s] = token.split('.');
  const claims = JSON.parse(Buffer.from(p, 'base64url').toString());
  claims.sub = String(Number(claims.sub) + 1);
  return `${h}.${b64(claims)}.${s}`;
}

export const envelopeOk = (body: unknown): boolean =>
  typeof body === 'object' &&
  body !== null &&
  (body as { success?: unknown }).success === false &&
  typeof (body as { message?: unknown }).message === 'string' &&
  (body as { message: string }).message.length > 0;

export interface RelApp {
  app: FastifyInstance;
  database: AppDatabase;
  secret: string;
  dir: string;
  close: () => Promise<void>;
}

/** The real app on a temp SQLite file with a known JWT secret, optionally with the demo data. */
export async function makeRelApp(
  options: { demo?: boolean } & Partial<Omit<AppOptions, 'database' | 'jwtSecret'>> = {},
): Promise<RelApp> {
  const { demo = true, ...rest } = options;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gaon-rasoi-rel-'));
  const databasePath = path.join(dir, 'app.db');
  const database = openDatabase(databasePath);
  await ensureFirstAdmin(database, {
    ...readConfig({}),
    databasePath,
    adminEmail: ADMIN_EMAIL,
    adminPassword: ADMIN_PASSWORD,
  });
  if (demo) await seedDemoData(database);
  const secret = randomBytes(32).toString('hex');
  const app = await buildApp({
    database,
    jwtSecret: secret,
    distDir: path.join(dir, 'no-dist'),
    loginRateLimit: 10_000,
    contactRateLimit: 10_000,
    orderRateLimit: 0,
    ...rest,
  });
  await app.ready();
  return {
    app,
    database,
    secret,
    dir,
    close: async () => {
      await app.close();
      database.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** This version's migrations journal. */
export const migrationJournal = JSON.parse(
  fs.readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8'),
) as { entries: Array<{ idx: number; tag: string }> };

/** A migrations folder under `work` holding only the first `count` entries of the journal: what an older version shipped. */
export function olderMigrations(work: string, count: number): string {
  const folder = path.join(work, `migrations-${count}`);
  fs.mkdirSync(path.join(folder, 'meta'), { recursive: true });
  const entries = migrationJournal.entries.slice(0, count);
  for (const e of entries)
    fs.copyFileSync(path.join(MIGRATIONS_FOLDER, `${e.tag}.sql`), path.join(folder, `${e.tag}.sql`));
  fs.writeFileSync(path.join(folder, 'meta', '_journal.json'), JSON.stringify({ ...migrationJournal, entries }));
  return folder;
}
