import { API_URL } from './apiUrl';
import type { ApiEnvelope } from './httpClient';

/**
 * The sign-in call both apps make (the admin's and the partner app's): one POST of the login
 * body with the screen's language, a network failure told apart from a refusal. Each app's own
 * signIn() (admin/providers/signIn.ts, partner/providers/signIn.ts) saves its session from the
 * answer; that one function serves the light sign-in screen and the react-admin
 * authProvider.login alike. Nothing here imports react-admin or MUI (the envelope is a type
 * only), so a signed-out first screen stays small on a slow phone.
 */

/** A refused sign-in: `status` 0 when no answer came (network), else the server's status (401: wrong account or password). */
export type SignInError = Error & { status?: number };

export interface SignInAnswer<T> {
  status: number;
  /** The answer's envelope, null when its body was not JSON. */
  envelope: ApiEnvelope<T> | null;
}

export interface SignInOptions {
  /** Send the request once more, this long after a network failure (the admin's login). */
  retryDelayMs?: number;
  /** The text of a network failure; without it the browser's own error message. */
  networkMessage?: string;
}

/** The text of a failed call with no message of its own (the admin login). */
export const SIGN_IN_FAILED_RETRY = 'Login failed. Please try again.';

/** The language on the screen, so the server's refusals (429, 400) come back in it. */
export const screenLanguage = (): string =>
  typeof document === 'undefined' ? 'en' : document.documentElement.lang || 'en';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Posts `body` to the API's `path` (e.g. /auth/admin/login); throws a SignInError with status 0 when no answer came. */
export async function postSignIn<T>(
  fetchImpl: typeof fetch,
  path: string,
  body: unknown,
  { retryDelayMs, networkMessage }: SignInOptions = {},
): Promise<SignInAnswer<T>> {
  const request = () =>
    fetchImpl(`${API_URL}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'Accept-Language': screenLanguage() },
      body: JSON.stringify(body),
    });
  let response: Response;
  try {
    try {
      response = await request();
    } catch (first) {
      if (retryDelayMs === undefined) throw first;
      await wait(retryDelayMs);
      response = await request();
    }
  } catch (cause) {
    throw Object.assign(new Error(networkMessage ?? ((cause as Error | undefined)?.message || SIGN_IN_FAILED_RETRY)), {
      status: 0,
    }) as SignInError;
  }
  const envelope = (await response.json().catch(() => null)) as ApiEnvelope<T> | null;
  return { status: response.status, envelope };
}

/** The error for an answer that signed no one in: the server's message, else `fallback`. */
export function refusal(answer: SignInAnswer<unknown> | undefined, fallback = 'Login failed'): SignInError {
  return Object.assign(new Error(answer?.envelope?.message || fallback), { status: answer?.status }) as SignInError;
}
