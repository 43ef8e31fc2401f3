import type { OrderCommand } from '../../shared/api/orderCommands';
import { isNetworkFailure, persistedStore } from './store';

/**
 * Taps made while the network is gone (Accept, Start preparing, Ready, Picked up, Delivered,
 * Sold out): kept on the phone in the order they were made and sent in that order when the
 * network returns. Each carries the Idempotency-Key made when it was tapped, so a send whose
 * answer was lost can be sent again without acting twice (the server answers the same key and
 * request the same way). A tap the server refuses (the order was cancelled meanwhile) leaves the
 * queue with the server's reason, which the app shows until the partner closes it.
 *
 * An order's tap is one of its commands (`POST …/orders/:id/<command>`, providers/orderCommands.ts);
 * what the card shows meanwhile is read from that command. Taps kept by the app before it sent
 * commands have no `method` and `command`: they are sent as they were stored (`PUT` of their
 * path and body, under their key), since the server answers a resend of that same request, and
 * only that one, without acting twice.
 */
export interface QueuedTap {
  key: string;
  /** The data provider's resource and record ("orders", 12). */
  resource: string;
  id: number | string;
  /** The request: its method (none: PUT, as every tap was before the order's commands), API path and body. */
  method?: 'POST' | 'PUT';
  path: string;
  /** null: sent without a body (a command that needs nothing). */
  body: Record<string, unknown> | null;
  /** The order's command this tap runs (none: a tap of another resource, or one stored before commands). */
  command?: OrderCommand;
  /** The record as the phone had it when tapped (its code names a refusal). */
  previousData: Record<string, unknown>;
  /** Who made it: a tap never goes out under another account's token. */
  account: string;
  tappedAt: number;
}

export interface RefusedTap extends QueuedTap {
  message: string;
}

interface OutboxState {
  queued: QueuedTap[];
  refused: RefusedTap[];
}

const outbox = persistedStore<OutboxState>('partnerOutbox', { queued: [], refused: [] });
export const outboxStore = outbox;

/** 8–64 of [A-Za-z0-9_-], as the server wants: a random UUID where the browser has one. */
export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return `tap-${crypto.randomUUID()}`;
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return `tap-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

export function enqueue(tap: QueuedTap): void {
  const state = outbox.get();
  outbox.set({ ...state, queued: [...state.queued, tap] });
}

export const queuedFor = (account: string): QueuedTap[] => outbox.get().queued.filter((tap) => tap.account === account);

export function dismissRefused(key: string): void {
  const state = outbox.get();
  outbox.set({ ...state, refused: state.refused.filter((tap) => tap.key !== key) });
}

/** The record as the queued taps of `account` will leave it (the card shows it meanwhile). */
export function withQueuedChanges<T extends { id: number | string }>(resource: string, record: T, account: string): T {
  let next = record;
  for (const tap of queuedFor(account))
    if (tap.resource === resource && tap.id === record.id) next = { ...next, ...changeOf(tap) };
  return next;
}

/** The fields a queued tap will change: an order's by its command, another record's by the fields it sends. */
function changeOf(tap: QueuedTap): Record<string, unknown> {
  if (tap.command) return commandChange(tap.command, tap.body ?? {}, tap.tappedAt);
  if (tap.resource !== 'orders') return tap.body ?? {};
  const stored = commandOfStoredBody(tap.body ?? {});
  return stored ? commandChange(stored.command, stored.body, tap.tappedAt) : {};
}

/** The order's command a tap stored before commands meant by its PUT body (each such body meant one). */
function commandOfStoredBody(
  body: Record<string, unknown>,
): { command: OrderCommand; body: Record<string, unknown> } | null {
  if (body.confirm === true) return { command: 'confirm', body: {} };
  if (body.ready === true) return { command: 'ready', body: {} };
  if (body.paymentStatus === 'paid') return { command: 'payment', body: { utr: body.utr } };
  const command = STORED_STATUS_COMMANDS[String(body.status)];
  return command ? { command, body: { collected: body.collected, utr: body.utr } } : null;
}
const STORED_STATUS_COMMANDS: Record<string, OrderCommand> = {
  accepted: 'accept',
  preparing: 'prepare',
  out_for_delivery: 'pick-up',
  delivered: 'deliver',
};

/**
 * The fields an order's command sets, as the server will (accept: accepted; ready: readyAt;
 * deliver: delivered, paid the way the partner said): the card shows them until the server's
 * answer, or its live event, replaces them.
 */
export function commandChange(
  command: OrderCommand,
  body: Record<string, unknown>,
  at: number,
): Record<string, unknown> {
  const when = new Date(at).toISOString();
  switch (command) {
    case 'accept':
      return { status: 'accepted' };
    case 'prepare':
      return { status: 'preparing' };
    case 'ready':
      return { readyAt: when };
    case 'pick-up':
      return { status: 'out_for_delivery' };
    case 'deliver':
    case 'hand-over':
      return { status: 'delivered', ...paidBy(body) };
    case 'cancel':
      return { status: 'cancelled' };
    case 'confirm':
      return { toConfirm: false, confirmedAt: when };
    case 'payment':
      return { paymentStatus: 'paid', utr: body.utr ?? null };
    default:
      // fake, acknowledge, refund, assign: never waiting on the phone, what they leave is the server's to say.
      return {};
  }
}

/** How a finished order was paid, from what the partner said they collected. */
function paidBy(body: Record<string, unknown>): Record<string, unknown> {
  if (body.collected === 'upi') return { paymentMethod: 'upi', paymentStatus: 'paid', utr: body.utr ?? null };
  if (body.collected === 'cash') return { paymentMethod: 'cash', paymentStatus: 'cash_on_delivery' };
  return {};
}

export type SendTap = (tap: QueuedTap) => Promise<unknown>;

export interface FlushResult {
  sent: QueuedTap[];
  refused: RefusedTap[];
  /** The network failed again: the rest waits. */
  stopped: boolean;
}

let flushing: Promise<FlushResult> | null = null;

/**
 * Sends the account's queued taps one at a time, in order. A network failure stops the run
 * (the rest keeps its place); a refusal moves the tap to `refused` and the run goes on, since
 * the next tap may concern another order. One run at a time.
 */
export function flushOutbox(
  account: string,
  send: SendTap,
  errorText: (error: unknown) => string,
): Promise<FlushResult> {
  if (flushing) return flushing;
  const run = async (): Promise<FlushResult> => {
    const result: FlushResult = { sent: [], refused: [], stopped: false };
    for (;;) {
      const tap = queuedFor(account)[0];
      if (!tap) break;
      try {
        await send(tap);
        result.sent.push(tap);
        const state = outbox.get();
        outbox.set({ ...state, queued: state.queued.filter((t) => t.key !== tap.key) });
      } catch (error) {
        if (isNetworkFailure(error)) {
          result.stopped = true;
          break;
        }
        const refused = { ...tap, message: errorText(error) };
        result.refused.push(refused);
        const state = outbox.get();
        outbox.set({ queued: state.queued.filter((t) => t.key !== tap.key), refused: [...state.refused, refused] });
      }
    }
    return result;
  };
  flushing = run().finally(() => {
    flushing = null;
  });
  return flushing;
}
