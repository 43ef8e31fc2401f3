/**
 * `npm run backups` (`gaon-rasoi list`): the backups in BACKUP_DIR, newest first, with their size
 * and time, and the last off-box copy's result: what an owner picks a restore from. Reads the
 * installed settings (/etc/gaon-rasoi/env).
 */
import path from 'node:path';
import { listBackups, readCopyStatus } from '../db/backups';
import { readConfig } from '../server/config';
import { loadInstalledSettings } from './installed-settings';

const when = (iso: string) =>
  `${new Date(iso).toLocaleString('en-GB', { timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'short' })} IST`;
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

loadInstalledSettings();
const backupDir = path.resolve(readConfig().backupDir);
const backups = listBackups(backupDir);
if (!backups.length) console.log(`No backups in ${backupDir} yet: gaon-rasoi backup makes one.`);
else {
  console.log(`${backups.length} backup${backups.length > 1 ? 's' : ''} in ${backupDir}, newest first:`);
  for (const b of backups)
    console.log(`  ${b.name.padEnd(40)} ${megabytes(b.size).padStart(9)}   ${when(b.createdAt)}`);
  console.log(`Put one back: sudo gaon-rasoi restore ${path.join(backupDir, backups[0].name)}`);
}
const copy = readCopyStatus(backupDir);
if (copy)
  console.log(
    copy.ok
      ? `Last off-box copy: ${when(copy.at)}, worked.`
      : `Last off-box copy: ${when(copy.at)}, FAILED: ${copy.message}`,
  );
