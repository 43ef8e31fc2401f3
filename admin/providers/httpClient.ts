import { createHttpClient, documentLanguage, type ApiEnvelope } from '../../shared/browser/httpClient';
import { getToken } from './session';

export { API_TIMEOUT_MS, API_URL, type ApiEnvelope, type ApiResponse } from '../../shared/browser/httpClient';

/** The admin's API client: the admin's token, a 30 s timeout, the envelope unwrapped. */
export const httpClient = createHttpClient(getToken, documentLanguage);

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
