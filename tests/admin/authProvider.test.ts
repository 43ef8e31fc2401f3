import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, memoryStorage } from './fakeFetch';

const storage = memoryStorage();
vi.stubGlobal('localStorage', storage);
const { createAuthProvider, LOGIN_RETRY_DELAY_MS } = await import('../../admin/providers/authProvider');
const { readSession, saveSession } = await import('../../admin/providers/session');

beforeEach(() => storage.clear());
afterEach(() => vi.useRealTimers());

const loginOk = {
  body: { success: true, data: { name: 'Asha Verma', role: 'admin', token: 'jwt-1' }, message: 'Login successful' },
};

describe('authProvider.login', () => {
  it('stores the session (token, name, role) and redirects to /admin', async () => {
    const { fn, calls } = fakeFetch([loginOk]);
    const auth = createAuthProvider(fn as unknown as typeof fetch);
    await expect(auth.login({ email: 'a@b.in', password: 'pw' })).resolves.toEqual({ redirectTo: '/' });
    expect(calls[0]).toMatchObject({ method: 'POST', body: { email: 'a@b.in', password: 'pw' } });
    expect(calls[0]!.url).toBe('/api/auth/admin/login');
    expect(readSession()).toEqual({ token: 'jwt-1', name: 'Asha Verma', role: 'admin' });
    expect(storage.getItem('isLoggedIn')).toBe('true');
    await expect(auth.getPermissions!({})).resolves.toBe('admin');
    await expect(auth.getIdentity!()).resolves.toMatchObject({ fullName: 'Asha Verma' });
  });

  it('success:false shows the server message', async () => {
    const { fn } = fakeFetch([{ status: 401, body: { success: false, message: 'Invalid email or password' } }]);
    await expect(
      createAuthProvider(fn as unknown as typeof fetch).login({ email: 'a@b.in', password: 'x' }),
    ).rejects.toThrow('Invalid email or password');
    expect(readSession()).toBeNull();
  });

  it('success:false without a message shows "Login failed"', async () => {
    const { fn } = fakeFetch([{ status: 400, body: { success: false } }]);
    await expect(
      createAuthProvider(fn as unknown as typeof fetch).login({ email: 'a@b.in', password: 'x' }),
    ).rejects.toThrow(/^Login failed$/);
  });

  it('retries once, 1.5 s after a network error', async () => {
    vi.useFakeTimers();
    const { fn } = fakeFetch([new TypeError('Failed to fetch'), loginOk]);
    const pending = createAuthProvider(fn as unknown as typeof fetch).login({ email: 'a@b.in', password: 'pw' });
    await vi.advanceTimersByTimeAsync(0);
    expect(fn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(LOGIN_RETRY_DELAY_MS - 1);
    expect(fn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(pending).resolves.toEqual({ redirectTo: '/' });
    expect(fn).toHaveBeenCalledTimes(2);
    expect(LOGIN_RETRY_DELAY_MS).toBe(1500);
  });

  it('gives up after the one retry with the error message', async () => {
    vi.useFakeTimers();
    const { fn } = fakeFetch([new TypeError('Failed to fetch'), new TypeError('Failed to fetch')]);
    const pending = createAuthProvider(fn as unknown as typeof fetch).login({ email: 'a@b.in', password: 'pw' });
    const outcome = expect(pending).rejects.toThrow('Failed to fetch');
    await vi.advanceTimersByTimeAsync(LOGIN_RETRY_DELAY_MS);
    await outcome;
    expect(fn).toHaveBeenCalledTimes(2);
  });
});

describe('authProvider session checks', () => {
  it('checkAuth refuses without a session, redirecting to /admin/login', async () => {
    const auth = createAuthProvider(fakeFetch([]).fn as unknown as typeof fetch);
    await expect(auth.checkAuth({})).rejects.toMatchObject({ redirectTo: '/login' });
    saveSession({ token: 't', name: 'n', role: 'admin' });
    await expect(auth.checkAuth({})).resolves.toBeUndefined();
  });

  it('logout clears the session, tells the server, and goes to /admin/login', async () => {
    saveSession({ token: 'jwt-9', name: 'n', role: 'admin' });
    const { fn, calls } = fakeFetch([{ body: { success: true, data: null } }]);
    await expect(createAuthProvider(fn as unknown as typeof fetch).logout({})).resolves.toBe('/login');
    expect(readSession()).toBeNull();
    expect(calls[0]).toMatchObject({ url: '/api/auth/admin/logout', method: 'POST' });
    expect(calls[0]!.headers.get('Authorization')).toBe('Bearer jwt-9');
  });

  it('canAccess follows the role of the session', async () => {
    const auth = createAuthProvider(fakeFetch([]).fn as unknown as typeof fetch);
    saveSession({ token: 't', name: 'n', role: 'restaurant_manager' });
    await expect(auth.canAccess!({ action: 'delete', resource: 'orders' })).resolves.toBe(false);
    await expect(auth.canAccess!({ action: 'delete', resource: 'users' })).resolves.toBe(true);
  });
});
