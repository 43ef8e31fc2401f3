/**
 * `npm start`: builds the front ends if they are missing or stale, opens and migrates the database,
 * prepares the first start (admin, secret, demo data), then serves on HOST:PORT.
 * Every expected failure ends the process with one clear line and a non-zero exit code.
 */
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { openDatabase, DatabaseOpenError, type AppDatabase } from '../db/client';
import { buildApp, DEFAULT_DIST_DIR, ROOT_DIR } from './app';
import { readConfig, ConfigError } from './config';
import { ensureFirstAdmin, resolveJwtSecret } from './bootstrap';
import { hasAdmin } from '../db/admins';
import { isBuildCurrent } from './frontendBuild';
import { seedDemoData } from '../db/demo';
import { partyLinkKey, partyToken } from './lib/partyLinks';
import { startCheckpointer } from '../db/checkpointer';
import { startReplica } from './lib/replica';

function fail(message: string): never {
  process.stderr.write(`gaon-rasoi: ${message}\n`);
  process.exit(1);
}

function ensureBuilt(): void {
  if (isBuildCurrent(DEFAULT_DIST_DIR)) return;
  const firstBuild = !fs.existsSync(path.join(DEFAULT_DIST_DIR, 'admin', 'index.html'));
  console.log(
    firstBuild
      ? 'Front ends not built yet: running "npm run build"...'
      : 'Front-end sources changed since the last build: running "npm run build"...',
  );
  try {
    execFileSync('npm', ['run', 'build'], { cwd: ROOT_DIR, stdio: 'inherit' });
  } catch {
    fail('the front-end build failed (see the output above); fix it and run "npm start" again');
  }
}

async function main(): Promise<void> {
  let config;
  try {
    config = readConfig();
  } catch (err) {
    if (err instanceof ConfigError) fail(err.message);
    throw err;
  }

  if (!config.skipBuild) ensureBuilt();

  let database: AppDatabase;
  try {
    database = openDatabase(config.databasePath);
  } catch (err) {
    if (err instanceof DatabaseOpenError) fail(err.message);
    throw err;
  }

  let jwtSecret: string;
  try {
    jwtSecret = resolveJwtSecret(config);
  } catch (err) {
    fail(`cannot read or store the JWT secret beside ${config.databasePath}: ${(err as Error).message}`);
  }

  // First start: demo data goes in before the admin row, which marks the first start as done,
  // so a start killed halfway is completed by the next one (seeding only ever fills an empty
  // database). Later starts change nothing, whatever DEMO_DATA says.
  if (
    !hasAdmin(database) &&
    config.demoData &&
    (await seedDemoData(database, Date.now(), { partyToken: (id) => partyToken(partyLinkKey(jwtSecret), id) }))
  ) {
    console.log('Filled the empty database with demo data (set DEMO_DATA=0 to start empty).');
  }
  const admin = await ensureFirstAdmin(database, config);
  if (admin) {
    console.log(`Created the first super_admin: ${admin.email}`);
    if (admin.generatedPassword) {
      console.log(`Generated password (shown once, change it or set ADMIN_PASSWORD): ${admin.generatedPassword}`);
    }
  }

  // Started before the app answers: no order is acknowledged that Litestream is not following.
  const replica = config.replicaUrl
    ? startReplica({
        databasePath: config.databasePath,
        replicaUrl: config.replicaUrl,
        log: (line) => console.log(`replica: ${line}`),
      })
    : undefined;

  const app = await buildApp({
    replica,
    database,
    jwtSecret,
    logger: { level: config.logLevel },
    orderRateLimit: config.orderRateLimit,
    trustProxy: config.trustProxy,
    uploadsDir: config.uploadsDir,
    backups: { dir: config.backupDir, hour: config.backupHour, keep: config.backupKeep, command: config.backupCommand },
    push: {
      ringRepeatMs: config.ringRepeatS * 1000,
      escalateAfterMs: config.escalateAfterS * 1000,
      pushHosts: config.pushHosts,
      subject: `mailto:${config.adminEmail}`,
    },
    printing: { allowLoopback: config.printersAllowLoopback, network: config.printerNetwork },
  });

  // WAL checkpoints on a worker thread, not inside a commit on the event loop (db/checkpointer.ts).
  const checkpointer = startCheckpointer(database, { onError: (message) => app.log.warn(`checkpoint: ${message}`) });

  let shuttingDown = false;
  const shutdown = async (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    console.log(`${signal} received: finishing requests and closing the database.`);
    try {
      await app.close();
      await checkpointer?.stop();
      // After the last write: Litestream ships it before it stops.
      await replica?.stop();
    } finally {
      database.close();
      process.exit(0);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (err) {
    database.close();
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE')
      fail(`port ${config.port} on ${config.host} is already in use; stop the other process or set PORT`);
    if (code === 'EACCES')
      fail(`not allowed to listen on ${config.host}:${config.port}; choose a port above 1024 with PORT`);
    if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND') fail(`cannot listen on host ${config.host}; check HOST`);
    fail(`cannot start the server: ${(err as Error).message}`);
  }

  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const base = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}`;
  console.log(`Gaon Rasoi is ready. Site: ${base}/  Admin: ${base}/admin  API: ${base}/api/health`);
  console.log(`Database: ${path.resolve(config.databasePath)}`);
}

main().catch((err) => fail(`unexpected failure at start: ${(err as Error).message}`));
