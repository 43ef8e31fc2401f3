/**
 * Today's portions of a dish: every order takes its plates in its own transaction (never below 0),
 * and a cancelled order, or one deleted before it was delivered, gives back what it took. A dish
 * whose portionsLeft is null has no limit.
 */
import type { AppDatabase } from '../client';
import { preparedOnce } from '../statements';
import { Refusal } from '../../shared/refusal';

const statements = preparedOnce((sqlite) => ({
  // Takes the plates only when that many are left: the check and the write are one statement.
  take: sqlite.prepare(
    'update menu_items set portions_left = portions_left - ? where id = ? and portions_left is not null and portions_left >= ?',
  ),
  left: sqlite.prepare('select name, portions_left as portionsLeft from menu_items where id = ?'),
  // The dish as the take left it, with its kitchen: to tell the kitchen when it fell to its warning level.
  afterTake: sqlite.prepare(
    `select m.name, m.name_hi as nameHi, m.portions_left as portionsLeft, m.low_at as lowAt, r.name as restaurantName
       from menu_items m join restaurants r on r.id = m.restaurant_id where m.id = ?`,
  ),
  // The kitchen's warning goes as an announcement to that restaurant: the push loop sends it to the
  // kitchen's devices and lists it in the kitchen app, committed with the order or not at all.
  warnKitchen: sqlite.prepare(
    `insert into notifications (message, target, target_value, scheduled_at, status) values (?, 'restaurant', ?, ?, 'sent')`,
  ),
  // Only plates taken since the kitchen last set (or reset) the count go back to it.
  giveBack: sqlite.prepare(
    `update menu_items set portions_left = portions_left + (
        select sum(oi.quantity) from order_items oi where oi.order_id = @orderId and oi.portions_of = menu_items.id)
      where id in (select portions_of from order_items where order_id = @orderId)
        and portions_left is not null
        and portions_set_at <= (select created_at from orders where id = @orderId)`,
  ),
}));

/** The refusal of an order for more plates of a dish than are left, naming the dish and how many are. */
export function portionsRefusal(dishName: string, left: number): Refusal {
  const message = left === 0 ? `${dishName} is sold out (0 left)` : `Only ${left} ${dishName} left`;
  return new Refusal('conflict', message, 'items');
}

/**
 * Takes each line's quantity from its dish's portions; refused (nothing taken, the caller's
 * transaction rolls back) when a dish has fewer left. Answers the ids of the dishes whose
 * portions were counted. Call inside the order's transaction.
 */
export function takePortions(
  database: AppDatabase,
  lines: Array<{ dishId: number; quantity: number }>,
  now: number,
): Set<number> {
  const { take, left } = statements(database);
  const counted = new Set<number>();
  for (const line of lines) {
    if (take.run(line.quantity, line.dishId, line.quantity).changes === 1) {
      counted.add(line.dishId);
      warnWhenLow(database, line.dishId, line.quantity, now);
      continue;
    }
    const dish = left.get(line.dishId) as { name: string; portionsLeft: number | null } | undefined;
    if (dish && dish.portionsLeft !== null) throw portionsRefusal(dish.name, dish.portionsLeft);
  }
  return counted;
}

/** The kitchen is told once, as the plates left fall to (or past) the dish's warning level. */
function warnWhenLow(database: AppDatabase, dishId: number, taken: number, now: number): void {
  const { afterTake, warnKitchen } = statements(database);
  const dish = afterTake.get(dishId) as {
    name: string;
    nameHi: string | null;
    portionsLeft: number;
    lowAt: number | null;
    restaurantName: string;
  };
  if (dish.lowAt === null || dish.portionsLeft > dish.lowAt || dish.portionsLeft + taken <= dish.lowAt) return;
  // The kitchen's phone may speak either language: the message says both.
  const message = `${dish.name}: ${dish.portionsLeft} left · ${dish.nameHi ?? dish.name}: ${dish.portionsLeft} बचीं`;
  warnKitchen.run(message, dish.restaurantName, now);
}

/** A cancelled (or deleted, undelivered) order's plates back to its dishes. Call inside that transaction, before a delete. */
export function givePortionsBack(database: AppDatabase, orderId: number): void {
  statements(database).giveBack.run({ orderId });
}
