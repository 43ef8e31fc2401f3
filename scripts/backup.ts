/**
 * `npm run backup [-- DIR]`: the same backup as the admin's "Back up now", from the shell: a
 * `.tar.gz` of the live database (a consistent copy, safe while the server serves writes) and
 * the uploaded images, written into DIR or BACKUP_DIR (default `backups/` beside the database).
 */
import path from 'node:path';
import { createBackup } from '../db/backups';
import { readConfig } from '../server/config';

const config = readConfig();
const backupDir = process.argv[2] ?? config.backupDir;
const { uploadsDir } = config;
createBackup({ databasePath: config.databasePath, uploadsDir, backupDir })
  .then(({ name, size, tables }) => {
    const rows = Object.values(tables).reduce((a, b) => a + b, 0);
    console.log(`Backed up ${config.databasePath} and its uploads to ${path.resolve(backupDir, name)} (${size} bytes): ${Object.keys(tables).length} tables, ${rows} rows, integrity ok.`);
  })
  .catch((err: Error) => {
    process.stderr.write(`backup: ${err.message}\n`);
    process.exit(1);
  });
