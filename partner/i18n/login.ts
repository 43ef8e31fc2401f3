/**
 * The sign-in screen's texts in both languages, apart from the app's dictionaries (en.ts, hi.ts,
 * which take them from here): the light screen (partner/login/) shows before the app and
 * would otherwise carry both whole dictionaries; the app loads only the one it speaks.
 * The password toggle's words are react-admin's own (ra.input.password in ra-language-english
 * and shared/browser/i18n/raHindi.ts), as its PasswordInput says them.
 */
import type { PartnerLanguage } from './language';

const en = {
  title: 'Kitchen & Rider Login',
  email: 'Mobile number or e-mail',
  password: 'Password',
  kind: 'I am a',
  kitchen: 'Kitchen',
  rider: 'Rider',
  submit: 'Sign in',
  signingIn: 'Signing in…',
  required: 'E-mail and password are required',
  invalid: 'Invalid email or password',
  network: 'Network error: check the connection and try again',
  failed: 'Login failed',
  forgotLink: 'Forgot password?',
  registerLink: 'New partner? Register',
};

const hi: Record<keyof typeof en, string> = {
  title: 'किचन और राइडर लॉगिन',
  email: 'मोबाइल नंबर या ई-मेल',
  password: 'पासवर्ड',
  kind: 'मैं हूँ',
  kitchen: 'किचन',
  rider: 'राइडर',
  submit: 'लॉगिन करें',
  signingIn: 'लॉगिन हो रहा है…',
  required: 'ई-मेल और पासवर्ड ज़रूरी हैं',
  invalid: 'ई-मेल या पासवर्ड ग़लत है',
  network: 'नेटवर्क की दिक़्क़त: कनेक्शन देखकर फिर कोशिश करें',
  failed: 'लॉगिन नहीं हो पाया',
  forgotLink: 'पासवर्ड भूल गए?',
  registerLink: 'नए पार्टनर? खाता बनाएँ',
};

export const loginMessages = { en, hi };

export interface LoginTexts extends Record<keyof typeof en, string> {
  showPassword: string;
  hidePassword: string;
}

export const loginTexts: Record<PartnerLanguage, LoginTexts> = {
  en: { ...en, showPassword: 'Show password', hidePassword: 'Hide password' },
  hi: { ...hi, showPassword: 'पासवर्ड दिखाएँ', hidePassword: 'पासवर्ड छिपाएँ' },
};
