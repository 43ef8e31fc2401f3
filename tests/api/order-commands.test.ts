/**
 * The order's commands, one route each: POST /api/{admin|vendor|delivery}/orders/:id/<command>.
 * Each audience runs only its commands (403 for the others, nothing changed); each answers the
 * order as the PUT does; the PUT runs the same commands, under the same rules.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewOrder } from '../../db/orders';
import { caller, fixtures, loginAsAdmin, makeApp, partnerAccount, snapshot, type TestApp } from './helper';
import { COMMAND_AUDIENCES, ORDER_AUDIENCES, ORDER_COMMANDS, type OrderCommand } from '../../shared/api/orderCommands';

let t: TestApp;
let fx: ReturnType<typeof fixtures>;
let riderId: number;
let otherRiderId: number;
let order: (extra?: Partial<NewOrder>) => number;
/** The order given to the rider Raju. */
const rider = () => ({ deliveryPersonId: riderId, deliveryPersonName: 'Raju' });
let vendorToken: string;
const vendorAuth = () => ({ authorization: `Bearer ${vendorToken}` });
const as = {} as Record<'admin' | 'vendor' | 'delivery' | 'otherRider', ReturnType<typeof caller>>;

beforeAll(async () => {
  t = await makeApp();
  fx = fixtures(t.database);
  const vendor = await partnerAccount(t.app, 'vendor', 'Kamla');
  const rider = await partnerAccount(t.app, 'delivery', 'Raju');
  const otherRider = await partnerAccount(t.app, 'delivery', 'Sonu');
  riderId = rider.id;
  otherRiderId = otherRider.id;
  as.admin = caller(t.app, await loginAsAdmin(t.app));
  vendorToken = vendor.token;
  as.vendor = caller(t.app, vendor.token);
  as.delivery = caller(t.app, rider.token);
  as.otherRider = caller(t.app, otherRider.token);
  const kitchen = fx.restaurant('Kamla Rasoi', { ownerId: vendor.id });
  let phone = 9876510000;
  order = (extra = {}) =>
    fx.order({ restaurantId: kitchen.id, restaurantName: kitchen.name, customerPhone: String(phone++), ...extra });
});
afterAll(() => t.close());

type Answer = Record<string, unknown> & {
  status: string;
  statusHistory: Array<{ status: string; reason: string | null }>;
};

/** For each command: an order it can run on, the body it takes, and what the answer shows after. */
const CASES: Record<
  OrderCommand,
  { order: () => number; body?: (audience: string) => object; shows: (order: Answer) => void }
> = {
  accept: { order: () => order({ status: 'placed' }), shows: (o) => expect(o.status).toBe('accepted') },
  prepare: { order: () => order({ status: 'accepted' }), shows: (o) => expect(o.status).toBe('preparing') },
  ready: { order: () => order({ status: 'preparing' }), shows: (o) => expect(o.readyAt).toEqual(expect.any(String)) },
  'hand-over': {
    order: () => order({ status: 'preparing', fulfilment: 'pickup' }),
    body: () => ({ collected: 'cash' }),
    shows: (o) => expect(o).toMatchObject({ status: 'delivered', paymentMethod: 'cash' }),
  },
  'pick-up': {
    order: () => order({ status: 'accepted', ...rider() }),
    shows: (o) => expect(o.status).toBe('out_for_delivery'),
  },
  deliver: {
    order: () => order({ status: 'out_for_delivery', ...rider() }),
    // Only whoever took the money says how it was paid; the back office just marks it delivered.
    body: (audience) => (audience === 'admin' ? {} : { collected: 'upi', utr: '512345678901' }),
    shows: (o) => expect(o.status).toBe('delivered'),
  },
  cancel: {
    order: () => order({ status: 'placed' }),
    body: () => ({ reason: 'Out of rice tonight' }),
    shows: (o) => {
      expect(o.status).toBe('cancelled');
      expect(o.statusHistory.at(-1)).toMatchObject({ status: 'cancelled', reason: 'Out of rice tonight' });
    },
  },
  confirm: {
    order: () => {
      const id = order({ status: 'placed' });
      t.database.sqlite.prepare("update orders set hold_reason = 'first_order' where id = ?").run(id);
      return id;
    },
    shows: (o) => expect(o).toMatchObject({ toConfirm: false, confirmedAt: expect.any(String) }),
  },
  fake: {
    order: () => order({ status: 'out_for_delivery', ...rider() }),
    body: () => ({ reason: 'No one at the door' }),
    shows: (o) => expect(o).toMatchObject({ status: 'cancelled', fakeReason: 'No one at the door' }),
  },
  payment: {
    order: () => order({ status: 'accepted', paymentMethod: 'upi', paymentStatus: 'awaiting_upi' }),
    body: () => ({ utr: `6123456789${String(Math.floor(Math.random() * 90) + 10)}` }),
    shows: (o) => expect(o.paymentStatus).toBe('paid'),
  },
  refund: {
    order: () => order({ status: 'cancelled', paymentMethod: 'upi', paymentStatus: 'paid' }),
    body: () => ({ method: 'cash' }),
    shows: (o) => expect(o.refundStatus).toBe('refunded'),
  },
  assign: {
    order: () => order({ status: 'accepted' }),
    body: () => ({ riderId }),
    shows: (o) => expect(o.deliveryPerson).toMatchObject({ id: riderId }),
  },
  acknowledge: {
    order: () => order({ status: 'accepted', ...rider() }),
    shows: (o) => expect((o.deliveryPerson as { acknowledgedAt?: string }).acknowledgedAt).toEqual(expect.any(String)),
  },
};

const url = (audience: string, id: number, command: string) => `/api/${audience}/orders/${id}/${command}`;

describe('each command, through its route, for each audience', () => {
  const lines = ORDER_COMMANDS.flatMap((command) =>
    ORDER_AUDIENCES.map((audience) => [command, audience, COMMAND_AUDIENCES[command].includes(audience)] as const),
  );
  it.each(lines)('%s by %s (may run it: %s)', async (command, audience, allowed) => {
    const { order: make, body, shows } = CASES[command];
    const id = make();
    const before = (await as.admin('GET', `/api/admin/orders/${id}`)).json().data;
    const rows = snapshot(t.database);
    const res = await as[audience]('POST', url(audience, id, command), body?.(audience));
    if (!allowed) {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().success).toBe(false);
      expect((await as.admin('GET', `/api/admin/orders/${id}`)).json().data).toEqual(before);
      expect(snapshot(t.database)).toEqual(rows);
      return;
    }
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json();
    expect(answer.success).toBe(true);
    expect(answer.message).toEqual(expect.any(String));
    shows(answer.data);
    // The answer is the order as it now is, as the PUT answers it.
    const now = (await as.admin('GET', `/api/admin/orders/${id}`)).json().data;
    expect({ ...answer.data, rating: now.rating }).toEqual(now);
  });
});

describe('the rules are the same through both doors', () => {
  it('a refused command is a 409 naming the rule, by POST as by PUT, and changes nothing', async () => {
    const id = order({ status: 'preparing' });
    expect((await as.vendor('POST', url('vendor', id, 'ready'))).statusCode).toBe(200);
    const rows = snapshot(t.database);
    const byPost = await as.vendor('POST', url('vendor', id, 'ready'));
    const byPut = await as.vendor('PUT', `/api/vendor/orders/${id}`, { ready: true });
    expect(byPost.statusCode).toBe(409);
    expect(byPost.json()).toEqual({
      success: false,
      message: 'Order is already marked ready',
      errors: { ready: 'Order is already marked ready' },
    });
    expect(byPut.json()).toEqual(byPost.json());
    expect(snapshot(t.database)).toEqual(rows);
  });

  it('the PUT answers with the same order and message as the command it means', async () => {
    const [a, b] = [order({ status: 'placed' }), order({ status: 'placed' })];
    const byPut = (await as.vendor('PUT', `/api/vendor/orders/${a}`, { status: 'accepted' })).json();
    const byPost = (await as.vendor('POST', url('vendor', b, 'accept'))).json();
    expect(byPost.message).toBe(byPut.message);
    expect(byPost.data.status).toBe(byPut.data.status);
    expect(byPost.data.statusHistory.map((h: { by: string }) => h.by)).toEqual(
      byPut.data.statusHistory.map((h: { by: string }) => h.by),
    );
  });

  it('a body the command does not take is a 400 naming the field', async () => {
    const id = order({ status: 'accepted' });
    const assign = await as.admin('POST', url('admin', id, 'assign'), {});
    expect(assign.statusCode).toBe(400);
    expect(assign.json().errors).toHaveProperty('riderId');
    const refund = await as.admin('POST', url('admin', id, 'refund'), { method: 'cash', utr: '512345678901' });
    expect(refund.statusCode).toBe(400);
    expect(refund.json().errors).toEqual({ utr: 'A UTR goes with a refund by UPI' });
    const deliver = await as.admin('POST', url('admin', id, 'deliver'), { collected: 'cash' });
    expect(deliver.statusCode).toBe(400);
    expect(deliver.json().errors).toHaveProperty('collected');
  });

  it("a partner's command on an order that is not theirs is a 404, as for one that does not exist", async () => {
    const id = order({ status: 'accepted', ...rider() });
    const res = await as.otherRider('POST', url('delivery', id, 'pick-up'));
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Order not found');
    expect(otherRiderId).not.toBe(riderId);
    expect((await as.admin('POST', url('admin', 999999, 'accept'))).statusCode).toBe(404);
  });

  it('a rider\'s "Got it" with a status the policy refuses keeps neither', async () => {
    const id = order({ status: 'placed', ...rider() });
    const res = await as.delivery('PUT', `/api/delivery/orders/${id}`, { acknowledged: true, status: 'delivered' });
    expect(res.statusCode).toBe(409);
    const now = (await as.admin('GET', `/api/admin/orders/${id}`)).json().data;
    expect(now.deliveryPerson.acknowledgedAt ?? null).toBeNull();
  });
});

describe('Idempotency-Key', () => {
  it('a command sent again with its key answers the first answer and acts once', async () => {
    const id = order({ status: 'preparing', fulfilment: 'pickup' });
    const key = { 'idempotency-key': 'hand-over-0001' };
    const first = await t.app.inject({
      method: 'POST',
      url: url('vendor', id, 'hand-over'),
      headers: { ...vendorAuth(), ...key },
      payload: { collected: 'cash' },
    });
    expect(first.statusCode).toBe(200);
    const history = (await as.admin('GET', `/api/admin/orders/${id}`)).json().data.statusHistory;
    const again = await t.app.inject({
      method: 'POST',
      url: url('vendor', id, 'hand-over'),
      headers: { ...vendorAuth(), ...key },
      payload: { collected: 'cash' },
    });
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toBe(first.body);
    expect((await as.admin('GET', `/api/admin/orders/${id}`)).json().data.statusHistory).toEqual(history);
  });
});

describe('the API document', () => {
  it('lists each command an audience may run, and none it may not', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    for (const command of ORDER_COMMANDS)
      for (const audience of ORDER_AUDIENCES) {
        const listed = Boolean(doc.paths[`/api/${audience}/orders/{id}/${command}`]?.post);
        expect(listed, `${audience} ${command}`).toBe(COMMAND_AUDIENCES[command].includes(audience));
      }
  });
});
