import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import helmet from '@fastify/helmet';
import type { AppDatabase } from '../db/client';
import { registerErrorHandling } from './plugins/errors';
import { registerFrontends } from './plugins/frontends';
import { healthRoutes } from './routes/health';

export const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const DEFAULT_DIST_DIR = path.join(ROOT_DIR, 'dist');

export interface AppOptions {
  database: AppDatabase;
  jwtSecret: string;
  /** Where the built site and admin live; front ends are skipped when it holds no build. */
  distDir?: string;
  logger?: FastifyServerOptions['logger'];
}

declare module 'fastify' {
  interface FastifyInstance {
    database: AppDatabase;
  }
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
      },
    },
  });
  app.decorate('database', options.database);

  registerErrorHandling(app);

  await app.register(helmet, {
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

  await app.register(healthRoutes, { prefix: '/api' });

  await registerFrontends(app, options.distDir ?? DEFAULT_DIST_DIR);
  return app;
}
