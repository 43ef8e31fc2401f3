import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fs from 'node:fs';
import os from 'node:os';
import helmet from 'helmet';
import rateLimit from '@fastify/rate-limit';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import type { AppDatabase } from '../db/client';
import { registerErrorHandling } from './plugins/errors';
import { registerFrontends } from './plugins/frontends';
import { healthRoutes } from './routes/health';
import { HttpError } from './envelope';
import { registerJwt, requireAdmin } from './auth';
import { authRoutes } from './routes/auth';
import { dashboardRoutes } from './routes/dashboard';
import { earningsRoutes } from './routes/earnings';
import { analyticsRoutes } from './routes/analytics';
import { userRoutes } from './routes/users';
import { restaurantRoutes, MAX_IMAGE_BYTES } from './routes/restaurants';
import { orderRoutes } from './routes/orders';
import { villageRoutes } from './routes/villages';
import { onboardingRoutes } from './routes/onboarding';
import { couponRoutes } from './routes/coupons';
import { supportRoutes } from './routes/support';
import { notificationRoutes } from './routes/notifications';
import { contactRoutes } from './routes/contact';

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
}

/** `uploads/` beside the SQLite file (a temp folder for an in-memory database). */
function defaultUploadsDir(database: AppDatabase): string {
  const file = database.sqlite.name;
  if (!file || file === ':memory:') return path.join(os.tmpdir(), 'gaon-rasoi-uploads');
  return path.join(path.dirname(path.resolve(file)), 'uploads');
}

declare module 'fastify' {
  interface FastifyInstance {
    database: AppDatabase;
    uploadsDir: string;
  }
  interface FastifyContextConfig {
    /** The route takes multipart/form-data (the image upload); everywhere else it answers 415. */
    multipart?: boolean;
  }
}

/** True when a number anywhere in the value is not finite ("1e999" coerces to Infinity). */
function hasNonFinite(value: unknown, depth = 0): boolean {
  if (typeof value === 'number') return !Number.isFinite(value);
  if (typeof value !== 'object' || value === null || depth > 8) return false;
  return Object.values(value).some((v) => hasNonFinite(v, depth + 1));
}

/** Builds the whole application without listening, so tests can call it with inject(). */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: 1024 * 1024,
    // The admin sends ids in paths; they are never used for anything but lookups.
    routerOptions: { ignoreTrailingSlash: true },
    ajv: {
      customOptions: {
        // Unknown fields are dropped so a client can never set what it should not (role, password hash, id).
        removeAdditional: 'all',
        coerceTypes: 'array',
        useDefaults: true,
        allErrors: false,
        // Villages take restaurants by id or by name (`type: ['integer', 'string']`).
        allowUnionTypes: true,
      },
    },
  });
  app.decorate('database', options.database);

  registerErrorHandling(app);

  // Security headers (helmet). The middleware is built once: @fastify/helmet rebuilt it on
  // every request, a tenth of the CPU time of a cached admin answer. Same headers.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // MUI (emotion) injects style elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        // Self-hosted boxes often serve plain http on a LAN address: upgrading would break them.
        upgradeInsecureRequests: null,
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    // HSTS belongs to the TLS-terminating proxy, not to an app that may be served over http.
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', (request, reply, done) => securityHeaders(request.raw, reply.raw, (err?: unknown) => done(err as Error | undefined)));

  // react-admin sends "Content-Type: application/json" on bodiless DELETEs: an empty body
  // is read as no body instead of a 400; anything else goes through Fastify's safe parser.
  const jsonParser = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (typeof body === 'string' && body.trim() === '') return done(null, undefined);
    return jsonParser(request, body as string, done);
  });
  // JSON only (DESIGN section 3): a text/plain body would otherwise reach handlers that take no body.
  app.removeContentTypeParser('text/plain');

  await registerJwt(app, options.jwtSecret);
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => new HttpError(429, `Too many attempts, please try again in ${context.after}`),
  });
  await app.register(multipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 5, parts: 6 } });
  app.addHook('preValidation', async (request) => {
    if (request.isMultipart() && !request.routeOptions.config?.multipart) throw new HttpError(415, 'Unsupported content type: send application/json');
  });
  // ajv coerces a string such as "1e999" to Infinity past minimum/maximum: refuse it here.
  app.addHook('preHandler', async (request) => {
    if (hasNonFinite(request.body) || hasNonFinite(request.query) || hasNonFinite(request.params)) {
      throw new HttpError(400, 'Invalid input: numbers must be finite', { body: 'numbers must be finite' });
    }
  });

  const uploadsDir = options.uploadsDir ?? defaultUploadsDir(options.database);
  fs.mkdirSync(uploadsDir, { recursive: true });
  app.decorate('uploadsDir', uploadsDir);
  await app.register(fastifyStatic, { root: uploadsDir, prefix: '/uploads/', decorateReply: false, index: false, maxAge: '7d' });

  await app.register(healthRoutes, { prefix: '/api' });
  await app.register(authRoutes, { prefix: '/api', loginRateLimit: options.loginRateLimit ?? 10, loginRateLimitWindowMs: options.loginRateLimitWindowMs });
  await app.register(contactRoutes, { prefix: '/api', contactRateLimit: options.contactRateLimit ?? 5 });
  await app.register(
    async (admin) => {
      // The one guard of every /api/admin route: 401 without a valid admin token, 403 for other kinds.
      admin.addHook('onRequest', requireAdmin);
      await admin.register(dashboardRoutes);
      await admin.register(earningsRoutes);
      await admin.register(analyticsRoutes);
      await admin.register(userRoutes);
      await admin.register(restaurantRoutes);
      await admin.register(orderRoutes);
      await admin.register(villageRoutes);
      await admin.register(onboardingRoutes);
      await admin.register(couponRoutes);
      await admin.register(supportRoutes);
      await admin.register(notificationRoutes);
    },
    { prefix: '/api/admin' },
  );

  await registerFrontends(app, options.distDir ?? DEFAULT_DIST_DIR);
  return app;
}
