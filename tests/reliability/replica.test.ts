/**
 * Lose a second, not a day: the real app replicates its database with Litestream to REPLICA_URL
 * (here a folder) while orders arrive; the app is SIGKILLed and its database deleted (the disk
 * died); `npm run restore -- --from-replica` rebuilds it, and the restarted shop has every order
 * acknowledged more than 2 s before the kill, and gives the next order a number never issued.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { parseOrderCode } from '../../shared/ordering';
import { startServer, type RunningServer } from '../e2e/harness';
import { login } from './crash-writes';

const ROOT = path.resolve(import.meta.dirname, '..', '..');

interface Menu {
  kitchen: { id: number };
  dishes: Array<{ id: number; available: boolean }>;
}

async function placeOrder(server: RunningServer, dishId: number, n: number): Promise<number> {
  const res = await fetch(`${server.baseUrl}/api/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      customer: { name: `Replica Customer ${n}`, phone: `98${String(10_000_000 + n).slice(-8)}` },
      fulfilment: 'pickup',
      items: [{ dishId, quantity: 1 }],
    }),
  });
  const body = (await res.json()) as { data?: { orderId: string }; message?: string };
  if (res.status !== 201 || !body.data) throw new Error(`an order answered ${res.status}: ${body.message}`);
  return parseOrderCode(body.data.orderId) as number;
}

async function health(server: RunningServer) {
  const res = await fetch(`${server.baseUrl}/api/health`);
  return ((await res.json()) as { data: { replica: { lagSeconds: number; lastSyncAt: string | null } | null } }).data;
}

/** Waits until `check` holds, asking again every 100 ms, for at most `ms`. */
async function until(what: string, check: () => Promise<boolean> | boolean, ms = 60_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Whether a `litestream replicate` of this database still runs (it ships what is left after the app died). */
function replicatorRuns(databasePath: string): boolean {
  for (const pid of fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const cmdline = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (cmdline.includes('replicate') && cmdline.includes(databasePath) && !cmdline.includes('/bin/sh')) return true;
    } catch {
      // gone meanwhile
    }
  }
  return false;
}

function restoreFromReplica(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/restore.ts', '--from-replica'], {
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

describe('the continuous replica', () => {
  it('keeps every order acknowledged 2 s before a SIGKILL when the database is lost, and numbers go on unreused', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gaon-rasoi-replica-'));
    const databasePath = path.join(dir, 'data', 'app.db');
    const replicaDir = path.join(dir, 'replica');
    const env = { DATABASE_PATH: databasePath, REPLICA_URL: replicaDir, ORDER_RATE_LIMIT: '0' };
    let server = await startServer(env);
    try {
      const token = await login(server);
      const menu = ((await (await fetch(`${server.baseUrl}/api/menu`)).json()) as { data: Menu }).data;
      const opened = await fetch(`${server.baseUrl}/api/admin/restaurants/${menu.kitchen.id}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ opensAt: '00:00', closesAt: '24:00', isActive: true }),
      });
      expect(opened.status).toBe(200);
      const dish = menu.dishes.find((d) => d.available)!;

      const acked: Array<{ id: number; at: number }> = [];
      let writing = true;
      const writer = (async () => {
        for (let n = 0; writing && n < 2000; n++) {
          try {
            const id = await placeOrder(server, dish.id, n);
            acked.push({ id, at: Date.now() });
          } catch (err) {
            if (writing) throw err;
          }
        }
      })();
      writer.catch(() => undefined);
      // The replica caught up with orders placed over 2 s ago while orders keep coming.
      await until('the replica caught up', async () => {
        if (acked.length < 10 || Date.now() - acked[0].at < 2500) return false;
        const { replica } = await health(server);
        return Boolean(replica?.lastSyncAt && Date.parse(replica.lastSyncAt) > acked[9].at);
      });
      const killedAt = Date.now();
      await server.kill('SIGKILL');
      writing = false;
      await writer.catch(() => undefined);
      const required = acked.filter((o) => o.at < killedAt - 2000);
      expect(required.length).toBeGreaterThan(0);
      const everIssued = Math.max(...acked.map((o) => o.id));

      // The disk died: the database is gone. The replicator the app left ships what it had first.
      await until('the replicator stopped', () => !replicatorRuns(databasePath), 30_000);
      for (const suffix of ['', '-wal', '-shm']) fs.rmSync(databasePath + suffix, { force: true });

      const restored = await restoreFromReplica({ ...env, PORT: new URL(server.baseUrl).port });
      expect(restored.code, restored.output).toBe(0);
      expect(restored.output).toMatch(/Restored the replica into/);

      server = await startServer(env);
      const token2 = await login(server);
      for (const order of required) {
        const res = await fetch(`${server.baseUrl}/api/admin/orders/${order.id}`, {
          headers: { authorization: `Bearer ${token2}` },
        });
        expect(res.status, `order ${order.id}`).toBe(200);
      }
      const next = await placeOrder(server, dish.id, 5000);
      expect(next).toBeGreaterThan(everIssued);
      expect((await health(server)).replica).toMatchObject({ url: `file://${replicaDir}` });
    } finally {
      await server.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 180_000);
});
