// @vitest-environment jsdom
/**
 * The partner's light sign-up and forgot-password screens (partner/login/SignUpScreen.tsx,
 * ForgotPasswordScreen.tsx), drawn without react-admin: every field checked in the screen's
 * language before any call, a rider's number typed with +91 and Devanagari digits sent as its
 * 10 digits, the session saved as waiting for approval, the server's per-field refusals under
 * their fields; "Forgot password" opens a WhatsApp chat to the site's number with the partner's
 * mobile number in the message, and refuses to open one without it.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { fakeFetch } from '../admin/fakeFetch';
import { SignUpScreen } from '../../partner/login/SignUpScreen';
import { ForgotPasswordScreen } from '../../partner/login/ForgotPasswordScreen';
import { readSession } from '../../partner/providers/session';
import { DEVICE_LANGUAGE_KEY } from '../../partner/i18n/language';
import { phones } from '../../site/content';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const type = (label: RegExp | string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const registered = (role: 'vendor' | 'delivery') => ({
  status: 201,
  body: {
    success: true,
    message: 'Registration successful',
    data: {
      token: `jwt-${role}`,
      user: {
        id: 41,
        name: 'Naya Rider',
        role,
        status: role === 'delivery' ? 'active' : undefined,
        approved: false,
        language: 'hi',
      },
    },
  },
});

describe('the partner sign-up screen', () => {
  it('in Hindi: says what is missing without calling, then signs a rider up with the 10 digits of the number and opens the app waiting', async () => {
    const { fn, calls } = fakeFetch([registered('delivery')]);
    const onSignedIn = vi.fn(async () => undefined);
    render(<SignUpScreen onSignedIn={onSignedIn} fetchImpl={fn as unknown as typeof fetch} initialRole="delivery" />);
    expect(screen.getByRole('heading', { name: 'पार्टनर बनें' })).toBeTruthy();
    // A rider is asked for the vehicle, not a kitchen.
    expect(screen.queryByLabelText('किचन का नाम *')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'खाता बनाएँ' }));
    for (const text of [
      'अपना नाम लिखें',
      'अपना 10 अंकों का मोबाइल नंबर लिखें',
      'गाड़ी का नंबर लिखें',
      'पासवर्ड कम से कम 6 अक्षरों का हो',
    ])
      expect(screen.getByText(text)).toBeTruthy();
    // Many riders have no e-mail: theirs is optional.
    expect(screen.queryByText('अपना ई-मेल लिखें')).toBeNull();
    expect(calls).toHaveLength(0);
    expect(document.activeElement).toBe(screen.getByLabelText('आपका नाम *'));

    type('आपका नाम *', ' Naya Rider ');
    type('मोबाइल नंबर *', '+91 ९८७६५ ०१२३५');
    type('गाड़ी का नंबर *', 'UP70 AB 9999');
    type('ई-मेल (ज़रूरी नहीं)', 'naya.rider@example.in');
    type('पासवर्ड (कम से कम 6 अक्षर) *', 'rider-pass-1');
    fireEvent.click(screen.getByRole('button', { name: 'खाता बनाएँ' }));
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalledOnce());
    expect(calls[0]).toMatchObject({
      url: '/api/auth/delivery/register',
      method: 'POST',
      body: {
        name: 'Naya Rider',
        phone: '9876501235',
        email: 'naya.rider@example.in',
        password: 'rider-pass-1',
        vehicleNumber: 'UP70 AB 9999',
      },
    });
    expect(calls[0].body).not.toHaveProperty('kitchenName');
    expect(calls[0].headers.get('accept-language')).toBe('hi');
    expect(readSession()).toMatchObject({ token: 'jwt-delivery', role: 'delivery', id: 41, waitingForApproval: true });
  });

  it('a rider without an e-mail signs up with the mobile number alone; an e-mail typed must still be valid', async () => {
    localStorage.setItem(DEVICE_LANGUAGE_KEY, 'en');
    const { fn, calls } = fakeFetch([registered('delivery')]);
    const onSignedIn = vi.fn(async () => undefined);
    render(<SignUpScreen onSignedIn={onSignedIn} fetchImpl={fn as unknown as typeof fetch} initialRole="delivery" />);
    type('Your name *', 'Ramu');
    type('Mobile number *', '91234 77001');
    type('Vehicle number *', 'UP70 CD 1234');
    type('Password (at least 6 characters) *', 'rider-pass-1');
    type('E-mail (optional)', 'ramu@');
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByText('This e-mail is not valid')).toBeTruthy();
    expect(calls).toHaveLength(0);
    type('E-mail (optional)', '');
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalledOnce());
    expect(calls[0].body).toEqual({
      name: 'Ramu',
      phone: '9123477001',
      password: 'rider-pass-1',
      vehicleNumber: 'UP70 CD 1234',
    });
  });

  it('a kitchen names its kitchen; a number already registered shows under the number, in the server words', async () => {
    localStorage.setItem(DEVICE_LANGUAGE_KEY, 'en');
    const taken = 'This mobile number is already registered to another kitchen or rider';
    const { fn, calls } = fakeFetch([
      { status: 409, body: { success: false, message: taken, errors: { phone: taken } } },
      registered('vendor'),
    ]);
    const onSignedIn = vi.fn(async () => undefined);
    render(<SignUpScreen onSignedIn={onSignedIn} fetchImpl={fn as unknown as typeof fetch} />);
    expect(screen.queryByLabelText('Vehicle number *')).toBeNull();
    type('Your name *', 'Kamla Sharma');
    type('Mobile number *', '98765 01301');
    type('Kitchen name *', 'Sharma Rasoi');
    type('E-mail *', 'kamla@example.in');
    type('Password (at least 6 characters) *', 'kitchen-pass-1');
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText(taken)).toBeTruthy();
    expect(screen.getByLabelText('Mobile number *').getAttribute('aria-invalid')).toBe('true');
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(readSession()).toBeNull();
    expect(calls[0]).toMatchObject({
      url: '/api/auth/vendor/register',
      body: { kitchenName: 'Sharma Rasoi', phone: '9876501301' },
    });

    // Another number clears the refusal and signs the kitchen up.
    type('Mobile number *', '98765 01302');
    expect(screen.queryByText(taken)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalledOnce());
    expect(readSession()).toMatchObject({ role: 'vendor', waitingForApproval: true });
  });
});

describe('forgot password', () => {
  it('opens a WhatsApp chat to the owner with the partner number in the message, in Hindi; not without a number', () => {
    render(<ForgotPasswordScreen initialUsername="98765 01235" initialRole="delivery" />);
    expect(screen.getByRole('heading', { name: 'पासवर्ड भूल गए' })).toBeTruthy();
    const link = screen.getByRole('link', { name: /मालिक से WhatsApp पर पूछें/ }) as HTMLAnchorElement;
    const url = new URL(link.href);
    expect(`${url.origin}${url.pathname}`).toBe(`https://wa.me/91${phones[0]}`);
    const text = url.searchParams.get('text')!;
    expect(text).toContain('+91 98765 01235');
    expect(text).toContain('राइडर');
    expect(link.target).toBe('_blank');

    // An emptied number: the link refuses and says why.
    fireEvent.change(screen.getByLabelText('आपका मोबाइल नंबर *'), { target: { value: '' } });
    // fireEvent answers false when the click was prevented: no chat opens.
    expect(fireEvent.click(screen.getByRole('link', { name: /मालिक से WhatsApp पर पूछें/ }))).toBe(false);
    expect(screen.getByText('अपना 10 अंकों का मोबाइल नंबर लिखें')).toBeTruthy();
  });

  it('does not take an e-mail typed on the sign-in screen for a number', () => {
    localStorage.setItem(DEVICE_LANGUAGE_KEY, 'en');
    render(<ForgotPasswordScreen initialUsername="kamla@example.in" />);
    expect((screen.getByLabelText('Your mobile number *') as HTMLInputElement).value).toBe('');
    expect(
      screen.getByRole('link', { name: `+91 ${phones[0].slice(0, 5)} ${phones[0].slice(5)}` }).getAttribute('href'),
    ).toBe(`tel:+91${phones[0]}`);
  });
});
