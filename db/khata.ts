/**
 * Udhaar (khata): regulars who eat on credit up to a limit the owner sets, and settle later. The
 * balance is never stored: a khata's credit rows of the ledger (bills put on it) less its credit
 * refunds and its settlements (cash or UPI paying the khata, no order). db/ledger.ts writes the
 * rows; this module keeps the khata itself and its rules.
 */
import type { AppDatabase } from './client';
import { preparedOnce } from './statements';
import { recordPayment, type PaymentRow, type Receiver } from './ledger';
import { Refusal } from '../shared/refusal';
import type { LedgerKind, LedgerMethod, ReceiverKind } from '../shared/statuses';

export interface KhataRow {
  phone: string;
  name: string;
  limitPaise: number;
  balancePaise: number;
  lastPaidAt: number | null;
  createdAt: number;
}

export interface KhataEntry {
  id: number;
  /** credit: a bill put on the khata; settlement: money paying it; refund: a bill given back (credit undone). */
  type: 'credit' | 'settlement' | 'refund';
  kind: LedgerKind;
  method: LedgerMethod;
  amountPaise: number;
  utr: string | null;
  at: number;
  orderId: number | null;
  billNumber: string | null;
  receivedByKind: ReceiverKind;
  receivedByName: string;
  /** The balance once this entry was made. */
  balancePaise: number;
}

/** What one row does to a khata's balance (paise, + owed more), voided rows nothing. Over `payments` unqualified. */
const EFFECT = `case when voided_at is not null then 0
  when method = 'credit' and kind = 'payment' then amount_paise
  when method = 'credit' and kind = 'refund' then -amount_paise
  when order_id is null and kind = 'payment' then -amount_paise
  else 0 end`;
const SETTLEMENT = `(order_id is null and kind = 'payment' and voided_at is null)`;

const KHATA_COLUMNS = `k.phone, k.name, k.limit_paise as limitPaise, k.created_at as createdAt,
  coalesce((select sum(${EFFECT}) from payments where khata_phone = k.phone), 0) as balancePaise,
  (select max(at) from payments where khata_phone = k.phone and ${SETTLEMENT}) as lastPaidAt`;

const statements = preparedOnce((sqlite) => ({
  list: sqlite.prepare(`select ${KHATA_COLUMNS} from khata k order by k.name collate nocase, k.phone`),
  one: sqlite.prepare(`select ${KHATA_COLUMNS} from khata k where k.phone = ?`),
  lastName: sqlite
    .prepare(`select customer_name from orders where customer_phone = ? order by created_at desc limit 1`)
    .pluck(),
  insert: sqlite.prepare(
    `insert into khata (phone, name, limit_paise, created_at, updated_at, updated_by_name) values (?, ?, ?, ?, ?, ?)`,
  ),
  update: sqlite.prepare(
    `update khata set name = coalesce(?, name), limit_paise = ?, updated_at = ?, updated_by_name = ? where phone = ?`,
  ),
  entries: sqlite.prepare(
    `select p.id, p.kind, p.method, p.amount_paise as amountPaise, p.utr, p.at, p.order_id as orderId, o.bill_number as billNumber,
            p.received_by_kind as receivedByKind, p.received_by_name as receivedByName,
            sum(case when p.voided_at is not null then 0
                     when p.method = 'credit' and p.kind = 'payment' then p.amount_paise
                     when p.method = 'credit' and p.kind = 'refund' then -p.amount_paise
                     when p.order_id is null and p.kind = 'payment' then -p.amount_paise else 0 end)
              over (order by p.at, p.id) as balancePaise
       from payments p left join orders o on o.id = p.order_id
      where p.khata_phone = ? and p.voided_at is null
      order by p.at, p.id`,
  ),
  payee: sqlite.prepare(`select upi_id as upiId, upi_name as upiName, name from restaurants where is_storefront = 1`),
  owed: sqlite.prepare(
    `with balances as (select coalesce((select sum(${EFFECT}) from payments where khata_phone = k.phone), 0) as paise from khata k)
     select coalesce(sum(paise), 0) as paise, count(*) as people from balances where paise > 0`,
  ),
}));

export function listKhata(database: AppDatabase): KhataRow[] {
  return statements(database).list.all() as KhataRow[];
}

export function findKhata(database: AppDatabase, phone: string): KhataRow | undefined {
  return statements(database).one.get(phone) as KhataRow | undefined;
}

/**
 * Opens a khata for a phone, or changes its name or limit. A new khata without a name takes the
 * name of the phone's last order (none: 400 naming `name`). A limit below the balance stands: it
 * only refuses more credit.
 */
export function saveKhata(
  database: AppDatabase,
  phone: string,
  change: { name?: string | null; limitPaise: number },
  by: { name: string; at: number },
): { khata: KhataRow; created: boolean } {
  const s = statements(database);
  return database.sqlite
    .transaction(() => {
      const name = change.name?.trim() || null;
      const existing = findKhata(database, phone);
      if (existing) {
        s.update.run(name, change.limitPaise, by.at, by.name, phone);
        return { khata: findKhata(database, phone)!, created: false };
      }
      const known = name ?? ((s.lastName.get(phone) as string | undefined) || null);
      if (!known) throw new Refusal('invalid', 'Give the customer’s name: this number has no order yet', 'name');
      s.insert.run(phone, known, change.limitPaise, by.at, by.at, by.name);
      return { khata: findKhata(database, phone)!, created: true };
    })
    .immediate();
}

/** Every entry of a khata, oldest first, with the balance after each. */
export function khataEntries(database: AppDatabase, phone: string): KhataEntry[] {
  return (statements(database).entries.all(phone) as Array<Omit<KhataEntry, 'type'>>).map((e) => ({
    ...e,
    type: e.method === 'credit' ? (e.kind === 'refund' ? 'refund' : 'credit') : 'settlement',
  }));
}

/** What a kitchen or rider is told when a bill cannot go on a khata (none, or over its limit). */
export const NOT_ON_KHATA = 'This bill cannot go on this customer’s khata: ask the owner';

/**
 * Puts (part of) an order's bill on the customer's khata: a credit row of the order. 409 naming
 * `khata` for a phone without a khata or when the balance would go over its limit. For the
 * deliver, counter and owner's payment commands: call inside their transaction.
 */
export function putOnKhata(
  database: AppDatabase,
  phone: string | null,
  credit: { orderId: number; amountPaise: number; receivedBy: Receiver; at: number },
): PaymentRow {
  const khata = phone ? findKhata(database, phone) : undefined;
  // A khata is the owner's: a kitchen or a rider is told only that this bill cannot go on it, so
  // trying numbers one by one reveals neither who has a khata nor what anyone owes.
  const staffOnly = credit.receivedBy.kind === 'kitchen' || credit.receivedBy.kind === 'rider';
  if (!khata)
    throw new Refusal(
      'conflict',
      staffOnly ? NOT_ON_KHATA : 'This customer has no khata: the owner opens one first',
      'khata',
    );
  if (khata.balancePaise + credit.amountPaise > khata.limitPaise)
    throw new Refusal(
      'conflict',
      staffOnly
        ? NOT_ON_KHATA
        : `Over the khata’s limit: ₹${rupees(khata.limitPaise)}, ₹${rupees(khata.balancePaise)} already owed`,
      'khata',
    );
  return recordPayment(database, {
    orderId: credit.orderId,
    method: 'credit',
    amountPaise: credit.amountPaise,
    receivedBy: credit.receivedBy,
    at: credit.at,
    khataPhone: khata.phone,
  });
}

/**
 * Money paying a khata (part or all of its balance): 404 for no khata, 400 naming `amount` above
 * the balance, 409 naming `utr` for a UTR used before. UPI the owner records is seen by them.
 */
export function settleKhata(
  database: AppDatabase,
  phone: string,
  settlement: { method: 'cash' | 'upi'; amountPaise: number; utr: string | null; receivedBy: Receiver; at: number },
): PaymentRow {
  return database.sqlite
    .transaction(() => {
      const khata = findKhata(database, phone);
      if (!khata) throw new Refusal('not_found', 'Khata not found');
      if (settlement.amountPaise > khata.balancePaise)
        throw new Refusal('invalid', `More than the balance (₹${rupees(Math.max(khata.balancePaise, 0))})`, 'amount');
      return recordPayment(database, {
        orderId: null,
        method: settlement.method,
        amountPaise: settlement.amountPaise,
        utr: settlement.utr,
        receivedBy: settlement.receivedBy,
        at: settlement.at,
        khataPhone: phone,
        checkedByName: settlement.receivedBy.kind === 'owner' ? settlement.receivedBy.name : null,
      });
    })
    .immediate();
}

/** What is owed on every khata with a balance, and by how many people: the dashboard's "₹4,250 on khata, 12 people". */
export function khataOwed(database: AppDatabase): { paise: number; people: number } {
  return statements(database).owed.get() as { paise: number; people: number };
}

/** Who a khata's balance is paid to by UPI: the storefront kitchen (the site's own), when there is one. */
export function khataPayee(
  database: AppDatabase,
): { upiId: string | null; upiName: string | null; name: string } | undefined {
  return statements(database).payee.get() as { upiId: string | null; upiName: string | null; name: string } | undefined;
}

const rupees = (paise: number) => (paise / 100).toLocaleString('en-IN', { maximumFractionDigits: 2 });
