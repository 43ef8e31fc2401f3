/**
 * The admin session kept in local storage: isLoggedIn,
 * adminName, adminRole (defaults to super_admin) and, separately, the token used for calls.
 */
const KEYS = { token: 'adminToken', loggedIn: 'isLoggedIn', name: 'adminName', role: 'adminRole' } as const;

export interface Session {
  token: string;
  name: string;
  role: string;
}

export function readSession(): Session | null {
  const token = localStorage.getItem(KEYS.token);
  if (!token || localStorage.getItem(KEYS.loggedIn) !== 'true') return null;
  return {
    token,
    name: localStorage.getItem(KEYS.name) ?? 'Admin',
    role: localStorage.getItem(KEYS.role) ?? 'super_admin',
  };
}

export function getToken(): string | null {
  return localStorage.getItem(KEYS.token);
}

export function saveSession(session: Session): void {
  localStorage.setItem(KEYS.token, session.token);
  localStorage.setItem(KEYS.loggedIn, 'true');
  localStorage.setItem(KEYS.name, session.name);
  localStorage.setItem(KEYS.role, session.role || 'super_admin');
}

/** The admin's name changed (they set their own): the greeting reads it from here. */
export function setSessionName(name: string): void {
  localStorage.setItem(KEYS.name, name);
}

export function clearSession(): void {
  for (const key of Object.values(KEYS)) localStorage.removeItem(key);
}
