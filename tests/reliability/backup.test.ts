/**
 * Backup and restore: `npm run backup -- <file>` (and backupDatabase()) copy the live database
 * while the server serves writes; the copy passes its integrity check; restoring it the way
 * README "Backup and restore" says (stop, replace the file, delete -wal/-shm, start) brings
 * the data back through the API.
 */
import fs from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { backupDatabase } from '../../scripts/backup';
import { startServer, type RunningServer } from '../e2e/harness';

const ROOT = path.resolve(import.meta.dirname, '..', '..');

async function login(server: RunningServer): Promise<string> {
  const res = await fetch(`${server.baseUrl}/api/auth/admin/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: server.adminEmail, password: server.adminPassword }) });
  return ((await res.json()) as { data: { token: string } }).data.token;
}

function runBackupScript(databasePath: string, target: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/backup.ts', target], { cwd: ROOT, env: { ...process.env, DATABASE_PATH: databasePath }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

describe('backup and restore', () => {
  it('copies the live database during writes, and a restored copy serves the data', async () => {
    let server = await startServer();
    const dir = path.dirname(server.databasePath);
    const scriptCopy = path.join(dir, 'backups', 'script.db');
    const apiCopy = path.join(dir, 'backups', 'in-process.db');
    try {
      const token = await login(server);
      const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
      const acked: string[] = [];
      let writing = true;
      let n = 0;
      // One writer adding villages the whole time (bounded).
      const writer = (async () => {
        while (writing && n < 5000) {
          const name = `Backup Village ${n++}`;
          const res = await fetch(`${server.baseUrl}/api/admin/villages`, { method: 'POST', headers, body: JSON.stringify({ name, deliveryZone: 'Zone B' }) });
          if (res.status !== 201) throw new Error(`write answered ${res.status}`);
          acked.push(name);
        }
      })();
      while (acked.length < 20) await new Promise((r) => setTimeout(r, 20));
      const ackedBeforeScript = acked.length;
      const script = await runBackupScript(server.databasePath, scriptCopy);
      const ackedBeforeCall = acked.length;
      const inProcess = backupDatabase(server.databasePath, apiCopy);
      const ackedAfterCall = acked.length;
      writing = false;
      await writer;

      expect(script.code, script.output).toBe(0);
      expect(script.output).toMatch(/integrity ok/);
      expect(inProcess.tables.villages).toBeGreaterThan(0);
      // Writes went on while the script ran (the copy does not block the server).
      expect(acked.length).toBeGreaterThan(ackedBeforeScript);

      for (const [copy, before, upper] of [[scriptCopy, ackedBeforeScript, ackedBeforeCall], [apiCopy, ackedBeforeCall, ackedAfterCall]] as const) {
        const db = new Database(copy, { readonly: true });
        try {
          expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
          expect(db.pragma('foreign_key_check')).toEqual([]);
          const names = new Set((db.prepare("select name from villages where name like 'Backup Village %'").all() as Array<{ name: string }>).map((r) => r.name));
          // A point in time: everything acknowledged before the backup began is in it.
          for (const name of acked.slice(0, before)) expect(names.has(name), `${name} in ${path.basename(copy)}`).toBe(true);
          expect(names.size).toBeLessThanOrEqual(upper + 1);
        } finally {
          db.close();
        }
      }
      expect(fs.readdirSync(path.dirname(scriptCopy)).filter((f) => f.includes('.partial-'))).toEqual([]);

      // Restore (README "Backup and restore"): stop, replace the file, delete -wal/-shm, start.
      const restoredCount = (() => {
        const db = new Database(scriptCopy, { readonly: true });
        try {
          return (db.prepare("select count(*) as n from villages where name like 'Backup Village %'").get() as { n: number }).n;
        } finally {
          db.close();
        }
      })();
      await server.stop();
      fs.copyFileSync(scriptCopy, server.databasePath);
      fs.rmSync(`${server.databasePath}-wal`, { force: true });
      fs.rmSync(`${server.databasePath}-shm`, { force: true });
      server = await startServer({ DATABASE_PATH: server.databasePath });
      const restoredToken = await login(server);
      const res = await fetch(`${server.baseUrl}/api/admin/villages?q=${encodeURIComponent('Backup Village')}&limit=500`, { headers: { authorization: `Bearer ${restoredToken}` } });
      const body = (await res.json()) as { total: number; data: Array<{ name: string }> };
      expect(res.status).toBe(200);
      expect(body.total).toBe(restoredCount);
      const names = new Set(body.data.map((v) => v.name));
      for (const name of acked.slice(0, ackedBeforeScript)) expect(names.has(name)).toBe(true);
      // Villages written after the backup are gone: the restore went back in time.
      expect(body.total).toBeLessThan(acked.length);
      // The demo data came back too.
      const orders = await fetch(`${server.baseUrl}/api/admin/orders?limit=1`, { headers: { authorization: `Bearer ${restoredToken}` } });
      expect(((await orders.json()) as { total: number }).total).toBeGreaterThan(0);
      console.log(`backup: ${acked.length} villages written during the run, ${restoredCount} in the restored copy (${ackedBeforeScript} acknowledged before it began)`);
    } finally {
      await server.stop();
    }
  }, 90_000);

  it('the script refuses a missing database or a missing target with one clear line', async () => {
    const missing = await runBackupScript('/nonexistent/app.db', '/tmp/never.db');
    expect(missing.code).toBe(1);
    expect(missing.output).toMatch(/^backup: no database at/m);
  });
});
