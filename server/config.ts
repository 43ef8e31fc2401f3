/** Runtime settings: every environment variable the app reads, read here once (see README, "Environment"). */
export interface Config {
  port: number;
  host: string;
  databasePath: string;
  adminEmail: string;
  adminPassword: string | undefined;
  jwtSecret: string | undefined;
  demoData: boolean;
  /** LOG_LEVEL: pino level of the server's log (default warn). */
  logLevel: string;
  /** SKIP_BUILD=1: `npm start` serves dist/ as it is, without checking that it is current. */
  skipBuild: boolean;
  /** ORDER_RATE_LIMIT: orders one IP may place per minute (default 10; 0 switches the limit off, as load tests need). */
  orderRateLimit: number;
  /** TRUST_PROXY=1: behind a reverse proxy, the client's IP is read from X-Forwarded-For, so limits apply per visitor. */
  trustProxy: boolean;
}

export class ConfigError extends Error {}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`PORT must be a whole number from 0 to 65535, got "${env.PORT}"`);
  }
  const orderRateLimit = Number(env.ORDER_RATE_LIMIT ?? 10);
  if (!Number.isInteger(orderRateLimit) || orderRateLimit < 0) {
    throw new ConfigError(`ORDER_RATE_LIMIT must be a whole number, 0 or more, got "${env.ORDER_RATE_LIMIT}"`);
  }
  return {
    port,
    host: env.HOST || '127.0.0.1',
    databasePath: env.DATABASE_PATH || 'data/app.db',
    adminEmail: env.ADMIN_EMAIL || 'admin@example.com',
    adminPassword: env.ADMIN_PASSWORD || undefined,
    jwtSecret: env.JWT_SECRET || undefined,
    demoData: env.DEMO_DATA !== '0',
    logLevel: env.LOG_LEVEL || 'warn',
    skipBuild: env.SKIP_BUILD === '1',
    orderRateLimit,
    trustProxy: env.TRUST_PROXY === '1',
  };
}
