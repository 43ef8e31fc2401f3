/**
 * Web Push (RFC 8030 delivery, RFC 8291 aes128gcm payloads, RFC 8292 VAPID): wakes a kitchen's
 * locked phone for a new order, rings it again until someone accepts or opens the order, tells
 * the admins about an order nobody accepted, tells a rider an order is theirs, tells a customer
 * following their order from its tracking page when it is accepted, out for delivery, delivered or
 * cancelled, and delivers the admin's announcements to the kitchens and riders they are for, at their time.
 *
 * One loop does it all from the database, so a restart loses nothing: it follows order_events
 * (the triggers on `orders` write them, whoever changed the order) into `order_pushes`, the
 * loop's own record per live order, marks each announcement sent in the same transaction as it
 * reads it due (so it goes once), then sends whatever that record says is due. It follows the
 * events whenever the event hub publishes new ones (right after a write request that changed an
 * order, and on the hub's timer for writes made elsewhere); its own timer sends repeats,
 * escalations and announcements that fall due. The database part is synchronous; the pushes
 * themselves go out after it, never awaited by it.
 */
import fp from 'fastify-plugin';
import webpush from 'web-push';
import type { FastifyInstance } from 'fastify';
import type { AppDatabase } from '../../../db/client';
import {
  adminTargets,
  announcementTargets,
  autoPause,
  dueMisses,
  dueRiderRings,
  recordAnswer,
  recordDelivery,
  recordMiss,
  recordRiderRing,
  dropEndedSubscriptions,
  dropSubscription,
  dueEscalations,
  dueRings,
  eventCursor,
  inTransaction,
  kitchenToHearOfCancel,
  ordersWithEvents,
  pushKeys,
  recordEscalation,
  recordRing,
  setEventCursor,
  targetsOf,
  trackOrder,
  untrackOrder,
  customerTargets,
  dropCustomerSubscription,
  dropEndedCustomerSubscriptions,
  recordCustomerTold,
  type CustomerTarget,
  type AnnouncementSubscriber,
  announcementSubscribers,
  dropAnnouncementSubscriber,
  type PushKeys,
  type PushTarget,
  type WatchedOrder,
} from '../../../db/push';
import { countReached, dueNotifications, markNotificationSent } from '../../../db/notifications';
import { acceptAutomatically, deliveryCodeFor, DELIVERY_CODE_TRIES, takeUntoldLocks } from '../../../db/orders';
import {
  announcementPayload,
  codeLockedPayload,
  CUSTOMER_PUSH_STATUSES,
  orderStatusPayload,
  type CustomerPushStatus,
  pausedPayload,
  pushPayload,
  type OrderPushType,
  type PushPayload,
  type PushType,
} from '../../lib/pushMessages';
import { endpointRefusal } from '../../lib/pushEndpoints';
import { backedOffLoop, oneLine } from '../../lib/backedOffLoop';

/** Failed ticks on the same order events before they are passed over (with the backed-off loop, about 30 s). */
const MAX_TRIES_OF_EVENTS = 6;
/** SQLite's failures of the whole database (busy, locked, full, read-only, a disk error): they pass, and no event is to blame. */
const DATABASE_WIDE = /^SQLITE_(BUSY|LOCKED|FULL|IOERR|READONLY|CANTOPEN|NOMEM|INTERRUPT|PROTOCOL)/;
const databaseWide = (err: unknown) =>
  typeof (err as { code?: unknown })?.code === 'string' && DATABASE_WIDE.test((err as { code: string }).code);

export interface PushOptions {
  /** RING_REPEAT_S: a waiting order rings the kitchen again this often (ms); default 60 s. */
  ringRepeatMs?: number;
  /** ESCALATE_AFTER_S: an order still not accepted this long after it came in goes to the admins (ms); default 180 s. */
  escalateAfterMs?: number;
  /** PUSH_HOSTS: push service hosts ("host[:port]") allowed beside the browsers' own. */
  pushHosts?: string[];
  /** The VAPID `sub` contact (mailto: or https:); default mailto: the first admin's address. */
  subject?: string;
  /** How often the loop looks for due work when no request announced any (ms); default 1 s. */
  tickMs?: number;
  /** A push service that has not answered in this long is given up on for this push (ms); default 10 s. */
  timeoutMs?: number;
}

/**
 * An order first seen this long after it came in (a restart after a long stop) does not start
 * ringing; an announcement this late (the server was off at its time) is listed but not pushed.
 */
const STALE_AFTER_MS = 12 * 3600_000;
const FINISHED = new Set(['delivered', 'cancelled']);
/** A rider is rung for an order given to them until they acknowledge it or it leaves the kitchen. */
const BEFORE_PICKUP = new Set(['placed', 'accepted', 'preparing']);
/** A kitchen paused for missed orders stays paused this long unless the owner or the kitchen starts it again first: overnight, in effect until someone looks. */
export const AUTO_PAUSE_MS = 12 * 3600_000;
/** Seconds a push service keeps a message for a phone that is off: a ring is repeated anyway; the others are not; an announcement waits a day. */
const TTL_S: Record<PushType, number> = {
  'order.new': 600,
  'order.unaccepted': 3600,
  'order.assigned': 600,
  'order.cancelled': 3600,
  'kitchen.paused': 3600,
  announcement: 86_400,
  'order.status': 3600,
  'order.codeLocked': 3600,
};

/** Whom a push goes to: a signed-in app, a customer following an order, or a customer hearing announcements. */
type Target = PushTarget | CustomerTarget | AnnouncementSubscriber;

interface Outgoing {
  target: Target;
  payload: PushPayload;
  /** The order it is about (its deliveries are logged for the desk). */
  orderId?: number;
  /** Its row in the delivery log, once written. */
  deliveryId?: number;
}

/** What the push is about, for its Topic (a newer push about it replaces one still queued) and the log. */
const subjectOf = (payload: PushPayload): string =>
  payload.type === 'announcement'
    ? String(payload.id)
    : payload.type === 'kitchen.paused'
      ? `r${payload.restaurantId}`
      : payload.orderId;

/** Held "to confirm", or an order for later before the kitchen is rung for it. */
const notYetForTheKitchen = (order: WatchedOrder) =>
  (order.holdReason !== null && order.confirmedAt === null) || (order.ringAt !== null && order.rungAt === null);

/** The order's rider has not said "Got it" and it has not left the kitchen yet. */
const riderWaits = (order: WatchedOrder): boolean =>
  order.deliveryPersonId !== null &&
  order.riderAcknowledgedBy !== order.deliveryPersonId &&
  BEFORE_PICKUP.has(order.status);

export class PushService {
  readonly keys: PushKeys;
  private cursor: number;
  /** Ticks in a row that failed on the events after `cursor`. */
  private failuresAtCursor = 0;
  private readonly inflight = new Set<Promise<void>>();
  /**
   * Devices whose last push failed. An unaccepted order rings every minute: without this, one
   * phone that cannot be reached put a warning (with a stack trace) in the log for every ring of
   * every order. Logged once when it starts failing, and once when it works again.
   */
  private readonly failing = new Set<number>();

  constructor(
    private readonly database: AppDatabase,
    private readonly options: Required<PushOptions>,
    private readonly log: FastifyInstance['log'],
  ) {
    this.keys = pushKeys(database, () => webpush.generateVAPIDKeys());
    this.cursor = eventCursor(database).cursor;
  }

  get publicKey(): string {
    return this.keys.publicKey;
  }

  get hosts(): readonly string[] {
    return this.options.pushHosts;
  }

  /**
   * Records what is due and sends the pushes it calls for. With `events` (an order changed): what
   * the orders' new events call for, and the rings due. Without (the timer's tick): the rings due
   * and what falls due with time alone (escalations, misses, announcements, ended subscriptions),
   * leaving order_events alone.
   */
  tick(now = Date.now(), events = true): void {
    this.start(now, events);
  }

  /**
   * Sends what is due now (an announcement just posted for now) and resolves once each of those
   * pushes was answered (or timed out), so its device count is complete. A failure to read or
   * record is logged: the timer tries again.
   */
  async sendDue(): Promise<void> {
    let started: Promise<void>[] = [];
    try {
      started = this.start(Date.now(), false);
    } catch (err) {
      this.log.error(`push loop failed: ${oneLine(err)}`);
    }
    await Promise.allSettled(started);
  }

  /** Resolves once every push already started has been answered (or timed out). */
  async settle(): Promise<void> {
    while (this.inflight.size > 0) await Promise.allSettled([...this.inflight]);
  }

  /**
   * Events are read again after a failed tick (a locked or full database lets go, however long it
   * takes: those failures are not counted), but not for ever: an event that fails every time (an
   * order the loop cannot handle) would otherwise stop every push after it. After
   * MAX_TRIES_OF_EVENTS such failed ticks on the same events they are passed over, logged; the
   * waiting orders among them still ring by the timer's repeats.
   */
  private passEventsThatKeepFailing(events: boolean): void {
    if (!events) return;
    this.failuresAtCursor += 1;
    if (this.failuresAtCursor < MAX_TRIES_OF_EVENTS) return;
    try {
      const { latest } = eventCursor(this.database);
      this.log.error(
        `push loop: order events ${this.cursor + 1}–${latest} passed over after ${this.failuresAtCursor} failed tries`,
      );
      this.cursor = latest;
      this.failuresAtCursor = 0;
    } catch {
      // The database cannot even be read: the same events are tried again next time.
    }
  }

  /** One tick: the database part in one transaction, then the pushes it calls for (never rejecting). */
  private start(now: number, events: boolean): Promise<void>[] {
    let collected: { outgoing: Outgoing[]; cursor: number };
    try {
      collected = inTransaction(this.database, () => this.collect(now, events));
    } catch (err) {
      if (!databaseWide(err)) this.passEventsThatKeepFailing(events);
      throw err;
    }
    const { outgoing, cursor } = collected;
    // Moved only once the transaction committed: a tick that failed reads the same events again.
    this.cursor = cursor;
    this.failuresAtCursor = 0;
    return outgoing.map((message) => {
      const sending = this.send(message);
      this.track(sending);
      return sending;
    });
  }

  private track(promise: Promise<void>): void {
    this.inflight.add(promise);
    void promise.finally(() => this.inflight.delete(promise));
  }

  private collect(now: number, events: boolean): { outgoing: Outgoing[]; cursor: number } {
    const out: Outgoing[] = [];
    const { latest } = events ? eventCursor(this.database) : { latest: this.cursor };
    if (latest > this.cursor) {
      let changed = false;
      for (const order of ordersWithEvents(this.database, this.cursor, latest)) {
        this.autoAccept(order, now);
        changed = this.tellKitchenOfCancel(order, now, out) || changed;
        changed = this.tellCustomers(order, out) || changed;
        changed = this.reconcile(order, now, out) || changed;
      }
      // The cursor is kept only beside a real change: a write nobody needed would move the
      // database's stamp (and every ETag) for nothing. Events read again after a restart find
      // the record already up to date.
      if (changed) setEventCursor(this.database, latest);
    }
    for (const order of dueRings(this.database, now)) {
      const ringing = order.status === 'placed' && order.ownerId !== null;
      if (ringing) out.push(...this.toAccount('vendor', order.ownerId!, 'order.new', order, now));
      recordRing(this.database, order.id, ringing && order.openedAt === null ? now + this.options.ringRepeatMs : null);
    }
    for (const order of dueRiderRings(this.database, now)) {
      const ringing = riderWaits(order);
      if (ringing) out.push(...this.toAccount('delivery', order.deliveryPersonId!, 'order.assigned', order, now));
      recordRiderRing(this.database, order.id, ringing ? now + this.options.ringRepeatMs : null);
    }
    // What falls due with time alone (an escalation, a miss, an announcement, a subscription
    // that ended) is looked for on the clock's ticks, not again after every order event.
    if (!events) {
      for (const order of dueEscalations(this.database, now - this.options.escalateAfterMs)) {
        recordEscalation(this.database, order.id, now);
        for (const target of adminTargets(this.database, now))
          out.push({
            target,
            payload: pushPayload('order.unaccepted', order, target.language, now),
            orderId: order.id,
          });
      }
      this.countMisses(now, out);
      this.announce(now, out);
      // A delivery code locked by wrong tries: the owner hears it once (marked in this tick's transaction).
      for (const lock of takeUntoldLocks(this.database, now))
        for (const target of adminTargets(this.database, now))
          out.push({ target, payload: codeLockedPayload(lock, DELIVERY_CODE_TRIES), orderId: lock.orderId });
      dropEndedSubscriptions(this.database, now);
      // Its last message has had an hour to go out: a customer's following of a finished order ends.
      dropEndedCustomerSubscriptions(this.database, now - 3600_000);
    }
    for (const message of out) {
      if (message.orderId !== undefined && 'accountId' in message.target)
        message.deliveryId = recordDelivery(this.database, {
          orderId: message.orderId,
          role: message.target.role,
          accountId: message.target.accountId,
          subscriptionId: message.target.id,
          type: message.payload.type,
          at: now,
        });
    }
    return { outgoing: out, cursor: Math.max(this.cursor, latest) };
  }

  /**
   * Orders still not accepted at the escalation time count against their kitchen (once each);
   * enough in a row, as the owner set, pause the kitchen, and it and the admins are told why.
   */
  private countMisses(now: number, out: Outgoing[]): void {
    const arrivedBy = now - this.options.escalateAfterMs;
    for (const order of dueMisses(this.database, arrivedBy, arrivedBy - STALE_AFTER_MS)) {
      const run = recordMiss(this.database, order, now);
      if (!run || run.pauseAfterMissed === null || run.missedRun < run.pauseAfterMissed) continue;
      autoPause(this.database, run.id, now + AUTO_PAUSE_MS, run.missedRun);
      this.log.warn({ restaurant: run.id, missed: run.missedRun }, 'kitchen paused: orders not accepted in time');
      const targets = [
        ...(run.ownerId === null ? [] : targetsOf(this.database, 'vendor', run.ownerId, now)),
        ...adminTargets(this.database, now),
      ];
      for (const target of targets)
        out.push({
          target,
          payload: pausedPayload(run, target.role === 'admin' ? 'admin' : 'kitchen', target.language),
        });
    }
  }

  /** A kitchen making an order someone else cancelled hears it at once (a KOT on the wall keeps cooks cooking). */
  private tellKitchenOfCancel(order: WatchedOrder, now: number, out: Outgoing[]): boolean {
    if (order.status !== 'cancelled' || order.ownerId === null || !kitchenToHearOfCancel(this.database, order.id))
      return false;
    const told = this.toAccount('vendor', order.ownerId, 'order.cancelled', order, now);
    out.push(...told);
    return told.length > 0;
  }

  /** A new order of a kitchen that accepts by itself is accepted now, before anyone is rung for it. */
  private autoAccept(order: WatchedOrder, now: number): void {
    if (!order.autoAccept || order.status !== 'placed' || notYetForTheKitchen(order)) return;
    try {
      if (acceptAutomatically(this.database, order.id, now)) order.status = 'accepted';
    } catch (err) {
      // One line, no stack: the kitchen still hears the order ring and accepts it by hand.
      this.log.warn({ order: order.id }, `auto-accept of order ${order.id} refused: ${oneLine(err)}`);
    }
  }

  /** Each announcement whose time has come: marked sent here, inside the tick's transaction, so a restart neither repeats nor loses it. */
  private announce(now: number, out: Outgoing[]): void {
    for (const notification of dueNotifications(this.database, now)) {
      const late = now - notification.scheduledAt > STALE_AFTER_MS;
      // Still listed in the apps when too late to push: "closed today" must not ring a day later.
      if (late) {
        markNotificationSent(this.database, notification.id, notification.scheduledAt, null);
        continue;
      }
      markNotificationSent(this.database, notification.id, now, 0);
      for (const target of announcementTargets(this.database, notification.id, now))
        out.push({ target, payload: announcementPayload(notification, target.language, '/partner/notifications') });
      // A customer's tap opens the site's home page, in the language they asked in.
      for (const target of announcementSubscribers(this.database, notification.id))
        out.push({
          target,
          payload: announcementPayload(notification, target.language, target.language === 'hi' ? '/hi/' : '/'),
        });
    }
  }

  /**
   * The customer's browsers following the order hear of a status they were not told yet (each
   * once); the row records it in this transaction, so neither a repeat tick nor a restart repeats it.
   */
  private tellCustomers(order: WatchedOrder, out: Outgoing[]): boolean {
    const status = order.status as CustomerPushStatus;
    if (!CUSTOMER_PUSH_STATUSES.includes(status)) return false;
    let changed = false;
    const code = status === 'out_for_delivery' ? deliveryCodeFor(this.database, order) : null;
    for (const target of customerTargets(this.database, order.id)) {
      const sent = target.sent ? target.sent.split(',') : [];
      if (sent.includes(status)) continue;
      recordCustomerTold(this.database, target.id, [...sent, status].join(','));
      out.push({ target, payload: orderStatusPayload(order, status, target.language, code) });
      changed = true;
    }
    return changed;
  }

  /** Brings the loop's record of one order up to date; true when it wrote anything. */
  private reconcile(order: WatchedOrder, now: number, out: Outgoing[]): boolean {
    if (FINISHED.has(order.status)) {
      if (order.tracked === null) return false;
      untrackOrder(this.database, order.id);
      return true;
    }
    // An order for later rings when its time less the lead time comes (the server's loop marks it
    // rung, which is an event like any other), not when it is placed.
    const placed = order.status === 'placed' && !(order.ringAt !== null && order.rungAt === null);
    const rider = order.deliveryPersonId;
    // When the order reached the kitchen: placed, or rung for later.
    const arrived = Math.max(order.createdAt, order.rungAt ?? 0);
    if (order.tracked === null) {
      const fresh = now - Math.max(arrived, order.confirmedAt ?? 0) < STALE_AFTER_MS;
      // Only an order someone can be told about is tracked: with no browser subscribed the loop
      // writes nothing at all (a refused request, or a server with pushes unused, leaves the
      // database exactly as it was).
      const ring =
        placed &&
        fresh &&
        ((order.ownerId !== null && targetsOf(this.database, 'vendor', order.ownerId, now).length > 0) ||
          adminTargets(this.database, now).length > 0);
      const tellRider = rider !== null && targetsOf(this.database, 'delivery', rider, now).length > 0;
      if (!ring && !tellRider) return false;
      // Due at once: the ring step of this very tick sends it.
      const riderNextRingAt = tellRider && riderWaits(order) ? now + this.options.ringRepeatMs : null;
      trackOrder(this.database, order.id, {
        ringStartedAt: ring ? Math.min(arrived, now) : null,
        nextRingAt: ring ? now : null,
        confirmedAtSeen: order.confirmedAt,
        riderId: rider,
        riderNextRingAt,
      });
      if (tellRider) out.push(...this.toAccount('delivery', rider, 'order.assigned', order, now));
      return true;
    }
    let { ringStartedAt, nextRingAt } = order;
    // A held order someone confirmed: the kitchen hears it again now, as for a new order.
    const confirmedNow = order.confirmedAt !== null && order.confirmedAt !== order.confirmedAtSeen;
    // An order for later tracked before its time (for its rider) starts ringing when it is rung.
    const rungNow = placed && order.rungAt !== null && ringStartedAt === null;
    if (placed && (confirmedNow || rungNow)) {
      nextRingAt = now;
      ringStartedAt ??= now;
    }
    if (!placed) nextRingAt = null;
    const riderChanged = rider !== order.riderId;
    let riderNextRingAt = order.riderNextRingAt;
    if (rider !== null && riderChanged) {
      out.push(...this.toAccount('delivery', rider, 'order.assigned', order, now));
      riderNextRingAt = now + this.options.ringRepeatMs;
    }
    // Acknowledged, picked up or taken away: the rider's ringing stops.
    if (!riderWaits(order)) riderNextRingAt = null;
    if (
      nextRingAt === order.nextRingAt &&
      ringStartedAt === order.ringStartedAt &&
      riderNextRingAt === order.riderNextRingAt &&
      !confirmedNow &&
      !rungNow &&
      !riderChanged
    )
      return false;
    trackOrder(this.database, order.id, {
      ringStartedAt,
      nextRingAt,
      confirmedAtSeen: order.confirmedAt,
      riderId: rider,
      riderNextRingAt,
    });
    return true;
  }

  private toAccount(
    role: 'vendor' | 'delivery',
    accountId: number,
    type: OrderPushType,
    order: WatchedOrder,
    now: number,
  ): Outgoing[] {
    return targetsOf(this.database, role, accountId, now).map((target) => ({
      target,
      payload: pushPayload(type, order, target.language, now),
      orderId: order.id,
    }));
  }

  /** One encrypted POST to one browser's push service; a 404 or 410 (the browser dropped it) ends the subscription. */
  private async send({ target, payload, deliveryId }: Outgoing): Promise<void> {
    let status: number | null = null;
    try {
      status = await this.post(target, payload);
    } finally {
      if (deliveryId !== undefined) this.logAnswer(deliveryId, status);
      // The order is finished and its last message went: the customer's following ends.
      if (payload.type === 'order.status' && FINISHED.has(payload.status)) this.drop(target);
    }
  }

  private drop(target: Target): void {
    try {
      if (target.role === 'customer') dropCustomerSubscription(this.database, target.id);
      else if (target.role === 'subscriber') dropAnnouncementSubscriber(this.database, target.id);
      else dropSubscription(this.database, target.id);
    } catch (err) {
      this.log.warn({ err, subscription: target.id }, 'push: subscription not dropped');
    }
  }

  /** The push service's answer, on the desk's record of who was rung; a failure to write it never stops a push. */
  private logAnswer(deliveryId: number, status: number | null): void {
    const result =
      status === null
        ? 'failed'
        : status >= 200 && status < 300
          ? 'delivered'
          : status === 404 || status === 410
            ? 'gone'
            : 'refused';
    try {
      recordAnswer(this.database, deliveryId, result, status);
    } catch (err) {
      this.log.warn({ err, delivery: deliveryId }, 'push: answer not logged');
    }
  }

  /** The POST itself: the push service's status, or null when it was not reached (or the endpoint is no longer allowed). */
  private async post(target: Target, payload: PushPayload): Promise<number | null> {
    // Checked again at send time: PUSH_HOSTS may have been narrowed since it was stored.
    if (endpointRefusal(target.endpoint, this.options.pushHosts)) {
      this.drop(target);
      return null;
    }
    try {
      const details = webpush.generateRequestDetails(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        JSON.stringify(payload),
        {
          vapidDetails: {
            subject: this.options.subject,
            publicKey: this.keys.publicKey,
            privateKey: this.keys.privateKey,
          },
          TTL: TTL_S[payload.type],
          // An order must wake the phone now; an announcement may wait for its next wake-up.
          urgency: payload.type === 'announcement' ? 'normal' : 'high',
          // A newer push about the same order replaces one still waiting at the push service.
          topic: `${payload.type.replace('.', '-')}-${subjectOf(payload)}`.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 32),
          contentEncoding: 'aes128gcm',
        },
      );
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(details.headers))
        if (name.toLowerCase() !== 'content-length') headers[name] = String(value);
      // Never follow a redirect: the allowed host is the only address the server calls.
      const response = await fetch(details.endpoint, {
        method: 'POST',
        headers,
        body: details.body ? new Uint8Array(details.body) : undefined,
        redirect: 'manual',
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
      await response.body?.cancel();
      if (response.ok) {
        if (payload.type === 'announcement') countReached(this.database, payload.id);
        if (this.failing.delete(target.id))
          this.log.info({ subscription: target.id }, `push: device ${target.id} reached again`);
      } else if (response.status === 404 || response.status === 410) {
        this.drop(target);
        this.failing.delete(target.id);
        this.log.info({ subscription: target.id, status: response.status }, 'push: subscription gone, dropped');
      } else {
        this.failedOnce(target.id, `refused by the push service (HTTP ${response.status})`);
      }
      return response.status;
    } catch (err) {
      this.failedOnce(target.id, `not delivered (${(err as Error).message})`);
      return null;
    }
  }

  /** One readable line when a device starts failing; nothing more until it is reached again. */
  private failedOnce(subscription: number, why: string): void {
    if (this.failing.has(subscription)) return;
    this.failing.add(subscription);
    this.log.warn(
      { subscription },
      `push: device ${subscription} ${why}; its next pushes are tried but not logged until one arrives`,
    );
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    push: PushService;
  }
}

export default fp<PushOptions>(
  async (app, options) => {
    const settings: Required<PushOptions> = {
      ringRepeatMs: options.ringRepeatMs ?? 60_000,
      escalateAfterMs: options.escalateAfterMs ?? 180_000,
      pushHosts: options.pushHosts ?? [],
      subject: options.subject ?? 'mailto:admin@example.com',
      tickMs: options.tickMs ?? 1000,
      timeoutMs: options.timeoutMs ?? 10_000,
    };
    const service = new PushService(app.database, settings, app.log);
    app.decorate('push', service);

    // While the database fails (full, locked), the loop logs it once and tries less often. An
    // order's events are tried at once even then: a write just went through.
    const tick = backedOffLoop('push loop', (now, events) => service.tick(now, events), app.log, {
      firstMs: settings.tickMs,
      maxMs: 60_000,
    });
    // The events written while the server was stopped: the orders they concern are caught up at once.
    tick(Date.now(), true);
    // An order changed (the hub found its events right after the write request, or on its own
    // timer for writes made elsewhere): the order is pushed at once. A request that changed no
    // order costs the loop nothing.
    const unsubscribe = app.orderEvents.onPublish(() => tick(Date.now(), true));
    // Repeats, escalations and announcements fall due with time alone.
    const timer = setInterval(() => tick(Date.now(), false), settings.tickMs);
    timer.unref();
    app.addHook('onClose', async () => {
      unsubscribe();
      clearInterval(timer);
      await service.settle();
    });
  },
  { name: 'push', dependencies: ['database', 'order-events'] },
);
