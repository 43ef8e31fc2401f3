/**
 * Who was rung for an order: the push loop's record of each delivery attempt (push_deliveries),
 * with the name of the account it went to, for the admin's order page.
 */
import type { AppDatabase } from './client';
import { preparedOnce } from './statements';
import type { DeliveryResult, PushRole } from './push';

export interface RingRow {
  id: number;
  at: number;
  role: PushRole;
  accountId: number;
  /** The account's name now; null when the account is gone. */
  name: string | null;
  /** Which of the account's browsers (its subscription): one name may have two phones. */
  subscriptionId: number;
  type: string;
  result: DeliveryResult;
  status: number | null;
}

const statements = preparedOnce((sqlite) => ({
  exists: sqlite.prepare('select 1 from orders where id = ?').pluck(),
  rings: sqlite.prepare(
    `select d.id, d.at, d.role, d.account_id as accountId, d.subscription_id as subscriptionId, d.type, d.result, d.status,
            case when d.role = 'admin' then (select name from admins a where a.id = d.account_id) else (select name from users u where u.id = d.account_id) end as name
       from push_deliveries d where d.order_id = ? order by d.at, d.id limit 500`,
  ),
}));

/** The order's push deliveries, oldest first; null when there is no such order. */
export function ringsOf(database: AppDatabase, orderId: number): RingRow[] | null {
  const { exists, rings } = statements(database);
  if (!exists.get(orderId)) return null;
  return rings.all(orderId) as RingRow[];
}
