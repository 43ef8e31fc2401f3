/**
 * Party orders: a request (from the site or the owner's phone call), the owner's quote, the
 * customer's acceptance and "I've paid" through the private link, the owner confirming the
 * advance — which makes the party an order for later on its day, with the advance on its bill —
 * and the owner's capacity for big days (blocked dates, a cap of guests per day).
 *
 * The private link's secret is never stored: only its SHA-256, as for an order's tracking link.
 * "expired" is not written: a quote whose validUntil has passed reads as expired (SQL below), so
 * no clock has to visit the table and the list filters by it like any other status.
 */
import crypto from 'node:crypto';
import type { Statement } from 'better-sqlite3';
import { eq, getTableColumns } from 'drizzle-orm';
import type { AppDatabase } from './client';
import { partyRequests } from './schema';
import { preparedOnce } from './statements';
import { offsetOf, descending, type PageOf, type PageQuery } from './paging';
import { sha256 } from './requestHash';
import { issueBill } from './bills';
import { assertUtrFree, recordPayment } from './ledger';
import { insertPartyOrder } from './orders/insert';
import { getTrustSettings } from './settings';
import { phoneStanding } from './blocklist';
import { formatOrderCode } from '../shared/ordering';
import { taxAddedAtPlacing } from '../shared/tax';
import { DAY_MS, istDate, istDateStart } from '../shared/indiaTime';
import {
  blockedDateMessage,
  dayLabel,
  formatPartyCode,
  guestCapMessage,
  indiaMoment,
  lastValidDay,
  partyQuoteMoney,
  serveTimeOf,
  type CleanPartyRequest,
  type PartyItem,
} from '../shared/party';
import type { GstMode, PartySource, PartyStatus } from '../shared/statuses';
import { Refusal } from '../shared/refusal';

export type PartyRow = typeof partyRequests.$inferSelect;

/** The status a request reads as at `now`: a quote past its validUntil is expired. */
export function effectiveStatus(row: Pick<PartyRow, 'status' | 'validUntil'>, now: number): PartyStatus {
  return row.status === 'quoted' && row.validUntil !== null && row.validUntil <= now ? 'expired' : row.status;
}
const EFFECTIVE_STATUS_SQL = `case when status = 'quoted' and valid_until <= @now then 'expired' else status end`;
/** Requests that hold their day's guests: not declined, cancelled or expired. */
const HOLDING_SQL = `status in ('requested','quoted','accepted','advance_paid') and not (status = 'quoted' and valid_until <= @now)`;

const COLUMNS = Object.entries(getTableColumns(partyRequests))
  .map(([key, column]) => `${column.name} as ${key}`)
  .join(', ');

export interface PartyKitchen {
  id: number;
  name: string;
  upiId: string | null;
  upiName: string | null;
  opensAt: string;
  closesAt: string;
  leadMinutes: number;
  gstMode: GstMode;
  pricesIncludeTax: number;
  commissionBp: number;
}
const KITCHEN_COLUMNS = `id, name, upi_id as upiId, upi_name as upiName, opens_at as opensAt, closes_at as closesAt, lead_minutes as leadMinutes,
  gst_mode as gstMode, prices_include_tax as pricesIncludeTax, commission_bp as commissionBp`;

const statements = preparedOnce((sqlite) => ({
  one: sqlite.prepare(`select ${COLUMNS} from party_requests where id = ?`),
  storefront: sqlite.prepare(`select ${KITCHEN_COLUMNS} from restaurants where is_storefront = 1`),
  kitchen: sqlite.prepare(`select ${KITCHEN_COLUMNS} from restaurants where id = ?`),
  village: sqlite.prepare('select id, name from villages where id = ?'),
  blocked: sqlite.prepare('select date, note from party_blocked_dates where date = ?'),
  guestsOn: sqlite
    .prepare(
      `select coalesce(sum(guests), 0) from party_requests where date = @date and id != @except and ${HOLDING_SQL}`,
    )
    .pluck(),
  insert: sqlite
    .prepare(
      `insert into party_requests (token_hash, source, restaurant_id, name, phone, date, time, guests, village_id, village_name, address, notes, created_at)
     values ('', @source, @restaurantId, @name, @phone, @date, @time, @guests, @villageId, @villageName, @address, @notes, @now) returning id`,
    )
    .pluck(),
  setToken: sqlite.prepare('update party_requests set token_hash = ? where id = ?'),
  guestCap: sqlite.prepare('select party_guests_per_day from settings where id = 1').pluck(),
  blockedDates: sqlite.prepare('select date, note from party_blocked_dates order by date'),
  // The settings row keeps the prank-order limits too: a missing row takes their defaults (the same as shared/trust.ts's).
  upsertCap: sqlite.prepare(
    'insert into settings (id, party_guests_per_day) values (1, ?) on conflict (id) do update set party_guests_per_day = excluded.party_guests_per_day',
  ),
  clearBlocked: sqlite.prepare('delete from party_blocked_dates'),
  addBlocked: sqlite.prepare('insert into party_blocked_dates (date, note, created_at) values (?, ?, ?)'),
  order: sqlite.prepare(
    'select id, status, scheduled_for as scheduledFor, total_paise as totalPaise, advance_paise as advancePaise, tracking_token_hash as trackingTokenHash from orders where id = ?',
  ),
}));

export interface PartyOrderRow {
  id: number;
  status: import('./schema').OrderStatus;
  scheduledFor: number;
  totalPaise: number;
  advancePaise: number;
  trackingTokenHash: string | null;
}

/** The order a party became (undefined when none, or when it was deleted). */
export function partyOrder(database: AppDatabase, orderId: number | null): PartyOrderRow | undefined {
  return orderId === null ? undefined : (statements(database).order.get(orderId) as PartyOrderRow | undefined);
}

export function getPartyRequest(database: AppDatabase, id: number): PartyRow | undefined {
  return statements(database).one.get(id) as PartyRow | undefined;
}

/** The kitchen of a request (the storefront when it was asked for). */
export function partyKitchen(database: AppDatabase, restaurantId: number): PartyKitchen | undefined {
  return statements(database).kitchen.get(restaurantId) as PartyKitchen | undefined;
}

/** The request behind a private link, or undefined when the id or the secret is wrong (both look the same). */
export function findPartyByToken(database: AppDatabase, id: number, token: string): PartyRow | undefined {
  const row = getPartyRequest(database, id);
  if (!row?.tokenHash || !token) return undefined;
  return crypto.timingSafeEqual(Buffer.from(row.tokenHash, 'hex'), Buffer.from(sha256(token), 'hex')) ? row : undefined;
}

/**
 * The owner's limits for a day: a blocked date refuses every request; a cap refuses a request
 * whose guests, with the guests already asked for that day (requests still holding), pass it.
 */
function assertRoomOn(database: AppDatabase, date: string, guests: number, now: number, except = 0): void {
  const s = statements(database);
  if (s.blocked.get(date)) throw new Refusal('conflict', blockedDateMessage(date), 'date');
  const cap = s.guestCap.get() as number | null | undefined;
  if (cap == null) return;
  const taken = s.guestsOn.get({ date, except, now }) as number;
  if (taken + guests > cap) throw new Refusal('conflict', guestCapMessage(date, cap - taken), 'date');
}

export interface NewPartyRequest {
  value: CleanPartyRequest;
  source: PartySource;
  now: number;
  /** The secret of the request's private link, made from its id (server/lib/partyLinks.ts). */
  tokenFor: (id: number) => string;
}

/**
 * Stores a request, checked against the storefront, the village, the phone's standing and the
 * owner's limits for its day, in one immediate transaction (two requests cannot both take a
 * day's last guests). Answers its id and the secret of its private link.
 */
export function createPartyRequest(database: AppDatabase, input: NewPartyRequest): { id: number; token: string } {
  const s = statements(database);
  return database.sqlite
    .transaction(() => {
      const { value, now } = input;
      const kitchen = s.storefront.get() as PartyKitchen | undefined;
      if (!kitchen) throw new Refusal('conflict', 'Party orders are not open yet: no kitchen sells on the site');
      let villageName: string | null = null;
      if (value.villageId !== null) {
        const village = s.village.get(value.villageId) as { id: number; name: string } | undefined;
        if (!village) throw new Refusal('invalid', 'We do not know this village: write it in the address', 'villageId');
        villageName = village.name;
      }
      // A number the owner has blocked cannot ask online, as at checkout (an advance by UPI is asked anyway).
      if (input.source === 'online' && phoneStanding(database, value.phone, getTrustSettings(database)) === 'blocked') {
        throw new Refusal('forbidden', 'This phone number cannot order online. Please call the restaurant.', 'phone');
      }
      assertRoomOn(database, value.date, value.guests, now);
      const id = s.insert.get({ ...value, villageName, source: input.source, restaurantId: kitchen.id, now }) as number;
      const token = input.tokenFor(id);
      s.setToken.run(sha256(token), id);
      return { id, token };
    })
    .immediate();
}

export type PartySort = 'date' | 'createdAt' | 'guests' | 'status' | 'total';
const SORT_SQL: Record<PartySort, string> = {
  date: `date %DIR%, coalesce(serve_at, time, '') %DIR%`,
  createdAt: 'created_at %DIR%',
  guests: 'guests %DIR%',
  status: 'status %DIR%',
  total: 'total_paise %DIR%',
};

export interface PartyFilters {
  q?: string;
  status?: PartyStatus;
  /** One India day, or a range of them (both included). */
  date?: string;
  from?: string;
  to?: string;
  /** Parties from today on that still stand (requested, quoted, accepted, advance paid). */
  upcoming?: boolean;
  /** The advances received on one India day (the day an advance counts). */
  advanceDate?: string;
}

/** A list's statements, by the shape of its WHERE and ORDER BY (a handful of shapes in practice). */
const listStatements = preparedOnce(() => new Map<string, { page: Statement; count: Statement }>());

/** A page of requests (filtered, searched and sorted in SQL), with the count before paging. */
export function listPartyRequests(
  database: AppDatabase,
  query: PageQuery<PartySort> & PartyFilters,
  now: number,
): PageOf<PartyRow> {
  const where: string[] = [];
  const params: Record<string, unknown> = { now };
  if (query.status) {
    where.push(`${EFFECTIVE_STATUS_SQL} = @status`);
    params.status = query.status;
  }
  if (query.date) {
    where.push('date = @date');
    params.date = query.date;
  }
  if (query.from) {
    where.push('date >= @from');
    params.from = query.from;
  }
  if (query.to) {
    where.push('date <= @to');
    params.to = query.to;
  }
  if (query.upcoming !== undefined) {
    params.today = istDate(now);
    where.push(query.upcoming ? `(date >= @today and ${HOLDING_SQL})` : `not (date >= @today and ${HOLDING_SQL})`);
  }
  if (query.advanceDate) {
    where.push('advance_paid_at >= @advanceFrom and advance_paid_at < @advanceTo');
    params.advanceFrom = istDateStart(query.advanceDate);
    params.advanceTo = istDateStart(query.advanceDate) + DAY_MS;
  }
  const q = (query.q ?? '').trim();
  if (q) {
    const digits = q.replace(/\D/g, '');
    const code = /^PTY-?0*(\d+)$/i.exec(q);
    const terms = [`name like @like escape '\\'`];
    params.like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    if (digits.length >= 3) {
      terms.push('phone like @digits');
      params.digits = `%${digits}%`;
    }
    if (code) {
      terms.push('id = @code');
      params.code = Number(code[1]);
    }
    where.push(`(${terms.join(' or ')})`);
  }
  const sort = query.sort ?? 'createdAt';
  const direction = descending(query.order, query.sort ? 'asc' : 'desc') ? 'desc' : 'asc';
  const whereSql = where.length ? `where ${where.join(' and ')}` : '';
  const key = `${whereSql}|${sort}|${direction}`;
  const cache = listStatements(database);
  let prepared = cache.get(key);
  if (!prepared) {
    prepared = {
      page: database.sqlite.prepare(
        `select ${COLUMNS} from party_requests ${whereSql} order by ${SORT_SQL[sort].replace(/%DIR%/g, direction)}, id ${direction} limit @limit offset @offset`,
      ),
      count: database.sqlite.prepare(`select count(*) from party_requests ${whereSql}`).pluck(),
    };
    cache.set(key, prepared);
  }
  // Only the parameters a statement names may be bound.
  const named = (sql: string, values: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(values).filter(([k]) => sql.includes(`@${k}`)));
  const offset = offsetOf(query);
  const rows = prepared.page.all(named(prepared.page.source, { ...params, limit: query.limit, offset })) as PartyRow[];
  const total = prepared.count.get(named(prepared.count.source, params)) as number;
  return { rows, total, offset };
}

/** The quote's lines as stored (prices in paise) and as the API speaks them (rupees). */
export function itemsOf(row: Pick<PartyRow, 'items'>): PartyItem[] {
  if (!row.items) return [];
  return (JSON.parse(row.items) as Array<{ name: string; quantity: number | null; pricePaise: number | null }>).map(
    (i) => ({ name: i.name, quantity: i.quantity, price: i.pricePaise === null ? null : i.pricePaise / 100 }),
  );
}
const storedItems = (items: PartyItem[]) =>
  JSON.stringify(
    items.map((i) => ({
      name: i.name,
      quantity: i.quantity,
      pricePaise: i.price === null ? null : Math.round(i.price * 100),
    })),
  );

/** When the party's food is due (UTC ms): its date at the owner's, the customer's or the default time. */
export function partyDueAt(
  row: Pick<PartyRow, 'date' | 'time' | 'serveAt'>,
  kitchen: Pick<PartyKitchen, 'opensAt' | 'closesAt'>,
): number {
  return indiaMoment(row.date, serveTimeOf(row, kitchen));
}

export interface PartyQuoteInput {
  perPlate: number;
  items: PartyItem[];
  deliveryCharge: number;
  advancePercent: number;
  /** UTC ms, exclusive. */
  validUntil: number;
  /** "HH:MM" or null (the customer's time, else lunch). */
  serveAt: string | null;
}

export type PartyDetails = Partial<Omit<CleanPartyRequest, 'villageId'>> & { villageId?: number | null };

/** A quote can be given (again) until the advance is paid; a declined or cancelled request is closed. */
const QUOTABLE: readonly PartyStatus[] = ['requested', 'quoted', 'expired', 'accepted'];

/**
 * The owner's changes to a request, in one transaction: its details (a phone call corrects the
 * date or the guests), a quote (sent again, it replaces the last one and the customer accepts
 * anew), declining or cancelling it. The guests of a changed day are not held against the cap:
 * the owner decides. Answers the row as it now is.
 */
export function changePartyRequest(
  database: AppDatabase,
  id: number,
  change: {
    details?: PartyDetails;
    quote?: PartyQuoteInput;
    close?: { status: 'declined' | 'cancelled'; reason: string | null };
  },
  byName: string,
  now: number,
): PartyRow {
  const { db, sqlite } = database;
  return sqlite
    .transaction(() => {
      const row = getPartyRequest(database, id);
      if (!row) throw new Refusal('not_found', 'Party request not found');
      const status = effectiveStatus(row, now);
      const set: Partial<typeof partyRequests.$inferInsert> = { updatedAt: now };
      const details = change.details ?? {};
      if (Object.keys(details).length > 0) {
        if (status === 'advance_paid')
          throw new Refusal(
            'conflict',
            `The advance is paid: change its order ${row.orderId ? formatOrderCode(row.orderId) : ''} instead`.trim(),
            Object.keys(details)[0],
          );
        Object.assign(set, details);
        if (details.villageId !== undefined) {
          if (details.villageId === null) set.villageName = null;
          else {
            const village = statements(database).village.get(details.villageId) as { name: string } | undefined;
            if (!village)
              throw new Refusal('invalid', 'We do not know this village: write it in the address', 'villageId');
            set.villageName = village.name;
          }
        }
      }
      const guests = details.guests ?? row.guests;
      if (change.quote) {
        if (!QUOTABLE.includes(status)) throw new Refusal('conflict', quoteRefusal(status), 'perPlate');
        const q = change.quote;
        const kitchen = partyKitchen(database, row.restaurantId)!;
        const money = partyQuoteMoney({ guests, ...q, gstOnTopPercent: gstOnTopPercent(kitchen) });
        if (money.subtotalPaise <= 0)
          throw new Refusal('invalid', 'A quote needs a price per plate or a line with a price', 'perPlate');
        const date = details.date ?? row.date;
        if (q.validUntil <= now) throw new Refusal('invalid', 'validUntil must be in the future', 'validUntil');
        // An offer for a party that has passed means nothing: it holds until the party's day at the latest.
        if (lastValidDay(q.validUntil) > date)
          throw new Refusal(
            'invalid',
            `validUntil must be on or before the party's day (${dayLabel(date)})`,
            'validUntil',
          );
        Object.assign(set, {
          status: 'quoted',
          perPlatePaise: Math.round(q.perPlate * 100),
          items: storedItems(q.items),
          deliveryChargePaise: money.deliveryChargePaise,
          advancePercent: q.advancePercent,
          validUntil: q.validUntil,
          serveAt: q.serveAt,
          subtotalPaise: money.subtotalPaise,
          taxPaise: money.taxPaise,
          totalPaise: money.totalPaise,
          advancePaise: money.advancePaise,
          quotedAt: now,
          quotedByName: byName,
          // A new quote is accepted anew, and paid for anew.
          acceptedAt: null,
          customerPaidAt: null,
          customerUtr: null,
        } satisfies Partial<typeof partyRequests.$inferInsert>);
      } else if (
        details.guests !== undefined &&
        row.perPlatePaise !== null &&
        (status === 'quoted' || status === 'accepted' || status === 'expired')
      ) {
        throw new Refusal(
          'conflict',
          'The quote is for another number of guests: send a new quote with the change',
          'guests',
        );
      }
      if (change.close) {
        const { status: next, reason } = change.close;
        if (status === 'advance_paid')
          throw new Refusal(
            'conflict',
            `The advance is paid: cancel its order ${row.orderId ? formatOrderCode(row.orderId) : ''} instead, and give the advance back`.replace(
              '  ',
              ' ',
            ),
            'status',
          );
        if (status === 'declined' || status === 'cancelled')
          throw new Refusal('conflict', `This party request is already ${status}`, 'status');
        Object.assign(set, { status: next, closedAt: now, closedReason: reason });
      }
      db.update(partyRequests).set(set).where(eq(partyRequests.id, id)).run();
      return getPartyRequest(database, id)!;
    })
    .immediate();
}

function quoteRefusal(status: PartyStatus): string {
  return status === 'advance_paid'
    ? 'The advance is paid: the quote can no longer change'
    : `This party request is ${status}: it takes no quote`;
}

/** GST a kitchen adds on top of its prices (5 for a regular registration with tax-exclusive prices), else 0. */
export const gstOnTopPercent = (k: Pick<PartyKitchen, 'gstMode' | 'pricesIncludeTax'>): number =>
  taxAddedAtPlacing(k.gstMode, k.pricesIncludeTax === 1, 10_000) / 100;

/** The customer accepts the quote through the private link: while it holds. */
export function acceptParty(database: AppDatabase, row: PartyRow, now: number): PartyRow {
  return database.sqlite
    .transaction(() => {
      const current = getPartyRequest(database, row.id)!;
      const status = effectiveStatus(current, now);
      if (status === 'accepted') return current;
      if (status === 'expired')
        throw new Refusal(
          'conflict',
          `This quote expired on ${dayLabel(lastValidDay(current.validUntil!))}: ask us for a new one`,
        );
      if (status !== 'quoted')
        throw new Refusal(
          'conflict',
          status === 'requested'
            ? 'There is no quote to accept yet'
            : `This party request is ${status.replace('_', ' ')}`,
        );
      database.db
        .update(partyRequests)
        .set({ status: 'accepted', acceptedAt: now, updatedAt: now })
        .where(eq(partyRequests.id, row.id))
        .run();
      return getPartyRequest(database, row.id)!;
    })
    .immediate();
}

/** The customer says they paid the advance (with the UTR their app showed, if they give it); the owner still confirms it. */
export function customerPaidParty(database: AppDatabase, row: PartyRow, utr: string | null, now: number): PartyRow {
  return database.sqlite
    .transaction(() => {
      const current = getPartyRequest(database, row.id)!;
      const status = effectiveStatus(current, now);
      if (status === 'advance_paid') throw new Refusal('conflict', 'The advance is already confirmed');
      if (status !== 'accepted')
        throw new Refusal(
          'conflict',
          status === 'quoted' ? 'Accept the quote first' : `This party request is ${status}`,
        );
      assertUtrFree(database, utr);
      database.db
        .update(partyRequests)
        .set({ customerPaidAt: now, customerUtr: utr, updatedAt: now })
        .where(eq(partyRequests.id, row.id))
        .run();
      return getPartyRequest(database, row.id)!;
    })
    .immediate();
}

/** A line of the party's order: a plate per guest at the quoted price, or a priced line of the quote. */
const PLATE_LINE = { name: 'Party plate', nameHi: 'पार्टी थाली' };

/**
 * The owner saw the advance arrive: it is recorded (its day is the day it counts, its UTR is
 * refused for anything else), and the party becomes an order for later on its day — its plates
 * and priced lines, its delivery charge and GST as quoted, the advance on the order and on its
 * bill, the balance due at the door. The order's tracking link is the party's own private link.
 * Confirming a quote the customer has not tapped Accept on (a phone call) accepts it too.
 */
export function confirmAdvance(
  database: AppDatabase,
  id: number,
  utr: string | null,
  admin: { id: number | null; name: string },
  now: number,
): PartyRow {
  const { db, sqlite } = database;
  return sqlite
    .transaction(() => {
      const row = getPartyRequest(database, id);
      if (!row) throw new Refusal('not_found', 'Party request not found');
      const status = effectiveStatus(row, now);
      if (status === 'advance_paid') throw new Refusal('conflict', 'The advance is already confirmed', 'advancePaid');
      if (status === 'expired')
        throw new Refusal(
          'conflict',
          `This quote expired on ${dayLabel(lastValidDay(row.validUntil!))}: send a new quote first`,
          'advancePaid',
        );
      if (status !== 'quoted' && status !== 'accepted')
        throw new Refusal(
          'conflict',
          status === 'requested'
            ? 'Send a quote first: there is no advance to confirm'
            : `This party request is ${status}`,
          'advancePaid',
        );
      const kitchen = partyKitchen(database, row.restaurantId)!;
      const orderId = writePartyOrder(database, row, kitchen, admin.id, now);
      // The advance is a payment of the order, received by the owner who saw it, on this day.
      if ((row.advancePaise ?? 0) > 0)
        recordPayment(database, {
          orderId,
          method: 'upi',
          amountPaise: row.advancePaise!,
          utr,
          receivedBy: { kind: 'owner', id: admin.id, name: admin.name },
          at: now,
          checkedByName: admin.name,
        });
      else assertUtrFree(database, utr);
      db.update(partyRequests)
        .set({
          status: 'advance_paid',
          acceptedAt: row.acceptedAt ?? now,
          advancePaidAt: now,
          advanceUtr: utr,
          advanceConfirmedByName: admin.name,
          orderId,
          updatedAt: now,
        })
        .where(eq(partyRequests.id, id))
        .run();
      issueBill(database, orderId, {
        advance: { paise: row.advancePaise ?? 0, receivedAt: now, utr, partyCode: formatPartyCode(id) },
      });
      return getPartyRequest(database, id)!;
    })
    .immediate();
}

/** The party's order: an order for later on its day, its lines the plate and the priced extras. */
function writePartyOrder(
  database: AppDatabase,
  row: PartyRow,
  kitchen: PartyKitchen,
  adminId: number | null,
  now: number,
): number {
  const items = itemsOf(row);
  const lines = [
    ...(row.perPlatePaise ? [{ ...PLATE_LINE, quantity: row.guests, pricePaise: row.perPlatePaise }] : []),
    ...items
      .filter((i) => i.price !== null)
      .map((i) => ({ name: i.name, nameHi: null, quantity: i.quantity ?? 1, pricePaise: Math.round(i.price! * 100) })),
  ];
  const plate = items.filter((i) => i.price === null).map((i) => (i.quantity ? `${i.name} ×${i.quantity}` : i.name));
  const note = [
    `Party ${formatPartyCode(row.id)}: ${row.guests} guests`,
    plate.length ? `Each plate: ${plate.join(', ')}` : '',
    row.notes ? `Customer: ${row.notes}` : '',
  ]
    .filter(Boolean)
    .join('. ');
  const dueAt = partyDueAt(row, kitchen);
  const ringAt = dueAt - kitchen.leadMinutes * 60_000;
  const totalPaise = row.totalPaise!;
  const advancePaise = row.advancePaise ?? 0;
  // What is left is paid at the door in cash (or by UPI, as the rider records); nothing left: paid.
  const paidInFull = advancePaise >= totalPaise;
  const delivery = row.villageId !== null || row.address !== null;
  return insertPartyOrder(database, {
    partyRequestId: row.id,
    customerName: row.name,
    customerPhone: row.phone,
    restaurantId: kitchen.id,
    restaurantName: kitchen.name,
    subtotalPaise: row.subtotalPaise!,
    deliveryChargePaise: row.deliveryChargePaise ?? 0,
    taxPaise: row.taxPaise ?? 0,
    totalPaise,
    commissionBp: kitchen.commissionBp,
    source: row.source,
    fulfilment: delivery ? 'delivery' : 'pickup',
    villageId: row.villageId,
    villageName: row.villageName,
    address: row.address,
    note,
    paymentMethod: paidInFull ? 'upi' : 'cash',
    paymentStatus: paidInFull ? 'paid' : 'cash_on_delivery',
    trackingTokenHash: row.tokenHash,
    createdAt: now,
    gstMode: kitchen.gstMode,
    pricesIncludeTax: kitchen.pricesIncludeTax === 1,
    scheduledFor: dueAt,
    ringAt,
    // Its time less the lead time has come already (a party for tomorrow morning): rung now.
    rungAt: ringAt <= now ? now : null,
    advancePaise,
    lines,
    adminId,
  });
}

/** The owner's limits for big days. */
export interface PartyCapacity {
  guestsPerDay: number | null;
  blockedDates: Array<{ date: string; note: string | null }>;
}

export function getPartyCapacity(database: AppDatabase): PartyCapacity {
  const s = statements(database);
  return {
    guestsPerDay: (s.guestCap.get() as number | null | undefined) ?? null,
    blockedDates: s.blockedDates.all() as PartyCapacity['blockedDates'],
  };
}

/** Saves what is given (the list of blocked dates is replaced whole); what is left out stays. */
export function savePartyCapacity(database: AppDatabase, change: Partial<PartyCapacity>, now: number): PartyCapacity {
  const s = statements(database);
  database.sqlite.transaction(() => {
    if (change.guestsPerDay !== undefined) s.upsertCap.run(change.guestsPerDay);
    if (change.blockedDates !== undefined) {
      s.clearBlocked.run();
      for (const d of change.blockedDates) s.addBlocked.run(d.date, d.note, now);
    }
  })();
  return getPartyCapacity(database);
}

export { assertRoomOn as assertPartyRoom };
