import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { loginTexts, type LoginTexts } from '../i18n/login';
import { effectiveLanguage, LANGUAGE_NAMES, saveDeviceLanguage, type PartnerLanguage } from '../i18n/language';
import { signIn, type PartnerLoginParams, type SignInError } from '../providers/signIn';
import type { PartnerRole } from '../providers/types';
import css from './SignInScreen.css?inline';

// The screen's styles travel inside this script rather than as a stylesheet in the page's
// head: a stylesheet there holds back the page's first paint (its "Opening…" splash) until
// it arrives, on a slow link a round trip and on a warm start a trip through the service
// worker. The CSP allows style elements (style-src 'unsafe-inline', for MUI's emotion).
if (typeof document !== 'undefined' && !document.getElementById('pl-styles')) {
  const style = document.createElement('style');
  style.id = 'pl-styles';
  style.textContent = css;
  document.head.append(style);
}

/**
 * "Kitchen & Rider Login" drawn with plain React and one CSS file: what a signed-out cook or
 * rider sees first, before the react-admin app (and MUI) is downloaded — on a 2G phone that
 * app is most of the wait. It does what the app's login did: the kind of account, the mobile
 * number or e-mail, the password with show/hide, the language switch (Hindi first, the same
 * stored choice as the app), required fields, refusals in the screen's language, and the
 * session saved by the same signIn() as authProvider.login. `onSignedIn` loads and opens the app.
 */
/** The screen's texts only (i18n/login.ts): the app's whole dictionaries load with the app, one language. */
const textsFor = (language: PartnerLanguage): LoginTexts => loginTexts[language];

/** Material icons' paths (Translate, Visibility, VisibilityOff), inline: one icon package is more than this whole screen. */
const ICONS = {
  translate: 'm12.87 15.07-2.54-2.51.03-.03c1.74-1.94 2.98-4.17 3.71-6.53H17V4h-7V2H8v2H1v1.99h11.17C11.5 7.92 10.44 9.75 9 11.35 8.07 10.32 7.3 9.19 6.69 8h-2c.73 1.63 1.73 3.17 2.98 4.56l-5.09 5.02L4 19l5-5 3.11 3.11zM18.5 10h-2L12 22h2l1.12-3h4.75L21 22h2zm-2.62 7 1.62-4.33L19.12 17z',
  show: 'M12 4.5C7 4.5 2.73 7.61 1 12c1.73 4.39 6 7.5 11 7.5s9.27-3.11 11-7.5c-1.73-4.39-6-7.5-11-7.5M12 17c-2.76 0-5-2.24-5-5s2.24-5 5-5 5 2.24 5 5-2.24 5-5 5m0-8c-1.66 0-3 1.34-3 3s1.34 3 3 3 3-1.34 3-3-1.34-3-3-3',
  hide: 'M12 7c2.76 0 5 2.24 5 5 0 .65-.13 1.26-.36 1.83l2.92 2.92c1.51-1.26 2.7-2.89 3.43-4.75-1.73-4.39-6-7.5-11-7.5-1.4 0-2.74.25-3.98.7l2.16 2.16C10.74 7.13 11.35 7 12 7M2 4.27l2.28 2.28.46.46C3.08 8.3 1.78 10.02 1 12c1.73 4.39 6 7.5 11 7.5 1.55 0 3.03-.3 4.38-.84l.42.42L19.73 22 21 20.73 3.27 3zM7.53 9.8l1.55 1.55c-.05.21-.08.43-.08.65 0 1.66 1.34 3 3 3 .22 0 .44-.03.65-.08l1.55 1.55c-.67.33-1.41.53-2.2.53-2.76 0-5-2.24-5-5 0-.79.2-1.53.53-2.2m4.31-.78 3.15 3.15.02-.16c0-1.66-1.34-3-3-3z',
};
const Icon = ({ path }: { path: string }) => (
  <svg className="pl-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d={path} />
  </svg>
);

/** The words for a refusal: the two a partner meets in the screen's language, others as the server said them. */
export function refusalText(error: unknown, texts: LoginTexts): string {
  const status = (error as SignInError | undefined)?.status;
  if (status === 401) return texts.invalid;
  if (status === 0) return texts.network;
  return (error as Error | undefined)?.message || texts.failed;
}

export interface SignInScreenProps {
  /** Opens the app once the session is saved; a rejection (the app's files did not arrive) is shown as a network error. */
  onSignedIn: () => Promise<void>;
  /** The login call (tests pass their own). */
  fetchImpl?: typeof fetch;
}

export function SignInScreen({ onSignedIn, fetchImpl = (...args) => fetch(...args) }: SignInScreenProps) {
  const [language, setLanguage] = useState<PartnerLanguage>(effectiveLanguage);
  const [role, setRole] = useState<PartnerRole>('vendor');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [passwordShown, setPasswordShown] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const texts = textsFor(language);
  const other: PartnerLanguage = language === 'hi' ? 'en' : 'hi';

  // Screen readers pronounce the page in its language; the API answers in it (signIn.ts).
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);

  const usernameMissing = submitted && !username.trim();
  const passwordMissing = submitted && !password;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!username.trim() || !password) {
      (!username.trim() ? usernameRef : passwordRef).current?.focus();
      return;
    }
    setLoading(true);
    setError(null);
    const params: PartnerLoginParams = { username, password, role };
    try {
      await signIn(fetchImpl, params);
    } catch (refused) {
      setError(refused);
      setLoading(false);
      return;
    }
    try {
      // The button keeps saying "Signing in…" until the app replaces this screen.
      await onSignedIn();
    } catch {
      setError(Object.assign(new Error(texts.network), { status: 0 }));
      setLoading(false);
    }
  };

  const field = (name: 'username' | 'password') => ({
    id: `${id}-${name}`,
    name,
    'aria-required': true,
    'aria-invalid': name === 'username' ? usernameMissing : passwordMissing,
    'aria-describedby': (name === 'username' ? usernameMissing : passwordMissing) ? `${id}-${name}-required` : undefined,
  });

  return (
    <div className="pl-screen">
      <main className="pl-card">
        <div className="pl-top">
          <button
            type="button"
            className="pl-lang"
            lang={other}
            onClick={() => {
              saveDeviceLanguage(other);
              setLanguage(other);
            }}
          >
            <Icon path={ICONS.translate} />
            {LANGUAGE_NAMES[other]}
          </button>
        </div>
        <h1 className="pl-title">{texts.title}</h1>
        <form onSubmit={submit} noValidate>
          <fieldset className="pl-kind">
            <legend>{texts.kind}</legend>
            {(['vendor', 'delivery'] as const).map((value) => (
              <label key={value} className="pl-radio">
                <input type="radio" name="role" value={value} checked={role === value} onChange={() => setRole(value)} />
                {value === 'vendor' ? texts.kitchen : texts.rider}
              </label>
            ))}
          </fieldset>

          <div className="pl-field">
            <label htmlFor={`${id}-username`}>{texts.email} *</label>
            <input {...field('username')} ref={usernameRef} type="text" autoComplete="username" autoCapitalize="none" spellCheck={false} value={username} onChange={(e) => setUsername(e.target.value)} />
            {usernameMissing && (
              <p className="pl-required" id={`${id}-username-required`}>
                {texts.required}
              </p>
            )}
          </div>

          <div className="pl-field">
            <label htmlFor={`${id}-password`}>{texts.password} *</label>
            <div className="pl-password">
              <input {...field('password')} ref={passwordRef} type={passwordShown ? 'text' : 'password'} autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
              <button type="button" className="pl-toggle" aria-label={passwordShown ? texts.hidePassword : texts.showPassword} onClick={() => setPasswordShown((shown) => !shown)}>
                <Icon path={passwordShown ? ICONS.hide : ICONS.show} />
              </button>
            </div>
            {passwordMissing && (
              <p className="pl-required" id={`${id}-password-required`}>
                {texts.required}
              </p>
            )}
          </div>

          <div role="alert" className="pl-alert-slot">
            {error ? <p className="pl-error">{refusalText(error, texts)}</p> : null}
          </div>

          <button type="submit" className="pl-submit" disabled={loading}>
            {loading ? texts.signingIn : texts.submit}
          </button>
        </form>
      </main>
    </div>
  );
}
