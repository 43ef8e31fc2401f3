/**
 * Web Push data: the server's VAPID keys, the browsers subscribed to orders, and what the push
 * loop (server/plugins/app/push.ts) has done for each live order. Everything the loop needs to
 * resume after a restart is here, so nothing rides on a timer in memory.
 */
import type { AppDatabase } from './client';
import { preparedOnce } from './statements';
import type { OrderStatus } from './schema';
import { AUDIENCE_INCLUDES } from './notifications';

export type PushRole = 'admin' | 'vendor' | 'delivery';

export interface PushKeys {
  publicKey: string;
  privateKey: string;
}

export interface PushTarget {
  id: number;
  role: PushRole;
  endpoint: string;
  p256dh: string;
  auth: string;
  accountId: number;
  /** The account's app language (admins read English). */
  language: 'hi' | 'en';
}

/** An order the loop looked at, as it is now, beside what the loop last did for it. */
export interface WatchedOrder {
  id: number;
  status: OrderStatus;
  restaurantId: number;
  restaurantName: string;
  ownerId: number | null;
  deliveryPersonId: number | null;
  confirmedAt: number | null;
  holdReason: string | null;
  createdAt: number;
  totalPaise: number;
  fulfilment: string;
  villageName: string | null;
  customerName: string;
  itemCount: number;
  /** An order for later: when the kitchen is to be rung for it, and when it was (null until then). */
  ringAt: number | null;
  rungAt: number | null;
  /** order_pushes columns; null when the loop has no row for the order yet. */
  tracked: number | null;
  ringStartedAt: number | null;
  nextRingAt: number | null;
  confirmedAtSeen: number | null;
  openedAt: number | null;
  escalatedAt: number | null;
  riderId: number | null;
  /** The kitchen's auto-accept setting (1/0), the rider who acknowledged the order, and when the rider is next rung for it. */
  autoAccept: number;
  riderAcknowledgedBy: number | null;
  riderNextRingAt: number | null;
}

const WATCHED_COLUMNS = `o.id, o.status, o.restaurant_id as restaurantId, o.restaurant_name as restaurantName, r.owner_id as ownerId,
  o.delivery_person_id as deliveryPersonId, o.confirmed_at as confirmedAt, o.hold_reason as holdReason, o.created_at as createdAt,
  o.total_paise as totalPaise, o.ring_at as ringAt, o.rung_at as rungAt, o.fulfilment, o.village_name as villageName, o.customer_name as customerName,
  (select coalesce(sum(quantity), 0) from order_items i where i.order_id = o.id) as itemCount,
  p.order_id as tracked, p.ring_started_at as ringStartedAt, p.next_ring_at as nextRingAt, p.confirmed_at_seen as confirmedAtSeen,
  p.opened_at as openedAt, p.escalated_at as escalatedAt, p.rider_id as riderId,
  r.auto_accept as autoAccept, o.rider_acknowledged_by as riderAcknowledgedBy, p.rider_next_ring_at as riderNextRingAt`;

/** When the order reached the kitchen: placed, rung for later, confirmed after a hold, or its UPI money seen. */
const ARRIVED = 'max(o.created_at, coalesce(o.rung_at, 0), coalesce(o.confirmed_at, 0), coalesce(o.paid_at, 0))';

/** A subscription is live while its account still carries the token version it was made with, that token has not expired, and (for a partner) the account is approved and still of that role. */
const LIVE_SUBSCRIPTION = `(
  (s.role = 'admin' and exists (select 1 from admins a where a.id = s.account_id and a.token_version = s.token_version))
  or (s.role in ('vendor','delivery') and exists (select 1 from users u where u.id = s.account_id and u.role = s.role and u.approved = 1 and u.token_version = s.token_version))
) and (s.expires_at is null or s.expires_at > ?)`;

const statements = preparedOnce((sqlite) => ({
  // Cancelled after the kitchen took it on, by anyone but the kitchen itself, and the kitchen not told yet.
  cancelNews: sqlite
    .prepare(
      `select 1 from orders o where o.id = ? and o.status = 'cancelled'
          and exists (select 1 from order_status_history h where h.order_id = o.id and h.status in ('accepted', 'preparing', 'out_for_delivery'))
          and (select h.by from order_status_history h where h.order_id = o.id and h.status = 'cancelled' order by h.at desc, h.id desc limit 1) != 'vendor'
          and not exists (select 1 from push_deliveries d where d.order_id = o.id and d.type = 'order.cancelled')`,
    )
    .pluck(),
  state: sqlite.prepare(
    'select public_key as publicKey, private_key as privateKey, event_cursor as eventCursor from push_state where id = 1',
  ),
  createState: sqlite.prepare(
    'insert into push_state (id, public_key, private_key, event_cursor) values (1, ?, ?, (select coalesce(max(id), 0) from order_events)) on conflict (id) do nothing',
  ),
  setCursor: sqlite.prepare('update push_state set event_cursor = ? where id = 1'),
  subscribe: sqlite.prepare(
    `insert into push_subscriptions (role, account_id, endpoint, p256dh, auth, token_version, expires_at) values (?, ?, ?, ?, ?, ?, ?)
     on conflict (endpoint) do update set role = excluded.role, account_id = excluded.account_id, p256dh = excluded.p256dh, auth = excluded.auth,
       token_version = excluded.token_version, expires_at = excluded.expires_at`,
  ),
  unsubscribe: sqlite.prepare('delete from push_subscriptions where endpoint = ? and role = ? and account_id = ?'),
  dropById: sqlite.prepare('delete from push_subscriptions where id = ?'),
  ended: sqlite.prepare(`select s.id from push_subscriptions s where not (${LIVE_SUBSCRIPTION})`).pluck(),
  targetsOf: sqlite.prepare(
    `select s.id, s.role, s.endpoint, s.p256dh, s.auth, s.account_id as accountId, coalesce((select language from users u where u.id = s.account_id and s.role != 'admin'), 'en') as language
       from push_subscriptions s where s.role = ? and s.account_id = ? and ${LIVE_SUBSCRIPTION}`,
  ),
  adminTargets: sqlite.prepare(
    `select s.id, s.role, s.endpoint, s.p256dh, s.auth, s.account_id as accountId, 'en' as language from push_subscriptions s where s.role = 'admin' and ${LIVE_SUBSCRIPTION}`,
  ),
  audienceTargets: sqlite.prepare(
    `select s.id, s.role, s.endpoint, s.p256dh, s.auth, s.account_id as accountId, coalesce((select language from users u where u.id = s.account_id), 'hi') as language
       from push_subscriptions s join notifications n on n.id = ? where ${AUDIENCE_INCLUDES('s.role', 's.account_id')} and ${LIVE_SUBSCRIPTION} order by s.id`,
  ),
  endAdmin: sqlite.prepare("delete from push_subscriptions where role = 'admin' and account_id = ?"),
  endUser: sqlite.prepare("delete from push_subscriptions where role in ('vendor','delivery') and account_id = ?"),
  eventOrders: sqlite
    .prepare('select distinct order_id from order_events where id > ? and id <= ? order by order_id')
    .pluck(),
  maxEvent: sqlite.prepare('select coalesce(max(id), 0) from order_events').pluck(),
  watched: sqlite.prepare(
    `select ${WATCHED_COLUMNS} from orders o join restaurants r on r.id = o.restaurant_id left join order_pushes p on p.order_id = o.id
      where o.id in (select value from json_each(?))`,
  ),
  dueRings: sqlite.prepare(
    `select ${WATCHED_COLUMNS} from order_pushes p join orders o on o.id = p.order_id join restaurants r on r.id = o.restaurant_id
      where p.next_ring_at is not null and p.next_ring_at <= ? order by p.next_ring_at limit 100`,
  ),
  dueEscalations: sqlite.prepare(
    `select ${WATCHED_COLUMNS} from order_pushes p join orders o on o.id = p.order_id join restaurants r on r.id = o.restaurant_id
      where p.escalated_at is null and p.ring_started_at is not null and p.ring_started_at <= ? and o.status = 'placed' order by p.ring_started_at limit 100`,
  ),
  dueRiderRings: sqlite.prepare(
    `select ${WATCHED_COLUMNS} from order_pushes p join orders o on o.id = p.order_id join restaurants r on r.id = o.restaurant_id
      where p.rider_next_ring_at is not null and p.rider_next_ring_at <= ? order by p.rider_next_ring_at limit 100`,
  ),
  riderRang: sqlite.prepare('update order_pushes set rider_next_ring_at = ? where order_id = ?'),
  // Waiting for the kitchen (not held to confirm, not a UPI order whose money has not been seen —
  // anyone can place those with a made-up number —, not an order for later before its time) since
  // before the escalation time, of a kitchen that pauses itself, and not counted yet. Orders that
  // came in long before (a restart after a long stop) are not held against the kitchen.
  dueMisses: sqlite.prepare(
    `select o.id, o.restaurant_id as restaurantId from orders o join restaurants r on r.id = o.restaurant_id
      where o.status = 'placed' and r.pause_after_missed is not null
        and not (o.hold_reason is not null and o.confirmed_at is null) and not (o.ring_at is not null and o.rung_at is null)
        and not (o.payment_method = 'upi' and o.payment_status != 'paid')
        and ${ARRIVED} <= ? and ${ARRIVED} > ?
        and not exists (select 1 from order_misses m where m.order_id = o.id)
      order by ${ARRIVED}, o.id limit 100`,
  ),
  anyKitchenPauses: sqlite
    .prepare('select exists (select 1 from restaurants where pause_after_missed is not null)')
    .pluck(),
  miss: sqlite.prepare(
    'insert into order_misses (order_id, restaurant_id, missed_at) values (?, ?, ?) on conflict (order_id) do nothing',
  ),
  countMiss: sqlite.prepare(
    'update restaurants set missed_run = missed_run + 1 where id = ? returning id, name, owner_id as ownerId, missed_run as missedRun, pause_after_missed as pauseAfterMissed',
  ),
  autoPause: sqlite.prepare(
    'update restaurants set paused_until = max(coalesce(paused_until, 0), ?), auto_paused_missed = ?, missed_run = 0 where id = ?',
  ),
  delivery: sqlite
    .prepare(
      "insert into push_deliveries (order_id, role, account_id, subscription_id, type, at, result) values (?, ?, ?, ?, ?, ?, 'sending') returning id",
    )
    .pluck(),
  delivered: sqlite.prepare('update push_deliveries set result = ?, status = ? where id = ?'),
  track: sqlite.prepare(
    `insert into order_pushes (order_id, ring_started_at, next_ring_at, confirmed_at_seen, rider_id, rider_next_ring_at) values (?, ?, ?, ?, ?, ?)
     on conflict (order_id) do update set ring_started_at = excluded.ring_started_at, next_ring_at = excluded.next_ring_at,
       confirmed_at_seen = excluded.confirmed_at_seen, rider_id = excluded.rider_id, rider_next_ring_at = excluded.rider_next_ring_at`,
  ),
  untrack: sqlite.prepare('delete from order_pushes where order_id = ?'),
  rang: sqlite.prepare('update order_pushes set next_ring_at = ?, rings = rings + 1 where order_id = ?'),
  escalated: sqlite.prepare('update order_pushes set escalated_at = ? where order_id = ?'),
  opened: sqlite.prepare(
    'update order_pushes set opened_at = coalesce(opened_at, ?), next_ring_at = null where order_id = ?',
  ),
}));

/** Runs `work` in one immediate transaction (the loop's reads and writes of a tick). */
export function inTransaction<T>(database: AppDatabase, work: () => T): T {
  return database.sqlite.transaction(work).immediate();
}

/** The VAPID key pair, made with `make` and kept on first use; a later start reads the same pair. */
export function pushKeys(database: AppDatabase, make: () => PushKeys): PushKeys {
  const { state, createState } = statements(database);
  const found = state.get() as PushKeys | undefined;
  if (found) return { publicKey: found.publicKey, privateKey: found.privateKey };
  const made = make();
  // The cursor starts at the newest event: orders from before push existed are not rung.
  createState.run(made.publicKey, made.privateKey);
  const kept = state.get() as PushKeys;
  return { publicKey: kept.publicKey, privateKey: kept.privateKey };
}

export function saveSubscription(
  database: AppDatabase,
  sub: {
    role: PushRole;
    accountId: number;
    endpoint: string;
    p256dh: string;
    auth: string;
    tokenVersion: number;
    expiresAt: number | null;
  },
): void {
  statements(database).subscribe.run(
    sub.role,
    sub.accountId,
    sub.endpoint,
    sub.p256dh,
    sub.auth,
    sub.tokenVersion,
    sub.expiresAt,
  );
}

/** Removes the caller's own subscription with this endpoint; false when they had none. */
export function removeSubscription(
  database: AppDatabase,
  role: PushRole,
  accountId: number,
  endpoint: string,
): boolean {
  return statements(database).unsubscribe.run(endpoint, role, accountId).changes > 0;
}

export function dropSubscription(database: AppDatabase, id: number): void {
  statements(database).dropById.run(id);
}

/** Deletes the subscriptions whose token was revoked (logout, new password), expired, or whose account went; how many. A read first, so nothing is written when none ended. */
export function dropEndedSubscriptions(database: AppDatabase, now: number): number {
  const { ended, dropById } = statements(database);
  const ids = ended.all(now) as number[];
  for (const id of ids) dropById.run(id);
  return ids.length;
}

export function targetsOf(
  database: AppDatabase,
  role: 'vendor' | 'delivery',
  accountId: number,
  now: number,
): PushTarget[] {
  return statements(database).targetsOf.all(role, accountId, now) as PushTarget[];
}

export function adminTargets(database: AppDatabase, now: number): PushTarget[] {
  return statements(database).adminTargets.all(now) as PushTarget[];
}

/** The live subscriptions of everyone an announcement is for (its target: kitchens, riders, both, or some kitchens by name). */
export function announcementTargets(database: AppDatabase, notificationId: number, now: number): PushTarget[] {
  return statements(database).audienceTargets.all(notificationId, now) as PushTarget[];
}

/** Ends every subscription of an admin (`'admin'`) or a kitchen or rider (`'user'`) at once: every token it had stopped working. */
export function endSubscriptionsOf(database: AppDatabase, account: 'admin' | 'user', id: number): void {
  const { endAdmin, endUser } = statements(database);
  (account === 'admin' ? endAdmin : endUser).run(id);
}

export function eventCursor(database: AppDatabase): { cursor: number; latest: number } {
  const { state, maxEvent } = statements(database);
  const row = state.get() as { eventCursor: number } | undefined;
  return { cursor: row?.eventCursor ?? 0, latest: maxEvent.get() as number };
}

/** The orders with events after `from` up to `to`, as they are now with the loop's state. */
export function ordersWithEvents(database: AppDatabase, from: number, to: number): WatchedOrder[] {
  const { eventOrders, watched } = statements(database);
  const ids = eventOrders.all(from, to) as number[];
  return ids.length ? (watched.all(JSON.stringify(ids)) as WatchedOrder[]) : [];
}

export function setEventCursor(database: AppDatabase, cursor: number): void {
  statements(database).setCursor.run(cursor);
}

export function dueRings(database: AppDatabase, now: number): WatchedOrder[] {
  return statements(database).dueRings.all(now) as WatchedOrder[];
}

export function dueEscalations(database: AppDatabase, startedBefore: number): WatchedOrder[] {
  return statements(database).dueEscalations.all(startedBefore) as WatchedOrder[];
}

export function trackOrder(
  database: AppDatabase,
  orderId: number,
  state: {
    ringStartedAt: number | null;
    nextRingAt: number | null;
    confirmedAtSeen: number | null;
    riderId: number | null;
    riderNextRingAt: number | null;
  },
): void {
  statements(database).track.run(
    orderId,
    state.ringStartedAt,
    state.nextRingAt,
    state.confirmedAtSeen,
    state.riderId,
    state.riderNextRingAt,
  );
}

/** Orders whose rider is due another ring (they have not acknowledged it yet). */
export function dueRiderRings(database: AppDatabase, now: number): WatchedOrder[] {
  return statements(database).dueRiderRings.all(now) as WatchedOrder[];
}

/** The rider was rung; again at `next` (null: no more). */
export function recordRiderRing(database: AppDatabase, orderId: number, next: number | null): void {
  statements(database).riderRang.run(next, orderId);
}

/** Orders that came in after `since` and up to `arrivedBy` and still wait for a kitchen that pauses itself after missed orders. */
export function dueMisses(
  database: AppDatabase,
  arrivedBy: number,
  since: number,
): { id: number; restaurantId: number }[] {
  // This runs every second: most shops have no kitchen that pauses itself, and then the
  // waiting orders (all of them, in a seeded million) need not be read at all.
  if (!statements(database).anyKitchenPauses.get()) return [];
  return statements(database).dueMisses.all(arrivedBy, since) as { id: number; restaurantId: number }[];
}

export interface MissedRun {
  id: number;
  name: string;
  ownerId: number | null;
  missedRun: number;
  pauseAfterMissed: number | null;
}

/** Counts the order as missed by its kitchen (once); the kitchen's run as it now stands, or null when it was counted already. */
export function recordMiss(
  database: AppDatabase,
  order: { id: number; restaurantId: number },
  at: number,
): MissedRun | null {
  const { miss, countMiss } = statements(database);
  if (miss.run(order.id, order.restaurantId, at).changes === 0) return null;
  return countMiss.get(order.restaurantId) as MissedRun;
}

/** Pauses the kitchen until `until` (a longer pause it already has stays) for `missed` orders missed in a row, and starts its run again. */
export function autoPause(database: AppDatabase, restaurantId: number, until: number, missed: number): void {
  statements(database).autoPause.run(until, missed, restaurantId);
}

export type DeliveryResult = 'sending' | 'delivered' | 'gone' | 'refused' | 'failed';

/** The kitchen is to hear that an order it was making was cancelled (by the customer, the desk or a rider), once. */
export const kitchenToHearOfCancel = (database: AppDatabase, orderId: number): boolean =>
  statements(database).cancelNews.get(orderId) !== undefined;

/**
 * A push about an order goes out now: to whom, what, when. Written in the loop's transaction, so
 * the log has the row as soon as the change that rang is written; its answer follows (recordAnswer).
 */
export function recordDelivery(
  database: AppDatabase,
  delivery: { orderId: number; role: PushRole; accountId: number; subscriptionId: number; type: string; at: number },
): number {
  const { orderId, role, accountId, subscriptionId, type, at } = delivery;
  return statements(database).delivery.get(orderId, role, accountId, subscriptionId, type, at) as number;
}

/** How the push service answered that push (status null: it was not reached). */
export function recordAnswer(
  database: AppDatabase,
  deliveryId: number,
  result: Exclude<DeliveryResult, 'sending'>,
  status: number | null,
): void {
  statements(database).delivered.run(result, status, deliveryId);
}

export function untrackOrder(database: AppDatabase, orderId: number): void {
  statements(database).untrack.run(orderId);
}

/** The ring went out; the next one is due at `next` (null: no more). */
export function recordRing(database: AppDatabase, orderId: number, next: number | null): void {
  statements(database).rang.run(next, orderId);
}

export function recordEscalation(database: AppDatabase, orderId: number, at: number): void {
  statements(database).escalated.run(at, orderId);
}

/** The kitchen opened the order: its ringing stops (an unaccepted order still reaches the admins). */
export function recordOpened(database: AppDatabase, orderId: number, at: number): void {
  statements(database).opened.run(at, orderId);
}

/** A customer's browser following one order (from its tracking page). */
export interface CustomerTarget {
  id: number;
  role: 'customer';
  endpoint: string;
  p256dh: string;
  auth: string;
  language: 'hi' | 'en';
  /** The statuses it was already told, comma-separated. */
  sent: string;
}

const customerStatements = preparedOnce((sqlite) => ({
  subscribe: sqlite.prepare(
    `insert into customer_push_subscriptions (order_id, endpoint, p256dh, auth, language, sent) values (?, ?, ?, ?, ?, ?)
     on conflict (order_id, endpoint) do update set p256dh = excluded.p256dh, auth = excluded.auth, language = excluded.language`,
  ),
  unsubscribe: sqlite.prepare('delete from customer_push_subscriptions where order_id = ? and endpoint = ?'),
  drop: sqlite.prepare('delete from customer_push_subscriptions where id = ?'),
  targets: sqlite.prepare(
    "select id, 'customer' as role, endpoint, p256dh, auth, language, sent from customer_push_subscriptions where order_id = ? order by id",
  ),
  told: sqlite.prepare('update customer_push_subscriptions set sent = ? where id = ?'),
  ended: sqlite
    .prepare(
      `select s.id from customer_push_subscriptions s join orders o on o.id = s.order_id
        where o.status in ('delivered','cancelled') and coalesce(o.updated_at, o.created_at) < ?`,
    )
    .pluck(),
}));

/**
 * Follows the order from this browser. `alreadyTold`: the order's status now, when it is one the
 * customer would be told of (they see it on the page; only later changes are pushed).
 */
export function saveCustomerSubscription(
  database: AppDatabase,
  sub: { orderId: number; endpoint: string; p256dh: string; auth: string; language: 'hi' | 'en'; alreadyTold: string },
): void {
  customerStatements(database).subscribe.run(
    sub.orderId,
    sub.endpoint,
    sub.p256dh,
    sub.auth,
    sub.language,
    sub.alreadyTold,
  );
}

export function removeCustomerSubscription(database: AppDatabase, orderId: number, endpoint: string): boolean {
  return customerStatements(database).unsubscribe.run(orderId, endpoint).changes > 0;
}

export function customerTargets(database: AppDatabase, orderId: number): CustomerTarget[] {
  return customerStatements(database).targets.all(orderId) as CustomerTarget[];
}

/** The customer's browser was told these statuses (comma-separated). */
export function recordCustomerTold(database: AppDatabase, id: number, sent: string): void {
  customerStatements(database).told.run(sent, id);
}

export function dropCustomerSubscription(database: AppDatabase, id: number): void {
  customerStatements(database).drop.run(id);
}

/**
 * Subscriptions of orders finished before `before` whose last message was never answered (the
 * server stopped while sending it): deleted; how many. A read first, so nothing is written when none.
 */
export function dropEndedCustomerSubscriptions(database: AppDatabase, before: number): number {
  const { ended, drop } = customerStatements(database);
  const ids = ended.all(before) as number[];
  for (const id of ids) drop.run(id);
  return ids.length;
}

/** A customer's browser that hears the admin's announcements for everyone or for customers. */
export interface AnnouncementSubscriber {
  id: number;
  role: 'subscriber';
  endpoint: string;
  p256dh: string;
  auth: string;
  language: 'hi' | 'en';
}

const subscriberStatements = preparedOnce((sqlite) => ({
  subscribe: sqlite.prepare(
    `insert into customer_announcement_subscriptions (endpoint, p256dh, auth, language) values (?, ?, ?, ?)
     on conflict (endpoint) do update set p256dh = excluded.p256dh, auth = excluded.auth, language = excluded.language`,
  ),
  unsubscribe: sqlite.prepare('delete from customer_announcement_subscriptions where endpoint = ?'),
  drop: sqlite.prepare('delete from customer_announcement_subscriptions where id = ?'),
  targets: sqlite.prepare(
    `select s.id, 'subscriber' as role, s.endpoint, s.p256dh, s.auth, s.language
       from customer_announcement_subscriptions s join notifications n on n.id = ?
      where n.target in ('all', 'customers') order by s.id`,
  ),
}));

export function saveAnnouncementSubscriber(
  database: AppDatabase,
  sub: { endpoint: string; p256dh: string; auth: string; language: 'hi' | 'en' },
): void {
  subscriberStatements(database).subscribe.run(sub.endpoint, sub.p256dh, sub.auth, sub.language);
}

export function removeAnnouncementSubscriber(database: AppDatabase, endpoint: string): boolean {
  return subscriberStatements(database).unsubscribe.run(endpoint).changes > 0;
}

export function dropAnnouncementSubscriber(database: AppDatabase, id: number): void {
  subscriberStatements(database).drop.run(id);
}

/** The customers' browsers an announcement is for: none unless it is for everyone or for customers. */
export function announcementSubscribers(database: AppDatabase, notificationId: number): AnnouncementSubscriber[] {
  return subscriberStatements(database).targets.all(notificationId) as AnnouncementSubscriber[];
}
