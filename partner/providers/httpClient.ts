import { createHttpClient, documentLanguage } from '../../shared/browser/httpClient';
import { getToken } from './session';
import type { ApiEnvelope } from './types';

export { API_URL } from '../../shared/browser/httpClient';

/** The partner's API client: the kitchen's or rider's token, a 30 s timeout, the envelope unwrapped. */
export const httpClient = createHttpClient(getToken, documentLanguage);

/** The message to show for a failed call: the server's message, else the fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (!error || typeof error !== 'object') return fallback;
  const body = (error as { body?: ApiEnvelope }).body;
  if (body && typeof body.message === 'string' && body.message) return body.message;
  const message = (error as { message?: unknown }).message;
  return typeof message === 'string' && message ? message : fallback;
}
