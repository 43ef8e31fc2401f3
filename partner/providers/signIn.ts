import { postSignIn, refusal, type SignInAnswer, type SignInError } from '../../shared/browser/signIn';
import { saveSession, type PartnerSession } from './session';
import { isPartnerLanguage, saveAccountLanguage } from '../i18n/language';
import type { PartnerRole, PartnerUser } from './types';

/**
 * Signing a kitchen or a rider in: the login call (shared/browser/signIn.ts, the same as the
 * admin's) and the session it saves. One function for the light sign-in screen
 * (partner/login/SignInScreen.tsx, shown before the react-admin app is loaded) and for
 * authProvider.login. It imports nothing of react-admin or MUI, so the signed-out first screen
 * stays small on a 2G phone.
 */
export interface PartnerLoginParams {
  /** A mobile number (any digits, spaces, +91) or an e-mail: what the partner remembers. */
  username: string;
  password: string;
  /** Kitchen (vendor) or Rider (delivery); without it the vendor login is tried, then the delivery one. */
  role?: PartnerRole;
}

export type { SignInError };

type LoginData = { user: PartnerUser; token: string };

/** An e-mail has an @; anything else is taken as a mobile number (the server reads its digits). */
export const loginBody = (username: string, password: string) =>
  username.includes('@') ? { email: username, password } : { phone: username, password };

const NETWORK_MESSAGE = 'Network error: check the connection and try again';

/** Saves the session of a login or sign-up answer (and the account's language) on this device. */
function keepSession(data: LoginData, role: PartnerRole): PartnerSession {
  const session: PartnerSession = {
    token: data.token,
    role,
    name: data.user?.name ?? '',
    id: data.user?.id ?? 0,
    riderStatus: data.user?.status,
    waitingForApproval: data.user?.approved === false,
  };
  saveSession(session);
  // The account's language shows from now on, unless this device chose one itself.
  if (isPartnerLanguage(data.user?.language)) saveAccountLanguage(data.user.language);
  return session;
}

/** Signs in, saves the session (and the account's language) on this device and answers it; throws a SignInError. */
export async function signIn(
  fetchImpl: typeof fetch,
  { username, password, role }: PartnerLoginParams,
): Promise<PartnerSession> {
  const roles: PartnerRole[] = role ? [role] : ['vendor', 'delivery'];
  let last: SignInAnswer<LoginData> | undefined;
  for (const candidate of roles) {
    last = await postSignIn<LoginData>(fetchImpl, `/auth/${candidate}/login`, loginBody(username.trim(), password), {
      networkMessage: NETWORK_MESSAGE,
    });
    const data = last.envelope?.data;
    if (last.envelope?.success && data?.token) return keepSession(data, candidate);
    // Only a wrong account kind (401) is worth trying the other login; a 429 or 400 is final.
    if (last.status !== 401) break;
  }
  throw refusal(last);
}

/** What a kitchen or rider types to sign up: a kitchen names its kitchen, a rider its vehicle. */
export interface PartnerSignUpParams {
  role: PartnerRole;
  name: string;
  /** The 10 digits of the mobile number. */
  phone: string;
  /** Left out by a rider who has none. */
  email?: string;
  password: string;
  kitchenName?: string;
  vehicleNumber?: string;
}

/** A refused sign-up: the server's message, and its `errors` per field (name, phone, email, …). */
export type SignUpError = SignInError & { errors?: Record<string, string> };

/**
 * Signs a new kitchen or rider up (POST /api/auth/(vendor|delivery)/register) and saves the
 * session it answers, as a login does: the account waits for the owner's approval, so the app
 * opens on "waiting for approval". Throws a SignUpError.
 */
export async function signUp(
  fetchImpl: typeof fetch,
  { role, ...fields }: PartnerSignUpParams,
): Promise<PartnerSession> {
  const body = role === 'vendor' ? { ...fields, vehicleNumber: undefined } : { ...fields, kitchenName: undefined };
  const answer = await postSignIn<LoginData>(fetchImpl, `/auth/${role}/register`, body, {
    networkMessage: NETWORK_MESSAGE,
  });
  const data = answer.envelope?.data;
  if (answer.envelope?.success && data?.token) return keepSession(data, role);
  // No fallback words here: the screen says "Registration failed" in its own language.
  throw Object.assign(refusal(answer, ''), { errors: answer.envelope?.errors }) as SignUpError;
}
