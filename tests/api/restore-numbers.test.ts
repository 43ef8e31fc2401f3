/**
 * A restore never hands out a number twice: whichever way an older copy comes back (the admin's
 * restore into the running shop, `npm run restore` and the update's rollback from the shell),
 * the next order gets an id and the next bill a number never issued before, and the bills the
 * older copy never knew stay in the register, cancelled, "lost in restore", so the series reads
 * without a gap.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { backUp, restoreBackup } from '../../db/backups';
import { caller, fixtures, loginAsAdmin, makeApp, type TestApp } from './helper';
import path from 'node:path';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const today = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);

/** Places `n` orders (each issues its bill); answers their ids. */
function placeOrders(app: TestApp, kitchen: { id: number; name: string }, n: number): number[] {
  return Array.from({ length: n }, () =>
    fixtures(app.database).order({ restaurantId: kitchen.id, restaurantName: kitchen.name }),
  );
}

async function register(app: TestApp, restaurantId: number) {
  const owner = caller(app.app, await loginAsAdmin(app.app));
  const res = await owner('GET', `/api/admin/bills?restaurantId=${restaurantId}&from=${today()}&to=${today()}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Array<{ billNumber: string; orderId: string; status: string; cancelReason: string | null }>;
}

async function billNumberOf(app: TestApp, orderId: number): Promise<string> {
  const owner = caller(app.app, await loginAsAdmin(app.app));
  const res = await owner('GET', `/api/admin/orders/${orderId}/bill`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.billNumber as string;
}

/** What a restore over a database that went on after the backup must leave: asserted on the restored shop. */
async function expectNothingReissued(app: TestApp, kitchen: { id: number }, issued: number[], issuedBills: string[]) {
  const [next] = placeOrders(app, kitchen as { id: number; name: string }, 1);
  expect(next).toBeGreaterThan(Math.max(...issued));
  const nextBill = await billNumberOf(app, next);
  expect(issuedBills).not.toContain(nextBill);

  const entries = await register(app, kitchen.id);
  // Every number of the series once, in order, none missing.
  const serials = entries.map((e) => Number(e.billNumber.split('/')[1]));
  expect(serials).toEqual(serials.map((_, i) => i + 1));
  expect(entries.at(-1)?.billNumber).toBe(nextBill);
  const lost = entries.filter((e) => e.cancelReason === 'lost in restore');
  expect(lost.map((e) => e.billNumber)).toEqual(issuedBills.slice(2));
  for (const entry of lost) expect(entry.status).toBe('cancelled');
  expect(entries.filter((e) => e.cancelReason === null)).toHaveLength(3);
}

describe('a restore never hands out a number twice', () => {
  it("the admin's restore of an older backup: the next order and bill get numbers never issued, the lost bills are cancelled in the register", async () => {
    t = await makeApp();
    const app = t;
    const kitchen = fixtures(app.database).restaurant('Gaon Rasoi Janghai');
    const owner = caller(app.app, await loginAsAdmin(app.app));
    const issued = placeOrders(app, kitchen, 2);
    const made = (await owner('POST', '/api/admin/backups')).json().data;
    issued.push(...placeOrders(app, kitchen, 3));
    const issuedBills = await Promise.all(issued.map((id) => billNumberOf(app, id)));

    const res = await owner('POST', `/api/admin/backups/${made.name}/restore`);
    expect(res.statusCode, res.body).toBe(200);

    await expectNothingReissued(app, kitchen, issued, issuedBills);
  });

  it('npm run restore and the rollback (the shop stopped): the same', async () => {
    t = await makeApp();
    const kitchen = fixtures(t.database).restaurant('Gaon Rasoi Janghai');
    const issued = placeOrders(t, kitchen, 2);
    const settings = { databasePath: t.databasePath, uploadsDir: path.join(t.dir, 'uploads') };
    const made = await backUp({ ...settings, backupDir: path.join(t.dir, 'backups'), keep: undefined });
    issued.push(...placeOrders(t, kitchen, 3));
    const issuedBills = await Promise.all(issued.map((id) => billNumberOf(t!, id)));
    await t.stop();

    const restored = await restoreBackup({ ...settings, archive: path.join(t.dir, 'backups', made.name) });
    expect(restored.lostBills).toEqual(issuedBills.slice(2));

    t = await makeApp({ dir: t.dir });
    await expectNothingReissued(t, kitchen, issued, issuedBills);
  });
});
