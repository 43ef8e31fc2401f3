// @vitest-environment jsdom
/**
 * The light sign-in screen (partner/login/SignInScreen.tsx), drawn without react-admin: Hindi
 * unless the device chose English, required fields before any call, the session saved by the
 * same signIn() as the app's authProvider, refusals in the screen's language (the server's
 * own words for the rest), and the app opened only after a saved session.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { fakeFetch } from '../admin/fakeFetch';
import { SignInScreen } from '../../partner/login/SignInScreen';
import { readSession } from '../../partner/providers/session';
import { DEVICE_LANGUAGE_KEY } from '../../partner/i18n/language';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const loginAnswer = {
  status: 200,
  body: {
    success: true,
    data: {
      token: 'jwt-rider',
      user: { id: 7, name: 'Mohan', role: 'delivery', status: 'active', approved: true, language: 'en' },
    },
  },
};

function fill(username: string, password: string) {
  fireEvent.change(screen.getByLabelText(/मोबाइल नंबर या ई-मेल|Mobile number or e-mail/), {
    target: { value: username },
  });
  fireEvent.change(screen.getByLabelText(/^(पासवर्ड|Password) \*$/), { target: { value: password } });
}

describe('the light partner sign-in screen', () => {
  it('opens in Hindi, asks for both fields before calling, then signs a rider in and opens the app', async () => {
    const { fn, calls } = fakeFetch([loginAnswer]);
    const onSignedIn = vi.fn(async () => undefined);
    render(<SignInScreen onSignedIn={onSignedIn} fetchImpl={fn as unknown as typeof fetch} />);
    expect(screen.getByRole('heading', { name: 'किचन और राइडर लॉगिन' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('hi');

    fireEvent.click(screen.getByRole('button', { name: 'लॉगिन करें' }));
    expect(screen.getAllByText('ई-मेल और पासवर्ड ज़रूरी हैं')).toHaveLength(2);
    expect(calls).toHaveLength(0);

    fireEvent.click(screen.getByLabelText('राइडर'));
    fill(' ९८७६५ ४३२१० ', 'demo-pass-123');
    fireEvent.click(screen.getByRole('button', { name: 'लॉगिन करें' }));
    await screen.findByRole('button', { name: 'लॉगिन हो रहा है…' });
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalledOnce());
    expect(calls[0]).toMatchObject({
      url: '/api/auth/delivery/login',
      method: 'POST',
      body: { phone: '९८७६५ ४३२१०', password: 'demo-pass-123' },
    });
    expect(calls[0].headers.get('accept-language')).toBe('hi');
    expect(readSession()).toMatchObject({
      token: 'jwt-rider',
      role: 'delivery',
      name: 'Mohan',
      id: 7,
      riderStatus: 'active',
      waitingForApproval: false,
    });
    // The account's language is kept for the app (the device chose none).
    expect(localStorage.getItem('partnerAccountLanguage')).toBe('en');
  });

  it('says a wrong password and a dropped network in the screen language, other refusals in the server words', async () => {
    localStorage.setItem(DEVICE_LANGUAGE_KEY, 'en');
    const { fn } = fakeFetch([
      { status: 401, body: { success: false, message: 'Invalid email or password' } },
      new TypeError('Failed to fetch'),
      { status: 429, body: { success: false, message: 'Too many attempts, please try again in 1 minute' } },
    ]);
    const onSignedIn = vi.fn(async () => undefined);
    render(<SignInScreen onSignedIn={onSignedIn} fetchImpl={fn as unknown as typeof fetch} />);
    fill('ramesh@example.in', 'wrong');
    const submit = screen.getByRole('button', { name: 'Sign in' });
    fireEvent.click(submit);
    expect(await screen.findByText('Invalid email or password')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Network error: check the connection and try again')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Too many attempts, please try again in 1 minute')).toBeTruthy();
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(readSession()).toBeNull();
  });

  it('shows and hides the password, and the language switch is kept on the device', () => {
    render(<SignInScreen onSignedIn={async () => undefined} />);
    const password = screen.getByLabelText('पासवर्ड *') as HTMLInputElement;
    expect(password.type).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'पासवर्ड दिखाएँ' }));
    expect(password.type).toBe('text');
    fireEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(screen.getByRole('heading', { name: 'Kitchen & Rider Login' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Hide password' })).toBeTruthy();
    expect(localStorage.getItem(DEVICE_LANGUAGE_KEY)).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('when the app files do not arrive after signing in, says so and lets the partner try again', async () => {
    const { fn } = fakeFetch([loginAnswer]);
    render(
      <SignInScreen
        onSignedIn={() => Promise.reject(new TypeError('Failed to fetch dynamically imported module'))}
        fetchImpl={fn as unknown as typeof fetch}
      />,
    );
    fill('mohan@example.in', 'demo-pass-123');
    fireEvent.click(screen.getByRole('button', { name: 'लॉगिन करें' }));
    expect(await screen.findByText('नेटवर्क की दिक़्क़त: कनेक्शन देखकर फिर कोशिश करें')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'लॉगिन करें' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
