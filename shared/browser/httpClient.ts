/**
 * The API client of the react-admin front ends (admin and partner app): fetch with the
 * signed-in person's bearer token, a timeout and the envelope unwrapped. A non-2xx answer (or
 * `success: false`) throws react-admin's HttpError carrying the server's message, its status
 * and the envelope as body, so useNotify shows the real reason and checkError sees a 401.
 */
import { fetchUtils, HttpError } from 'react-admin';
import { API_URL } from './apiUrl';

export { API_URL };
/** Calls end after 30 s (a phone on a village network can be slow, but a hung call must end with a message). */
export const API_TIMEOUT_MS = 30_000;

/** The answer envelope of every API call. */
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

/** The language the app shows (it sets <html lang> when the language changes). */
export const documentLanguage = (): string =>
  typeof document === 'undefined' ? 'en' : document.documentElement.lang || 'en';

/**
 * A client that sends the token `getToken` answers (none when signed out), and the app's
 * language, so the server's refusals come back in the language on the screen.
 */
export function createHttpClient(getToken: () => string | null, getLanguage: () => string = () => 'en') {
  return async function httpClient<T = unknown>(
    path: string,
    options: fetchUtils.Options = {},
  ): Promise<ApiResponse<T>> {
    const headers = new Headers(options.headers ?? { Accept: 'application/json' });
    const token = getToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    if (!headers.has('Accept-Language')) headers.set('Accept-Language', getLanguage());
    if (options.body && !(options.body instanceof FormData) && !headers.has('Content-Type')) {
      headers.set('Content-Type', 'application/json');
    }
    // No body, no content type: ra-data-simple-rest's delete sends `text/plain`, which the
    // API (JSON-only) refuses with 415.
    if (!options.body) headers.delete('Content-Type');
    const url = path.startsWith('http') || path.startsWith('/api') ? path : `${API_URL}${path}`;
    const {
      status,
      headers: responseHeaders,
      json,
    } = await fetchUtils.fetchJson(url, {
      ...options,
      headers,
      signal: options.signal ?? AbortSignal.timeout(API_TIMEOUT_MS),
    });
    const envelope = (json ?? {}) as ApiEnvelope<T>;
    if (envelope.success === false) throw new HttpError(envelope.message || 'Request failed', status, envelope);
    return { status, headers: responseHeaders, json: envelope.data as T, envelope };
  };
}
