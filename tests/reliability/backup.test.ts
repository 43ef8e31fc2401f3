/**
 * Backup and restore from the shell: `npm run backup` archives the live database (and uploads)
 * while the server serves writes; `npm run restore -- FILE` refuses while the server runs, then
 * puts the archive back, and the restarted server serves the data and the images again.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { copyDatabase } from '../../db/backups';
import { startServer, type RunningServer } from '../e2e/harness';

const ROOT = path.resolve(import.meta.dirname, '..', '..');

async function login(server: RunningServer): Promise<string> {
  const res = await fetch(`${server.baseUrl}/api/auth/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: server.adminEmail, password: server.adminPassword }),
  });
  return ((await res.json()) as { data: { token: string } }).data.token;
}

function runScript(
  script: string,
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

describe('backup and restore', () => {
  it('backs up the live database and uploads during writes, and npm run restore brings them back', async () => {
    let server = await startServer();
    const dir = path.dirname(server.databasePath);
    const backupDir = path.join(dir, 'backups');
    const apiCopy = path.join(dir, 'in-process.db');
    const uploads = path.join(dir, 'uploads');
    fs.mkdirSync(uploads, { recursive: true });
    fs.writeFileSync(path.join(uploads, 'kitchen.jpg'), 'the kitchen photo');
    const env = { DATABASE_PATH: server.databasePath, PORT: new URL(server.baseUrl).port };
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
          const res = await fetch(`${server.baseUrl}/api/admin/villages`, {
            method: 'POST',
            headers,
            body: JSON.stringify({ name, deliveryZone: 'Zone B' }),
          });
          if (res.status !== 201) throw new Error(`write answered ${res.status}`);
          acked.push(name);
        }
      })();
      while (acked.length < 20) await new Promise((r) => setTimeout(r, 20));
      const ackedBeforeScript = acked.length;
      const script = await runScript('scripts/backup.ts', [], env);
      const ackedBeforeCall = acked.length;
      const inProcess = await copyDatabase(server.databasePath, apiCopy);
      const ackedAfterCall = acked.length;
      writing = false;
      await writer;

      expect(script.code, script.output).toBe(0);
      expect(script.output).toMatch(/integrity ok/);
      expect(inProcess.tables.villages).toBeGreaterThan(0);
      // Writes went on while the script ran (the copy does not block the server).
      expect(acked.length).toBeGreaterThan(ackedBeforeScript);
      const archives = fs.readdirSync(backupDir).filter((f) => f.endsWith('.tar.gz'));
      expect(archives).toHaveLength(1);
      expect(fs.readdirSync(backupDir).filter((f) => f.includes('.partial-'))).toEqual([]);

      const db = new Database(apiCopy, { readonly: true });
      try {
        expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
        const names = new Set(
          (
            db.prepare("select name from villages where name like 'Backup Village %'").all() as Array<{ name: string }>
          ).map((r) => r.name),
        );
        // A point in time: everything acknowledged before the copy began is in it.
        for (const name of acked.slice(0, ackedBeforeCall)) expect(names.has(name), name).toBe(true);
        expect(names.size).toBeLessThanOrEqual(ackedAfterCall + 1);
      } finally {
        db.close();
      }

      // Restore refuses while the server runs, and changes nothing.
      const refused = await runScript('scripts/restore.ts', [path.join(backupDir, archives[0])], env);
      expect(refused.code).toBe(1);
      expect(refused.output).toMatch(/^restore: a server answers on .*: stop it first/m);

      await server.stop();
      fs.rmSync(path.join(uploads, 'kitchen.jpg'));
      const restored = await runScript('scripts/restore.ts', [path.join(backupDir, archives[0])], env);
      expect(restored.code, restored.output).toBe(0);
      expect(restored.output).toMatch(/integrity ok/);
      // The replaced database is kept beside it, not lost.
      expect(fs.readdirSync(dir).some((f) => f.startsWith('app.db.replaced-'))).toBe(true);

      server = await startServer({ DATABASE_PATH: server.databasePath });
      const restoredToken = await login(server);
      const res = await fetch(
        `${server.baseUrl}/api/admin/villages?q=${encodeURIComponent('Backup Village')}&limit=500`,
        { headers: { authorization: `Bearer ${restoredToken}` } },
      );
      const body = (await res.json()) as { total: number; data: Array<{ name: string }> };
      expect(res.status).toBe(200);
      const names = new Set(body.data.map((v) => v.name));
      for (const name of acked.slice(0, ackedBeforeScript)) expect(names.has(name)).toBe(true);
      // Villages written after the backup are gone: the restore went back in time.
      expect(body.total).toBeLessThan(acked.length);
      // The demo data came back too, and the uploads.
      const orders = await fetch(`${server.baseUrl}/api/admin/orders?limit=1`, {
        headers: { authorization: `Bearer ${restoredToken}` },
      });
      expect(((await orders.json()) as { total: number }).total).toBeGreaterThan(0);
      const photo = await fetch(`${server.baseUrl}/uploads/kitchen.jpg`);
      expect(photo.status).toBe(200);
      expect(await photo.text()).toBe('the kitchen photo');
      console.log(
        `backup: ${acked.length} villages written during the run, ${body.total} in the restored copy (${ackedBeforeScript} acknowledged before it began)`,
      );
    } finally {
      await server.stop();
    }
  }, 90_000);

  it('the scripts refuse a missing database or archive with one clear line', async () => {
    const missing = await runScript('scripts/backup.ts', [os.tmpdir()], { DATABASE_PATH: '/nonexistent/app.db' });
    expect(missing.code).toBe(1);
    expect(missing.output).toMatch(/^backup: no database at/m);
    const noArchive = await runScript('scripts/restore.ts', ['/nonexistent/backup.tar.gz'], {
      DATABASE_PATH: path.join(os.tmpdir(), 'never', 'app.db'),
      PORT: '1',
    });
    expect(noArchive.code).toBe(1);
    expect(noArchive.output).toMatch(/^restore: no backup at/m);
  });
});
