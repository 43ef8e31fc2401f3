/**
 * Customers' ratings of their delivered orders (1–5 stars and an optional line), given once
 * through the order's tracking link; each dish of the order takes the order's stars, which
 * make the menu's average per dish.
 */
import type { AppDatabase } from './client';
import { preparedOnce } from './statements';
import { findTracked } from './orders/row';
import { Refusal } from '../shared/refusal';

export interface OrderRating {
  stars: number;
  feedback: string | null;
  /** ISO time it was given. */
  ratedAt: string;
}

export interface DishRating {
  /** Mean of the stars, one decimal. */
  average: number;
  count: number;
}

/** A dish shows its own average on the site only from this many ratings (before, the site's fixed one). */
export const RATINGS_SHOWN_FROM = 10;

const statements = preparedOnce((sqlite) => ({
  one: sqlite.prepare('select stars, feedback, rated_at as ratedAt from order_ratings where order_id = ?'),
  insert: sqlite.prepare('insert into order_ratings (order_id, stars, feedback, rated_at) values (?, ?, ?, ?)'),
  // An order's lines keep the dish's name, not its row: the dish is the restaurant's dish of that name now.
  dishes: sqlite.prepare(
    `insert or ignore into dish_ratings (order_id, menu_item_id, stars)
     select oi.order_id, m.id, ? from order_items oi
       join orders o on o.id = oi.order_id
       join menu_items m on m.restaurant_id = o.restaurant_id and m.name = oi.name
      where oi.order_id = ?`,
  ),
  byRestaurant: sqlite.prepare(
    `select d.menu_item_id as id, round(avg(d.stars), 1) as average, count(*) as count
       from dish_ratings d join menu_items m on m.id = d.menu_item_id
      where m.restaurant_id = ? group by d.menu_item_id`,
  ),
}));

type Row = { stars: number; feedback: string | null; ratedAt: number };
const answer = (row: Row): OrderRating => ({
  stars: row.stars,
  feedback: row.feedback,
  ratedAt: new Date(row.ratedAt).toISOString(),
});

/** The order's rating, or null while it has none. */
export function getOrderRating(database: AppDatabase, orderId: number): OrderRating | null {
  const row = statements(database).one.get(orderId) as Row | undefined;
  return row ? answer(row) : null;
}

/**
 * The customer rates their order through its tracking link: 404 for a wrong link (as
 * tracking), 409 before delivery or when already rated. Stars and feedback are checked by the route.
 */
export function rateOrder(
  database: AppDatabase,
  id: number,
  token: string,
  rating: { stars: number; feedback: string | null },
  now = Date.now(),
): OrderRating {
  const { sqlite } = database;
  return sqlite
    .transaction((): OrderRating => {
      const order = findTracked(database, id, token);
      if (!order) throw new Refusal('not_found', 'Order not found');
      if (order.status !== 'delivered') throw new Refusal('conflict', 'An order can be rated once it is delivered');
      const s = statements(database);
      if (s.one.get(id) !== undefined) throw new Refusal('conflict', 'This order is already rated');
      s.insert.run(id, rating.stars, rating.feedback, now);
      s.dishes.run(rating.stars, id);
      return answer({ stars: rating.stars, feedback: rating.feedback, ratedAt: now });
    })
    .immediate();
}

/** Every rated dish of a restaurant: its average and how many orders rated it. */
export function dishRatingsOf(database: AppDatabase, restaurantId: number): Map<number, DishRating> {
  const rows = statements(database).byRestaurant.all(restaurantId) as Array<{ id: number } & DishRating>;
  return new Map(rows.map((r) => [r.id, { average: r.average, count: r.count }]));
}
