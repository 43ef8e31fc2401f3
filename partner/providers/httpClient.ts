import { fetchUtils, HttpError } from 'react-admin';
import { getToken } from './session';
import type { ApiEnvelope } from './types';

export const API_URL = '/api';
/** A phone on a village network can be slow, but a call that hangs must end with a message. */
export const API_TIMEOUT_MS = 30_000;

export interface ApiResponse<T = unknown> {
  status: number;
  headers: Headers;
  /** The envelope's `data`. */
  json: T;
  envelope: ApiEnvelope<T>;
}

/**
 * fetch with the partner's bearer token and the envelope unwrapped. A non-2xx answer (or
 * `success: false`) throws react-admin's HttpError with the server's message and status,
 * so useNotify shows the real reason and checkError sees a 401.
 */
export async function httpClient<T = unknown>(path: string, options: fetchUtils.Options = {}): Promise<ApiResponse<T>> {
  const headers = new Headers(options.headers ?? { Accept: 'application/json' });
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (options.body && !headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
  // The API is JSON-only: a bodiless call must not claim a text/plain body.
  if (!options.body) headers.delete('Content-Type');
  const url = path.startsWith('http') || path.startsWith('/api') ? path : `${API_URL}${path}`;
  const { status, headers: responseHeaders, json } = await fetchUtils.fetchJson(url, {
    ...options,
    headers,
    signal: options.signal ?? AbortSignal.timeout(API_TIMEOUT_MS),
  });
  const envelope = (json ?? {}) as ApiEnvelope<T>;
  if (envelope.success === false) throw new HttpError(envelope.message || 'Request failed', status, envelope);
  return { status, headers: responseHeaders, json: envelope.data as T, envelope };
}

/** The message to show for a failed call: the server's message, else the fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (!error || typeof error !== 'object') return fallback;
  const body = (error as { body?: ApiEnvelope }).body;
  if (body && typeof body.message === 'string' && body.message) return body.message;
  const message = (error as { message?: unknown }).message;
  return typeof message === 'string' && message ? message : fallback;
}
