// @vitest-environment jsdom
/**
 * The admin's light login screen (admin/login/LoginScreen.tsx), drawn without react-admin: the
 * browser's language on a first visit, the app's stored choice after, the language menu saving
 * that choice where the app reads it, the session saved by the same signIn() as the app's
 * authProvider (with its one retry), refusals in the screen's language (the server's own words
 * for the rest), and the app opened only after a saved session.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { fakeFetch } from './fakeFetch';
import { LoginScreen } from '../../admin/login/LoginScreen';
import { readSession } from '../../admin/providers/session';
import { LOGIN_RETRY_DELAY_MS } from '../../admin/providers/signIn';
import { LOCALE_STORAGE_KEY } from '../../admin/i18n/locale';

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const loginAnswer = {
  status: 200,
  body: {
    success: true,
    data: { name: 'Asha Verma', role: 'admin', email: 'asha@example.in', token: 'jwt-1' },
    message: 'Login successful',
  },
};

function fill(email: string, password: string) {
  fireEvent.change(screen.getByLabelText(/^(Email|ईमेल)$/), { target: { value: email } });
  fireEvent.change(screen.getByLabelText(/^(Password|पासवर्ड)$/), { target: { value: password } });
}

describe('the light admin login screen', () => {
  it('opens in English, signs in with the login call, saves the session, then opens the app', async () => {
    const { fn, calls } = fakeFetch([loginAnswer]);
    let finishOpening: () => void = () => undefined;
    const onSignedIn = vi.fn(() => new Promise<void>((resolve) => (finishOpening = resolve)));
    render(<LoginScreen onSignedIn={onSignedIn} fetchImpl={fn as unknown as typeof fetch} />);
    expect(screen.getByRole('heading', { name: 'Admin Login' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('en');
    expect((screen.getByLabelText('Email') as HTMLInputElement).type).toBe('email');
    expect(screen.getByRole('button', { name: 'English' }).getAttribute('aria-haspopup')).toBe('menu');

    fill('asha@example.in', 'secret-pass');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    // "Logging in..." until the app replaces the screen.
    await screen.findByRole('button', { name: 'Logging in...' });
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalledOnce());
    expect(calls[0]).toMatchObject({
      url: '/api/auth/admin/login',
      method: 'POST',
      body: { email: 'asha@example.in', password: 'secret-pass' },
    });
    expect(calls[0].headers.get('accept-language')).toBe('en');
    expect(readSession()).toEqual({ token: 'jwt-1', name: 'Asha Verma', role: 'admin' });
    expect((screen.getByRole('button', { name: 'Logging in...' }) as HTMLButtonElement).disabled).toBe(true);
    await act(async () => finishOpening());
  });

  it("takes a Hindi browser's language on a first visit, and says a wrong password, a dropped network and a rate limit in Hindi", async () => {
    vi.spyOn(window.navigator, 'language', 'get').mockReturnValue('hi-IN');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { fn, calls } = fakeFetch([
      { status: 401, body: { success: false, message: 'Invalid email or password' } },
      new TypeError('Failed to fetch'),
      new TypeError('Failed to fetch'),
      { status: 429, body: { success: false, message: 'बहुत ज़्यादा कोशिशें: 1 minute बाद फिर कोशिश करें' } },
    ]);
    const onSignedIn = vi.fn(async () => undefined);
    render(<LoginScreen onSignedIn={onSignedIn} fetchImpl={fn as unknown as typeof fetch} />);
    expect(screen.getByRole('heading', { name: 'एडमिन लॉगिन' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('hi');
    fill('asha@example.in', 'wrong');

    fireEvent.click(screen.getByRole('button', { name: 'लॉगिन करें' }));
    expect(await screen.findByText('ईमेल या पासवर्ड गलत है')).toBeTruthy();
    expect(calls[0].headers.get('accept-language')).toBe('hi');

    // A network failure is tried once more, 1.5 s later, before it is said.
    fireEvent.click(screen.getByRole('button', { name: 'लॉगिन करें' }));
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    await act(() => vi.advanceTimersByTimeAsync(LOGIN_RETRY_DELAY_MS));
    expect(await screen.findByText('नेटवर्क की दिक़्क़त: कनेक्शन देखकर फिर कोशिश करें')).toBeTruthy();
    expect(calls).toHaveLength(3);

    fireEvent.click(screen.getByRole('button', { name: 'लॉगिन करें' }));
    expect(await screen.findByText('बहुत ज़्यादा कोशिशें: 1 minute बाद फिर कोशिश करें')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('बहुत ज़्यादा कोशिशें: 1 minute बाद फिर कोशिश करें');
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(readSession()).toBeNull();
    // The browser's language was not stored: only a choice is.
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBeNull();
  });

  it('shows and hides the password, and its language menu keeps the choice where the app reads it', async () => {
    localStorage.setItem(LOCALE_STORAGE_KEY, JSON.stringify('hi'));
    render(<LoginScreen onSignedIn={async () => undefined} />);
    expect(screen.getByRole('heading', { name: 'एडमिन लॉगिन' })).toBeTruthy();
    const password = screen.getByLabelText('पासवर्ड') as HTMLInputElement;
    expect(password.type).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'पासवर्ड दिखाएँ' }));
    expect(password.type).toBe('text');

    const menuButton = screen.getByRole('button', { name: 'हिन्दी' });
    fireEvent.click(menuButton);
    expect(menuButton.getAttribute('aria-expanded')).toBe('true');
    const menu = screen.getByRole('menu', { name: 'भाषा' });
    // The language shown has the focus; the arrows move it, Escape closes and gives it back.
    await vi.waitFor(() => expect(document.activeElement?.textContent).toBe('हिन्दी'));
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('English');
    fireEvent.keyDown(menu, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(menuButton);

    fireEvent.click(menuButton);
    fireEvent.click(screen.getByRole('menuitem', { name: 'English' }));
    expect(screen.getByRole('heading', { name: 'Admin Login' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Hide password' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('en');
    // react-admin's localStorageStore() reads its `locale` key from here (JSON).
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('"en"');
  });

  it('says a network error when the app itself does not arrive after signing in, and lets the owner try again', async () => {
    const { fn } = fakeFetch([loginAnswer, loginAnswer]);
    const onSignedIn = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce(undefined);
    render(<LoginScreen onSignedIn={onSignedIn} fetchImpl={fn as unknown as typeof fetch} />);
    fill('asha@example.in', 'secret-pass');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Network error: check the connection and try again')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(2));
  });
});
