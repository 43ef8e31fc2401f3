import { fetchUtils, HttpError } from 'react-admin';
import { getToken } from './session';

export const API_URL = '/api';
/** SPEC section 7: calls time out after 30 s. */
export const API_TIMEOUT_MS = 30_000;

export interface ApiEnvelope<T = unknown> {
  success: boolean;
  data?: T;
  message?: string;
  total?: number;
  errors?: Record<string, string>;
}

export interface ApiResponse<T = unknown> {
  status: number;
  headers: Headers;
  /** The envelope's `data`. */
  json: T;
  /** The whole envelope, for `message` and `total`. */
  envelope: ApiEnvelope<T>;
}

/**
 * fetch with the bearer token, a 30 s timeout and the envelope unwrapped. A non-2xx answer
 * (or `success: false`) throws react-admin's HttpError carrying the server's message, its
 * status and the envelope as body, so screens and checkError can read them.
 */
export async function httpClient<T = unknown>(path: string, options: fetchUtils.Options = {}): Promise<ApiResponse<T>> {
  const headers = new Headers(options.headers ?? { Accept: 'application/json' });
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (options.body && !(options.body instanceof FormData) && !headers.has('Content-Type')) {
    headers.set('Content-Type', 'application/json');
  }
  // No body, no content type: ra-data-simple-rest's delete sends `text/plain`, which the
  // API (JSON-only) refuses with 415.
  if (!options.body) headers.delete('Content-Type');
  const url = path.startsWith('http') || path.startsWith('/api') ? path : `${API_URL}${path}`;
  const { status, headers: responseHeaders, json } = await fetchUtils.fetchJson(url, {
    ...options,
    headers,
    signal: options.signal ?? AbortSignal.timeout(API_TIMEOUT_MS),
  });
  const envelope = (json ?? {}) as ApiEnvelope<T>;
  if (envelope.success === false) {
    throw new HttpError(envelope.message || 'Request failed', status, envelope);
  }
  return { status, headers: responseHeaders, json: envelope.data as T, envelope };
}

/** The message to show for a failed call: the server's envelope message, else the given fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  const body = error && typeof error === 'object' ? (error as { body?: ApiEnvelope }).body : undefined;
  return body && typeof body.message === 'string' && body.message ? body.message : fallback;
}

/** The HTTP status of a failed call, or undefined when no answer came (network error, timeout). */
export function errorStatus(error: unknown): number | undefined {
  const status = error && typeof error === 'object' ? (error as { status?: unknown }).status : undefined;
  return typeof status === 'number' ? status : undefined;
}
