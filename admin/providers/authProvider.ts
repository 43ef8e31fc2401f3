import type { AuthProvider } from 'react-admin';
import { canAccess } from '../auth/canAccess';
import { API_URL, type ApiEnvelope } from './httpClient';
import { clearSession, getToken, readSession, saveSession } from './session';

/** SPEC section 7: the login call is retried once, 1.5 s later, when the network fails. */
export const LOGIN_RETRY_DELAY_MS = 1500;

/** Redirects from the auth provider are router paths; the router adds the /admin base. */
export const LOGIN_PATH = '/login';
export const HOME_PATH = '/';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function postLogin(email: string, password: string, fetchImpl: typeof fetch): Promise<Response> {
  const request = () =>
    fetchImpl(`${API_URL}/auth/admin/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ email, password }),
    });
  try {
    return await request();
  } catch {
    await wait(LOGIN_RETRY_DELAY_MS);
    return request();
  }
}

/** Login error texts of SPEC section 8. */
export function loginErrorMessage(envelope: ApiEnvelope | null): string {
  return envelope?.message || 'Login failed';
}

export function createAuthProvider(fetchImpl: typeof fetch = (...args) => fetch(...args)): AuthProvider {
  return {
    async login({ email, password }: { email: string; password: string }) {
      let response: Response;
      try {
        response = await postLogin(email, password, fetchImpl);
      } catch (error) {
        throw new Error((error as Error).message || 'Login failed. Please try again.');
      }
      const envelope = (await response.json().catch(() => null)) as ApiEnvelope<{ name: string; role: string; token: string }> | null;
      if (!envelope?.success || !envelope.data?.token) throw new Error(loginErrorMessage(envelope));
      saveSession({ token: envelope.data.token, name: envelope.data.name, role: envelope.data.role });
      return { redirectTo: HOME_PATH };
    },

    async logout() {
      const token = getToken();
      clearSession();
      if (token) {
        // Tell the server so the token stops working; the session is gone locally either way.
        await fetchImpl(`${API_URL}/auth/admin/logout`, { method: 'POST', headers: { Authorization: `Bearer ${token}` } }).catch(() => undefined);
      }
      return LOGIN_PATH;
    },

    async checkAuth() {
      if (!readSession()) throw { redirectTo: LOGIN_PATH, message: false };
    },

    async checkError(error: { status?: number }) {
      // Any 401 ends the session (SPEC section 4); a 403 is a refusal, not a logout.
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
