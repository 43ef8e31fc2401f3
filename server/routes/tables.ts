/**
 * The dining hall. Admin: the tables of each restaurant, the floor, a round keyed in for a
 * table, and closing a table with one bill and its payments; the kitchen's app the same for its
 * own restaurants, and a walk-in at their counters. Public: a table's page by the token
 * of its QR code — the menu, sending a round to the kitchen, the running bill, asking for it.
 */
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import {
  askForBill,
  closeTable,
  deleteTable,
  floorOf,
  insertTable,
  justClosedSitting,
  listTables,
  openSittingOf,
  placeRound,
  kitchenFloorOf,
  readTable,
  sittingRounds,
  tableOfToken,
  updateTable,
  type FloorTile as FloorTileRow,
  type TableRow,
} from '../../db/tables';
import { getKitchenMenu } from '../../db/storefront';
import { badRequest, notFound, ok, page } from '../envelope';
import { adminErrors, bearer, Deleted, errors, IdParams, Ok, Page } from '../../shared/api/common';
import { IdempotencyHeaders } from '../../shared/api/ordering';
import { LiveOrder } from '../../shared/api/live';
import {
  ClosedTable,
  CloseTableBody,
  DiningTable,
  FloorTile,
  RoundBody,
  TableBody,
  TableListQuery,
  TableMenu,
  TableSitting,
  TokenParams,
  WalkInBody,
} from '../../shared/api/tables';
import { visibleName } from '../../shared/contact';
import { toPaise, toRupees } from '../../shared/money';
import { formatOrderCode, normalisePhone } from '../../shared/ordering';
import { translateMessage } from '../../shared/serverMessages';
import { checkedUtr } from '../lib/paymentFields';
import { placeOrder, readLiveOrder } from '../../db/orders';
import { getSittingBill } from '../../db/bills';
import { billAnswer } from '../lib/bill';
import { billPage } from '../lib/billPage';
import { Bill } from '../../shared/api/bills';
import type { AppDatabase } from '../../db/client';
import type { Receiver } from '../../db/ledger';

const tags = ['tables'];
const NOT_FOUND = 'Table not found';
const RESTAURANT_NOT_FOUND = 'Restaurant not found';
/** The public page's own message for a token that opens no table: shown as it is, in both languages. */
const NO_TABLE = 'This table’s QR code is not in use';
const NO_CLOSED_BILL = 'No bill of this table to show: it is shown for 2 hours after the table is closed';
const NAME_BLANK = 'Name is required';
/** Reads of a table's page per IP per minute: its page polls while guests eat; far too few to guess a token. */
const READ_RATE_LIMIT = 240;
const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

const tableAnswer = (t: TableRow) => ({
  id: t.id,
  restaurantId: t.restaurantId,
  name: t.name,
  seats: t.seats,
  token: t.token,
  restaurantName: t.restaurantName,
  restaurantNameHi: t.restaurantNameHi,
});

/** The table's open sitting as its guest (and staff) read it: rounds, total, when seated and whether the bill was asked. */
function sittingAnswer(database: AppDatabase, table: TableRow) {
  const open = openSittingOf(database, table.id);
  const { rounds, totalPaise } = open ? sittingRounds(database, open.id) : { rounds: [], totalPaise: 0 };
  return {
    table: {
      name: table.name,
      seats: table.seats,
      restaurantName: table.restaurantName,
      restaurantNameHi: table.restaurantNameHi,
    },
    rounds: rounds.map((r) => ({
      orderId: formatOrderCode(r.id),
      status: r.status,
      placedAt: iso(r.createdAt)!,
      total: toRupees(r.totalPaise),
      items: r.items.map((i) => ({
        name: i.name,
        nameHi: i.nameHi,
        quantity: i.quantity,
        price: toRupees(i.pricePaise),
      })),
    })),
    total: toRupees(totalPaise),
    seatedAt: iso(open?.openedAt ?? null),
    billAskedAt: iso(open?.billAskedAt ?? null),
  };
}

/**
 * Closes a table with the payment lines of the body (checked here: a UTR only with UPI, a credit
 * line with the phone of its khata), the money received by `by`: the owner's counter or the
 * kitchen. The same close, one bill and one set of rules, for the admin and the kitchen's app.
 */
function closeWith(app: FastifyInstance, table: TableRow, body: CloseTableBody, by: Receiver) {
  const lines = body.payments.map((p, i) => {
    if (p.utr && p.method !== 'upi')
      throw badRequest('A UTR is given only with UPI', { [`payments.${i}.utr`]: 'A UTR is given only with UPI' });
    const phone = p.method === 'credit' ? normalisePhone((p.phone ?? '').trim()) : '';
    if (p.method === 'credit' && !phone)
      throw badRequest('Credit goes on a khata: give its phone', {
        [`payments.${i}.phone`]: 'Credit goes on a khata: give its phone',
      });
    return {
      method: p.method,
      amountPaise: toPaise(p.amount),
      utr: p.method === 'upi' ? checkedUtr(p.utr, `payments.${i}.utr`) : null,
      phone: phone || null,
    };
  });
  const closed = closeTable(app.database, table.id, lines, by, Date.now());
  // The close queued the sitting's bill for the bill printer: print it now, not at the next tick.
  void app.printing.tick();
  return ok(
    {
      tableId: table.id,
      billNumber: closed.billNumber,
      orderId: closed.billOrderId === null ? null : formatOrderCode(closed.billOrderId),
      total: toRupees(closed.totalPaise),
    },
    'Table closed',
  );
}

const tileAnswer = (t: FloorTileRow) => ({
  id: t.id,
  restaurantId: t.restaurantId,
  restaurantName: t.restaurantName,
  name: t.name,
  seats: t.seats,
  state: !t.sitting ? ('free' as const) : t.sitting.billAskedAt ? ('bill_asked' as const) : ('eating' as const),
  total: toRupees(t.sitting?.totalPaise ?? 0),
  rounds: t.sitting?.rounds ?? 0,
  seatedAt: iso(t.sitting?.openedAt ?? null),
});

export const adminTableRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const database = app.database;

  const found = (id: number): TableRow => {
    const table = readTable(database, id);
    if (!table) throw notFound(NOT_FOUND);
    return table;
  };

  const changesOf = (body: TableBody) => {
    const name = visibleName(body.name);
    if (!name) throw badRequest(NAME_BLANK, { name: NAME_BLANK });
    return { restaurantId: body.restaurantId, name, seats: body.seats };
  };

  app.get(
    '/tables',
    {
      schema: {
        tags,
        summary: "The dining hall's tables (not deleted), by restaurant and name; `restaurantId` for one restaurant's",
        security: bearer,
        querystring: TableListQuery,
        response: { 200: Page(DiningTable), ...adminErrors() },
      },
    },
    async (request, reply) => {
      const rows = listTables(database, request.query.restaurantId).map(tableAnswer);
      return page(reply, rows, rows.length);
    },
  );

  app.get(
    '/tables/floor',
    {
      schema: {
        tags,
        summary:
          'The floor: every table free, eating (the running bill, rounds, when seated) or with the bill asked; `restaurantId` for one restaurant',
        security: bearer,
        querystring: TableListQuery,
        response: { 200: Ok(Type.Array(FloorTile)), ...adminErrors() },
      },
    },
    async (request) => ok(floorOf(database, request.query.restaurantId).map(tileAnswer)),
  );

  app.get(
    '/tables/:id',
    {
      schema: {
        tags,
        summary: 'One table',
        security: bearer,
        params: IdParams,
        response: { 200: Ok(DiningTable), ...adminErrors(404) },
      },
    },
    async (request) => ok(tableAnswer(found(request.params.id))),
  );

  app.post(
    '/tables',
    {
      schema: {
        tags,
        summary: 'Add a table to a restaurant (name, seats); it gets the secret token of its QR code',
        security: bearer,
        body: TableBody,
        response: { 201: Ok(DiningTable), ...adminErrors(409) },
      },
    },
    async (request, reply) => {
      const id = insertTable(database, changesOf(request.body));
      reply.status(201);
      return ok(tableAnswer(found(id)), 'Table added');
    },
  );

  app.put(
    '/tables/:id',
    {
      schema: {
        tags,
        summary: "Change a table's restaurant, name or seats (its token and QR code stay)",
        security: bearer,
        params: IdParams,
        body: TableBody,
        response: { 200: Ok(DiningTable), ...adminErrors(404, 409) },
      },
    },
    async (request) => {
      found(request.params.id);
      updateTable(database, request.params.id, changesOf(request.body));
      return ok(tableAnswer(found(request.params.id)), 'Table saved');
    },
  );

  app.delete(
    '/tables/:id',
    {
      schema: {
        tags,
        summary: 'Delete a table: its QR code stops working; 409 while someone is eating at it',
        security: bearer,
        params: IdParams,
        response: { 200: Ok(Deleted), ...adminErrors(404, 409) },
      },
    },
    async (request) => {
      const { id } = request.params;
      found(id);
      deleteTable(database, id, Date.now());
      return ok({ id, _id: id }, 'Table deleted');
    },
  );

  app.get(
    '/tables/:id/sitting',
    {
      schema: {
        tags,
        summary: "A table's open sitting as its guest sees it: rounds, running total, when seated, bill asked",
        security: bearer,
        params: IdParams,
        response: { 200: Ok(TableSitting), ...adminErrors(404) },
      },
    },
    async (request) => ok(sittingAnswer(database, found(request.params.id))),
  );

  app.post(
    '/tables/:id/rounds',
    {
      schema: {
        tags,
        summary:
          'Staff add a round for a table: an order eaten in, placed like any order (rung, KOT printed, plates taken; 409 for a closed kitchen or a dish sold out)',
        security: bearer,
        params: IdParams,
        headers: IdempotencyHeaders,
        body: RoundBody,
        response: { 201: Ok(LiveOrder), ...adminErrors(404, 409) },
      },
    },
    async (request, reply) => {
      const result = placeRound(database, found(request.params.id), {
        items: request.body.items,
        note: request.body.note,
        source: 'phone',
        adminId: request.admin!.id,
        idempotencyKey: request.headers['idempotency-key'],
      });
      reply.status(201);
      return ok(readLiveOrder(database, result.id)!, 'Sent to the kitchen');
    },
  );

  app.post(
    '/tables/:id/close',
    {
      schema: {
        tags,
        summary:
          'Close a table: one bill for its sitting (every round), the payments (cash, UPI, credit on a khata; several lines for several payers) adding up to it, and the table free again; 409 when it is already closed',
        security: bearer,
        params: IdParams,
        body: CloseTableBody,
        response: { 200: Ok(ClosedTable), ...adminErrors(404, 409) },
      },
    },
    async (request) => {
      const admin = request.admin!;
      const table = found(request.params.id);
      return closeWith(app, table, request.body, { kind: 'counter', id: admin.id, name: admin.name });
    },
  );
};

/**
 * The kitchen's app (/api/vendor): the floor of its own restaurants' tables, a round keyed in
 * for one of them, closing one with its payments (received by the kitchen), and a walk-in at one
 * of its restaurants' counters, as the admin's. Which tables and restaurants are the kitchen's is
 * checked by the partner scopes `table` and `restaurant` (another kitchen's is a 404, as a
 * missing one); the Idempotency-Key is kept by the partner scopes' own plugin, like every change
 * the app sends, so a close or a walk-in sent twice happens once and answers the first answer.
 */
export const vendorTableRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const database = app.database;
  const kitchenTags = ['kitchen'];
  const partnerErrors = (...more: Array<404 | 409>) => errors(400, 401, 403, ...more);

  app.get(
    '/tables/floor',
    {
      schema: {
        tags: kitchenTags,
        summary:
          "The floor of my restaurants' tables: each free, eating (the running bill, rounds, when seated) or with the bill asked; `restaurantId` for one of them",
        security: bearer,
        querystring: TableListQuery,
        response: { 200: Ok(Type.Array(FloorTile)), ...partnerErrors() },
      },
    },
    async (request) => {
      const { restaurantId } = request.query;
      const tiles = kitchenFloorOf(database, request.partner!.id).filter(
        (t) => restaurantId === undefined || t.restaurantId === restaurantId,
      );
      return ok(tiles.map(tileAnswer));
    },
  );

  app.get(
    '/tables/:id/menu',
    {
      config: { scope: 'table' },
      schema: {
        tags: kitchenTags,
        summary:
          "The menu of my table's restaurant, numbered as its guests see it, and whether the kitchen takes orders now",
        security: bearer,
        params: IdParams,
        response: { 200: Ok(TableMenu), ...partnerErrors(404) },
      },
    },
    async (request) => {
      const menu = getKitchenMenu(database, readTable(database, request.params.id)!.restaurantId, Date.now());
      if (!menu) throw notFound(NOT_FOUND);
      return ok(menu);
    },
  );

  app.get(
    '/tables/:id/sitting',
    {
      config: { scope: 'table' },
      schema: {
        tags: kitchenTags,
        summary: "One of my tables' open sitting: rounds, running total, when seated, bill asked",
        security: bearer,
        params: IdParams,
        response: { 200: Ok(TableSitting), ...partnerErrors(404) },
      },
    },
    async (request) => ok(sittingAnswer(database, readTable(database, request.params.id)!)),
  );

  app.post(
    '/tables/:id/rounds',
    {
      config: { scope: 'table' },
      schema: {
        tags: kitchenTags,
        summary:
          'Add a round for one of my tables: an order eaten in, placed like any order (rung, KOT printed, plates taken; 409 for a closed kitchen or a dish sold out)',
        security: bearer,
        params: IdParams,
        body: RoundBody,
        response: { 201: Ok(LiveOrder), ...partnerErrors(404, 409) },
      },
    },
    async (request, reply) => {
      const result = placeRound(database, readTable(database, request.params.id)!, {
        items: request.body.items,
        note: request.body.note,
        // Keyed in by staff, as the owner's rounds are; its history says the kitchen did.
        source: 'phone',
        keyedBy: 'vendor',
      });
      reply.status(201);
      return ok(readLiveOrder(database, result.id)!, 'Sent to the kitchen');
    },
  );

  app.post(
    '/tables/:id/close',
    {
      config: { scope: 'table' },
      schema: {
        tags: kitchenTags,
        summary:
          'Close one of my tables as the owner does: one bill for its sitting, the payments (cash, UPI, credit on a khata; several lines for several payers) received by the kitchen and adding up to it, the table free again; 409 when it is already closed',
        security: bearer,
        params: IdParams,
        body: CloseTableBody,
        response: { 200: Ok(ClosedTable), ...partnerErrors(404, 409) },
      },
    },
    async (request) => {
      const kitchen = request.partner!;
      return closeWith(app, readTable(database, request.params.id)!, request.body, {
        kind: 'kitchen',
        id: kitchen.id,
        name: kitchen.name,
      });
    },
  );

  app.get(
    '/restaurants/:id/counter-menu',
    {
      config: { scope: 'restaurant' },
      schema: {
        tags: kitchenTags,
        summary:
          "The menu of one of my restaurants for a walk-in at its counter, numbered as its tables' guests see it, and whether it takes orders now",
        security: bearer,
        params: IdParams,
        response: { 200: Ok(TableMenu), ...partnerErrors(404) },
      },
    },
    async (request) => {
      const menu = getKitchenMenu(database, request.params.id, Date.now());
      if (!menu) throw notFound(RESTAURANT_NOT_FOUND);
      return ok(menu);
    },
  );

  app.post(
    '/restaurants/:id/walk-ins',
    {
      config: { scope: 'restaurant' },
      schema: {
        tags: kitchenTags,
        summary:
          "Ring up a walk-in at one of my restaurants' counters: a pickup order with the customer's name and number, placed as the owner's counter places one (source phone; rung, KOT printed, plates taken, paid at the hand-over; 409 for a closed kitchen or a dish sold out)",
        security: bearer,
        params: IdParams,
        body: WalkInBody,
        response: { 201: Ok(LiveOrder), ...partnerErrors(404, 409) },
      },
    },
    async (request, reply) => {
      const { customer, items, note } = request.body;
      const result = placeOrder(database, {
        request: { customer, fulfilment: 'pickup', items, note },
        source: 'phone',
        keyedBy: 'vendor',
        atCounter: { restaurantId: request.params.id },
      });
      reply.status(201);
      return ok(readLiveOrder(database, result.id)!, 'Sent to the kitchen');
    },
  );
};

export const tableRoutes: FastifyPluginAsyncTypebox<{ orderRateLimit: number }> = async (app, options) => {
  const database = app.database;
  const readLimit = { rateLimit: { max: READ_RATE_LIMIT, timeWindow: '1 minute' } };

  const tableOf = (token: string): TableRow => {
    const table = tableOfToken(database, token);
    if (!table) throw notFound(NO_TABLE);
    return table;
  };

  /** The bill of the sitting just closed at the table (db/tables.ts justClosedSitting), or undefined. */
  const closedBillOf = (table: TableRow) => {
    const closed = justClosedSitting(database, table.id, Date.now());
    return closed && getSittingBill(database, closed.billOrderId);
  };
  /** The table's page: its sitting, and the bill of the one just closed there. */
  const guestAnswer = (table: TableRow) => {
    const bill = closedBillOf(table);
    return {
      ...sittingAnswer(database, table),
      closedBill: bill
        ? { billNumber: bill.billNumber, total: toRupees(bill.totalPaise), closedAt: iso(bill.createdAt)! }
        : null,
    };
  };
  const billOfTable = (token: string) => {
    const bill = closedBillOf(tableOf(token));
    if (!bill) throw notFound(NO_CLOSED_BILL);
    return billAnswer(bill);
  };

  app.get(
    '/tables/:token',
    {
      config: readLimit,
      schema: {
        tags,
        summary:
          "A table's running bill by the token of its QR code: the table, the sitting's rounds with their status, and the total (404 for an unknown token or a deleted table)",
        params: TokenParams,
        response: { 200: Ok(TableSitting), ...errors(400, 404, 429) },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return ok(guestAnswer(tableOf(request.params.token)));
    },
  );

  app.get(
    '/tables/:token/bill',
    {
      config: readLimit,
      schema: {
        tags,
        summary:
          "The bill of the sitting just closed at the table (as /api/admin/orders/:id/bill: every round's lines, the payments taken), for 2 hours after the close and until the next guest's first round; 404 otherwise",
        params: TokenParams,
        response: { 200: Ok(Bill), ...errors(400, 404, 429) },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return ok(billOfTable(request.params.token));
    },
  );

  app.get(
    '/tables/:token/bill.html',
    {
      config: readLimit,
      schema: {
        tags,
        summary:
          'The bill of the sitting just closed at the table as a printable page (80 mm or A4, English or Hindi), while GET /api/tables/:token/bill answers it',
        params: TokenParams,
        querystring: Type.Object({
          paper: Type.Optional(Type.Union([Type.Literal('80'), Type.Literal('a4')])),
          lang: Type.Optional(Type.Union([Type.Literal('en'), Type.Literal('hi')])),
        }),
        response: {
          200: { description: 'The bill page', content: { 'text/html': { schema: Type.String() } } },
          ...errors(400, 404, 429),
        },
      },
    },
    async (request, reply) => {
      const bill = billOfTable(request.params.token);
      const lang = request.query.lang ?? 'en';
      const paper = request.query.paper ?? '80';
      const link = (change: { paper?: string; lang?: string }) =>
        `/api/tables/${encodeURIComponent(request.params.token)}/bill.html?${new URLSearchParams({ paper: change.paper ?? paper, lang: change.lang ?? lang })}`;
      return reply
        .header('Cache-Control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(billPage(bill, { lang, paper, link }));
    },
  );

  app.get(
    '/tables/:token/menu',
    {
      config: readLimit,
      schema: {
        tags,
        summary: "The menu of the table's restaurant, and whether its kitchen takes orders now",
        params: TokenParams,
        response: { 200: Ok(TableMenu), ...errors(400, 404, 429) },
      },
    },
    async (request, reply) => {
      const menu = getKitchenMenu(database, tableOf(request.params.token).restaurantId, Date.now());
      if (!menu) throw notFound(NO_TABLE);
      reply.header('Cache-Control', 'no-cache');
      return ok(menu);
    },
  );

  app.post(
    '/tables/:token/rounds',
    {
      config: {
        rateLimit: options.orderRateLimit > 0 ? { max: options.orderRateLimit, timeWindow: '1 minute' } : false,
      },
      schema: {
        tags,
        summary:
          "Send a round to the kitchen from the table's page: no phone nor address; an order eaten in, rung and printed like any order (409 for a closed kitchen or a dish sold out)",
        params: TokenParams,
        headers: IdempotencyHeaders,
        body: RoundBody,
        response: { 201: Ok(TableSitting), ...errors(400, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      const table = tableOf(request.params.token);
      placeRound(database, table, {
        items: request.body.items,
        note: request.body.note,
        source: 'online',
        idempotencyKey: request.headers['idempotency-key'],
      });
      reply.status(201);
      return ok(guestAnswer(table), translateMessage('Sent to the kitchen', request.messageLanguage));
    },
  );

  app.post(
    '/tables/:token/bill',
    {
      config: readLimit,
      schema: {
        tags,
        summary: 'The guest asks for the bill: the floor shows it to staff (409 before anything was ordered)',
        params: TokenParams,
        response: { 200: Ok(TableSitting), ...errors(400, 404, 409, 429) },
      },
    },
    async (request) => {
      const table = tableOf(request.params.token);
      askForBill(database, table.id, Date.now());
      return ok(guestAnswer(table), translateMessage('The bill is on its way', request.messageLanguage));
    },
  );
};
