/**
 * The storefront's stock, live, for open site pages: GET /api/menu/events (public).
 *
 * Not a poll from every page: that is thousands of requests an hour per open page on a village
 * data plan, and many phones behind one carrier NAT share one IP's rate limit. Instead, while at
 * least one page listens, one shared timer reads the stock once per `pollMs` (one
 * query, whatever the number of listeners) and sends it to every listener only when it changed;
 * each listener gets the current stock on connect. With nobody listening, nothing runs.
 *
 * Memory is bounded: at most `maxListeners` open streams (past that 503, the page retries
 * later), and a listener whose socket pushes back holds at most the one newest stock, sent on
 * 'drain' (an older one it never saw is worth nothing).
 */
import fp from 'fastify-plugin';
import type { FastifyReply } from 'fastify';
import { getStorefrontStock } from '../../../db/storefront';

export interface StockEventOptions {
  /** How often the stock is read while someone listens (ms); default 1 s. */
  pollMs?: number;
  /** Open streams at most; default 2000. */
  maxListeners?: number;
}

interface Listener {
  reply: FastifyReply;
  /** The newest stock, waiting for the socket to drain; null when nothing waits. */
  waiting: string | null;
}

export class StockStream {
  private readonly listeners = new Set<Listener>();
  private timer: ReturnType<typeof setInterval> | undefined;
  /** The stock (JSON of `{dishes}`) as last sent; null while nobody listens. */
  private last: string | null = null;
  private closed = false;

  constructor(
    private readonly read: () => string,
    private readonly options: Required<StockEventOptions>,
    private readonly log: { error: (obj: object, msg: string) => void },
  ) {}

  get listenerCount(): number {
    return this.listeners.size;
  }

  get full(): boolean {
    return this.closed || this.listeners.size >= this.options.maxListeners;
  }

  /** Sends the current stock, then each change, until the client goes. */
  subscribe(reply: FastifyReply): void {
    reply.sse.keepAlive();
    // One stream per connection: when it ends (shutdown) the socket closes with it instead of
    // idling in keep-alive and holding the server's close.
    reply.header('connection', 'close');
    reply.header('cache-control', 'no-store');
    // Read now (telling the others if it changed), so the newcomer starts from the same stock.
    this.tick();
    const listener: Listener = { reply, waiting: null };
    this.listeners.add(listener);
    reply.sse.onClose(() => this.leave(listener));
    if (this.last !== null) this.send(listener, this.last);
    if (!this.timer) {
      this.timer = setInterval(() => this.tick(), this.options.pollMs);
      this.timer.unref();
    }
  }

  /** Ends every stream and the timer (app close): the pages reconnect to the next server. */
  closeAll(): void {
    this.closed = true;
    for (const listener of this.listeners) listener.reply.sse.close();
    this.listeners.clear();
    this.stop();
  }

  /** One read for all listeners; a change goes to each of them. */
  private tick(): void {
    let stock: string;
    try {
      stock = this.read();
    } catch (err) {
      this.log.error({ err }, 'stock events');
      return;
    }
    if (stock === this.last) return;
    this.last = stock;
    for (const listener of this.listeners) this.send(listener, stock);
  }

  private send(listener: Listener, stock: string): void {
    const raw = listener.reply.raw;
    if (listener.waiting !== null || raw.writableNeedDrain) {
      const first = listener.waiting === null;
      listener.waiting = stock;
      if (first)
        raw.once('drain', () => {
          const newest = listener.waiting;
          listener.waiting = null;
          if (newest !== null && this.listeners.has(listener)) this.send(listener, newest);
        });
      return;
    }
    // The write happens synchronously inside send(); its promise only reports the drain.
    listener.reply.sse.send({ event: 'stock', data: stock }).catch(() => this.leave(listener));
  }

  private leave(listener: Listener): void {
    listener.waiting = null;
    if (this.listeners.delete(listener) && this.listeners.size === 0) this.stop();
  }

  private stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
    this.last = null;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    stockEvents: StockStream;
  }
}

export default fp<StockEventOptions>(
  async (app, options) => {
    const { database } = app;
    const stream = new StockStream(
      () => JSON.stringify({ dishes: getStorefrontStock(database) }),
      { pollMs: options.pollMs ?? 1000, maxListeners: options.maxListeners ?? 2000 },
      app.log,
    );
    app.decorate('stockEvents', stream);
    // Open streams would hold the server's close (and a SIGTERM) forever: end them first.
    app.addHook('preClose', async () => stream.closeAll());
  },
  // order-events registers @fastify/sse (its heartbeat and serializer) for the whole app.
  { name: 'stock-events', dependencies: ['database', 'order-events'] },
);
