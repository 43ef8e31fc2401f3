import type { AuthProvider } from 'react-admin';
import { API_URL } from './httpClient';
import { clearSession, readSession } from './session';
import { signIn, type PartnerLoginParams } from './signIn';
import type { PartnerRole } from './types';
import { clearSnapshots } from '../offline/snapshots';

export { loginBody, type PartnerLoginParams } from './signIn';

/** Router paths; the router adds the /partner base. */
export const LOGIN_PATH = '/login';
export const HOME_PATH = '/';

/**
 * Which screens each partner kind has (the resources registered in App.tsx). The server
 * enforces who may touch what; this only keeps the menu honest.
 */
export function partnerCanAccess(role: PartnerRole | undefined, resource: string): boolean {
  if (role === 'vendor') return ['orders', 'restaurants', 'kitchen', 'notifications', 'printers'].includes(resource);
  if (role === 'delivery') return ['orders', 'today', 'notifications'].includes(resource);
  return false;
}

export function createAuthProvider(fetchImpl: typeof fetch = (...args) => fetch(...args)): AuthProvider {
  return {
    async login(params: PartnerLoginParams) {
      // The status of a refusal lets the screen say it in the app's language (signIn.ts).
      await signIn(fetchImpl, params);
      return { redirectTo: HOME_PATH };
    },

    async logout() {
      const session = readSession();
      clearSession();
      // A shared phone keeps no one's orders after a logout (taps still waiting stay, per account).
      clearSnapshots();
      if (session) {
        // Tell the server so the token stops working on a shared phone; the session is gone locally either way.
        await fetchImpl(`${API_URL}/auth/${session.role}/logout`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${session.token}` },
        }).catch(() => undefined);
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
