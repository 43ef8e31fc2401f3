/**
 * `npm run update [-- REF]`: moves a running shop to a new version without risking its data.
 *
 *   1. backs up the database and uploads (the same archive as Admin → Backups);
 *   2. fetches and fast-forwards the code to REF (default: the branch's upstream, origin/main);
 *   3. installs dependencies (only when package-lock.json changed), builds the front ends
 *      (only when their sources changed) and the server's bundle;
 *   4. restarts the service (UPDATE_RESTART, default `systemctl restart gaon-rasoi`), which
 *      runs the new migrations;
 *   5. waits for /api/health to answer from the new commit (UPDATE_WAIT seconds, default 60).
 *
 * If any step fails it puts the previous version back: the code, its dependencies and build,
 * and, with the service stopped (UPDATE_STOP), the database and uploads from step 1's backup
 * (a half-applied migration cannot survive); then starts it (UPDATE_START) and says so.
 * Run it as the user who owns the code (root for an install.sh box: `sudo npm run update`).
 */
import path from 'node:path';
import { execFileSync, execSync } from 'node:child_process';
import { createBackup, restoreBackup } from '../db/backups';
import { readConfig } from '../server/config';
import { isBuildCurrent } from '../server/frontendBuild';

const ROOT = path.resolve(import.meta.dirname, '..');
const config = readConfig();
const { uploadsDir } = config;
const commands = {
  restart: process.env.UPDATE_RESTART || 'systemctl restart gaon-rasoi',
  stop: process.env.UPDATE_STOP || 'systemctl stop gaon-rasoi',
  start: process.env.UPDATE_START || 'systemctl start gaon-rasoi',
};
const waitSeconds = Number(process.env.UPDATE_WAIT || 60);

const say = (line: string) => console.log(line);
const git = (...args: string[]) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
const shell = (command: string) => execSync(command, { cwd: ROOT, stdio: 'inherit' });

class StepFailed extends Error {
  constructor(
    public step: string,
    cause: unknown,
  ) {
    super(`${step}: ${cause instanceof Error ? cause.message.split('\n')[0] : String(cause)}`);
  }
}

function step<T>(name: string, run: () => T): T {
  say(`- ${name}`);
  try {
    return run();
  } catch (err) {
    throw new StepFailed(name, err);
  }
}

/**
 * Dependencies when the lockfile moved, the front ends when their sources did, and the server's
 * bundle (npm start runs it; under the service the code folder is read-only, so it is built here).
 */
function installAndBuild(from: string, to: string): void {
  if (git('diff', '--name-only', from, to, '--', 'package-lock.json')) shell('npm ci --no-audit --no-fund');
  else say('  dependencies unchanged');
  if (isBuildCurrent(path.join(ROOT, 'dist'))) {
    say('  front ends unchanged');
    shell('node server/launch.mjs --build');
  } else shell('npm run build');
}

/** Resolves once /api/health answers 200 from the code at `commit`. */
async function healthy(commit: string): Promise<void> {
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  const url = `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${config.port}/api/health`;
  const deadline = Date.now() + waitSeconds * 1000;
  let last = 'no answer';
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      const body = (await res.json()) as { data?: { commit?: string | null }; message?: string };
      if (res.ok && body.data?.commit && commit.startsWith(body.data.commit)) return;
      last = res.ok ? `still running ${body.data?.commit ?? 'an unknown version'}` : `${res.status} ${body.message ?? ''}`;
    } catch (err) {
      last = (err as Error).message;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`/api/health did not answer from the new version within ${waitSeconds} s (${last})`);
}

async function main(): Promise<void> {
  if (git('status', '--porcelain', '--untracked-files=no')) throw new Error('the code has local changes (git status): commit or discard them first');
  const from = git('rev-parse', 'HEAD');
  const ref = process.argv[2] ?? '@{upstream}';
  if (git('remote')) step('fetch the new version', () => git('fetch', '--quiet'));
  const to = git('rev-parse', `${ref}^{commit}`);
  if (to === from) {
    say(`Already at ${from.slice(0, 12)}: nothing to update.`);
    return;
  }
  say(`Updating ${from.slice(0, 12)} → ${to.slice(0, 12)}`);
  const backup = await createBackup({ databasePath: config.databasePath, uploadsDir, backupDir: config.backupDir }).catch((err: Error) => {
    throw new StepFailed('back up first', err);
  });
  say(`- backed up to ${path.join(config.backupDir, backup.name)}`);

  let restarted = false;
  try {
    step('move the code', () => git('merge', '--ff-only', '--quiet', to));
    step('install and build', () => installAndBuild(from, to));
    restarted = true;
    step('restart', () => shell(commands.restart));
    say('- wait for the new version to answer');
    await healthy(to).catch((err) => {
      throw new StepFailed('start the new version', err);
    });
    say(`Updated to ${to.slice(0, 12)}. Backup from before the update: ${backup.name}`);
  } catch (err) {
    process.stderr.write(`update: failed at ${(err as Error).message}\n`);
    say(`Putting back ${from.slice(0, 12)} and the data as of ${backup.createdAt}…`);
    git('reset', '--hard', '--quiet', from);
    installAndBuild(to, from);
    if (restarted) {
      // The new version may have migrated the database: the backup is the data as it was.
      shell(commands.stop);
      const restored = await restoreBackup({ archive: path.join(config.backupDir, backup.name), databasePath: config.databasePath, uploadsDir });
      say(`- restored ${backup.name}${restored.keptDatabase ? ` (the database the failed version left is kept as ${restored.keptDatabase})` : ''}`);
      shell(commands.start);
      await healthy(from);
    }
    process.stderr.write(`update: rolled back; ${from.slice(0, 12)} is running with its data. Nothing was lost.\n`);
    process.exit(1);
  }
}

main().catch((err: Error) => {
  process.stderr.write(`update: ${err.message}\n`);
  process.exit(1);
});
