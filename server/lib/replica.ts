/**
 * Continuous replication of the database off the box with Litestream (REPLICA_URL): it follows
 * the SQLite WAL and ships every commit within about a second to an S3-compatible bucket, an
 * sftp host or a folder (a USB disk), so a dead disk loses a second of orders, not a day.
 *
 * `litestream replicate` runs as the app's child, as the app's own user: one service to run on
 * one box, and it replicates exactly while the app writes. Supervised here: restarted when it
 * dies, stopped with the app. Litestream's Linux x64 binary comes from the npm package
 * @flydotio/litestream-linux-x64, an optional dependency, so `npm ci` installs it on a box (the
 * wrapper @flydotio/litestream is not used: its other platforms' packages are not all published,
 * so a lock file naming them cannot be installed).
 *
 * The app's checkpointer (db/checkpointer.ts) cooperates as it is: it runs PASSIVE checkpoints
 * only, which never wait for nor reset the WAL under Litestream's read transaction; Litestream
 * runs its own checkpoints between its syncs.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { BackupRefused, checkStagedDatabase, type StagedBackup } from '../../db/backups';

declare module 'fastify' {
  interface FastifyInstance {
    /** The continuous replica's state; null when REPLICA_URL is not set. */
    replica: { status(): ReplicaStatus } | null;
  }
}

export interface ReplicaStatus {
  /** REPLICA_URL without any password or key. */
  url: string;
  /** Seconds the newest change of the database has waited unshipped; 0 when all is shipped. */
  lagSeconds: number;
  /** When Litestream last wrote to the replica (ISO), or null when it has not since the app started. */
  lastSyncAt: string | null;
}

/**
 * REPLICA_URL as Litestream takes it: `s3://bucket/path`, `sftp://user@host/path`,
 * `file:///folder` or an absolute folder path (made a file URL). Throws with the reason otherwise.
 */
export function parseReplicaUrl(value: string): string {
  if (path.isAbsolute(value)) return `file://${value}`;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error('must be s3://bucket/path, sftp://user@host/path, file:///folder or an absolute folder path');
  }
  if (url.protocol === 'file:' && url.pathname.length > 1) return value;
  if (url.protocol === 's3:' && url.hostname) return value;
  if (url.protocol === 'sftp:' && url.hostname && url.username) return value;
  if (url.protocol === 'sftp:') throw new Error('an sftp replica needs the user: sftp://user@host/path');
  throw new Error('must be s3://bucket/path, sftp://user@host/path, file:///folder or an absolute folder path');
}

/** The URL without a password or a query (where keys may be given): what /api/health may show. */
export function displayReplicaUrl(replicaUrl: string): string {
  const url = new URL(replicaUrl);
  url.password = '';
  url.search = '';
  return url.toString();
}

/**
 * Litestream's binary for this machine, from @flydotio/litestream's platform package; where npm
 * installed none (another platform), a `litestream` on PATH.
 */
export function litestreamBinary(): string {
  try {
    return createRequire(import.meta.url).resolve(
      `@flydotio/litestream-${process.platform}-${process.arch}/litestream`,
    );
  } catch {
    return 'litestream';
  }
}

// Litestream's lines when it has written to the replica (every replica type logs them).
const WRITTEN = /\b(wal segment|snapshot) written\b/;

/**
 * The script the child runs: Litestream in the background, stopped (SIGTERM: it ships what is
 * left first) when the app closes the pipe on its standard input — also when the app is killed
 * outright, since the kernel closes the pipe then too. Node cannot ask the kernel to end a
 * child with its parent, and an orphaned Litestream would keep the database open.
 * Its output goes through a relay that ignores a broken pipe: Litestream itself would die of
 * SIGPIPE at its next log line once the app is gone, before that last sync.
 */
const SUPERVISE = `
exec 3<&0
trap '' PIPE
fifo=$(mktemp -u) && mkfifo -m 600 "$fifo" || exit 1
"$0" replicate "$1" "$2" >"$fifo" 2>&1 & replicator=$!
{ while IFS= read -r line; do printf '%s\\n' "$line" 2>/dev/null; done <"$fifo"; } &
{ read -r _ <&3; kill -TERM "$replicator" 2>/dev/null; } &
watcher=$!
wait "$replicator"
status=$?
kill "$watcher" 2>/dev/null
rm -f "$fifo"
exit "$status"
`;

export interface Replica {
  status(): ReplicaStatus;
  /** Stops Litestream after it shipped what is left (a few seconds at most). */
  stop(): Promise<void>;
}

/**
 * Starts `litestream replicate DATABASE REPLICA_URL`, restarted (after 1 s, then up to a minute
 * between tries) whenever it exits while the app runs. `log` gets its lines (it says why it
 * stopped: wrong keys, host unreachable).
 */
export function startReplica(options: {
  databasePath: string;
  replicaUrl: string;
  log: (line: string) => void;
  binary?: string;
}): Replica {
  const database = path.resolve(options.databasePath);
  const binary = options.binary ?? litestreamBinary();
  const startedAt = Date.now();
  let lastSyncAt: number | null = null;
  let child: ChildProcess | undefined;
  let stopping = false;
  let retryMs = 1000;
  let retry: NodeJS.Timeout | undefined;

  const run = () => {
    const spawned = spawn('/bin/sh', ['-c', SUPERVISE, binary, database, options.replicaUrl], {
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    child = spawned;
    const ranAt = Date.now();
    let pending = '';
    const onOutput = (chunk: Buffer) => {
      pending += chunk.toString();
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        if (WRITTEN.test(line)) lastSyncAt = Date.now();
        else if (line.trim()) options.log(line);
      }
    };
    spawned.stdout?.on('data', onOutput);
    spawned.stderr?.on('data', onOutput);
    spawned.on('error', (err) => options.log(`litestream could not start: ${err.message}`));
    spawned.on('exit', (code, signal) => {
      child = undefined;
      if (stopping) return;
      // A run that lasted a while was healthy: start over quickly; one that dies at once waits longer each time.
      retryMs = Date.now() - ranAt > 60_000 ? 1000 : Math.min(retryMs * 2, 60_000);
      options.log(`litestream stopped (${signal ?? `exit code ${code}`}); starting it again in ${retryMs / 1000} s`);
      retry = setTimeout(run, retryMs);
      retry.unref();
    });
  };
  run();

  return {
    status() {
      // Unshipped: the WAL (where every commit goes) changed after Litestream's last write.
      let changedAt = 0;
      try {
        changedAt = fs.statSync(`${database}-wal`).mtimeMs;
      } catch {
        // No WAL yet: nothing written since the last checkpoint.
      }
      const shippedAt = lastSyncAt ?? startedAt;
      const behind = changedAt > shippedAt ? Math.max(0, Date.now() - shippedAt) : 0;
      return {
        url: displayReplicaUrl(options.replicaUrl),
        lagSeconds: Math.round(behind / 1000),
        lastSyncAt: lastSyncAt === null ? null : new Date(lastSyncAt).toISOString(),
      };
    },
    stop: () =>
      new Promise<void>((resolve) => {
        stopping = true;
        clearTimeout(retry);
        const running = child;
        if (!running) return resolve();
        const timer = setTimeout(() => running.kill('SIGKILL'), 10_000);
        running.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
        running.stdin?.end();
      }),
  };
}

/**
 * `litestream restore` of the replica (as of `at`, an ISO time, when given) into a temporary
 * folder beside the database, then the checks of every restore (db/backups.ts): what
 * restoreBackup puts in place of the database, as it does an archive.
 */
export async function stageReplica(
  replicaUrl: string,
  besideDir: string,
  at?: string,
  binary = litestreamBinary(),
): Promise<StagedBackup> {
  fs.mkdirSync(besideDir, { recursive: true });
  const folder = fs.mkdtempSync(path.join(besideDir, '.restore-'));
  const database = path.join(folder, 'app.db');
  const name = `the replica at ${displayReplicaUrl(replicaUrl)}${at ? ` as of ${at}` : ''}`;
  try {
    const args = ['restore', '-o', database, ...(at ? ['-timestamp', new Date(at).toISOString()] : []), replicaUrl];
    const said = await new Promise<string>((resolve, reject) => {
      execFile(binary, args, { maxBuffer: 1 << 20 }, (err, stdout, stderr) => {
        const output = `${stderr}${stdout}`.trim();
        if (err) reject(new Error(`litestream restore failed: ${output || err.message}`));
        else resolve(output);
      });
    });
    if (!fs.existsSync(database)) throw new BackupRefused(`${name} holds no database (${said || 'nothing restored'})`);
    const tables = await checkStagedDatabase(database, name);
    return { folder, database, tables };
  } catch (err) {
    fs.rmSync(folder, { recursive: true, force: true });
    throw err;
  }
}
