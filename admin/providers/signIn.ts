import { postSignIn, refusal, type SignInError } from '../../shared/browser/signIn';
import { saveSession, type Session } from './session';

/**
 * Signing the owner (or another admin) in: the login call and the session it saves. One
 * function for the light login screen (admin/login/LoginScreen.tsx, drawn before the
 * react-admin app is downloaded) and for authProvider.login. It imports nothing of react-admin
 * or MUI, so the signed-out first screen stays small.
 */

export type { SignInError };

/** The login call is retried once, 1.5 s later, when the network fails. */
export const LOGIN_RETRY_DELAY_MS = 1500;

export interface AdminLoginParams {
  email: string;
  password: string;
}

type LoginData = { name: string; role: string; token: string };

/**
 * Signs in and saves the session in local storage (the admin session); throws a SignInError:
 * the server's message (else "Login failed") with its status, or status 0 with
 * the browser's error message when the network failed twice.
 */
export async function signIn(fetchImpl: typeof fetch, { email, password }: AdminLoginParams): Promise<Session> {
  const answer = await postSignIn<LoginData>(
    fetchImpl,
    '/auth/admin/login',
    { email, password },
    { retryDelayMs: LOGIN_RETRY_DELAY_MS },
  );
  const data = answer.envelope?.data;
  if (!answer.envelope?.success || !data?.token) throw refusal(answer, 'Login failed');
  const session: Session = { token: data.token, name: data.name, role: data.role };
  saveSession(session);
  return session;
}
