import { API_URL } from '../../shared/browser/apiUrl';
import { saveSession, type PartnerSession } from './session';
import { isPartnerLanguage, saveAccountLanguage } from '../i18n/language';
import type { ApiEnvelope, PartnerRole, PartnerUser } from './types';

/**
 * Signing a kitchen or a rider in: the login call and the session it saves. One function for
 * the light sign-in screen (partner/login/SignInScreen.tsx, shown before the react-admin app is
 * loaded) and for authProvider.login. It imports nothing of react-admin or MUI, so the
 * signed-out first screen stays small on a 2G phone.
 */
export interface PartnerLoginParams {
  /** A mobile number (any digits, spaces, +91) or an e-mail: what the partner remembers. */
  username: string;
  password: string;
  /** Kitchen (vendor) or Rider (delivery); without it the vendor login is tried, then the delivery one. */
  role?: PartnerRole;
}

/** A refused sign-in: `status` 0 when the network failed, else the server's status (401: wrong e-mail or password). */
export type SignInError = Error & { status?: number };

type LoginAnswer = ApiEnvelope<{ user: PartnerUser; token: string }>;

/** An e-mail has an @; anything else is taken as a mobile number (the server reads its digits). */
export const loginBody = (username: string, password: string) => (username.includes('@') ? { email: username, password } : { phone: username, password });

/** The language on the screen, so the server's other refusals (429, 400) come back in it. */
const screenLanguage = () => (typeof document === 'undefined' ? 'en' : document.documentElement.lang || 'en');

async function postLogin(fetchImpl: typeof fetch, role: PartnerRole, username: string, password: string) {
  const response = await fetchImpl(`${API_URL}/auth/${role}/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'Accept-Language': screenLanguage() },
    body: JSON.stringify(loginBody(username, password)),
  });
  const envelope = (await response.json().catch(() => null)) as LoginAnswer | null;
  return { status: response.status, envelope };
}

/** Signs in, saves the session (and the account's language) on this device and answers it; throws a SignInError. */
export async function signIn(fetchImpl: typeof fetch, { username, password, role }: PartnerLoginParams): Promise<PartnerSession> {
  const roles: PartnerRole[] = role ? [role] : ['vendor', 'delivery'];
  let last: { status: number; envelope: LoginAnswer | null } | undefined;
  for (const candidate of roles) {
    try {
      last = await postLogin(fetchImpl, candidate, username.trim(), password);
    } catch {
      throw Object.assign(new Error('Network error: check the connection and try again'), { status: 0 });
    }
    const data = last.envelope?.data;
    if (last.envelope?.success && data?.token) {
      const session: PartnerSession = { token: data.token, role: candidate, name: data.user?.name ?? '', id: data.user?.id ?? 0, riderStatus: data.user?.status, waitingForApproval: data.user?.approved === false };
      saveSession(session);
      // The account's language shows from now on, unless this device chose one itself.
      if (isPartnerLanguage(data.user?.language)) saveAccountLanguage(data.user.language);
      return session;
    }
    // Only a wrong account kind (401) is worth trying the other login; a 429 or 400 is final.
    if (last.status !== 401) break;
  }
  throw Object.assign(new Error(last?.envelope?.message || 'Login failed'), { status: last?.status });
}
