import path from 'node:path';
import { parsePushHosts } from './lib/pushEndpoints';
import { parsePrinterNetwork } from './printing/hosts';
import { parseReplicaUrl } from './lib/replica';

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
  /** Uploaded restaurant images: `uploads/` beside the database file (what backups and restores carry with it). */
  uploadsDir: string;
  /** BACKUP_DIR: where backups are written (default `backups/` beside the database file). */
  backupDir: string;
  /** BACKUP_HOUR: the India-time hour (0–23) of the daily backup; undefined = no schedule. */
  backupHour: number | undefined;
  /** BACKUP_KEEP: how many backups to keep (default 14); older ones are deleted after each backup. */
  backupKeep: number;
  /** BACKUP_COMMAND: a shell command run after each backup with the archive's path as $1 (the off-box copy). */
  backupCommand: string | undefined;
  /** REPLICA_URL: where Litestream replicates the database continuously (s3://, sftp://, a folder); undefined = no replica. */
  replicaUrl: string | undefined;
  /** RING_REPEAT_S: a new order nobody has accepted or opened pushes the kitchen again this often (default 60). */
  ringRepeatS: number;
  /** ESCALATE_AFTER_S: an order still not accepted this long after it came in is pushed to the admins (default 180). */
  escalateAfterS: number;
  /** PUSH_HOSTS: push service hosts ("host[:port]", comma-separated) allowed beside the browsers' own; a loopback one may use http. */
  pushHosts: string[];
  /** PRINTERS_ALLOW_LOOPBACK=1: a printer may be on this machine (127.0.0.1) or a link-local address; for tests with a fake printer. */
  printersAllowLoopback: boolean;
  /** PRINTER_NETWORK: the IPv4 ranges kitchen printers may be on ("192.168.1.0/24", comma-separated); empty = 10/8, 172.16/12, 192.168/16. */
  printerNetwork: string[];
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
  const backupHour = env.BACKUP_HOUR ? Number(env.BACKUP_HOUR) : undefined;
  if (backupHour !== undefined && (!Number.isInteger(backupHour) || backupHour < 0 || backupHour > 23)) {
    throw new ConfigError(`BACKUP_HOUR must be an hour from 0 to 23 (India time), got "${env.BACKUP_HOUR}"`);
  }
  const backupKeep = Number(env.BACKUP_KEEP ?? 14);
  if (!Number.isInteger(backupKeep) || backupKeep < 1) {
    throw new ConfigError(`BACKUP_KEEP must be a whole number, 1 or more, got "${env.BACKUP_KEEP}"`);
  }
  const ringRepeatS = Number(env.RING_REPEAT_S ?? 60);
  if (!Number.isInteger(ringRepeatS) || ringRepeatS < 1) {
    throw new ConfigError(`RING_REPEAT_S must be a whole number of seconds, 1 or more, got "${env.RING_REPEAT_S}"`);
  }
  const escalateAfterS = Number(env.ESCALATE_AFTER_S ?? 180);
  if (!Number.isInteger(escalateAfterS) || escalateAfterS < 1) {
    throw new ConfigError(
      `ESCALATE_AFTER_S must be a whole number of seconds, 1 or more, got "${env.ESCALATE_AFTER_S}"`,
    );
  }
  let printerNetwork: string[];
  try {
    printerNetwork = parsePrinterNetwork(env.PRINTER_NETWORK);
  } catch (err) {
    throw new ConfigError(`PRINTER_NETWORK: ${(err as Error).message}, got "${env.PRINTER_NETWORK}"`);
  }
  let replicaUrl: string | undefined;
  try {
    replicaUrl = env.REPLICA_URL ? parseReplicaUrl(env.REPLICA_URL) : undefined;
  } catch (err) {
    throw new ConfigError(`REPLICA_URL: ${(err as Error).message}, got "${env.REPLICA_URL}"`);
  }
  const databasePath = env.DATABASE_PATH || 'data/app.db';
  return {
    port,
    host: env.HOST || '127.0.0.1',
    databasePath,
    adminEmail: env.ADMIN_EMAIL || 'admin@example.com',
    adminPassword: env.ADMIN_PASSWORD || undefined,
    jwtSecret: env.JWT_SECRET || undefined,
    demoData: env.DEMO_DATA !== '0',
    logLevel: env.LOG_LEVEL || 'warn',
    skipBuild: env.SKIP_BUILD === '1',
    orderRateLimit,
    trustProxy: env.TRUST_PROXY === '1',
    uploadsDir: path.join(path.dirname(path.resolve(databasePath)), 'uploads'),
    backupDir: env.BACKUP_DIR || path.join(path.dirname(databasePath), 'backups'),
    backupHour,
    backupKeep,
    backupCommand: env.BACKUP_COMMAND || undefined,
    replicaUrl,
    ringRepeatS,
    escalateAfterS,
    pushHosts: parsePushHosts(env.PUSH_HOSTS),
    printersAllowLoopback: env.PRINTERS_ALLOW_LOOPBACK === '1',
    printerNetwork,
  };
}
