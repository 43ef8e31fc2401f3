import { isNetworkFailure, persistedStore } from './store';

/**
 * Taps made while the network is gone (Accept, Start preparing, Ready, Picked up, Delivered,
 * Sold out): kept on the phone in the order they were made and sent in that order when the
 * network returns. Each carries the Idempotency-Key made when it was tapped, so a send whose
 * answer was lost can be sent again without acting twice (the server answers the same key and
 * body the same way). A tap the server refuses (the order was cancelled meanwhile) leaves the
 * queue with the server's reason, which the app shows until the partner closes it.
 */
export interface QueuedTap {
  key: string;
  /** The data provider's resource and record ("orders", 12). */
  resource: string;
  id: number | string;
  /** The API path and the changed fields, as the data provider would send them now. */
  path: string;
  body: Record<string, unknown>;
  /** What the card shows meanwhile: the record as before, with the change. */
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
    if (tap.resource === resource && tap.id === record.id)
      next = { ...next, ...optimisticPatch(tap.body, tap.tappedAt) };
  return next;
}

/**
 * The fields a change sets on the record as the server would ({ready: true} sets readyAt; a
 * delivery's `collected` says how it was paid). The tap's body itself is sent unchanged.
 */
export function optimisticPatch(body: Record<string, unknown>, at: number): Record<string, unknown> {
  const { ready, reason: _reason, confirm, collected, ...rest } = body;
  if (confirm === true) return { ...rest, toConfirm: false, confirmedAt: new Date(at).toISOString() };
  if (collected === 'upi') return { ...rest, paymentMethod: 'upi', paymentStatus: 'paid', utr: rest.utr ?? null };
  if (collected === 'cash') return { ...rest, paymentMethod: 'cash', paymentStatus: 'cash_on_delivery' };
  return ready === true ? { ...rest, readyAt: new Date(at).toISOString() } : rest;
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
