/**
 * The dashboard, earnings, analytics and order-list totals read counters and
 * rollups kept by triggers (db/derived.ts, migration 0002_scale). Here
 * random writes (new orders, status moves and deletes through the API, restaurant renames
 * and commission changes through the API, a removed customer) are followed, again and again,
 * by a comparison of every figure with a from-scratch SQL recomputation over the orders.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, fixtures, loginAsAdmin, makeApp, type TestApp } from './helper';
import { DERIVED_TABLES, rebuildDerivedData } from '../../db/derived';
import { analyticsAt } from '../../db/analytics';
import { users } from '../../db/schema';
import { allowedNextStatuses, type OrderStatusName } from '../../shared/orderStatus';
import { istDate, istDayStart, istMonthStart, istWeekStart } from '../../shared/indiaTime';
import { toRupees } from '../../shared/money';
import { seededRandom } from '../../db/random';

const DAY = 86_400_000;
const STATUSES = ['placed', 'accepted', 'preparing', 'out_for_delivery', 'delivered', 'cancelled'] as const;
const DISHES = ['Village Thali', 'Dal Tadka', 'Aloo Paratha', 'Kheer', 'Jeera Rice', 'Litti Chokha'];

let t: TestApp;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await makeApp();
  call = caller(t.app, await loginAsAdmin(t.app));
});
afterAll(() => t.close());

// ---------------------------------------------------------------- from scratch
type Row = Record<string, number | string | null>;
const all = (sqlText: string, ...args: unknown[]) => t.database.sqlite.prepare(sqlText).all(...args) as Row[];
const one = (sqlText: string, ...args: unknown[]) => t.database.sqlite.prepare(sqlText).get(...args) as Row;

function earningsFromScratch(from: number, period: string) {
  const rows = all(
    `select r.id as restaurantId, r.name as restaurantName, r.commission_bp as restaurantBp, count(*) as orders, sum(o.total_paise) as revenue,
            sum(o.subtotal_paise) as subtotal, sum(o.delivery_charge_paise) as delivery, sum(max(o.subtotal_paise - o.discount_paise, 0) * o.commission_bp) as commissionBpPaise
       from orders o join restaurants r on r.id = o.restaurant_id
      where o.status = 'delivered' and o.created_at >= ? group by r.id`,
    from,
  ).map((row) => {
    const r = row as {
      restaurantId: number;
      restaurantName: string;
      restaurantBp: number;
      orders: number;
      revenue: number;
      subtotal: number;
      delivery: number;
      commissionBpPaise: number;
    };
    // Each order at the rate it was taken at; the row shows that rate, weighted by subtotal.
    const commission = Math.floor((r.commissionBpPaise + 5000) / 10000);
    const bp =
      r.subtotal > 0 ? Math.floor((r.commissionBpPaise + Math.floor(r.subtotal / 2)) / r.subtotal) : r.restaurantBp;
    return { ...r, bp, commission, earnings: commission + r.delivery };
  });
  rows.sort(
    (a, b) =>
      b.earnings - a.earnings ||
      (a.restaurantName! < b.restaurantName! ? -1 : a.restaurantName! > b.restaurantName! ? 1 : 0) ||
      (a.restaurantId as number) - (b.restaurantId as number),
  );
  const sum = (f: (r: (typeof rows)[number]) => number) => rows.reduce((acc, r) => acc + f(r), 0);
  const orders = sum((r) => r.orders as number);
  const subtotal = sum((r) => r.subtotal as number);
  const commission = sum((r) => r.commission);
  const delivery = sum((r) => r.delivery as number);
  return {
    period,
    totalEarnings: toRupees(commission + delivery),
    totalRevenue: toRupees(sum((r) => r.revenue as number)),
    totalOrders: orders,
    summary: {
      totalCommissionEarnings: toRupees(commission),
      totalDeliveryCharges: toRupees(delivery),
      averageCommissionRate: subtotal > 0 ? Math.round((commission * 1000) / subtotal) / 10 : 0,
      deliveryChargePerOrder: orders > 0 ? toRupees(Math.round(delivery / orders)) : 0,
    },
    earningsBreakdown: rows.map((r) => ({
      restaurantId: r.restaurantId,
      restaurantName: r.restaurantName,
      totalOrders: r.orders,
      totalRevenue: toRupees(r.revenue as number),
      commissionRate: (r.bp as number) / 100,
      totalCommission: toRupees(r.commission),
      totalDeliveryCharges: toRupees(r.delivery as number),
      totalEarnings: toRupees(r.earnings),
    })),
  };
}

function dashboardFromScratch(now: number) {
  const statusCounts = Object.fromEntries(
    STATUSES.map((s) => [s, one('select count(*) as n from orders where status = ?', s).n as number]),
  );
  const allTime = earningsFromScratch(0, 'all');
  const today = earningsFromScratch(istDayStart(now), 'today');
  const month = earningsFromScratch(istMonthStart(now), 'month');
  const vendors = one(`select count(*) as n from users where role = 'vendor'`).n as number;
  const delivery = one(`select count(*) as n from users where role = 'delivery'`).n as number;
  return {
    totalRestaurants: one('select count(*) as n from restaurants').n,
    partnersWaiting: one(`select count(*) as n from users where role in ('vendor', 'delivery') and approved = 0`).n,
    // Read as they are (no rollup keeps them): the dishes whose plates are counted, fewest left first.
    portions: all(
      `select m.id as dishId, m.restaurant_id as restaurantId, r.name as restaurantName, m.name, m.name_hi as nameHi,
              m.portions_left as portionsLeft, m.low_at as lowAt
         from menu_items m join restaurants r on r.id = m.restaurant_id
        where m.portions_left is not null order by m.portions_left, r.name, m.position, m.id`,
    ),
    totalVendors: vendors,
    totalDeliveryPersons: delivery,
    totalUsers: vendors + delivery,
    totalOrders: one('select count(*) as n from orders').n,
    totalRevenue: allTime.totalRevenue,
    todayRevenue: today.totalRevenue,
    thisMonthRevenue: month.totalRevenue,
    totalAdminEarnings: allTime.totalEarnings,
    todayAdminEarnings: today.totalEarnings,
    thisMonthAdminEarnings: month.totalEarnings,
    orderStatusCounts: statusCounts,
    today: (() => {
      const from = istDayStart(now);
      const day = one(
        `select count(*) as orders, count(*) filter (where status = 'delivered') as delivered,
                coalesce(sum(total_paise) filter (where status = 'delivered'), 0) as paise from orders where created_at >= ? and created_at < ?`,
        from,
        from + DAY,
      );
      const oldest = one(`select min(created_at) as at from orders where status = 'placed'`).at as number | null;
      return {
        date: istDate(now),
        orders: day.orders,
        delivered: day.delivered,
        takings: toRupees(day.paise as number),
        ...(() => {
          // Today's takings by how they were paid: cash + UPI = takings; the UPI nobody confirmed yet apart.
          const split = one(
            `select coalesce(sum(total_paise) filter (where payment_method = 'cash'), 0) as cash, coalesce(sum(total_paise) filter (where payment_method = 'upi'), 0) as upi,
                    coalesce(sum(total_paise) filter (where payment_method = 'upi' and payment_status = 'awaiting_upi'), 0) as awaiting
               from orders where status = 'delivered' and created_at >= ? and created_at < ?`,
            from,
            from + DAY,
          );
          expect((split.cash as number) + (split.upi as number)).toBe(day.paise);
          return {
            cashTakings: toRupees(split.cash as number),
            upiTakings: toRupees(split.upi as number),
            upiAwaiting: toRupees(split.awaiting as number),
          };
        })(),
        // The money of orders taken today, by the day each payment row was received (the day close's basis).
        received: (() => {
          const r = one(
            `select coalesce(sum(amount_paise) filter (where kind = 'payment' and method = 'cash'), 0) as cash,
                    coalesce(sum(amount_paise) filter (where kind = 'payment' and method = 'upi'), 0) as upi,
                    coalesce(sum(amount_paise) filter (where kind = 'payment' and method = 'upi' and checked_at is null), 0) as toCheck,
                    coalesce(sum(amount_paise) filter (where kind = 'payment' and method = 'credit'), 0) as credit,
                    coalesce(sum(amount_paise) filter (where kind = 'refund'), 0) as refunded
               from payments where order_id is not null and voided_at is null and at >= ? and at < ?`,
            from,
            from + DAY,
          );
          return {
            cash: toRupees(r.cash as number),
            upi: toRupees(r.upi as number),
            upiToCheck: toRupees(r.toCheck as number),
            credit: toRupees(r.credit as number),
            refunded: toRupees(r.refunded as number),
          };
        })(),
        // Refunds owed: paid, then cancelled, not yet given back (any day).
        refundsDue: (() => {
          const due = one(
            `select count(*) as count, coalesce(sum(total_paise), 0) as paise from orders where status = 'cancelled' and payment_status = 'paid'
               and not exists (select 1 from payments p where p.order_id = orders.id and p.kind = 'refund' and p.voided_at is null)`,
          );
          return { count: due.count as number, amount: toRupees(due.paise as number) };
        })(),
        // Udhaar owed: no khata is opened here.
        onKhata: { amount: 0, people: 0 },
        // Party advances received today: no party is booked here.
        advances: { count: 0, amount: 0 },
        waiting: statusCounts.placed,
        oldestWaitingAt: oldest === null ? null : new Date(oldest).toISOString(),
        inPreparation: (statusCounts.accepted as number) + (statusCounts.preparing as number),
        outForDelivery: statusCounts.out_for_delivery,
        // The day by how it is eaten: orders placed today and not cancelled.
        byFulfilment: Object.fromEntries(
          (['delivery', 'pickup', 'dine_in'] as const).map((f) => {
            const split = one(
              `select count(*) as orders, coalesce(sum(total_paise), 0) as paise from orders
                where fulfilment = ? and status != 'cancelled' and created_at >= ? and created_at < ?`,
              f,
              from,
              from + DAY,
            );
            return [f, { orders: split.orders, amount: toRupees(split.paise as number) }];
          }),
        ),
      };
    })(),
  };
}

function analyticsFromScratch(now: number) {
  const firstDay = istDayStart(now) - 6 * DAY;
  const dailyOrders = Array.from({ length: 7 }, (_, i) => {
    const from = firstDay + i * DAY;
    const r = one(
      `select count(*) filter (where status != 'cancelled') as orders, coalesce(sum(total_paise) filter (where status = 'delivered'), 0) as revenue
         from orders where coalesce(scheduled_for, created_at) >= ? and coalesce(scheduled_for, created_at) < ?`,
      from,
      from + DAY,
    );
    return { date: istDate(from), orders: r.orders, revenue: toRupees(r.revenue as number) };
  });
  const windowStart = now - 30 * DAY;
  // Orders count on the day they are due, up to the end of that day (an order for later due after it is not in yet).
  const windowEnd = istDayStart(now) + DAY;
  return {
    dailyOrders,
    topRestaurants: all(
      `select r.name as name, count(*) as orders from orders o join restaurants r on r.id = o.restaurant_id
        where coalesce(o.scheduled_for, o.created_at) >= ? and coalesce(o.scheduled_for, o.created_at) < ? and o.status != 'cancelled' group by r.id order by orders desc, r.name, r.id limit 5`,
      windowStart,
      windowEnd,
    ),
    topDishes: all(
      `select i.name as name, sum(i.quantity) as orders from orders o join order_items i on i.order_id = o.id
        where coalesce(o.scheduled_for, o.created_at) >= ? and coalesce(o.scheduled_for, o.created_at) < ? and o.status != 'cancelled' group by i.name order by orders desc, i.name limit 4`,
      windowStart,
      windowEnd,
    ),
    ordersByVillage: all(
      `select v.name as village, (select count(*) from orders o join restaurants r on r.id = o.restaurant_id
                                   where r.village_id = v.id and coalesce(o.scheduled_for, o.created_at) >= ? and coalesce(o.scheduled_for, o.created_at) < ? and o.status != 'cancelled') as orders
         from villages v order by orders desc, v.name`,
      windowStart,
      windowEnd,
    ),
    activeUsers: one(
      'select count(distinct customer_id) as n from orders where created_at >= ? and customer_id is not null',
      windowStart,
    ).n,
    newSignups: one('select count(*) as n from users where created_at >= ?', istWeekStart(now)).n,
    repeatCustomers: one(
      'select count(*) as n from (select customer_id from orders where customer_id is not null group by customer_id having count(*) >= 2)',
    ).n,
    windowDays: 30,
  };
}

/** Every figure of the API against the recomputation (and the list totals against count(*)). */
async function expectFiguresMatch(label: string) {
  const now = Date.now();
  const dashboard = (await call('GET', '/api/admin/dashboard')).json().data;
  expect(dashboard, `${label}: dashboard`).toEqual(dashboardFromScratch(now));
  for (const period of ['all', 'today', 'week', 'month'] as const) {
    const from = { all: 0, today: istDayStart(now), week: istWeekStart(now), month: istMonthStart(now) }[period];
    expect(
      (await call('GET', `/api/admin/earnings?period=${period}`)).json().data,
      `${label}: earnings ${period}`,
    ).toEqual(earningsFromScratch(from, period));
  }
  expect((await call('GET', '/api/admin/analytics')).json().data, `${label}: analytics`).toEqual(
    analyticsFromScratch(now),
  );

  const restaurant = one('select restaurant_id as id from orders order by id desc limit 1')?.id ?? 1;
  for (const qs of [
    '',
    'status=delivered',
    'status=placed',
    `restaurantId=${restaurant}`,
    `restaurantId=${restaurant}&status=cancelled`,
    'q=sunita',
    'q=dhaba&status=delivered',
  ]) {
    const res = await call('GET', `/api/admin/orders?limit=7&${qs}`);
    const where: string[] = [];
    const args: unknown[] = [];
    const params = new URLSearchParams(qs);
    if (params.get('status')) {
      where.push('status = ?');
      args.push(params.get('status'));
    }
    if (params.get('restaurantId')) {
      where.push('restaurant_id = ?');
      args.push(Number(params.get('restaurantId')));
    }
    if (params.get('q')) {
      where.push(`(customer_name like ? or restaurant_name like ?)`);
      args.push(`%${params.get('q')}%`, `%${params.get('q')}%`);
    }
    const clause = where.length ? `where ${where.join(' and ')}` : '';
    const total = one(`select count(*) as n from orders ${clause}`, ...args).n as number;
    expect(res.json().total, `${label}: orders total ${qs}`).toBe(total);
    const lastPage = Math.max(1, Math.ceil(total / 7));
    for (const pageNo of [1, lastPage, lastPage + 1]) {
      const ids = (await call('GET', `/api/admin/orders?limit=7&page=${pageNo}&${qs}`))
        .json()
        .data.map((o: { id: number }) => o.id);
      const expected = all(
        `select id from orders ${clause} order by created_at desc, id desc limit 7 offset ?`,
        ...args,
        (pageNo - 1) * 7,
      ).map((r) => r.id);
      expect(ids, `${label}: orders page ${pageNo} ${qs}`).toEqual(expected);
    }
  }
}

/** The maintained tables hold exactly what a rebuild from the orders would put there. */
function expectDerivedTablesMatchRebuild() {
  const nonZero: Record<string, string> = {
    order_status_counts: 'n != 0',
    restaurant_order_stats: 'orders != 0 or subtotal != 0 or delivery != 0 or total != 0 or commission != 0',
    order_daily_stats: 'orders != 0 or subtotal != 0 or delivery != 0 or total != 0 or commission != 0',
    order_monthly_stats: 'orders != 0 or subtotal != 0 or delivery != 0 or total != 0 or commission != 0',
    dish_daily_stats: 'quantity != 0',
    customer_order_counts: 'n != 0',
    customer_last_orders: 'true',
    order_day_totals: 'placed != 0 or cancelled != 0 or delivered != 0 or delivered_total != 0',
    restaurant_week_orders: 'orders != 0',
    restaurant_day_orders: 'orders != 0',
  };
  const read = () =>
    Object.fromEntries(
      DERIVED_TABLES.map((table) => [
        table,
        all(`select * from ${table} where ${nonZero[table]}`)
          .map((r) => JSON.stringify(r))
          .sort(),
      ]),
    );
  const maintained = read();
  const fts = all(`select rowid from orders_fts where orders_fts match '"sunita"' order by rowid`);
  rebuildDerivedData(t.database.sqlite);
  expect(maintained).toEqual(read());
  expect(fts).toEqual(all(`select rowid from orders_fts where orders_fts match '"sunita"' order by rowid`));
}

describe('maintained aggregates equal a full recomputation', () => {
  it('after random inserts, status moves, deletes, renames and commission changes', async () => {
    const rnd = seededRandom(7);
    const f = fixtures(t.database);
    const village = [f.village('Janghai'), f.village('Handia'), f.village('Phulpur')];
    const restaurants = [
      f.restaurant('Handia Dhaba', { villageId: village[1].id, commissionBp: 1500 }),
      f.restaurant('Gaon Rasoi Janghai', { villageId: village[0].id }),
      f.restaurant('Sunita Rasoi', { villageId: village[0].id, commissionBp: 1250 }),
      f.restaurant('Phulpur Litti Ghar', { villageId: village[2].id, commissionBp: 800 }),
      f.restaurant('Unassigned Kitchen'),
    ];
    const customers = ['Sunita Verma', 'Rakesh Tiwari', 'Pooja Mishra', 'Anil Yadav', 'Sunita Devi'].map((name, i) =>
      f.customer(name, `c${i}@example.in`),
    );
    const now = Date.now();
    // Times that cross every boundary: today, this week and month, the 30-day window edge, last year.
    const when = () =>
      rnd.pick([
        now - rnd.int(0, 3_600_000),
        istDayStart(now) + rnd.int(0, Math.max(1, now - istDayStart(now))),
        istDayStart(now) - rnd.int(1, 6) * DAY + rnd.int(0, DAY - 1),
        istMonthStart(now) - rnd.int(0, 2 * DAY),
        now - 30 * DAY + rnd.int(-3_600_000, 3_600_000),
        now - rnd.int(31, 400) * DAY,
      ]);
    const ids: number[] = [];
    // Every order has a rider, so any status the policy allows can be reached by the admin.
    const rider = f.delivery('Aggregate Rider', `rider-${now}@example.com`);
    const newOrder = () => {
      const r = rnd.pick(restaurants);
      const c = rnd.next() < 0.9 ? rnd.pick(customers) : null;
      const id = f.order({
        restaurantId: r.id,
        restaurantName: one('select name from restaurants where id = ?', r.id).name as string,
        customerId: c?.id ?? null,
        customerName: c?.name ?? 'Guest',
        deliveryPersonId: rider.id,
        deliveryPersonName: rider.name,
        status: rnd.pick(STATUSES),
        deliveryChargePaise: rnd.pick([0, 2000, 3000]),
        items: Array.from({ length: rnd.int(1, 4) }, () => ({
          name: rnd.pick(DISHES),
          quantity: rnd.int(1, 3),
          pricePaise: rnd.int(20, 250) * 100,
        })),
        createdAt: when(),
        // Some orders with a coupon: the commission counts the food after the discount.
        ...(rnd.next() < 0.3 ? { discountPaise: rnd.int(1, 40) * 100, couponCode: 'THALI15' } : {}),
        // Cash or UPI, and a UPI order already confirmed paid or still awaiting: the dashboard splits today's takings by them.
        ...(rnd.next() < 0.4
          ? { paymentMethod: 'upi' as const, paymentStatus: rnd.pick(['awaiting_upi', 'paid'] as const) }
          : {}),
      });
      ids.push(id);
    };
    for (let i = 0; i < 40; i++) newOrder();
    await expectFiguresMatch('initial');

    for (let step = 1; step <= 240; step++) {
      const op = rnd.next();
      if (op < 0.3 || ids.length === 0) {
        newOrder();
      } else if (op < 0.36) {
        // Someone sees a UPI payment arrive: it moves from awaiting to confirmed in today's split.
        const id = rnd.pick(ids);
        const { paymentStatus, status } = one(
          'select payment_status as paymentStatus, status from orders where id = ?',
          id,
        ) as { paymentStatus: string; status: string };
        const res = await call('PUT', `/api/admin/orders/${id}`, {
          paymentStatus: 'paid',
          utr: String(rnd.int(100_000_000, 999_999_999)).padStart(12, '7'),
        });
        expect(res.statusCode, `confirm ${paymentStatus} payment of a ${status} order`).toBe(
          paymentStatus === 'paid' || status === 'cancelled' ? 409 : 200,
        );
      } else if (op < 0.75) {
        const id = rnd.pick(ids);
        const { status } = one('select status from orders where id = ?', id) as { status: OrderStatusName };
        const next = allowedNextStatuses(status);
        const target = next.length ? rnd.pick(next) : rnd.pick(STATUSES);
        const res = await call('PUT', `/api/admin/orders/${id}`, { status: target });
        expect(res.statusCode, `move ${status} → ${target}`).toBe(next.includes(target) ? 200 : 400);
      } else if (op < 0.88) {
        const id = ids.splice(rnd.int(0, ids.length - 1), 1)[0];
        expect((await call('DELETE', `/api/admin/orders/${id}`)).statusCode).toBe(200);
      } else if (op < 0.94) {
        const r = rnd.pick(restaurants);
        expect(
          (await call('PUT', `/api/admin/restaurants/${r.id}`, { commissionRate: rnd.pick([5, 10, 12.5, 15, 20]) }))
            .statusCode,
        ).toBe(200);
      } else if (op < 0.97) {
        const r = rnd.pick(restaurants);
        expect(
          (
            await call('PUT', `/api/admin/restaurants/${r.id}`, {
              name: `${rnd.pick(['Sunita', 'Naya', 'Purana'])} Dhaba ${step}`,
            })
          ).statusCode,
        ).toBe(200);
      } else {
        // A removed customer: their orders keep the name, customer_id becomes null (ON DELETE SET NULL).
        const c = customers.splice(rnd.int(0, customers.length - 1), 1)[0];
        if (c) t.database.db.delete(users).where(eq(users.id, c.id)).run();
        if (customers.length === 0) customers.push(f.customer(`Later Customer ${step}`, `later${step}@example.in`));
      }
      if (step % 30 === 0) await expectFiguresMatch(`step ${step}`);
    }
    await expectFiguresMatch('final');
    // Analytics on the days before today too: its window then starts on every day of the week
    // (the weeks' rows plus or minus a few day rows) and crosses a month boundary. Orders on
    // each of the 70 days before, so that every day the window adds or leaves out counts.
    for (let back = 0; back < 70; back++) {
      const r = rnd.pick(restaurants);
      f.order({
        restaurantId: r.id,
        restaurantName: one('select name from restaurants where id = ?', r.id).name as string,
        status: rnd.pick(STATUSES),
        createdAt: istDayStart(now) - back * DAY + rnd.int(0, DAY - 1),
        items: [{ name: rnd.pick(DISHES), quantity: 1, pricePaise: 10_000 }],
      });
    }
    for (let back = 1; back <= 35; back++) {
      const then = Date.now() - back * DAY;
      expect(analyticsAt(t.database, then), `analytics ${back} days ago`).toEqual(analyticsFromScratch(then));
    }
    expectDerivedTablesMatchRebuild();
  });

  it('a status change keeps the creation time (which places the order in its day) and sets updatedAt', async () => {
    const r = fixtures(t.database).restaurant('Time Keeper Kitchen');
    const createdAt = Date.now() - 40 * DAY;
    const id = fixtures(t.database).order({ restaurantId: r.id, restaurantName: r.name, createdAt });
    const before = Date.now();
    const res = await call('PUT', `/api/admin/orders/${id}`, { status: 'accepted' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.createdAt).toBe(new Date(createdAt).toISOString());
    expect(Date.parse(res.json().data.updatedAt)).toBeGreaterThanOrEqual(before);
    expect(one('select created_at as c from orders where id = ?', id).c).toBe(createdAt);
  });

  it('the figures follow a write at the very next read', async () => {
    const before = (await call('GET', '/api/admin/dashboard')).json().data.totalOrders;
    expect((await call('GET', '/api/admin/dashboard')).json().data.totalOrders).toBe(before);
    const r = fixtures(t.database).restaurant('Cache Check Kitchen');
    fixtures(t.database).order({ restaurantId: r.id, restaurantName: r.name });
    expect((await call('GET', '/api/admin/dashboard')).json().data.totalOrders).toBe(before + 1);
    const list = await call('GET', '/api/admin/orders?limit=1');
    const id = list.json().data[0].id;
    expect((await call('DELETE', `/api/admin/orders/${id}`)).statusCode).toBe(200);
    expect((await call('GET', '/api/admin/orders?limit=1')).json().total).toBe(list.json().total - 1);
  });
});
