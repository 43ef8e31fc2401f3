/**
 * The login screen's texts in both languages, in a file of their own: the light login screen
 * (admin/login/LoginScreen.tsx) is drawn before the app and its dictionaries are downloaded, so
 * it loads these few lines instead; the app's dictionaries (en.ts, hi.ts) take the same texts
 * as their `gaon.login` section.
 */
export const englishLogin = {
  title: 'Admin Login',
  email: 'Email',
  password: 'Password',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  submit: 'Login',
  submitting: 'Logging in...',
  failed: 'Login failed',
  failedRetry: 'Login failed. Please try again.',
  invalid: 'Invalid email or password',
  network: 'Network error: check the connection and try again',
  language: 'Language',
};

export type LoginTexts = Record<keyof typeof englishLogin, string>;

export const hindiLogin: LoginTexts = {
  title: 'एडमिन लॉगिन',
  email: 'ईमेल',
  password: 'पासवर्ड',
  showPassword: 'पासवर्ड दिखाएँ',
  hidePassword: 'पासवर्ड छिपाएँ',
  submit: 'लॉगिन करें',
  submitting: 'लॉगिन हो रहा है...',
  failed: 'लॉगिन नहीं हो सका',
  failedRetry: 'लॉगिन नहीं हो सका। कृपया फिर से कोशिश करें।',
  invalid: 'ईमेल या पासवर्ड गलत है',
  network: 'नेटवर्क की दिक़्क़त: कनेक्शन देखकर फिर कोशिश करें',
  language: 'भाषा',
};
