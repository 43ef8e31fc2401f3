/**
 * Builds the real app on a fresh temporary SQLite file (one per test file) and signs in.
 * Tests call it with app.inject(); nothing listens on a port.
 */
import type { PrintingOptions } from '../../server/plugins/app/printing';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyPluginAsync, FastifyServerOptions, LightMyRequestResponse } from 'fastify';
import { openDatabase, type AppDatabase } from '../../db/client';
import { admins, menuItems, restaurants, users, villages, type AdminRole } from '../../db/schema';
import { buildApp } from '../../server/app';
import type { BackupOptions } from '../../server/plugins/app/backups';
import { ensureFirstAdmin } from '../../server/bootstrap';
import { readConfig } from '../../server/config';
import { hashPassword } from '../../db/password';
import { insertOrder, type NewOrder } from '../../db/orders';
import type { OrderEventOptions } from '../../server/plugins/app/events';
import type { StockEventOptions } from '../../server/plugins/app/stockEvents';
import type { PushOptions } from '../../server/plugins/app/push';

export const ADMIN_EMAIL = 'admin@example.com';
export const ADMIN_PASSWORD = 'admin-password-123';

export interface TestApp {
  app: FastifyInstance;
  database: AppDatabase;
  dir: string;
  databasePath: string;
  close: () => Promise<void>;
  /** Closes the app and its database and keeps the folder: a later makeApp({ dir }) starts again on the same file (a restart). */
  stop: () => Promise<void>;
}

export async function makeApp(
  options: {
    loginRateLimit?: number;
    contactRateLimit?: number;
    orderEvents?: OrderEventOptions;
    stockEvents?: StockEventOptions;
    orderRateLimit?: number;
    ticketRateLimit?: number;
    trustProxy?: boolean;
    logger?: FastifyServerOptions['logger'];
    /** Built front ends to serve (default: none). */
    distDir?: string;
    /** Plugins registered inside the /api/admin scope, before its routes. */
    adminPlugins?: FastifyPluginAsync[];
    /** Backup settings (BACKUP_* in the environment); the folder defaults to `backups/` beside the test database. */
    backups?: Partial<BackupOptions>;
    /** Web Push timings and allowed hosts (RING_REPEAT_S, ESCALATE_AFTER_S, PUSH_HOSTS). */
    push?: PushOptions;
    /** The print queue's timings and whether a fake printer on loopback may be used. */
    printing?: PrintingOptions;
    /** Runs on the built app before it is ready, e.g. to add a hook that watches requests. */
    beforeReady?: (app: FastifyInstance) => void;
    /** The folder of a stopped app: its database is opened again, as after a restart. */
    dir?: string;
  } = {},
): Promise<TestApp> {
  const dir = options.dir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'gaon-rasoi-api-'));
  const databasePath = path.join(dir, 'app.db');
  const database = openDatabase(databasePath);
  await ensureFirstAdmin(database, {
    ...readConfig({}),
    databasePath,
    adminEmail: ADMIN_EMAIL,
    adminPassword: ADMIN_PASSWORD,
  });
  const app = await buildApp({
    database,
    jwtSecret: randomBytes(32).toString('hex'),
    distDir: options.distDir ?? path.join(dir, 'no-dist'),
    loginRateLimit: options.loginRateLimit ?? 1000,
    contactRateLimit: options.contactRateLimit ?? 1000,
    orderEvents: options.orderEvents,
    stockEvents: options.stockEvents,
    orderRateLimit: options.orderRateLimit ?? 0,
    ticketRateLimit: options.ticketRateLimit ?? 1000,
    trustProxy: options.trustProxy,
    logger: options.logger,
    adminPlugins: options.adminPlugins,
    backups: options.backups,
    push: options.push,
    printing: options.printing,
  });
  options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    database,
    dir,
    databasePath,
    close: async () => {
      await app.close();
      database.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
    stop: async () => {
      await app.close();
      database.close();
    },
  };
}

export async function loginAsAdmin(
  app: FastifyInstance,
  email = ADMIN_EMAIL,
  password = ADMIN_PASSWORD,
): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/auth/admin/login', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`admin login failed: ${res.statusCode} ${res.body}`);
  return res.json().data.token as string;
}

/** Creates another back-office account with the given role and returns its token. */
export async function adminWithRole(t: TestApp, role: AdminRole): Promise<string> {
  const email = `${role}-${randomBytes(3).toString('hex')}@example.com`;
  t.database.db
    .insert(admins)
    .values({ name: `A ${role}`, email, passwordHash: await hashPassword('role-password-1'), role })
    .run();
  return loginAsAdmin(t.app, email, 'role-password-1');
}

/** A customer token (kind "customer"), for the 403 checks. */
export async function customerToken(app: FastifyInstance): Promise<string> {
  const email = `cust-${randomBytes(3).toString('hex')}@example.com`;
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { name: 'Ramesh', email, phone: '9876543210', password: 'secret-123' },
  });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  return res.json().data.token as string;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A request helper bound to a token: call(method, url, payload?). */
export function caller(app: FastifyInstance, token: string) {
  return (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown): Promise<LightMyRequestResponse> =>
    app.inject({
      method,
      url,
      headers: bearer(token),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
}

/** Row counts of every table, to assert that a refused request changed nothing. */
export function snapshot(database: AppDatabase): Record<string, number> {
  const tables = database.sqlite
    .prepare(
      `select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like '__drizzle%'`,
    )
    .all() as Array<{ name: string }>;
  return Object.fromEntries(
    tables.map(({ name }) => [
      name,
      (database.sqlite.prepare(`select count(*) as n from "${name}"`).get() as { n: number }).n,
    ]),
  );
}

/** Direct inserts for fixtures (faster than going through the API). */
export function fixtures(database: AppDatabase) {
  const { db } = database;
  return {
    vendor: (name: string, email: string) =>
      db
        .insert(users)
        .values({ name, email, phone: '9000000001', passwordHash: 'x', role: 'vendor' })
        .returning()
        .get(),
    delivery: (name: string, email: string, status: 'active' | 'on_delivery' | 'on_leave' = 'active') =>
      db
        .insert(users)
        .values({
          name,
          email,
          phone: '9000000002',
          passwordHash: 'x',
          role: 'delivery',
          vehicleNumber: 'UP70 AB 1234',
          status,
        })
        .returning()
        .get(),
    customer: (name: string, email: string) =>
      db
        .insert(users)
        .values({ name, email, phone: '9000000003', passwordHash: 'x', role: 'customer' })
        .returning()
        .get(),
    village: (name: string, deliveryZone = 'Zone A') =>
      db.insert(villages).values({ name, deliveryZone }).returning().get(),
    restaurant: (name: string, extra: Partial<typeof restaurants.$inferInsert> = {}) =>
      db
        .insert(restaurants)
        .values({ name, address: 'Main Road, Janghai', cuisine: 'North Indian', ...extra })
        .returning()
        .get(),
    order: (o: Partial<NewOrder> & { restaurantId: number; restaurantName: string }) =>
      insertOrder(database, {
        customerName: 'Sita Devi',
        status: 'placed',
        deliveryChargePaise: 3000,
        items: [{ name: 'Village Thali', quantity: 1, pricePaise: 18000 }],
        createdAt: Date.now(),
        ...o,
      }),
  };
}

/** A kitchen (vendor) or rider (delivery) account registered through the API and approved, with its token. */
export async function partnerAccount(
  app: FastifyInstance,
  kind: 'vendor' | 'delivery',
  name = kind === 'vendor' ? 'Kitchen Owner' : 'Rider',
): Promise<{ id: number; token: string }> {
  const email = `${kind}-${randomBytes(4).toString('hex')}@example.com`;
  const res = await app.inject({
    method: 'POST',
    url: `/api/auth/${kind}/register`,
    payload: {
      name,
      email,
      phone: `98765${String(randomBytes(3).readUIntBE(0, 3) % 100000).padStart(5, '0')}`,
      password: 'partner-pass-1',
      ...(kind === 'delivery' ? { vehicleNumber: 'UP70 AB 1234' } : {}),
    },
  });
  if (res.statusCode !== 201) throw new Error(`${kind} register failed: ${res.statusCode} ${res.body}`);
  const { user, token } = res.json().data as { user: { id: number }; token: string };
  // Signed up by themselves, so waiting for an admin: approve, as the tests want a working partner.
  app.database.sqlite.prepare('update users set approved = 1 where id = ?').run(user.id);
  return { id: user.id, token };
}

/** The storefront kitchen, open round the clock so tests do not depend on the time of day, with a delivery village and two dishes. */
export function storefront(database: AppDatabase, extra: Partial<typeof restaurants.$inferInsert> = {}) {
  const { db } = database;
  const village = db
    .insert(villages)
    .values({ name: `Janghai ${randomBytes(2).toString('hex')}`, deliveryZone: 'Zone A' })
    .returning()
    .get();
  const kitchen = db
    .insert(restaurants)
    .values({
      name: 'Gaon Rasoi Janghai',
      address: 'Main Road, Janghai',
      cuisine: 'North Indian',
      isStorefront: true,
      opensAt: '00:00',
      closesAt: '24:00',
      villageId: village.id,
      ...extra,
    })
    .returning()
    .get();
  const thali = db
    .insert(menuItems)
    .values({ restaurantId: kitchen.id, name: 'Village Thali', pricePaise: 18000, category: 'thali' })
    .returning()
    .get();
  const lassi = db
    .insert(menuItems)
    .values({ restaurantId: kitchen.id, name: 'Sweet Lassi', pricePaise: 6000, category: 'dessert' })
    .returning()
    .get();
  return { village, kitchen, thali, lassi };
}

/** The shape of Vite's dist/site/template.html: the placeholders the server fills. */
export const STAND_IN_TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Gaon Rasoi</title>
    <!--head-tags-->
  </head>
  <body>
    <div id="root"><!--app-html--></div>
  </body>
</html>`;

/**
 * A stand-in for `dist/`: the site's page template and an admin shell, so the server renders
 * the site's pages from the database without `npm run build`. Returns the folder and its removal.
 */
export function standInDist(): { dist: string; remove: () => void } {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'gaon-rasoi-dist-'));
  for (const [file, html] of [
    ['admin/index.html', '<!doctype html><title>Admin</title>'],
    ['site/index.html', STAND_IN_TEMPLATE],
    ['site/template.html', STAND_IN_TEMPLATE],
  ]) {
    fs.mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    fs.writeFileSync(path.join(dist, file), html);
  }
  return { dist, remove: () => fs.rmSync(dist, { recursive: true, force: true }) };
}
