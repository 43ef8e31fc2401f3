import type { AuthProvider } from 'react-admin';
import { canAccess } from '../auth/canAccess';
import { API_URL } from './httpClient';
import { clearSession, getToken, readSession } from './session';
import { signIn, type AdminLoginParams } from './signIn';
import { HOME_PATH, LOGIN_PATH } from '../paths';

export { LOGIN_RETRY_DELAY_MS } from './signIn';
/** Redirects from the auth provider are router paths; the router adds the /admin base. */
export { HOME_PATH, LOGIN_PATH };

export function createAuthProvider(fetchImpl: typeof fetch = (...args) => fetch(...args)): AuthProvider {
  return {
    async login(params: AdminLoginParams) {
      // The same call and session as the light login screen (signIn.ts).
      await signIn(fetchImpl, params);
      return { redirectTo: HOME_PATH };
    },

    async logout() {
      const token = getToken();
      clearSession();
      if (token) {
        // Tell the server so the token stops working; the session is gone locally either way.
        await fetchImpl(`${API_URL}/auth/admin/logout`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${token}` },
        }).catch(() => undefined);
      }
      return LOGIN_PATH;
    },

    async checkAuth() {
      if (!readSession()) throw { redirectTo: LOGIN_PATH, message: false };
    },

    async checkError(error: { status?: number }) {
      // Any 401 ends the session; a 403 is a refusal, not a logout.
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
      return { id: session.name, fullName: session.name };
    },

    async canAccess({ action, resource }: { action: string; resource: string }) {
      return canAccess(readSession()?.role, action, resource);
    },
  };
}

export const authProvider = createAuthProvider();
