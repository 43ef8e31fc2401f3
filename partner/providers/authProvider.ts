import type { AuthProvider } from 'react-admin';
import { API_URL } from './httpClient';
import { clearSession, readSession, saveSession } from './session';
import { clearSnapshots } from '../offline/snapshots';
import { isPartnerLanguage, saveAccountLanguage } from '../i18n/language';
import type { ApiEnvelope, PartnerRole, PartnerUser } from './types';

/** Router paths; the router adds the /partner base. */
export const LOGIN_PATH = '/login';
export const HOME_PATH = '/';

export interface PartnerLoginParams {
  /** A mobile number (any digits, spaces, +91) or an e-mail: what the partner remembers. */
  username: string;
  password: string;
  /** Kitchen (vendor) or Rider (delivery); without it the vendor login is tried, then the delivery one. */
  role?: PartnerRole;
}

type LoginAnswer = ApiEnvelope<{ user: PartnerUser; token: string }>;

/** An e-mail has an @; anything else is taken as a mobile number (the server reads its digits). */
export const loginBody = (username: string, password: string) => (username.includes('@') ? { email: username, password } : { phone: username, password });

async function postLogin(fetchImpl: typeof fetch, role: PartnerRole, username: string, password: string) {
  const response = await fetchImpl(`${API_URL}/auth/${role}/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(loginBody(username, password)),
  });
  const envelope = (await response.json().catch(() => null)) as LoginAnswer | null;
  return { status: response.status, envelope };
}

/**
 * Which screens each partner kind has (the resources registered in App.tsx). The server
 * enforces who may touch what; this only keeps the menu honest.
 */
export function partnerCanAccess(role: PartnerRole | undefined, resource: string): boolean {
  if (role === 'vendor') return ['orders', 'restaurants', 'kitchen'].includes(resource);
  if (role === 'delivery') return ['orders', 'today'].includes(resource);
  return false;
}

export function createAuthProvider(fetchImpl: typeof fetch = (...args) => fetch(...args)): AuthProvider {
  return {
    async login({ username, password, role }: PartnerLoginParams) {
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
          saveSession({ token: data.token, role: candidate, name: data.user?.name ?? '', id: data.user?.id ?? 0, riderStatus: data.user?.status, waitingForApproval: data.user?.approved === false });
          // The account's language shows from now on, unless this device chose one itself.
          if (isPartnerLanguage(data.user?.language)) saveAccountLanguage(data.user.language);
          return { redirectTo: HOME_PATH };
        }
        // Only a wrong account kind (401) is worth trying the other login; a 429 or 400 is final.
        if (last.status !== 401) break;
      }
      // The status lets the login page say it in the app's language (401: wrong e-mail or password).
      throw Object.assign(new Error(last?.envelope?.message || 'Login failed'), { status: last?.status });
    },

    async logout() {
      const session = readSession();
      clearSession();
      // A shared phone keeps no one's orders after a logout (taps still waiting stay, per account).
      clearSnapshots();
      if (session) {
        // Tell the server so the token stops working on a shared phone; the session is gone locally either way.
        await fetchImpl(`${API_URL}/auth/${session.role}/logout`, { method: 'POST', headers: { Authorization: `Bearer ${session.token}` } }).catch(() => undefined);
      }
      return LOGIN_PATH;
    },

    async checkAuth() {
      if (!readSession()) throw { redirectTo: LOGIN_PATH, message: false };
    },

    async checkError(error: { status?: number }) {
      // An expired or revoked token: back to the login. A 403 or 404 is a refusal shown as a toast.
      if (error?.status === 401) {
        clearSession();
        throw { redirectTo: LOGIN_PATH, message: false };
      }
    },

    async getPermissions() {
      return readSession()?.role ?? null;
    },

    async getIdentity() {
      const session = readSession();
      if (!session) throw new Error('Not logged in');
      return { id: session.id, fullName: session.name };
    },

    async canAccess({ resource }: { action: string; resource: string }) {
      return partnerCanAccess(readSession()?.role, resource);
    },
  };
}

export const authProvider = createAuthProvider();
