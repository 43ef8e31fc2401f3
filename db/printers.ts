/**
 * Kitchens' thermal printers and their print queue. A job is one ticket (a KOT, a bill or a
 * test) for one printer, kept until it printed: a printer that is off keeps its jobs, tried
 * again later, and a restart loses none. The automatic KOT of an accepted order (and the bill
 * handed over with it) is queued inside the status change's own transaction, and the unique
 * index on (order, printer, kind) of automatic jobs makes a second one impossible however the
 * Accept arrives (a double tap, a replayed tap, auto-accept, the desk).
 */
import type { AppDatabase } from './client';
import { preparedOnce } from './statements';
import type { OrderStatus } from './schema';
import { countTicketPrint } from './orders/stamps';
import { billOrderIdOf } from './bills';

export type PrinterConnection = 'network' | 'browser';
export type PrinterState = 'online' | 'offline' | 'unknown';
export type PrintKind = 'kot' | 'bill' | 'test';

export interface PrinterRow {
  id: number;
  restaurantId: number;
  name: string;
  connection: PrinterConnection;
  host: string | null;
  port: number;
  paperWidth: 58 | 80;
  copies: number;
  printsKot: number;
  printsBill: number;
  state: PrinterState;
  lastError: string | null;
  lastPrintedAt: number | null;
  /** Jobs not printed yet. */
  waiting: number;
}

export interface PrinterInput {
  name: string;
  connection: PrinterConnection;
  host: string | null;
  port: number;
  paperWidth: 58 | 80;
  copies: number;
  printsKot: boolean;
  printsBill: boolean;
}

export interface PrintJobRow {
  id: number;
  printerId: number;
  orderId: number | null;
  kind: PrintKind;
  reason: 'auto' | 'manual' | 'test' | 'cancel';
  attempts: number;
}

const COLUMNS = `p.id, p.restaurant_id as restaurantId, p.name, p.connection, p.host, p.port, p.paper_width as paperWidth,
  p.copies, p.prints_kot as printsKot, p.prints_bill as printsBill, p.state, p.last_error as lastError,
  p.last_printed_at as lastPrintedAt,
  (select count(*) from print_jobs j where j.printer_id = p.id and j.printed_at is null) as waiting`;

// The printers of an order's kitchen that print `kind`, as an insert's select: network ones only,
// the server cannot reach a printer the kitchen's browser drives.
const QUEUE_FOR_ORDER = (kind: 'kot' | 'bill', reason: 'auto' | 'manual', extra = '') =>
  `insert or ignore into print_jobs (printer_id, order_id, kind, reason, next_attempt_at)
   select p.id, o.id, '${kind}', '${reason}', ? from orders o join printers p on p.restaurant_id = o.restaurant_id
    where o.id = ? and p.connection = 'network' and p.prints_${kind} = 1 ${extra}`;

const statements = preparedOnce((sqlite) => ({
  all: sqlite.prepare(`select ${COLUMNS} from printers p order by p.restaurant_id, p.id`),
  ofOwner: sqlite.prepare(
    `select ${COLUMNS} from printers p join restaurants r on r.id = p.restaurant_id where r.owner_id = ? order by p.restaurant_id, p.id`,
  ),
  one: sqlite.prepare(`select ${COLUMNS} from printers p where p.id = ?`),
  insert: sqlite.prepare(
    `insert into printers (restaurant_id, name, connection, host, port, paper_width, copies, prints_kot, prints_bill)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ),
  update: sqlite.prepare(
    `update printers set name = ?, connection = ?, host = ?, port = ?, paper_width = ?, copies = ?, prints_kot = ?, prints_bill = ?,
       state = case when host is ? and port = ? and connection = ? then state else 'unknown' end where id = ?`,
  ),
  remove: sqlite.prepare('delete from printers where id = ?'),
  drop: sqlite.prepare('delete from print_jobs where id = ? and printed_at is null'),
  cancelled: sqlite.prepare(`select 1 from orders where id = ? and status = 'cancelled'`),
  dropWaiting: sqlite.prepare('delete from print_jobs where printer_id = ? and printed_at is null'),
  autoKot: sqlite.prepare(
    QUEUE_FOR_ORDER('kot', 'auto', 'and (select auto_print_kot from restaurants where id = o.restaurant_id) = 1'),
  ),
  // A table's round is served, not handed over with a bill: the sitting's one bill prints at its close (queueSittingBill).
  autoBill: sqlite.prepare(QUEUE_FOR_ORDER('bill', 'auto', 'and o.sitting_id is null')),
  sittingBill: sqlite.prepare(QUEUE_FOR_ORDER('bill', 'auto')),
  manualKot: sqlite.prepare(QUEUE_FOR_ORDER('kot', 'manual')),
  manualBill: sqlite.prepare(QUEUE_FOR_ORDER('bill', 'manual')),
  // Every network printer a KOT of the order came out of: the cooks there are told to stop.
  cancelKot: sqlite.prepare(
    `insert into print_jobs (printer_id, order_id, kind, reason, next_attempt_at)
     select distinct j.printer_id, j.order_id, 'kot', 'cancel', ? from print_jobs j join printers p on p.id = j.printer_id
      where j.order_id = ? and j.kind = 'kot' and j.reason != 'cancel' and j.printed_at is not null and p.connection = 'network'`,
  ),
  test: sqlite.prepare(
    `insert into print_jobs (printer_id, order_id, kind, reason, next_attempt_at) values (?, null, 'test', 'test', ?)`,
  ),
  // The oldest waiting job of each network printer whose turn has come: a printer prints its tickets in order.
  due: sqlite.prepare(
    `select j.id, j.printer_id as printerId, j.order_id as orderId, j.kind, j.reason, j.attempts
       from print_jobs j join printers p on p.id = j.printer_id
      where j.printed_at is null and p.connection = 'network'
        and j.id = (select min(k.id) from print_jobs k where k.printer_id = j.printer_id and k.printed_at is null)
        and j.next_attempt_at <= ?
      order by j.id`,
  ),
  printed: sqlite.prepare(
    'update print_jobs set printed_at = ?, attempts = attempts + 1, last_error = null where id = ? and printed_at is null',
  ),
  online: sqlite.prepare(`update printers set state = 'online', last_error = null, last_printed_at = ? where id = ?`),
  failed: sqlite.prepare(
    'update print_jobs set attempts = attempts + 1, next_attempt_at = ?, last_error = ? where id = ?',
  ),
  offline: sqlite.prepare(`update printers set state = 'offline', last_error = ? where id = ?`),
  // A printer that was off: its other waiting tickets go as soon as it answers again.
  language: sqlite
    .prepare(
      `select coalesce((select u.language from restaurants r join users u on u.id = r.owner_id where r.id = ?), 'hi')`,
    )
    .pluck(),
  restaurantOf: sqlite.prepare('select restaurant_id from orders where id = ?').pluck(),
  wake: sqlite.prepare('update print_jobs set next_attempt_at = ? where printer_id = ? and printed_at is null'),
}));

export const listPrinters = (database: AppDatabase): PrinterRow[] => statements(database).all.all() as PrinterRow[];
export const ownerPrinters = (database: AppDatabase, ownerId: number): PrinterRow[] =>
  statements(database).ofOwner.all(ownerId) as PrinterRow[];
export const findPrinter = (database: AppDatabase, id: number): PrinterRow | undefined =>
  statements(database).one.get(id) as PrinterRow | undefined;

const values = (p: PrinterInput) =>
  [p.name, p.connection, p.host, p.port, p.paperWidth, p.copies, p.printsKot ? 1 : 0, p.printsBill ? 1 : 0] as const;

export function createPrinter(database: AppDatabase, restaurantId: number, input: PrinterInput): PrinterRow {
  const id = Number(statements(database).insert.run(restaurantId, ...values(input)).lastInsertRowid);
  return findPrinter(database, id)!;
}

/**
 * A printer moved to another address is "unknown" again until the server tries it; one handed
 * to the browser drops the tickets the server was keeping for it (the server cannot reach it).
 */
export function updatePrinter(database: AppDatabase, id: number, input: PrinterInput): PrinterRow {
  const s = statements(database);
  database.sqlite.transaction(() => {
    s.update.run(...values(input), input.host, input.port, input.connection, id);
    if (input.connection === 'browser') s.dropWaiting.run(id);
  })();
  return findPrinter(database, id)!;
}

export const deletePrinter = (database: AppDatabase, id: number): boolean =>
  statements(database).remove.run(id).changes > 0;

/**
 * The automatic tickets of a status change: the KOT on each KOT printer when the order is
 * accepted (if the kitchen prints by itself), the bill on each bill printer when it is handed
 * over (a pickup collected, a delivery sent out), and a "CANCELLED" KOT on each printer that
 * printed its KOT when it is cancelled (cooks working from paper would otherwise go on cooking).
 * Call inside the status change's transaction.
 */
export function queueOnStatus(database: AppDatabase, orderId: number, status: OrderStatus, now: number): void {
  const s = statements(database);
  if (status === 'accepted') s.autoKot.run(now, orderId);
  if (status === 'out_for_delivery' || status === 'delivered') s.autoBill.run(now, orderId);
  if (status === 'cancelled') s.cancelKot.run(now, orderId);
}

/**
 * A reprint asked for: a new job on every printer of the order's kitchen that prints `kind`. How
 * many were queued. A round's bill is its sitting's (409 while the table is still eating).
 */
export function queueReprint(database: AppDatabase, orderId: number, kind: 'kot' | 'bill', now: number): number {
  const s = statements(database);
  if (kind === 'kot') return s.manualKot.run(now, orderId).changes;
  return s.manualBill.run(now, billOrderIdOf(database, orderId)).changes;
}

/** A table closed: its sitting's one bill on each bill printer of the kitchen, as a handed-over order's. In the close's transaction. */
export function queueSittingBill(database: AppDatabase, billOrderId: number, now: number): void {
  statements(database).sittingBill.run(now, billOrderId);
}

export const queueTest = (database: AppDatabase, printerId: number, now: number): void => {
  statements(database).test.run(printerId, now);
};

export const dueJobs = (database: AppDatabase, now: number): PrintJobRow[] =>
  statements(database).due.all(now) as PrintJobRow[];

/** The printer took the ticket: the job is done, the printer online; a KOT counts on its order. */
export function markPrinted(database: AppDatabase, job: PrintJobRow, now: number): void {
  const s = statements(database);
  database.sqlite.transaction(() => {
    if (s.printed.run(now, job.id).changes === 0) return;
    if (job.kind === 'kot' && job.reason !== 'cancel' && job.orderId !== null) countTicketPrint(database, job.orderId);
    s.online.run(now, job.printerId);
    s.wake.run(now, job.printerId);
  })();
}

/**
 * A USB/Bluetooth printer printed what the kitchen's browser sent it: the server never talks to
 * it, so this is the only way its card and the owner's list learn it works and when it last printed.
 */
export function markPrintedByBrowser(database: AppDatabase, printerId: number, now: number): void {
  statements(database).online.run(now, printerId);
}

/** The printer did not answer (or the ticket could not be made): try again at `retryAt`; the printer shows offline. */
export function markFailed(database: AppDatabase, job: PrintJobRow, error: string, retryAt: number): void {
  const s = statements(database);
  database.sqlite.transaction(() => {
    s.failed.run(retryAt, error, job.id);
    s.offline.run(error, job.printerId);
  })();
}

/** The language a kitchen's tickets print in: its owner's app language (Hindi when it has no owner). */
export const kitchenLanguage = (database: AppDatabase, restaurantId: number): 'hi' | 'en' =>
  statements(database).language.get(restaurantId) as 'hi' | 'en';

export const restaurantOfOrder = (database: AppDatabase, orderId: number): number | undefined =>
  statements(database).restaurantOf.get(orderId) as number | undefined;

/**
 * A KOT still waiting when its order was cancelled is dropped, not printed: a printer that comes
 * back later must not send the cooks to make food nobody wants. True when it was dropped.
 */
export function dropCancelledKot(database: AppDatabase, job: PrintJobRow): boolean {
  const s = statements(database);
  if (
    job.kind !== 'kot' ||
    job.reason === 'cancel' ||
    job.orderId === null ||
    s.cancelled.get(job.orderId) === undefined
  )
    return false;
  s.drop.run(job.id);
  return true;
}
