/**
 * The dining hall: a restaurant's tables, and a table's sitting — its rounds (orders with
 * fulfilment "dine_in", placed like any order by db/orders/place.ts) from the first until staff
 * close it with one bill and its payments. Money in paise; the routes turn it into rupees.
 */
import crypto from 'node:crypto';
import type { AppDatabase } from './client';
import { preparedOnce } from './statements';
import { placeOrder, type PlaceResult } from './orders/place';
import { followLedger, serveWithClose } from './orders/commands';
import { issueSittingBill } from './bills';
import { recordPayment, type Receiver } from './ledger';
import { putOnKhata } from './khata';
import { queueSittingBill } from './printers';
import { Refusal } from '../shared/refusal';
import type { OrderStatus } from '../shared/statuses';

export interface TableRow {
  id: number;
  restaurantId: number;
  restaurantName: string;
  restaurantNameHi: string | null;
  name: string;
  seats: number;
  token: string;
}

export interface RoundRow {
  id: number;
  status: OrderStatus;
  createdAt: number;
  totalPaise: number;
  items: Array<{ name: string; nameHi: string | null; quantity: number; pricePaise: number }>;
}

export interface SittingRow {
  id: number;
  openedAt: number;
  billAskedAt: number | null;
}

/** A table on the floor: free, or its open sitting with the running bill. */
export interface FloorTile extends TableRow {
  sitting: (SittingRow & { totalPaise: number; rounds: number }) | null;
}

export interface TablePaymentLine {
  method: 'cash' | 'upi' | 'credit';
  amountPaise: number;
  utr: string | null;
  /** The khata a credit line goes on. */
  phone: string | null;
}

const TABLE_COLUMNS = `t.id, t.restaurant_id as restaurantId, r.name as restaurantName, r.name_hi as restaurantNameHi, t.name, t.seats, t.token
  from tables t join restaurants r on r.id = t.restaurant_id`;
const SITTING_COLUMNS = 'id, opened_at as openedAt, bill_asked_at as billAskedAt';

const statements = preparedOnce((sqlite) => ({
  all: sqlite.prepare(
    `select ${TABLE_COLUMNS} where t.deleted_at is null order by r.name, t.name collate nocase, t.id`,
  ),
  ofRestaurant: sqlite.prepare(
    `select ${TABLE_COLUMNS} where t.deleted_at is null and t.restaurant_id = ? order by t.name collate nocase, t.id`,
  ),
  ofOwner: sqlite.prepare(
    `select ${TABLE_COLUMNS} where t.deleted_at is null and r.owner_id = ? order by r.name, t.name collate nocase, t.id`,
  ),
  byId: sqlite.prepare(`select ${TABLE_COLUMNS} where t.deleted_at is null and t.id = ?`),
  byToken: sqlite.prepare(`select ${TABLE_COLUMNS} where t.deleted_at is null and t.token = ?`),
  nameTaken: sqlite
    .prepare(
      'select 1 from tables where deleted_at is null and restaurant_id = ? and name = ? collate nocase and id is not ?',
    )
    .pluck(),
  restaurant: sqlite.prepare('select 1 from restaurants where id = ?').pluck(),
  insert: sqlite
    .prepare('insert into tables (restaurant_id, name, seats, token) values (?, ?, ?, ?) returning id')
    .pluck(),
  update: sqlite.prepare('update tables set restaurant_id = ?, name = ?, seats = ? where id = ?'),
  remove: sqlite.prepare('update tables set deleted_at = ? where id = ? and deleted_at is null'),
  openSitting: sqlite.prepare(`select ${SITTING_COLUMNS} from table_sittings where table_id = ? and closed_at is null`),
  lastClosed: sqlite.prepare(
    `select closed_at as closedAt, bill_order_id as billOrderId from table_sittings
      where table_id = ? and closed_at is not null order by closed_at desc, id desc limit 1`,
  ),
  newSitting: sqlite.prepare('insert into table_sittings (table_id, opened_at) values (?, ?) returning id').pluck(),
  askBill: sqlite.prepare('update table_sittings set bill_asked_at = coalesce(bill_asked_at, ?) where id = ?'),
  close: sqlite.prepare(
    'update table_sittings set closed_at = ?, closed_by_name = ?, bill_order_id = ? where id = ? and closed_at is null',
  ),
  rounds: sqlite.prepare(
    `select id, status, created_at as createdAt, total_paise as totalPaise from orders where sitting_id = ? order by id`,
  ),
  items: sqlite.prepare(
    'select name, name_hi as nameHi, quantity, price_paise as pricePaise from order_items where order_id = ? order by id',
  ),
  // The floor: each table with its open sitting's running bill, in one read.
  floor: sqlite.prepare(
    `select s.id, s.opened_at as openedAt, s.bill_asked_at as billAskedAt,
       (select coalesce(sum(total_paise), 0) from orders o where o.sitting_id = s.id and o.status != 'cancelled') as totalPaise,
       (select count(*) from orders o where o.sitting_id = s.id and o.status != 'cancelled') as rounds
     from table_sittings s where s.table_id = ? and s.closed_at is null`,
  ),
}));

export function listTables(database: AppDatabase, restaurantId?: number): TableRow[] {
  const s = statements(database);
  return (restaurantId === undefined ? s.all.all() : s.ofRestaurant.all(restaurantId)) as TableRow[];
}

/** A table not deleted, by id. */
export function readTable(database: AppDatabase, id: number): TableRow | undefined {
  return statements(database).byId.get(id) as TableRow | undefined;
}

/** The table of a QR code's token; undefined for an unknown token or a deleted table. */
export function tableOfToken(database: AppDatabase, token: string): TableRow | undefined {
  return statements(database).byToken.get(token) as TableRow | undefined;
}

export interface TableChanges {
  restaurantId: number;
  name: string;
  seats: number;
}

/** 400 naming the field for an unknown restaurant, 409 for a second table of the same name in one restaurant. */
function checkTable(database: AppDatabase, changes: TableChanges, id: number | null) {
  const s = statements(database);
  if (!s.restaurant.get(changes.restaurantId)) throw new Refusal('invalid', 'Unknown restaurant', 'restaurantId');
  if (s.nameTaken.get(changes.restaurantId, changes.name, id))
    throw new Refusal('conflict', 'This restaurant already has a table of this name', 'name');
}

/** A new table with its unguessable token (the QR code's link); returns its id. */
export function insertTable(database: AppDatabase, changes: TableChanges): number {
  checkTable(database, changes, null);
  const token = crypto.randomBytes(12).toString('base64url');
  return statements(database).insert.get(changes.restaurantId, changes.name, changes.seats, token) as number;
}

export function updateTable(database: AppDatabase, id: number, changes: TableChanges): void {
  checkTable(database, changes, id);
  statements(database).update.run(changes.restaurantId, changes.name, changes.seats, id);
}

/** Deletes a table (its row stays for its bills; its link stops working): 409 while someone is eating at it. */
export function deleteTable(database: AppDatabase, id: number, now: number): void {
  const s = statements(database);
  database.sqlite.transaction(() => {
    if (s.openSitting.get(id)) throw new Refusal('conflict', 'Someone is eating at this table: close it first');
    s.remove.run(now, id);
  })();
}

export function openSittingOf(database: AppDatabase, tableId: number): SittingRow | undefined {
  return statements(database).openSitting.get(tableId) as SittingRow | undefined;
}

/** The table's sitting: its rounds, oldest first, with their lines, and the running total (cancelled rounds count nothing). */
export function sittingRounds(database: AppDatabase, sittingId: number): { rounds: RoundRow[]; totalPaise: number } {
  const s = statements(database);
  const rounds = (s.rounds.all(sittingId) as Omit<RoundRow, 'items'>[]).map((r) => ({
    ...r,
    items: s.items.all(r.id) as RoundRow['items'],
  }));
  const totalPaise = rounds.reduce((sum, r) => sum + (r.status === 'cancelled' ? 0 : r.totalPaise), 0);
  return { rounds, totalPaise };
}

/**
 * A round for a table: an order of its restaurant's menu, eaten in, with the table's name as its
 * customer (so the kitchen's card and the KOT say where it goes), on the table's open sitting
 * (opened by the first round). The same checks as any order: a closed kitchen, a dish sold out
 * or off the menu are refused with the usual messages.
 */
export function placeRound(
  database: AppDatabase,
  table: TableRow,
  round: {
    items: Array<{ dishId: number; quantity: number }>;
    note?: string | null;
    /** Ordered by the guest from the table's page (online) or keyed in by staff (phone). */
    source: 'online' | 'phone';
    /** Staff who keyed it in: the owner (with their admin id) or the kitchen in its app. */
    keyedBy?: 'admin' | 'vendor';
    adminId?: number | null;
    idempotencyKey?: string;
  },
): PlaceResult {
  const s = statements(database);
  return placeOrder(database, {
    request: { customer: { name: table.name, phone: '' }, fulfilment: 'dine_in', items: round.items, note: round.note },
    source: round.source,
    keyedBy: round.keyedBy,
    adminId: round.adminId,
    idempotencyKey: round.idempotencyKey,
    atTable: {
      tableId: table.id,
      restaurantId: table.restaurantId,
      openSitting: (now) => {
        const open = s.openSitting.get(table.id) as SittingRow | undefined;
        return open ? open.id : (s.newSitting.get(table.id, now) as number);
      },
    },
  });
}

/** How long after its close a sitting's bill stays on the table's page (unless the next guest orders first). */
export const CLOSED_BILL_SHOWN_MS = 2 * 60 * 60 * 1000;

/**
 * The sitting just closed at a table, for its guests to read their bill on the table's page: the
 * round that carries the bill, while the table is free and for CLOSED_BILL_SHOWN_MS after the
 * close — the QR code is the table's, so whoever sits there next must not read it for long.
 */
export function justClosedSitting(
  database: AppDatabase,
  tableId: number,
  now: number,
): { billOrderId: number; closedAt: number } | undefined {
  const s = statements(database);
  if (s.openSitting.get(tableId)) return undefined;
  const last = s.lastClosed.get(tableId) as { closedAt: number; billOrderId: number | null } | undefined;
  if (!last || last.billOrderId === null || now - last.closedAt >= CLOSED_BILL_SHOWN_MS) return undefined;
  return { billOrderId: last.billOrderId, closedAt: last.closedAt };
}

/** The guest asked for the bill: staff see it on the floor. 409 when nothing was ordered yet. */
export function askForBill(database: AppDatabase, tableId: number, now: number): void {
  const open = openSittingOf(database, tableId);
  if (!open) throw new Refusal('conflict', 'Nothing has been ordered at this table yet');
  statements(database).askBill.run(now, open.id);
}

function withSittings(database: AppDatabase, tables: TableRow[]): FloorTile[] {
  const s = statements(database);
  return tables.map((table) => ({
    ...table,
    sitting: (s.floor.get(table.id) as FloorTile['sitting'] | undefined) ?? null,
  }));
}

export function floorOf(database: AppDatabase, restaurantId?: number): FloorTile[] {
  return withSittings(database, listTables(database, restaurantId));
}

/** The floor of a kitchen: the tables of the restaurants it owns, and no one else's. */
export function kitchenFloorOf(database: AppDatabase, ownerId: number): FloorTile[] {
  return withSittings(database, statements(database).ofOwner.all(ownerId) as TableRow[]);
}

/**
 * Closes a table: one bill for the whole sitting (every round not cancelled), its payments in the
 * ledger, and the table free again, in one transaction. The lines (several payers or methods
 * allowed) must add up to the bill (400 on payments); a table with no open sitting is a 409, so
 * a second close of the same sitting is refused. The ledger keeps money per order, so each line
 * is spread over the rounds in turn; a UPI line's UTR is kept on its first row only, since one
 * UTR moves money once. Staff see UPI arrive as they close, so it counts at once. The bill prints
 * on the kitchen's bill printers, as a handed-over order's does.
 */
export function closeTable(
  database: AppDatabase,
  tableId: number,
  payments: TablePaymentLine[],
  by: Receiver,
  now: number,
): { billOrderId: number | null; billNumber: string | null; totalPaise: number } {
  const s = statements(database);
  return database.sqlite
    .transaction(() => {
      const open = openSittingOf(database, tableId);
      if (!open) throw new Refusal('conflict', 'This table has no open bill: it is already closed', 'tableId');
      const rounds = (s.rounds.all(open.id) as Omit<RoundRow, 'items'>[]).filter((r) => r.status !== 'cancelled');
      const totalPaise = rounds.reduce((sum, r) => sum + r.totalPaise, 0);
      const paidPaise = payments.reduce((sum, p) => sum + p.amountPaise, 0);
      if (paidPaise !== totalPaise) {
        const message = `The payments add up to ₹${(paidPaise / 100).toFixed(2)}, the bill is ₹${(totalPaise / 100).toFixed(2)}`;
        throw new Refusal('invalid', message, 'payments');
      }
      const billNumber =
        rounds.length > 0
          ? issueSittingBill(
              database,
              rounds.map((r) => r.id),
              now,
            )
          : null;
      let round = 0;
      let leftOnRound = rounds[0]?.totalPaise ?? 0;
      for (const line of payments) {
        let left = line.amountPaise;
        let utr = line.utr;
        while (left > 0) {
          while (leftOnRound === 0) leftOnRound = rounds[++round]!.totalPaise;
          const amountPaise = Math.min(left, leftOnRound);
          const orderId = rounds[round]!.id;
          if (line.method === 'credit')
            putOnKhata(database, line.phone, { orderId, amountPaise, receivedBy: by, at: now });
          else
            recordPayment(database, {
              orderId,
              method: line.method,
              amountPaise,
              utr,
              receivedBy: by,
              at: now,
              checkedByName: by.name,
            });
          utr = null;
          left -= amountPaise;
          leftOnRound -= amountPaise;
        }
      }
      serveWithClose(
        database,
        rounds.map((r) => r.id),
        by.kind === 'kitchen'
          ? { by: 'vendor', userId: by.id!, name: by.name }
          : { by: 'admin', adminId: by.id!, name: by.name },
        now,
      );
      // Each round is paid now: its status follows its rows and every open screen hears of it.
      for (const r of rounds) followLedger(database, r.id, now);
      const billOrderId = rounds[0]?.id ?? null;
      s.close.run(now, by.name, billOrderId, open.id);
      if (billOrderId !== null) queueSittingBill(database, billOrderId, now);
      return { billOrderId, billNumber, totalPaise };
    })
    .immediate();
}
