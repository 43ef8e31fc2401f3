/**
 * `npm run backup [-- DIR]`: the same backup as the schedule and the admin's "Back up now" (one
 * function, db/backups.ts backUp): a `.tar.gz` of the live database (a consistent copy, safe
 * while the server serves writes) and the uploaded images, written into DIR or BACKUP_DIR
 * (default `backups/` beside the database); then the oldest beyond BACKUP_KEEP are deleted and
 * BACKUP_COMMAND copies it off the box. Reads the installed settings (/etc/gaon-rasoi/env).
 */
import path from 'node:path';
import { backUp } from '../db/backups';
import { readConfig } from '../server/config';
import { loadInstalledSettings } from './installed-settings';

async function main(): Promise<void> {
  loadInstalledSettings();
  const config = readConfig();
  const backupDir = process.argv[2] ?? config.backupDir;
  const backup = await backUp({
    databasePath: config.databasePath,
    uploadsDir: config.uploadsDir,
    backupDir,
    keep: config.backupKeep,
    command: config.backupCommand,
  });
  const rows = Object.values(backup.tables).reduce((a, b) => a + b, 0);
  console.log(
    `Backed up ${config.databasePath} and its uploads to ${path.resolve(backupDir, backup.name)} (${backup.size} bytes): ${Object.keys(backup.tables).length} tables, ${rows} rows, integrity ok.`,
  );
  if (backup.pruned.length)
    console.log(
      `Deleted ${backup.pruned.length} older backup${backup.pruned.length > 1 ? 's' : ''} (BACKUP_KEEP=${config.backupKeep}).`,
    );
  const copied = await backup.copied;
  if (copied?.ok) console.log(`Copied off the box (BACKUP_COMMAND)${copied.message ? `: ${copied.message}` : '.'}`);
  else if (copied) {
    process.stderr.write(`backup: the backup is made, but BACKUP_COMMAND failed: ${copied.message}\n`);
    process.exit(1);
  }
}

main().catch((err: Error) => {
  process.stderr.write(`backup: ${err.message}\n`);
  process.exit(1);
});
