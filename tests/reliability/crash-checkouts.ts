/**
 * Crash safety of checkout, shared by the fast test (tests/reliability/crash.test.ts) and the long
 * run (`npm run reliability:crash -- <rounds>`); the writes of the back office are in
 * crash-writes.ts.
 */
import Database from 'better-sqlite3';
import { parseOrderCode } from '../../shared/ordering';
import { startServer } from '../e2e/harness';
import { login } from './crash-writes';

/*
 * Checkout under SIGKILL. Each round fires `concurrent` checkouts at once (POST /api/orders
 * with an Idempotency-Key, as the site sends them), kills the server at a kill point, restarts
 * it on the same file and checks with a second connection that
 *   - every order answered 201 is there exactly once, with the items, quantities and money
 *     that the menu's prices give, and its first status row;
 *   - no online order has zero items or a total that is not its lines plus delivery, and no
 *     order (answered or not) was written twice or under two keys;
 *   - integrity_check is ok, foreign_key_check clean;
 * then retries every key on the restarted server, as a customer's phone would: an answered one
 * gets the same order number, an unanswered one its order if it was written or a new one, and
 * afterwards every checkout of the round is there exactly once.
 *
 * A kill point is either a time, as a fraction of how long a burst takes on this machine
 * (measured first, on bursts that are not killed: 0 kills right after the requests are sent,
 * 1 about when the last answer arrives), or a number of answers to wait for. Times land mostly
 * before the first answer, while the server reads and writes the burst; answer counts among the
 * answers and right after the last. The report says where each kill landed.
 */
export type CheckoutKillPoint = { burst: number } | { answers: number };

export interface CheckoutCrashReport {
  /** When each kill came, in ms after the requests were sent. */
  killPoints: number[];
  /** How long an unkilled burst took (the fastest of the warm-up's three). */
  burstMs: number;
  /** Where the kills landed: before any answer, while answers were arriving, after the last one. */
  killedBeforeFirstAnswer: number;
  killedAmongAnswers: number;
  killedAfterLastAnswer: number;
  survived: number;
  /** Checkouts answered 201 before the kill, over all rounds. */
  acknowledged: number;
  /** Checkouts written although the kill came before their answer reached the client. */
  writtenUnanswered: number;
  /** Rounds whose kill came while the burst was being written: some of its orders there, some not. */
  killedDuringWrites: number;
  sent: number;
  ordersVerified: number;
  /** Orders whose bill numbers were checked to run 1..N per restaurant and financial year, after every restart. */
  billNumbersVerified: number;
  replays: number;
  problems: string[];
}

interface MenuData {
  kitchen: { id: number; isOpen: boolean };
  dishes: Array<{ id: number; name: string; price: number; available: boolean }>;
  deliveryAreas: Array<{ id: number; name: string; deliveryCharge: number; minimumOrder: number }>;
}

interface Checkout {
  key: string;
  customerName: string;
  body: {
    customer: { name: string; phone: string };
    fulfilment: 'delivery' | 'pickup';
    villageId?: number;
    address?: string;
    items: Array<{ dishId: number; quantity: number }>;
  };
  /** What the menu's prices make of it, in paise. */
  expected: {
    items: Map<string, { quantity: number; pricePaise: number }>;
    subtotalPaise: number;
    deliveryPaise: number;
    villageId: number | null;
  };
  /** The 201 answer's order number, when one came before the kill. */
  orderCode?: string;
}

/** `count` checkouts of 1–4 distinct available dishes, delivery to the served villages in turn and pickup, priced from the menu. */
function makeCheckouts(menu: MenuData, round: number, count: number, random: () => number): Checkout[] {
  const dishes = menu.dishes.filter((d) => d.available);
  if (dishes.length < 4 || menu.deliveryAreas.length < 1)
    throw new Error(`menu too small: ${dishes.length} dishes, ${menu.deliveryAreas.length} areas`);
  return Array.from({ length: count }, (_, i) => {
    const picked = [...dishes].sort(() => random() - 0.5).slice(0, 1 + Math.floor(random() * 4));
    const items = picked.map((d) => ({ dishId: d.id, quantity: 1 + Math.floor(random() * 3) }));
    const subtotalPaise = items.reduce(
      (sum, line) => sum + Math.round(picked.find((d) => d.id === line.dishId)!.price * 100) * line.quantity,
      0,
    );
    const area = menu.deliveryAreas[i % menu.deliveryAreas.length];
    // Every fourth one is a pickup, as is a delivery below the village's minimum order.
    const delivery = i % 4 !== 3 && subtotalPaise >= Math.round(area.minimumOrder * 100);
    const customerName = `Crash Buyer r${round}-${i}`;
    return {
      key: `crash-r${round}-${i}-${Math.floor(random() * 1e9).toString(36)}`,
      customerName,
      body: {
        customer: { name: customerName, phone: `98${String(round * 100 + i).padStart(8, '0')}` },
        fulfilment: delivery ? 'delivery' : 'pickup',
        ...(delivery && { villageId: area.id, address: `House ${i + 1}, crash lane` }),
        items,
      },
      expected: {
        items: new Map(
          picked.map((d) => [
            d.name,
            { quantity: items.find((l) => l.dishId === d.id)!.quantity, pricePaise: Math.round(d.price * 100) },
          ]),
        ),
        subtotalPaise,
        deliveryPaise: delivery ? Math.round(area.deliveryCharge * 100) : 0,
        villageId: delivery ? area.id : null,
      },
    };
  });
}

async function postCheckout(
  baseUrl: string,
  checkout: Checkout,
): Promise<{ status: number; orderId?: string; message?: string }> {
  const res = await fetch(`${baseUrl}/api/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': checkout.key },
    body: JSON.stringify(checkout.body),
  });
  const json = (await res.json()) as { data?: { orderId: string }; message?: string };
  return { status: res.status, orderId: json.data?.orderId, message: json.message };
}

/** A small seeded generator, so a failing round can be run again with the same carts. */
function seeded(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = Math.imul(s ^ (s >>> 15), 1 | s);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export async function runCheckoutCrashRounds(options: {
  killPoints: CheckoutKillPoint[];
  concurrent?: number;
  log?: (line: string) => void;
}): Promise<CheckoutCrashReport> {
  const log = options.log ?? (() => undefined);
  const concurrent = options.concurrent ?? 20;
  const report: CheckoutCrashReport = {
    killPoints: [],
    burstMs: 0,
    killedBeforeFirstAnswer: 0,
    killedAmongAnswers: 0,
    killedAfterLastAnswer: 0,
    survived: 0,
    acknowledged: 0,
    writtenUnanswered: 0,
    killedDuringWrites: 0,
    sent: 0,
    ordersVerified: 0,
    billNumbersVerified: 0,
    replays: 0,
    problems: [],
  };
  const env = { DEMO_DATA: '1', ORDER_RATE_LIMIT: '0' };
  let server = await startServer(env);
  const databasePath = server.databasePath;
  // Every checkout of earlier rounds (and the warm-up), all answered: later kills must leave them be.
  const earlier: Checkout[] = [];
  try {
    // The storefront kitchen open at any hour (stored, so it holds after every restart).
    const first = (await (await fetch(`${server.baseUrl}/api/menu`)).json()) as { data: MenuData };
    const token = await login(server);
    const opened = await fetch(`${server.baseUrl}/api/admin/restaurants/${first.data.kitchen.id}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ opensAt: '00:00', closesAt: '24:00', isActive: true }),
    });
    if (!opened.ok) throw new Error(`opening the kitchen failed: ${opened.status} ${await opened.text()}`);
    const menuNow = async () => {
      const menu = ((await (await fetch(`${server.baseUrl}/api/menu`)).json()) as { data: MenuData }).data;
      if (!menu.kitchen.isOpen) throw new Error('the kitchen is closed');
      return menu;
    };

    // Warm-up bursts, not killed, measure how long a burst takes on this machine (the fastest
    // of three, the server being warm by then): time kill points are fractions of it.
    const burstTimes: number[] = [];
    for (let w = 0; w < 3; w++) {
      const checkouts = makeCheckouts(await menuNow(), 1000 + w, concurrent, seeded(1000 + w));
      const started = performance.now();
      const answers = await Promise.all(checkouts.map((c) => postCheckout(server.baseUrl, c)));
      burstTimes.push(performance.now() - started);
      answers.forEach((a, i) => {
        if (a.status === 201 && a.orderId) checkouts[i].orderCode = a.orderId;
        else report.problems.push(`warm-up: checkout ${checkouts[i].key} answered ${a.status} ${a.message ?? ''}`);
      });
      earlier.push(...checkouts);
    }
    report.burstMs = Math.round(Math.min(...burstTimes));

    for (let round = 0; round < options.killPoints.length; round++) {
      const point = options.killPoints[round];
      const killAfterMs = 'burst' in point ? Math.round(point.burst * report.burstMs) : null;
      const problemsBefore = report.problems.length;
      const checkouts = makeCheckouts(await menuNow(), round, concurrent, seeded(round + 1));
      const base = server.baseUrl;
      let killed = false;
      const started = performance.now();
      let firstAnswerMs: number | null = null;
      let answered = 0;
      let reached = () => undefined as void;
      const answersReached = new Promise<void>((resolve) => {
        reached = () => {
          if ('answers' in point && answered >= point.answers) resolve();
        };
      });
      reached();
      const requests = checkouts.map(async (checkout) => {
        report.sent++;
        try {
          const answer = await postCheckout(base, checkout);
          if (killed) return; // an answer read after the kill is not counted, to keep the round honest
          firstAnswerMs ??= performance.now() - started;
          if (answer.status === 201 && answer.orderId) checkout.orderCode = answer.orderId;
          else
            report.problems.push(
              `round ${round}: checkout ${checkout.key} answered ${answer.status} ${answer.message ?? ''}`,
            );
        } catch (err) {
          if (!killed)
            report.problems.push(
              `round ${round}: checkout ${checkout.key} failed before the kill: ${(err as Error).message}`,
            );
        } finally {
          answered++;
          reached();
        }
      });
      if (killAfterMs !== null) await new Promise((r) => setTimeout(r, killAfterMs));
      else await answersReached;
      const killedAtMs = Math.round(performance.now() - started);
      killed = true;
      await server.kill('SIGKILL');
      await Promise.all(requests);
      const acked = checkouts.filter((c) => c.orderCode);
      report.acknowledged += acked.length;
      report.killPoints.push(killedAtMs);
      if (firstAnswerMs === null) report.killedBeforeFirstAnswer++;
      else if (acked.length === concurrent) report.killedAfterLastAnswer++;
      else report.killedAmongAnswers++;

      server = await startServer({ ...env, DATABASE_PATH: databasePath });
      const { verified, written } = verifyCheckouts(databasePath, round, checkouts, report.problems);
      report.ordersVerified += verified + verifyCheckouts(databasePath, round, earlier, report.problems, true).verified;
      report.writtenUnanswered += written - acked.length;
      report.billNumbersVerified = verifyBillNumbers(databasePath, round, report.problems);
      if (written > 0 && written < concurrent) report.killedDuringWrites++;

      // The customers retry every checkout of the round with the same key.
      const writtenBefore = new Map(checkouts.map((c) => [c.key, orderCodeOfKey(databasePath, c.key)]));
      const replays = await Promise.all(checkouts.map((c) => postCheckout(server.baseUrl, c)));
      report.replays += replays.length;
      replays.forEach((answer, i) => {
        const c = checkouts[i];
        const before = c.orderCode ?? writtenBefore.get(c.key);
        if (answer.status !== 201)
          report.problems.push(`round ${round}: replay of ${c.key} answered ${answer.status} ${answer.message ?? ''}`);
        else if (before && answer.orderId !== before)
          report.problems.push(
            `round ${round}: replay of ${c.key} answered ${answer.orderId}, the first answer was ${before}`,
          );
        else c.orderCode = answer.orderId;
      });
      verifyCheckouts(databasePath, round, checkouts, report.problems, true);
      report.billNumbersVerified = verifyBillNumbers(databasePath, round, report.problems);
      earlier.push(...checkouts);
      const first =
        firstAnswerMs === null ? 'before the first answer' : `first answer at ${Math.round(firstAnswerMs)} ms`;
      const at =
        'burst' in point
          ? `${killedAtMs} ms after sending`
          : `after ${point.answers} answers, ${killedAtMs} ms after sending`;
      log(
        `round ${round}: SIGKILL ${at} (${first}); ${acked.length} of ${concurrent} answered 201, ${written} written; replays ok`,
      );
      if (report.problems.length === problemsBefore) report.survived++;
    }
  } finally {
    await server.stop();
  }
  return report;
}

/**
 * Bill numbers after a restart: every order has one, and its bill in the register; per
 * restaurant and financial year they run 1..N with no gap and no duplicate, N being the
 * counter's last. Answers how many
 * orders were checked.
 */
function verifyBillNumbers(databasePath: string, round: number, problems: string[]): number {
  const db = new Database(databasePath, { readonly: true, fileMustExist: true });
  try {
    const rows = db
      .prepare('select id, restaurant_id as restaurantId, bill_number as billNumber from orders')
      .all() as Array<{ id: number; restaurantId: number; billNumber: string | null }>;
    const series = new Map<string, number[]>();
    for (const row of rows) {
      const match = row.billNumber ? /^(\d{4})-\d{2}\/(\d{6,})$/.exec(row.billNumber) : null;
      if (!match) {
        problems.push(`round ${round}: order ${row.id} has bill number ${row.billNumber}`);
        continue;
      }
      const key = `${row.restaurantId}:${match[1]}`;
      series.set(key, [...(series.get(key) ?? []), Number(match[2])]);
    }
    const counters = new Map(
      (
        db.prepare('select restaurant_id as r, financial_year as fy, last from bill_counters').all() as Array<{
          r: number;
          fy: number;
          last: number;
        }>
      ).map((c) => [`${c.r}:${c.fy}`, c.last]),
    );
    for (const [key, serials] of series) {
      serials.sort((a, b) => a - b);
      const gapOrDuplicate = serials.findIndex((serial, i) => serial !== i + 1);
      if (gapOrDuplicate !== -1)
        problems.push(
          `round ${round}: bill series ${key} is not 1..${serials.length}: ${serials[gapOrDuplicate]} at place ${gapOrDuplicate + 1}`,
        );
      if (counters.get(key) !== serials.length)
        problems.push(
          `round ${round}: bill counter ${key} is ${counters.get(key)}, ${serials.length} orders hold its numbers`,
        );
    }
    // Each number has its bill in the register, written in the same transaction (no order is deleted here).
    const unregistered = db
      .prepare(
        'select count(*) from orders o where not exists (select 1 from bills b where b.order_id = o.id and b.bill_number = o.bill_number)',
      )
      .pluck()
      .get() as number;
    const orphans = db
      .prepare('select count(*) from bills b where not exists (select 1 from orders o where o.id = b.order_id)')
      .pluck()
      .get() as number;
    if (unregistered > 0) problems.push(`round ${round}: ${unregistered} orders have no bill in the register`);
    if (orphans > 0) problems.push(`round ${round}: ${orphans} bills in the register have no order`);
    return rows.length;
  } finally {
    db.close();
  }
}

function orderCodeOfKey(databasePath: string, key: string): string | undefined {
  const db = new Database(databasePath, { readonly: true, fileMustExist: true });
  try {
    const row = db.prepare('select response from order_requests where key = ?').get(`online:${key}`) as
      { response: string } | undefined;
    return row ? (JSON.parse(row.response) as { orderId: string }).orderId : undefined;
  } finally {
    db.close();
  }
}

/**
 * Checks the round's checkouts in the file (see above). With `all`, every checkout must be
 * there (after the replays); otherwise the answered ones must, the others may. Answers how
 * many orders were checked and how many of the round's checkouts are written.
 */
function verifyCheckouts(
  databasePath: string,
  round: number,
  checkouts: Checkout[],
  problems: string[],
  all = false,
): { verified: number; written: number } {
  const db = new Database(databasePath, { readonly: true, fileMustExist: true });
  const problem = (text: string) => problems.push(`round ${round}${all ? ' (after replays)' : ''}: ${text}`);
  let verified = 0;
  let written = 0;
  try {
    const integrity = db.pragma('integrity_check', { simple: true });
    if (integrity !== 'ok') problem(`integrity_check = ${integrity}`);
    const fk = db.pragma('foreign_key_check') as unknown[];
    if (fk.length) problem(`foreign_key_check found ${fk.length} rows`);

    const byName = db.prepare(
      'select id, status, source, subtotal_paise as subtotal, delivery_charge_paise as delivery, total_paise as total, village_id as villageId from orders where customer_name = ?',
    );
    const itemsOf = db.prepare('select name, quantity, price_paise as price from order_items where order_id = ?');
    const firstStatus = db.prepare(
      "select count(*) as n from order_status_history where order_id = ? and status = 'placed'",
    );
    const keysOf = db.prepare('select key from order_requests where order_id = ?');
    type OrderRow = {
      id: number;
      status: string;
      source: string;
      subtotal: number;
      delivery: number;
      total: number;
      villageId: number | null;
    };
    for (const c of checkouts) {
      const rows = byName.all(c.customerName) as OrderRow[];
      if (rows.length > 1)
        problem(`checkout ${c.key} is there ${rows.length} times (orders ${rows.map((r) => r.id).join(', ')})`);
      const row = rows[0];
      if (!row) {
        if (c.orderCode || all) problem(`checkout ${c.key}${c.orderCode ? ` answered ${c.orderCode}` : ''} is missing`);
        continue;
      }
      written++;
      verified++;
      if (c.orderCode && parseOrderCode(c.orderCode) !== row.id)
        problem(`checkout ${c.key} answered ${c.orderCode} but is stored as order ${row.id}`);
      const items = itemsOf.all(row.id) as Array<{ name: string; quantity: number; price: number }>;
      const got = items
        .map((i) => `${i.name} x${i.quantity} @${i.price}`)
        .sort()
        .join(', ');
      const want = [...c.expected.items]
        .map(([name, l]) => `${name} x${l.quantity} @${l.pricePaise}`)
        .sort()
        .join(', ');
      if (got !== want) problem(`order ${row.id} has items [${got}], sent [${want}]`);
      const { subtotalPaise, deliveryPaise, villageId } = c.expected;
      if (
        row.subtotal !== subtotalPaise ||
        row.delivery !== deliveryPaise ||
        row.total !== subtotalPaise + deliveryPaise
      ) {
        problem(
          `order ${row.id} has subtotal/delivery/total ${row.subtotal}/${row.delivery}/${row.total} paise, the menu makes ${subtotalPaise}/${deliveryPaise}/${subtotalPaise + deliveryPaise}`,
        );
      }
      if (row.villageId !== villageId) problem(`order ${row.id} is for village ${row.villageId}, sent ${villageId}`);
      if (row.source !== 'online' || row.status !== 'placed')
        problem(`order ${row.id} is ${row.source}/${row.status}, not online/placed`);
      if ((firstStatus.get(row.id) as { n: number }).n !== 1)
        problem(`order ${row.id} has no single "placed" history row`);
      const keys = (keysOf.all(row.id) as Array<{ key: string }>).map((k) => k.key);
      if (keys.length !== 1 || keys[0] !== `online:${c.key}`)
        problem(`order ${row.id} is kept under keys [${keys.join(', ')}], sent ${c.key}`);
    }
    // Whatever was written, answered or not, is whole: items, lines adding up, one key per order.
    const empty = db
      .prepare(
        "select count(*) as n from orders o where o.source = 'online' and not exists (select 1 from order_items i where i.order_id = o.id)",
      )
      .get() as { n: number };
    if (empty.n) problem(`${empty.n} online orders have no items`);
    const wrongSum = db
      .prepare(
        "select count(*) as n from orders o where o.source = 'online' and o.subtotal_paise <> (select coalesce(sum(i.quantity * i.price_paise), 0) from order_items i where i.order_id = o.id)",
      )
      .get() as { n: number };
    if (wrongSum.n) problem(`${wrongSum.n} online orders have a subtotal that is not the sum of their lines`);
    const twoKeys = db
      .prepare(
        'select count(*) as n from (select order_id from order_requests where order_id is not null group by order_id having count(*) > 1)',
      )
      .get() as { n: number };
    if (twoKeys.n) problem(`${twoKeys.n} orders are kept under two idempotency keys`);
    const noHistory = db
      .prepare(
        "select count(*) as n from orders o where o.source = 'online' and not exists (select 1 from order_status_history h where h.order_id = o.id and h.status = 'placed')",
      )
      .get() as { n: number };
    if (noHistory.n) problem(`${noHistory.n} online orders have no first status row`);
  } finally {
    db.close();
  }
  return { verified, written };
}
