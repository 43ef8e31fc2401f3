/**
 * The kitchen's and the rider's order commands: each tap is one named command,
 * `POST /api/{vendor|delivery}/orders/:id/<command>` (shared/api/orderCommands.ts), sent with
 * the Idempotency-Key it got when tapped. The taps a partner makes in a rush (Accept, Start
 * preparing, Ready, Confirm, Payment received, Picked up, Delivered, Handed over) wait on the
 * phone when the network is gone (offline/outbox.ts) and go out, in order, when it is back.
 *
 * Plain fetch, no react-admin: the light first screen (first/) taps through these same functions
 * before react-admin has arrived, and the data provider offers them as its methods.
 */
import { API_URL } from '../../shared/browser/apiUrl';
import type { CommandBody, OrderCommand } from '../../shared/api/orderCommands';
import { accountKey, readSession } from './session';
import { ApiError } from './apiError';
import type { PartnerOrder } from './types';
import { enqueue, newIdempotencyKey, queuedFor, withQueuedChanges, type QueuedTap } from '../offline/outbox';
import { isNetworkFailure } from '../offline/store';

/** The commands of the kitchen's and the rider's apps (refund and assign are the back office's). */
export type PartnerCommand = Exclude<OrderCommand, 'refund' | 'assign'>;

/**
 * The taps that wait on the phone when the network is gone. A cancel, a fake mark and a "Got it"
 * are sent at once or refused: the partner should see there and then that the server did not
 * hear them (a customer waiting on a cancel, a ringing that goes on).
 */
const WAITS_OFFLINE = new Set<PartnerCommand>([
  'accept',
  'prepare',
  'ready',
  'hand-over',
  'pick-up',
  'deliver',
  'confirm',
  'payment',
]);

/** What a command answers: the order as it is now, or as the waiting tap will leave it (`queued`). */
export interface CommandAnswer {
  data: PartnerOrder;
  queued: boolean;
}

/** The order as the phone has it, kept with a waiting tap (its code names a refusal) and shown meanwhile. */
export interface TapOptions {
  previousData?: PartnerOrder;
}

/** Calls end after 30 s, as the app's client does (shared/browser/httpClient.ts). */
const TIMEOUT_MS = 30_000;

const prefixOf = () => (readSession()?.role === 'delivery' ? '/delivery' : '/vendor');

/** The API path of a command of one of the signed-in partner's orders. */
export const commandPath = (command: PartnerCommand, id: number | string) => `${prefixOf()}/orders/${id}/${command}`;

/**
 * Sends a tap with the key it got when it was made, so a resend never acts twice: the same
 * request (method, path, body) under the same key gets the first answer again. Answers the
 * envelope's data; throws ApiError for a refusal, and the fetch's own error when the network fails.
 */
export async function sendTap<T = PartnerOrder>(tap: Pick<QueuedTap, 'method' | 'path' | 'body' | 'key'>): Promise<T> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': (typeof document !== 'undefined' && document.documentElement.lang) || 'hi',
    'Idempotency-Key': tap.key,
  };
  const token = readSession()?.token;
  if (token) headers.Authorization = `Bearer ${token}`;
  if (tap.body) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${API_URL}${tap.path}`, {
    method: tap.method ?? 'PUT',
    headers,
    body: tap.body ? JSON.stringify(tap.body) : undefined,
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const envelope = (await response.json().catch(() => ({}))) as { success?: boolean; data?: unknown; message?: string };
  if (!response.ok || envelope.success === false)
    throw new ApiError(envelope.message || response.statusText, response.status, envelope);
  return envelope.data as T;
}

/**
 * Runs `command` on order `id` now, or, for a tap that may wait, keeps it on the phone when the
 * network fails (or while older taps still wait: taps reach the server in the order they were made).
 */
export async function runCommand<C extends PartnerCommand>(
  command: C,
  id: number,
  body: CommandBody<C> | null,
  { previousData }: TapOptions = {},
): Promise<CommandAnswer> {
  const account = accountKey();
  const tap: QueuedTap = {
    key: newIdempotencyKey(),
    resource: 'orders',
    id,
    method: 'POST',
    path: commandPath(command, id),
    body: body as Record<string, unknown> | null,
    command,
    previousData: previousData ?? { id },
    account,
    tappedAt: Date.now(),
  };
  const known = (previousData ?? { id }) as PartnerOrder;
  if (!WAITS_OFFLINE.has(command)) return { data: { ...known, ...(await sendTap(tap)) }, queued: false };
  if (queuedFor(account).length === 0) {
    try {
      return { data: { ...known, ...(await sendTap(tap)) }, queued: false };
    } catch (error) {
      if (!isNetworkFailure(error)) throw error;
    }
  }
  enqueue(tap);
  return { data: withQueuedChanges('orders', known, account), queued: true };
}

/**
 * The order's commands as the data provider's methods (react-admin CRM's custom methods), one
 * each. A command that needs nothing is sent without a body, as its route takes none.
 */
export const orderCommands = {
  acceptOrder: (id: number, options?: TapOptions) => runCommand('accept', id, null, options),
  prepareOrder: (id: number, options?: TapOptions) => runCommand('prepare', id, null, options),
  /** The food is ready (readyAt): the rider or the customer may come for it. */
  markOrderReady: (id: number, options?: TapOptions) => runCommand('ready', id, null, options),
  /** A pickup order given to its customer, with how they paid (`collected`, `utr`) unless it was paid. */
  handOverOrder: (id: number, body: CommandBody<'hand-over'> = {}, options?: TapOptions) =>
    runCommand('hand-over', id, body, options),
  pickUpOrder: (id: number, options?: TapOptions) => runCommand('pick-up', id, null, options),
  /** Delivered at the door, with how the customer paid (`collected`, `utr`) unless it was paid. */
  deliverOrder: (id: number, body: CommandBody<'deliver'> = {}, options?: TapOptions) =>
    runCommand('deliver', id, body, options),
  /** Cancelled by the kitchen; the reason is shown to the customer. */
  cancelOrder: (id: number, body: CommandBody<'cancel'> = {}, options?: TapOptions) =>
    runCommand('cancel', id, body, options),
  /** A held order confirmed after a call or the customer's WhatsApp. */
  confirmOrder: (id: number, options?: TapOptions) => runCommand('confirm', id, null, options),
  /** "Fake / no one there": cancelled unless delivered, a strike on the number. */
  markOrderFake: (id: number, body: CommandBody<'fake'> = {}, options?: TapOptions) =>
    runCommand('fake', id, body, options),
  /** The kitchen saw the UPI payment arrive (with its UTR when it has one). */
  confirmPayment: (id: number, body: CommandBody<'payment'> = {}, options?: TapOptions) =>
    runCommand('payment', id, body, options),
  /** "Got it" for an order given to the rider (its ringing stops). */
  acknowledgeOrder: (id: number, options?: TapOptions) => runCommand('acknowledge', id, null, options),
};

export type OrderCommands = typeof orderCommands;
