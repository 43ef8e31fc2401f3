/**
 * `npm run backup -- <file>`: a consistent copy of the live database, safe while the server
 * serves writes. VACUUM INTO reads inside one transaction (a WAL snapshot), so the copy is a
 * single point in time and writers are never blocked. The copy is written beside the target
 * and renamed into place, so a crash never leaves a half-written backup under that name.
 */
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { readConfig } from '../server/config';

function fail(message: string): never {
  process.stderr.write(`backup: ${message}\n`);
  process.exit(1);
}

export function backupDatabase(sourceFile: string, targetFile: string): { tables: Record<string, number> } {
  if (!fs.existsSync(sourceFile)) throw new Error(`no database at ${sourceFile}`);
  const target = path.resolve(targetFile);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const partial = `${target}.partial-${process.pid}`;
  fs.rmSync(partial, { force: true });

  const source = new Database(sourceFile, { fileMustExist: true });
  try {
    source.pragma('busy_timeout = 5000');
    source.prepare('VACUUM INTO ?').run(partial);
  } finally {
    source.close();
  }

  const copy = new Database(partial, { readonly: true });
  let tables: Record<string, number>;
  try {
    const check = copy.pragma('integrity_check', { simple: true });
    if (check !== 'ok') throw new Error(`the copy failed its integrity check: ${check}`);
    const names = copy.prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name").all() as { name: string }[];
    tables = Object.fromEntries(names.map(({ name }) => [name, (copy.prepare(`select count(*) as n from "${name}"`).get() as { n: number }).n]));
  } finally {
    copy.close();
  }
  fs.renameSync(partial, target);
  return { tables };
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename);
if (isMain) {
  const target = process.argv[2];
  if (!target) fail('usage: npm run backup -- <backup-file>  (reads DATABASE_PATH, default data/app.db)');
  const { databasePath } = readConfig();
  try {
    const { tables } = backupDatabase(databasePath, target);
    const rows = Object.values(tables).reduce((a, b) => a + b, 0);
    console.log(`Backed up ${databasePath} to ${path.resolve(target)}: ${Object.keys(tables).length} tables, ${rows} rows, integrity ok.`);
    console.log('Uploaded images live in the uploads/ folder beside the database: copy it too.');
  } catch (err) {
    fail((err as Error).message);
  }
}
