/**
 * Live order events over server-sent events (@fastify/sse writes the protocol and the heartbeat).
 *
 * Triggers on `orders` (migration 0006_order_events) write every insert, update and delete to
 * `order_events`, whatever wrote it. This hub reads the rows it has not handed out yet — right
 * after every write request and on a short timer — and fans each out to the listeners allowed to
 * see it, with the row id as the SSE `id:`. A client reconnecting with `Last-Event-ID` is served
 * the rows after that id up to where the hub stands, then joins the live fan-out, in one
 * synchronous step: nothing missed, nothing twice.
 *
 * Memory per listener is bounded: at most `maxQueued` messages wait for a slow socket; past that
 * the listener is dropped (its connection destroyed, its buffers freed) and resumes on reconnect.
 */
import fp from 'fastify-plugin';
import fastifySse from '@fastify/sse';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDatabase } from '../../../db/client';
import type { LiveOrder } from '../../../db/orders';
import {
  currentOrders,
  eventsBetween,
  firstEventId,
  lastEventId,
  pruneEvents,
  type OrderEventRow,
} from '../../../db/orderEvents';
import { formatOrderCode } from '../../../shared/ordering';
import { Type } from '@sinclair/typebox';
import { bearer, errors } from '../../../shared/api/common';
import { EventStreamAnswer } from '../../../shared/api/live';
import { eventVisibleTo, partnerOf, type Partner } from './partners';
import { adminOf } from './auth';

export interface OrderEventOptions {
  /** Comment line sent on an idle stream (ms); proxies and phones drop silent connections. Default 20 s (< 25 s). */
  heartbeatMs?: number;
  /** How often the table is read when no write request announced anything (ms); default 1 s. */
  pollMs?: number;
  /** Messages that may wait for one slow listener before it is dropped; default 1000. */
  maxQueued?: number;
  /** Rows kept for resuming: the last `keepEvents` and at most `keepMs` old; default 10,000 and 24 h. */
  keepEvents?: number;
  keepMs?: number;
}

export type Audience = { kind: 'admin' } | Partner;

interface Message {
  id: string;
  event: string;
  /** JSON text. */
  data: string;
}

interface Listener {
  audience: Audience;
  /** Whether the token the stream was opened with is still valid and current (not expired, revoked, or its account gone). */
  allowed: () => boolean;
  reply: FastifyReply;
  /** Messages waiting for the socket to drain. */
  pending: Message[];
  waiting: boolean;
}

export class OrderEventHub {
  private cursor: number;
  private readonly listeners = new Set<Listener>();
  private readonly publishedTo = new Set<(latest: number) => void>();

  constructor(
    private readonly database: AppDatabase,
    private readonly options: Required<OrderEventOptions>,
    private readonly log: FastifyInstance['log'],
  ) {
    this.cursor = lastEventId(database);
  }

  get listenerCount(): number {
    return this.listeners.size;
  }

  /**
   * Hands out every event written since the last call, then tells the `onPublish` callbacks;
   * true when there were any. Synchronous, so it never interleaves with a subscribe.
   */
  poll(): boolean {
    this.endRevoked();
    const latest = lastEventId(this.database);
    if (latest < this.cursor) {
      // The ids went back: the database was replaced under the server (a backup restored from
      // the admin). What every client shows is from the other one: each reloads.
      for (const listener of this.listeners)
        this.enqueue(listener, {
          id: String(latest),
          event: 'resync',
          data: JSON.stringify({ reason: 'The data was restored from a backup: reload the orders' }),
        });
      this.cursor = latest;
      return true;
    }
    if (latest <= this.cursor) return false;
    if (this.listeners.size > 0) this.deliver(this.cursor, latest, [...this.listeners]);
    this.cursor = latest;
    for (const published of this.publishedTo) published(latest);
    return true;
  }

  /**
   * Calls `published` (with the newest event id) each time new order events are found: right
   * after a write request that changed an order, or on the timer for writes made elsewhere.
   * Whatever else must follow the orders (the push loop) hangs here instead of on every request.
   * Returns the call that stops it.
   */
  onPublish(published: (latest: number) => void): () => void {
    this.publishedTo.add(published);
    return () => this.publishedTo.delete(published);
  }

  /** Streams the events after `Last-Event-ID` (if any), then every new one, until the client goes. */
  subscribe(reply: FastifyReply, audience: Audience, allowed: () => boolean): void {
    reply.sse.keepAlive();
    // One stream per connection: when it ends (shutdown, dropped listener) the socket closes with
    // it instead of idling in keep-alive and holding the server's close. (@fastify/sse copies
    // reply headers over its own defaults.)
    reply.header('connection', 'close');
    // Commit the 200 now, not at the first event or heartbeat, so the client knows it is connected.
    reply.sse.sendHeaders();
    reply.raw.flushHeaders();
    this.poll();
    const listener: Listener = { audience, allowed, reply, pending: [], waiting: false };
    const lastId = Number(reply.sse.lastEventId ?? Number.NaN);
    if (Number.isSafeInteger(lastId) && lastId > this.cursor) {
      // An id this database never gave: the client's list is from before a restore.
      this.enqueue(listener, {
        id: String(this.cursor),
        event: 'resync',
        data: JSON.stringify({ reason: 'The data was restored from a backup: reload the orders' }),
      });
    } else if (Number.isSafeInteger(lastId) && lastId >= 0 && lastId < this.cursor) {
      const oldest = firstEventId(this.database);
      // Rows after lastId were pruned, or there are more than one listener may queue: the
      // client cannot be caught up event by event and reloads instead.
      if (oldest === null || oldest > lastId + 1 || this.cursor - lastId > this.options.maxQueued) {
        this.enqueue(listener, {
          id: String(this.cursor),
          event: 'resync',
          data: JSON.stringify({ reason: 'Missed events are no longer kept: reload the orders' }),
        });
      } else {
        this.deliver(lastId, this.cursor, [listener]);
      }
    }
    this.listeners.add(listener);
    reply.sse.onClose(() => this.listeners.delete(listener));
  }

  /** Ends every stream (app close, SIGTERM): clients reconnect to the next server with Last-Event-ID. */
  closeAll(): void {
    for (const listener of this.listeners) listener.reply.sse.close();
    this.listeners.clear();
  }

  /**
   * Ends the streams whose token has expired or been revoked since they opened (logout, a new
   * password, the account removed or its role changed). Runs before every hand-out, so nothing
   * reaches them after the write that revoked them, and on the poll timer, which catches expiry.
   * The client's reconnect then gets the 401 that sends it to its login.
   */
  private endRevoked(): void {
    for (const listener of this.listeners) {
      if (listener.allowed()) continue;
      this.listeners.delete(listener);
      listener.pending = [];
      listener.reply.sse.close();
    }
  }

  /** Drops rows no longer needed for resuming: beyond the last `keepEvents`, or older than `keepMs`. */
  prune(now = Date.now()): void {
    pruneEvents(this.database, lastEventId(this.database) - this.options.keepEvents, now - this.options.keepMs);
  }

  private deliver(fromId: number, toId: number, listeners: Listener[]): void {
    let from = fromId;
    while (from < toId) {
      const rows = eventsBetween(this.database, from, toId);
      if (rows.length === 0) break;
      const ids = [...new Set(rows.filter((r) => r.type !== 'order.deleted').map((r) => r.orderId))];
      // The order as it is now; an order deleted since has its own order.deleted further on.
      const current: Map<number, LiveOrder> = currentOrders(this.database, ids);
      for (const row of rows) {
        // Each variant of the event is serialized once, whatever the number of listeners.
        const built = new Map<Variant, Message | null>();
        for (const listener of listeners) {
          const variant = variantFor(listener.audience, row, current);
          if (!variant) continue;
          if (!built.has(variant)) built.set(variant, buildMessage(variant, row, current));
          const message = built.get(variant);
          if (message) this.enqueue(listener, message);
        }
      }
      from = rows[rows.length - 1]!.id;
    }
  }

  /**
   * Writes at once while the socket takes it; once it pushes back, messages wait (at most
   * `maxQueued`) for its 'drain'. One waiting listener per socket, whatever the number of events.
   */
  private enqueue(listener: Listener, message: Message): void {
    if (listener.waiting || listener.reply.raw.writableNeedDrain) {
      if (listener.pending.length >= this.options.maxQueued) {
        this.drop(listener);
        return;
      }
      listener.pending.push(message);
      this.awaitDrain(listener);
      return;
    }
    this.write(listener, message);
  }

  private write(listener: Listener, message: Message): void {
    // The write itself happens synchronously inside send(); its promise only reports the drain.
    listener.reply.sse.send(message).catch(() => this.drop(listener));
  }

  private awaitDrain(listener: Listener): void {
    if (listener.waiting) return;
    listener.waiting = true;
    listener.reply.raw.once('drain', () => {
      listener.waiting = false;
      while (listener.pending.length > 0 && !listener.reply.raw.writableNeedDrain)
        this.write(listener, listener.pending.shift()!);
      if (listener.pending.length > 0) this.awaitDrain(listener);
    });
  }

  private drop(listener: Listener): void {
    if (!this.listeners.delete(listener) && listener.reply.raw.destroyed) return;
    this.log.info({ pending: listener.pending.length }, 'order events: slow listener dropped');
    listener.pending = [];
    listener.reply.raw.destroy();
  }
}

/** What a listener is sent for an event: the event itself, that the order left its list, or nothing. */
type Variant = 'event' | 'gone';

function variantFor(audience: Audience, row: OrderEventRow, current: Map<number, LiveOrder>): Variant | null {
  if (audience.kind === 'admin') return 'event';
  if (eventVisibleTo(audience, row)) {
    // The message carries the order as it is now, so it goes only to a rider who has it now: a
    // replayed (or batched) event from before a reassignment must not show the new rider's
    // order, customer and address to the old one, who gets only the order.deleted that follows.
    if (
      audience.kind === 'delivery' &&
      row.type !== 'order.deleted' &&
      current.get(row.orderId)?.deliveryPerson?.id !== audience.id
    )
      return null;
    return 'event';
  }
  // The order was given to another rider: it leaves this rider's list.
  if (audience.kind === 'delivery' && row.previousDeliveryPersonId === audience.id) return 'gone';
  return null;
}

/** `data` leaves as JSON text (the plugin's serializer passes strings through). */
function buildMessage(variant: Variant, row: OrderEventRow, current: Map<number, LiveOrder>): Message | null {
  const id = String(row.id);
  if (variant === 'gone' || row.type === 'order.deleted') {
    return {
      id,
      event: 'order.deleted',
      data: JSON.stringify({ id: row.orderId, _id: row.orderId, orderId: formatOrderCode(row.orderId) }),
    };
  }
  const order = current.get(row.orderId);
  return order ? { id, event: row.type, data: JSON.stringify(order) } : null;
}

declare module 'fastify' {
  interface FastifyInstance {
    orderEvents: OrderEventHub;
  }
}

export default fp<OrderEventOptions>(
  async (app, options) => {
    const settings: Required<OrderEventOptions> = {
      heartbeatMs: options.heartbeatMs ?? 20_000,
      pollMs: options.pollMs ?? 1000,
      maxQueued: options.maxQueued ?? 1000,
      keepEvents: options.keepEvents ?? 10_000,
      keepMs: options.keepMs ?? 24 * 3600_000,
    };
    // Messages carry their data already serialized (once per event, not once per listener).
    await app.register(fastifySse, {
      heartbeatInterval: settings.heartbeatMs,
      serializer: (data: unknown) => (typeof data === 'string' ? data : JSON.stringify(data)),
    });
    const hub = new OrderEventHub(app.database, settings, app.log);
    app.decorate('orderEvents', hub);

    // Pruning is a write, so it only follows a write to the orders (new events were found): a
    // request that changed nothing leaves the database exactly as it was. At most once a minute.
    let lastPrune = 0;
    const pollAndPrune = () => {
      try {
        if (hub.poll() && Date.now() - lastPrune >= 60_000) {
          lastPrune = Date.now();
          hub.prune(lastPrune);
        }
      } catch (err) {
        app.log.error({ err }, 'order events');
      }
    };
    // A write request is followed by its events at once; the timer catches writes made outside
    // a request (scripts, the demo seed, another process).
    // A callback hook: it runs after every request, reads included.
    app.addHook('onResponse', (request, _reply, done) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') pollAndPrune();
      done();
    });
    const timer = setInterval(pollAndPrune, settings.pollMs);
    timer.unref();

    // Open streams would hold the server's close (and a SIGTERM) forever: end them first.
    app.addHook('preClose', async () => {
      clearInterval(timer);
      hub.closeAll();
    });
  },
  { name: 'order-events', dependencies: ['database'] },
);

const authorizationOf = new WeakMap<FastifyRequest, string | undefined>();

/** GET `url` in `scope` (whose guard has run): the event stream of what `audience` may see. */
export function registerEventStream(
  scope: FastifyInstance,
  url: string,
  meta: { tags: string[]; summary: string },
  audience: (request: FastifyRequest) => Audience,
): void {
  const { database } = scope;
  scope.get(
    url,
    {
      // Validation strips the headers the schema does not name; the stream checks its token
      // again for as long as it stays open, so it keeps the header as it came.
      onRequest: (request, _reply, done) => {
        authorizationOf.set(request, request.headers.authorization);
        done();
      },
      // 'manual': no Accept negotiation, so a plain fetch() or curl gets the stream too.
      sse: 'manual',
      schema: {
        tags: meta.tags,
        summary: meta.summary,
        security: bearer,
        headers: Type.Object({
          'last-event-id': Type.Optional(
            Type.String({
              maxLength: 32,
              description: 'The id of the last event received: the events after it are sent first',
            }),
          ),
        }),
        response: { 200: EventStreamAnswer, ...errors(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const who = audience(request);
      const header = authorizationOf.get(request);
      // The same check as the scope's guard, made again for as long as the stream stays open.
      const check =
        who.kind === 'admin'
          ? () => adminOf(header, scope.jwt, database)
          : () => {
              if (!partnerOf(header, scope.jwt, database, who.kind).approved) throw new Error('not approved');
            };
      const allowed = () => {
        try {
          check();
          return true;
        } catch {
          return false;
        }
      };
      scope.orderEvents.subscribe(reply, who, allowed);
    },
  );
}
