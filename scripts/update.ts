/**
 * `npm run update [-- REF]`: moves a running shop to a new version without losing an order.
 *
 *   1. while the old version keeps taking orders: fetches and fast-forwards the code to REF
 *      (default: the branch's upstream, origin/main), installs dependencies (only when
 *      package-lock.json changed), builds the front ends (only when their sources changed) and
 *      the server's bundle;
 *   2. the switch: stops the service (UPDATE_STOP, default `systemctl stop gaon-rasoi`), backs
 *      up the database and uploads with nothing writing to them (so the backup is the exact
 *      data, every order up to the stop), and starts the new version (UPDATE_START), which
 *      runs its migrations;
 *   3. waits for /api/health to answer from the new commit (UPDATE_WAIT seconds, default 60),
 *      giving up early when the service keeps stopping (UPDATE_IS_ACTIVE, default
 *      `systemctl is-active --quiet gaon-rasoi`).
 *
 * If step 1 fails, the code goes back and the old version never stopped. If step 3 fails, it
 * stops the new version, puts the previous code back and the data from step 2's backup (a
 * half-applied migration cannot survive, and no order is lost: the backup holds them all), and
 * starts the previous version. It says plainly when even that did not bring the shop back.
 *
 * `npm run update -- --rollback` goes back to the version the last update replaced, the same
 * way, keeping the data as it is now (every order since); it refuses, changing nothing, when
 * that update changed the database (the older code does not know the new schema).
 *
 * Reads the installed settings (/etc/gaon-rasoi/env). Run it as the user who owns the code
 * (root for an install.sh box: `sudo npm run update`); what it writes in the data folder is
 * given to that folder's owner, the service user, and BACKUP_COMMAND runs as that user.
 */
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync, execSync } from 'node:child_process';
import { backUp, checkAppDatabase, restoreBackup } from '../db/backups';
import { readConfig } from '../server/config';
import { isBuildCurrent } from '../server/frontendBuild';
import { loadInstalledSettings } from './installed-settings';
import { keepPreviousBuild, putPreviousBuildBack } from './previous-build';

const ROOT = path.resolve(import.meta.dirname, '..');
loadInstalledSettings();
const config = readConfig();
const { uploadsDir } = config;
const commands = {
  stop: process.env.UPDATE_STOP || 'systemctl stop gaon-rasoi',
  start: process.env.UPDATE_START || 'systemctl start gaon-rasoi',
  isActive: process.env.UPDATE_IS_ACTIVE || 'systemctl is-active --quiet gaon-rasoi',
};
const waitSeconds = Number(process.env.UPDATE_WAIT || 60);
// Polls (half a second apart) at which the service was found not running before the start is
// called failed: a crash loop under systemd's Restart= is "activating" between its attempts.
const STOPPED_POLLS = 3;

// The version the last update replaced, for --rollback. In .build/ (not tracked by git, beside
// the server's bundle): it describes this code folder, not the shop's data.
const LAST_UPDATE_FILE = path.join(ROOT, '.build', 'last-update.json');

const say = (line: string) => console.log(line);
const warn = (line: string) => process.stderr.write(`${line}\n`);
const git = (...args: string[]) =>
  execFileSync('git', args, { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
const shell = (command: string) => execSync(command, { cwd: ROOT, stdio: 'inherit' });
const short = (commit: string) => commit.slice(0, 12);

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

/** The code (and its dependencies and build) back at `from`: the build kept aside when there is one. */
function putCodeBack(from: string, to: string): void {
  git('reset', '--hard', '--quiet', from);
  if (putPreviousBuildBack(ROOT, from)) say(`  the build of ${short(from)} put back`);
  installAndBuild(to, from);
}

function serviceRunning(): boolean {
  try {
    execSync(commands.isActive, { cwd: ROOT, stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/**
 * Resolves once /api/health answers 200 from the code at `commit` (`which` names it in the
 * failure). Gives up early when the service keeps stopping. `answered` tells the caller whether
 * that version ever answered a request, i.e. whether it may have taken orders.
 */
async function answers(
  commit: string,
  which: string,
  seen: { answered: boolean } = { answered: false },
): Promise<void> {
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  const url = `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${config.port}/api/health`;
  const deadline = Date.now() + waitSeconds * 1000;
  let last = 'no answer';
  let stopped = 0;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      // The previous version is stopped by now: whatever answers is this one, open to orders.
      seen.answered = true;
      const body = (await res.json()) as { data?: { commit?: string | null }; message?: string };
      if (res.ok && body.data?.commit && commit.startsWith(body.data.commit)) return;
      last = res.ok
        ? `still running ${body.data?.commit ?? 'an unknown version'}`
        : `${res.status} ${body.message ?? ''}`;
    } catch (err) {
      last = (err as Error).message;
    }
    if (!serviceRunning() && ++stopped >= STOPPED_POLLS) {
      throw new Error(
        `${which} (${short(commit)}) stopped while starting (${last}); its log: journalctl -u gaon-rasoi -n 50`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`/api/health did not answer from ${which} (${short(commit)}) within ${waitSeconds} s (${last})`);
}

function down(from: string, archive: string | undefined, err: unknown): never {
  warn(`update: the rollback failed too (${err instanceof Error ? err.message.split('\n')[0] : String(err)}).`);
  warn('update: the shop is DOWN. To bring it back by hand:');
  warn(`  cd ${ROOT} && git reset --hard ${short(from)} && npm ci && npm run build`);
  if (archive) warn(`  npm run restore -- ${archive}    (the data as of the stop: every order is in it)`);
  warn(`  ${commands.start}    then look at: journalctl -u gaon-rasoi -n 50`);
  process.exit(2);
}

async function main(): Promise<void> {
  if (git('status', '--porcelain', '--untracked-files=no'))
    throw new Error('the code has local changes (git status): commit or discard them first');
  const from = git('rev-parse', 'HEAD');
  const rollback = process.argv[2] === '--rollback';
  let to: string;
  if (rollback) {
    const last = readLastUpdate();
    if (!last) throw new Error('there is no update to roll back (npm run update records the version it replaces)');
    if (last.to !== from)
      throw new Error(
        `the code is at ${short(from)}, not at ${short(last.to)} that the last update installed: nothing to roll back`,
      );
    to = last.from;
    say(`Rolling back ${short(from)} → ${short(to)} (the version before the update of ${last.at})`);
  } else {
    const ref = process.argv[2] ?? '@{upstream}';
    if (git('remote')) step('fetch the new version', () => git('fetch', '--quiet'));
    to = git('rev-parse', `${ref}^{commit}`);
    if (to === from) {
      say(`Already at ${short(from)}: nothing to update.`);
      return;
    }
    say(`Updating ${short(from)} → ${short(to)}`);
  }

  // 1. The code and its build, while the old version keeps serving.
  try {
    step('move the code', () =>
      rollback ? git('reset', '--hard', '--quiet', to) : git('merge', '--ff-only', '--quiet', to),
    );
    step('install and build', () => {
      keepPreviousBuild(ROOT, from);
      installAndBuild(from, to);
    });
  } catch (err) {
    warn(`update: failed at ${(err as Error).message}`);
    try {
      putCodeBack(from, to);
    } catch (backErr) {
      warn(
        `update: the code could not be put back at ${short(from)} (${(backErr as Error).message.split('\n')[0]}); the running shop is untouched, but fix the code folder before it restarts.`,
      );
      process.exit(1);
    }
    warn(`update: the code is back at ${short(from)}; the shop kept running it the whole time, so nothing was lost.`);
    process.exit(1);
  }

  // 2. The switch: stop, back up the exact data, start the new version.
  let backup: Awaited<ReturnType<typeof backUp>>;
  try {
    step('stop the shop', () => shell(commands.stop));
    // The code folder is at the older version now: its migrations journal is the one to compare.
    if (rollback) {
      step('check that the older version knows this database', () => {
        try {
          checkAppDatabase(config.databasePath);
        } catch (err) {
          throw new Error(
            `${short(from)} changed the database (its migrations), so ${short(to)} cannot run on it. ` +
              `Going back anyway means restoring the backup that update made at its switch (npm run restore), which has none of the orders since. ${(err as Error).message.replace(/^was made/, 'The database was made')}`,
          );
        }
      });
    }
    say('- back up the stopped shop');
    backup = await backUp({
      databasePath: config.databasePath,
      uploadsDir,
      backupDir: config.backupDir,
      keep: config.backupKeep,
      command: config.backupCommand,
    }).catch((err: Error) => {
      throw new StepFailed('back up the stopped shop', err);
    });
  } catch (err) {
    // Nothing has touched the data: the previous version goes back on it as it is.
    warn(`update: failed at ${(err as Error).message}`);
    say(`Starting ${short(from)} again…`);
    try {
      putCodeBack(from, to);
      shell(commands.start);
      await answers(from, 'the previous version');
    } catch (backErr) {
      down(from, undefined, backErr);
    }
    warn(
      `update: not ${rollback ? 'rolled back' : 'updated'}; ${short(from)} is running again with its data as it was. Nothing was lost.`,
    );
    process.exit(1);
  }
  const archive = path.join(config.backupDir, backup.name);
  say(`  ${archive}`);

  const newVersion = { answered: false };
  try {
    // A rollback starts the older version: its log says so.
    const which = rollback ? `the older version ${short(to)}` : 'the new version';
    step(`start ${which}`, () => shell(commands.start));
    say(`- wait for ${which} to answer`);
    await answers(to, rollback ? 'the older version' : 'the new version', newVersion).catch((err) => {
      throw new StepFailed(`start ${which}`, err);
    });
    say(
      `${rollback ? 'Rolled back' : 'Updated'} to ${short(to)}. Backup from the moment of the switch: ${backup.name}`,
    );
    if (rollback) fs.rmSync(LAST_UPDATE_FILE, { force: true });
    else writeLastUpdate({ from, to, at: new Date().toISOString(), backup: archive });
  } catch (err) {
    warn(`update: failed at ${(err as Error).message}`);
    say(`Putting back ${short(from)} and the data as of the switch (${backup.name})…`);
    let keptDatabase: string | undefined;
    try {
      shell(commands.stop);
      putCodeBack(from, to);
      // The new version may have migrated the database: the backup is the data as it was at the stop.
      ({ keptDatabase } = await restoreBackup({ archive, databasePath: config.databasePath, uploadsDir }));
      say(
        `- restored ${backup.name}${keptDatabase ? ` (the database the failed version left is kept as ${keptDatabase})` : ''}`,
      );
      shell(commands.start);
      await answers(from, 'the previous version');
    } catch (backErr) {
      down(from, archive, backErr);
    }
    if (newVersion.answered) {
      warn(
        `update: rolled back; ${short(from)} is running with every order up to the switch. ${short(to)} answered requests before it failed: anything it took is only in ${keptDatabase ?? 'the replaced database'}.`,
      );
    } else {
      warn(`update: rolled back; ${short(from)} is running with every order up to the switch. Nothing was lost.`);
    }
    await reportCopy(backup.copied);
    process.exit(1);
  }
  await reportCopy(backup.copied);
}

interface LastUpdate {
  from: string;
  to: string;
  at: string;
  backup: string;
}

function readLastUpdate(): LastUpdate | undefined {
  try {
    return JSON.parse(fs.readFileSync(LAST_UPDATE_FILE, 'utf8')) as LastUpdate;
  } catch {
    return undefined;
  }
}

function writeLastUpdate(last: LastUpdate): void {
  fs.mkdirSync(path.dirname(LAST_UPDATE_FILE), { recursive: true });
  fs.writeFileSync(LAST_UPDATE_FILE, `${JSON.stringify(last, null, 2)}\n`);
}

/** The off-box copy (BACKUP_COMMAND) runs while the new version starts; its result, at the end. */
async function reportCopy(copied: Promise<{ ok: boolean; message: string } | null>): Promise<void> {
  const result = await copied;
  if (result && !result.ok) warn(`update: the backup was not copied off the box (BACKUP_COMMAND): ${result.message}`);
}

main().catch((err: Error) => {
  warn(`update: ${err.message}`);
  process.exit(1);
});
