/**
 * Builds the app the fastify/demo way: external plugins (plugins/external/), then the app's
 * own (plugins/app/), then the routes (routes/), which speak HTTP only.
 */
import path from 'node:path';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance, type FastifyPluginAsync, type FastifyServerOptions } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AppDatabase } from '../db/client';
import helmet from './plugins/external/helmet';
import jwt from './plugins/external/jwt';
import rateLimit from './plugins/external/rate-limit';
import uploads from './plugins/external/static';
import swagger from './plugins/external/swagger';
import database from './plugins/app/database';
import { clientErrorHandler, frameworkErrors, nonFinitePath, registerErrorHandling } from './plugins/app/errors';
import { registerFrontends } from './plugins/app/frontends';
import { requireAdmin } from './plugins/app/auth';
import conditionalGet from './plugins/app/conditional-get';
import orderEvents, { type OrderEventOptions } from './plugins/app/events';
import stockEvents, { type StockEventOptions } from './plugins/app/stockEvents';
import { requirePartner, scopedRecord } from './plugins/app/partners';
import { HttpError } from './envelope';
import { sharedSchemaCompilers } from './lib/schemaCompilers';
import { Failure } from '../shared/api/common';
import { healthRoutes } from './routes/health';
import { authRoutes } from './routes/auth';
import { contactRoutes } from './routes/contact';
import { dashboardRoutes } from './routes/dashboard';
import { earningsRoutes } from './routes/earnings';
import { analyticsRoutes } from './routes/analytics';
import { userRoutes } from './routes/users';
import { restaurantRoutes } from './routes/restaurants';
import { orderRoutes } from './routes/orders';
import { billRoutes } from './routes/bills';
import { gstRoutes } from './routes/gst';
import { cashRoutes } from './routes/cash';
import { villageRoutes } from './routes/villages';
import { onboardingRoutes } from './routes/onboarding';
import { couponRoutes } from './routes/coupons';
import { settingsRoutes } from './routes/settings';
import { blocklistRoutes } from './routes/blocklist';
import { ringRoutes } from './routes/rings';
import { supportRoutes } from './routes/support';
import { notificationRoutes, partnerNotificationRoutes } from './routes/notifications';
import { deskRoutes } from './routes/desk';
import { vendorRoutes } from './routes/vendor';
import { adminPrepListRoutes, vendorPrepListRoutes } from './routes/prepList';
import { deliveryRoutes } from './routes/delivery';
import { orderingRoutes } from './routes/ordering';
import { menuItemRoutes } from './routes/menuItems';
import { backupRoutes } from './routes/backups';
import backups, { type BackupOptions } from './plugins/app/backups';
import type { ReplicaStatus } from './lib/replica';
import partnerIdempotency from './plugins/app/idempotency';
import push, { type PushOptions } from './plugins/app/push';
import scheduledOrders from './plugins/app/scheduledOrders';
import { adminPrinterRoutes, vendorPrinterRoutes } from './routes/printers';
import printing, { type PrintingOptions } from './plugins/app/printing';
import { kitchenOpenedRoutes, pushKeyRoutes, pushSubscriptionRoutes } from './routes/push';
import { adminPartyRequestRoutes, partyRequestRoutes } from './routes/partyRequests';
import { partyLinkKey } from './lib/partyLinks';
import { adminKhataRoutes, khataRoutes } from './routes/khata';
import { khataLinkKey } from './lib/khataLinks';
import { ledgerRoutes } from './routes/ledger';
import { adminTableRoutes, tableRoutes, vendorTableRoutes } from './routes/tables';

export const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const DEFAULT_DIST_DIR = path.join(ROOT_DIR, 'dist');

export interface AppOptions {
  database: AppDatabase;
  jwtSecret: string;
  /** Where the built site and admin live; front ends are skipped when it holds no build. */
  distDir?: string;
  logger?: FastifyServerOptions['logger'];
  /** Where uploaded restaurant images go; default: `uploads/` beside the database file. */
  uploadsDir?: string;
  /** Login/register attempts per IP per minute (default 10). */
  loginRateLimit?: number;
  /** The login rate limit window in ms (default one minute; tests shorten it). */
  loginRateLimitWindowMs?: number;
  /** Contact form posts per IP per minute (default 5). */
  contactRateLimit?: number;
  /** Orders one IP may place per minute (default 10; 0 = no limit). ORDER_RATE_LIMIT in server/config.ts. */
  orderRateLimit?: number;
  /** Tickets one kitchen or admin account may draw (or queue to print) per minute, per route (default 30). */
  ticketRateLimit?: number;
  /** Behind a reverse proxy: the client's IP comes from X-Forwarded-For (TRUST_PROXY=1). */
  trustProxy?: boolean;
  /** The live order event streams: heartbeat, polling, per-listener bound, retention (tests shorten them). */
  orderEvents?: OrderEventOptions;
  /** The site's live stock stream: how often it reads while anyone listens, how many may listen (tests shorten them). */
  stockEvents?: StockEventOptions;
  /**
   * Plugins registered inside the /api/admin scope after its guard and before its routes: the
   * place for one more guard or an audit hook (wrapped in fastify-plugin, so their hooks apply
   * to the whole scope; tests use it to show such hooks run for every request).
   */
  adminPlugins?: FastifyPluginAsync[];
  /** Backups: BACKUP_DIR, BACKUP_HOUR, BACKUP_KEEP, BACKUP_COMMAND (dir default: `backups/` beside the database). */
  backups?: Partial<BackupOptions>;
  /** The continuous replica (REPLICA_URL), whose state /api/health shows; none when not replicating. */
  replica?: { status(): ReplicaStatus };
  /** Web Push: RING_REPEAT_S, ESCALATE_AFTER_S, PUSH_HOSTS (tests shorten the times and add a local receiver). */
  push?: PushOptions;
  /** The print queue: PRINTERS_ALLOW_LOOPBACK (tests shorten the retry times and print to a fake printer on loopback). */
  printing?: PrintingOptions;
}

/** A folder beside the SQLite file (in a temp folder for an in-memory database). */
function besideDatabase(database: AppDatabase, folder: string): string {
  const file = database.sqlite.name;
  if (!file || file === ':memory:') return path.join(os.tmpdir(), `gaon-rasoi-${folder}`);
  return path.join(path.dirname(path.resolve(file)), folder);
}

/** Builds the whole application without listening, so tests can call it with inject(). */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    // A request Node's HTTP parser refuses gets the envelope with the security headers too.
    clientErrorHandler,
    trustProxy: options.trustProxy ?? false,
    bodyLimit: 1024 * 1024,
    // The admin sends ids in paths; they are never used for anything but lookups.
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors,
    schemaController: sharedSchemaCompilers(),
    ajv: {
      customOptions: {
        // Unknown fields are dropped so a client can never set what it should not (role, password hash, id).
        removeAdditional: 'all',
        coerceTypes: 'array',
        useDefaults: true,
        allErrors: false,
        // Villages take restaurants by id or by name.
        allowUnionTypes: true,
        // multipleOf (whole paise: 0.01) within 1e-6, so float division (0.29 / 0.01) does not refuse a valid amount.
        multipleOfPrecision: 6,
      },
    },
  }).withTypeProvider<TypeBoxTypeProvider>();
  app.addSchema(Failure);

  registerErrorHandling(app);

  await app.register(helmet);
  // API answers are the caller's own and may change with any write: a browser keeps them only
  // to ask again with If-None-Match (server/plugins/app/conditional-get.ts). Routes that need
  // another policy (event streams) set their own.
  app.addHook('onRequest', (request, reply, done) => {
    if (request.url.startsWith('/api/') || request.url === '/api') reply.header('cache-control', 'private, no-cache');
    done();
  });
  await app.register(conditionalGet);
  await app.register(database, { database: options.database });
  app.decorate('replica', options.replica ?? null);

  // react-admin sends "Content-Type: application/json" on bodiless DELETEs: an empty body
  // is read as no body instead of a 400; anything else goes through Fastify's safe parser.
  const jsonParser = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (typeof body === 'string' && body.trim() === '') return done(null, undefined);
    return jsonParser(request, body as string, done);
  });
  // JSON only: a text/plain body would otherwise reach handlers that take no body.
  app.removeContentTypeParser('text/plain');

  await app.register(jwt, { secret: options.jwtSecret });
  await app.register(rateLimit);
  // ajv coerces a string such as "1e999" to Infinity past minimum/maximum: refuse it here,
  // naming the field and the part of the request it came in.
  // A callback hook, not an async one: it runs on every request and a promise per request costs more than the check.
  app.addHook('preHandler', (request, _reply, done) => {
    const part =
      request.body !== undefined && nonFinitePath(request.body) !== undefined
        ? 'body'
        : nonFinitePath(request.query) !== undefined
          ? 'querystring'
          : nonFinitePath(request.params) !== undefined
            ? 'params'
            : undefined;
    if (part === undefined) return done();
    const value = part === 'body' ? request.body : part === 'querystring' ? request.query : request.params;
    const field = nonFinitePath(value) || part;
    done(
      new HttpError(400, `Invalid input: ${field} must be a finite number`, {
        [field]: `${field} must be a finite number (in the ${part})`,
      }),
    );
  });
  const uploadsDir = options.uploadsDir ?? besideDatabase(options.database, 'uploads');
  await app.register(uploads, { uploadsDir });
  await app.register(backups, { dir: besideDatabase(options.database, 'backups'), ...options.backups, uploadsDir });
  await app.register(swagger);
  await app.register(orderEvents, options.orderEvents ?? {});
  await app.register(stockEvents, options.stockEvents ?? {});
  await app.register(push, options.push ?? {});
  await app.register(scheduledOrders);
  await app.register(printing, options.printing ?? {});

  await app.register(healthRoutes, { prefix: '/api' });
  await app.register(authRoutes, {
    prefix: '/api',
    loginRateLimit: options.loginRateLimit ?? 10,
    loginRateLimitWindowMs: options.loginRateLimitWindowMs,
  });
  await app.register(contactRoutes, { prefix: '/api', contactRateLimit: options.contactRateLimit ?? 5 });
  await app.register(orderingRoutes, { prefix: '/api', orderRateLimit: options.orderRateLimit ?? 10 });
  await app.register(pushKeyRoutes, { prefix: '/api' });
  const linkKey = partyLinkKey(options.jwtSecret);
  const ticketRateLimit = options.ticketRateLimit ?? 30;
  await app.register(partyRequestRoutes, { prefix: '/api', linkKey, contactRateLimit: options.contactRateLimit ?? 5 });
  const khataKey = khataLinkKey(options.jwtSecret);
  await app.register(khataRoutes, { prefix: '/api', linkKey: khataKey });
  await app.register(tableRoutes, { prefix: '/api', orderRateLimit: options.orderRateLimit ?? 10 });
  await app.register(
    async (admin) => {
      // The one guard of every /api/admin route: 401 without a valid admin token, 403 for other kinds.
      admin.addHook('onRequest', requireAdmin);
      for (const plugin of options.adminPlugins ?? []) await admin.register(plugin);
      await admin.register(dashboardRoutes);
      await admin.register(earningsRoutes);
      await admin.register(analyticsRoutes);
      await admin.register(userRoutes);
      await admin.register(restaurantRoutes);
      await admin.register(menuItemRoutes);
      await admin.register(orderRoutes);
      await admin.register(billRoutes);
      await admin.register(gstRoutes);
      await admin.register(cashRoutes);
      await admin.register(villageRoutes);
      await admin.register(onboardingRoutes);
      await admin.register(couponRoutes);
      await admin.register(supportRoutes);
      await admin.register(notificationRoutes);
      await admin.register(deskRoutes);
      await admin.register(backupRoutes);
      await admin.register(settingsRoutes);
      await admin.register(blocklistRoutes);
      await admin.register(adminPrinterRoutes, { ticketRateLimit });
      await admin.register(adminPrepListRoutes);
      await admin.register(ringRoutes);
      await admin.register(adminPartyRequestRoutes, { linkKey });
      await admin.register(ledgerRoutes);
      await admin.register(adminKhataRoutes, { linkKey: khataKey });
      await admin.register(adminTableRoutes);
      await admin.register(pushSubscriptionRoutes('admin'));
    },
    { prefix: '/api/admin' },
  );
  // The kitchen's and the rider's apps: each its own guard (403 for every other kind of token),
  // and object-level authorization for every route that takes a record's id (partners.ts).
  for (const [kind, routes] of [
    ['vendor', vendorRoutes],
    ['delivery', deliveryRoutes],
  ] as const) {
    await app.register(
      async (partner) => {
        partner.addHook('onRequest', requirePartner(kind));
        partner.addHook('preHandler', scopedRecord);
        await partner.register(partnerIdempotency);
        await partner.register(routes);
        await partner.register(pushSubscriptionRoutes(kind));
        await partner.register(partnerNotificationRoutes([kind === 'vendor' ? 'kitchen' : 'rider']));
        if (kind === 'vendor') await partner.register(kitchenOpenedRoutes);
        if (kind === 'vendor') await partner.register(vendorPrepListRoutes);
        if (kind === 'vendor') await partner.register(vendorPrinterRoutes, { ticketRateLimit });
        if (kind === 'vendor') await partner.register(vendorTableRoutes);
      },
      { prefix: `/api/${kind}` },
    );
  }

  await registerFrontends(app, options.distDir ?? DEFAULT_DIST_DIR);
  return app;
}
