/**
 * Proof that the food arrived: an order of a restaurant that requires it gets a 4-digit code when
 * it goes out for delivery. The customer reads it on their tracking page and tells the rider, who
 * types it to deliver. The code is checked inside the deliver command, before anything of the
 * delivery is written; a wrong one is counted after that transaction rolls back (so the count
 * survives the refusal), and the fifth locks the code until the owner delivers the order with a
 * reason. The code lives in its own table, which no read of an order joins for its value.
 */
import crypto from 'node:crypto';
import type { AppDatabase } from '../client';
import { preparedOnce } from '../statements';
import { Refusal } from '../../shared/refusal';
import type { OrderRow } from './row';

/** Wrong codes allowed before the code locks. */
export const DELIVERY_CODE_TRIES = 5;

type CodeRow = {
  code: string;
  wrongTries: number;
  lockedAt: number | null;
  verifiedAt: number | null;
  overriddenAt: number | null;
};

const statements = preparedOnce((sqlite) => ({
  required: sqlite
    .prepare('select r.delivery_code from orders o join restaurants r on r.id = o.restaurant_id where o.id = ?')
    .pluck(),
  issue: sqlite.prepare(
    `insert into delivery_codes (order_id, code, issued_at) values (@orderId, @code, @now)
       on conflict (order_id) do update set code = excluded.code, issued_at = excluded.issued_at`,
  ),
  row: sqlite.prepare(
    `select code, wrong_tries as wrongTries, locked_at as lockedAt, verified_at as verifiedAt, overridden_at as overriddenAt
       from delivery_codes where order_id = ?`,
  ),
  verified: sqlite.prepare('update delivery_codes set verified_at = ? where order_id = ?'),
  overridden: sqlite.prepare(
    'update delivery_codes set overridden_at = ?, overridden_by = ?, overridden_by_name = ?, override_reason = ? where order_id = ?',
  ),
  wrongTry: sqlite.prepare(
    `update delivery_codes set wrong_tries = wrong_tries + 1,
            locked_at = case when wrong_tries + 1 >= @tries then coalesce(locked_at, @now) else locked_at end
      where order_id = @orderId returning wrong_tries as wrongTries`,
  ),
  // Locks the owner has not been told of yet, with what the push says of the order.
  untold: sqlite.prepare(
    `select d.order_id as orderId, o.restaurant_name as restaurantName, o.delivery_person_name as riderName
       from delivery_codes d join orders o on o.id = d.order_id
      where d.locked_at is not null and d.owner_told_at is null and d.overridden_at is null and d.verified_at is null
      order by d.locked_at limit 100`,
  ),
  told: sqlite.prepare('update delivery_codes set owner_told_at = ? where order_id = ?'),
}));

/** Four digits from the system's cryptographic generator: a rider cannot guess the next one. */
function freshCode(unlike?: string): string {
  for (;;) {
    const code = String(crypto.randomInt(0, 10_000)).padStart(4, '0');
    if (code !== unlike) return code;
  }
}

/**
 * The order goes out for delivery: a restaurant that requires a code gets one for it. Call inside
 * the transaction of that status change.
 */
export function issueDeliveryCode(database: AppDatabase, orderId: number, now: number): void {
  const { required, issue } = statements(database);
  if (required.get(orderId) === 1) issue.run({ orderId, code: freshCode(), now });
}

/**
 * The customer asks for the code again: a new one replaces it, and the old one no longer
 * delivers (whoever saw it). 409 unless the order is out for delivery with a code.
 */
export function resendDeliveryCode(database: AppDatabase, order: OrderRow, now: number): string {
  const row = statements(database).row.get(order.id) as CodeRow | undefined;
  if (!row || order.status !== 'out_for_delivery')
    throw new Refusal('conflict', 'This order has no delivery code to send again', 'deliveryCode');
  const code = freshCode(row.code);
  statements(database).issue.run({ orderId: order.id, code, now });
  return code;
}

/** The code the customer's tracking page shows: while the order is out for delivery and one was issued. */
export function deliveryCodeFor(database: AppDatabase, order: Pick<OrderRow, 'id' | 'status'>): string | null {
  if (order.status !== 'out_for_delivery') return null;
  const row = statements(database).row.get(order.id) as CodeRow | undefined;
  return row?.code ?? null;
}

/** What proves a delivery: the code the rider typed, or the owner's reason for going without it. */
export type DeliveryProof = { code?: string; overrideReason?: string };

/** A wrong code typed: refused, and counted once the refused transaction has rolled back (see countWrongTry). */
export class WrongDeliveryCode extends Refusal {
  constructor(readonly orderId: number) {
    super('conflict', 'Wrong delivery code', 'code');
  }
}

/**
 * The deliver command's check, before it writes anything: an order with a code is delivered with
 * that code, or by the owner with a reason (recorded with who gave it). A locked code delivers
 * only by the owner. An order with no code needs neither. Call inside the command's transaction.
 */
export function assertDeliveryProof(
  database: AppDatabase,
  order: Pick<OrderRow, 'id'>,
  proof: DeliveryProof,
  caller: { by: string; adminId?: number; name?: string },
  now: number,
): void {
  const orderId = order.id;
  const row = statements(database).row.get(orderId) as CodeRow | undefined;
  if (!row || row.verifiedAt !== null || row.overriddenAt !== null) return;
  const reason = proof.overrideReason?.trim();
  if (reason && caller.by === 'admin') {
    statements(database).overridden.run(now, caller.adminId ?? null, caller.name ?? null, reason, orderId);
    return;
  }
  if (row.lockedAt !== null)
    throw new Refusal(
      'conflict',
      `The delivery code is locked after ${DELIVERY_CODE_TRIES} wrong tries: the owner can deliver the order with a reason`,
      'code',
    );
  if (!proof.code)
    throw new Refusal(
      'conflict',
      'This order needs the 4-digit delivery code: ask the customer, it is on their tracking page',
      'code',
    );
  const typed = Buffer.from(proof.code);
  const expected = Buffer.from(row.code);
  if (typed.length !== expected.length || !crypto.timingSafeEqual(typed, expected))
    throw new WrongDeliveryCode(orderId);
  statements(database).verified.run(now, orderId);
}

/**
 * After a command's transaction rolled back: a wrong delivery code is counted now, in its own
 * transaction, and the refusal says how many tries are left (or that the code is locked and the
 * owner will be told). Any other error is answered as it was.
 */
export function countWrongTry(database: AppDatabase, error: unknown, now: number): unknown {
  if (!(error instanceof WrongDeliveryCode)) return error;
  const { wrongTries } = database.sqlite
    .transaction(() => statements(database).wrongTry.get({ orderId: error.orderId, tries: DELIVERY_CODE_TRIES, now }))
    .immediate() as { wrongTries: number };
  const left = DELIVERY_CODE_TRIES - wrongTries;
  const message =
    left > 0
      ? `Wrong delivery code: ${left} ${left === 1 ? 'try' : 'tries'} left`
      : `Wrong delivery code: it is locked after ${DELIVERY_CODE_TRIES} wrong tries and the owner has been told`;
  return new Refusal('conflict', message, 'code');
}

/** Codes locked since the owner was last told: each is handed out once (marked told in the caller's transaction). */
export function takeUntoldLocks(
  database: AppDatabase,
  now: number,
): Array<{ orderId: number; restaurantName: string; riderName: string | null }> {
  const { untold, told } = statements(database);
  const locks = untold.all() as Array<{ orderId: number; restaurantName: string; riderName: string | null }>;
  for (const lock of locks) told.run(now, lock.orderId);
  return locks;
}
