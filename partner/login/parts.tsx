/**
 * What the signed-out screens share (sign in, sign up, forgot password): their styles, the
 * language switch, the password field with show/hide, the links between them. Plain React and
 * one CSS file, no react-admin or MUI: these screens come before the app is downloaded.
 */
import { useEffect, useState, type InputHTMLAttributes, type MouseEvent, type ReactNode, type Ref } from 'react';
import { loginTexts, type LoginTexts } from '../i18n/login';
import { effectiveLanguage, LANGUAGE_NAMES, saveDeviceLanguage, type PartnerLanguage } from '../i18n/language';
import { PARTNER_BASENAME } from '../paths';
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

/** Material icons' paths (Translate, Visibility, VisibilityOff), inline: one icon package is more than these screens. */
export const ICONS = {
  translate:
    'm12.87 15.07-2.54-2.51.03-.03c1.74-1.94 2.98-4.17 3.71-6.53H17V4h-7V2H8v2H1v1.99h11.17C11.5 7.92 10.44 9.75 9 11.35 8.07 10.32 7.3 9.19 6.69 8h-2c.73 1.63 1.73 3.17 2.98 4.56l-5.09 5.02L4 19l5-5 3.11 3.11zM18.5 10h-2L12 22h2l1.12-3h4.75L21 22h2zm-2.62 7 1.62-4.33L19.12 17z',
  show: 'M12 4.5C7 4.5 2.73 7.61 1 12c1.73 4.39 6 7.5 11 7.5s9.27-3.11 11-7.5c-1.73-4.39-6-7.5-11-7.5M12 17c-2.76 0-5-2.24-5-5s2.24-5 5-5 5 2.24 5 5-2.24 5-5 5m0-8c-1.66 0-3 1.34-3 3s1.34 3 3 3 3-1.34 3-3-1.34-3-3-3',
  hide: 'M12 7c2.76 0 5 2.24 5 5 0 .65-.13 1.26-.36 1.83l2.92 2.92c1.51-1.26 2.7-2.89 3.43-4.75-1.73-4.39-6-7.5-11-7.5-1.4 0-2.74.25-3.98.7l2.16 2.16C10.74 7.13 11.35 7 12 7M2 4.27l2.28 2.28.46.46C3.08 8.3 1.78 10.02 1 12c1.73 4.39 6 7.5 11 7.5 1.55 0 3.03-.3 4.38-.84l.42.42L19.73 22 21 20.73 3.27 3zM7.53 9.8l1.55 1.55c-.05.21-.08.43-.08.65 0 1.66 1.34 3 3 3 .22 0 .44-.03.65-.08l1.55 1.55c-.67.33-1.41.53-2.2.53-2.76 0-5-2.24-5-5 0-.79.2-1.53.53-2.2m4.31-.78 3.15 3.15.02-.16c0-1.66-1.34-3-3-3z',
};

export const Icon = ({ path }: { path: string }) => (
  <svg className="pl-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d={path} />
  </svg>
);

/**
 * The screen's language (Hindi unless this device chose English) and its texts only
 * (i18n/login.ts): the app's whole dictionaries load with the app, in one language. Screen
 * readers pronounce the page in it, and the API answers in it (shared/browser/signIn.ts).
 */
export function useScreenLanguage(): { language: PartnerLanguage; texts: LoginTexts; switchLanguage: () => void } {
  const [language, setLanguage] = useState<PartnerLanguage>(effectiveLanguage);
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  const other: PartnerLanguage = language === 'hi' ? 'en' : 'hi';
  return {
    language,
    texts: loginTexts[language],
    switchLanguage: () => {
      saveDeviceLanguage(other);
      setLanguage(other);
    },
  };
}

/** The card with the language switch at its top and the screen's heading. */
export function ScreenCard({
  language,
  onSwitchLanguage,
  title,
  children,
}: {
  language: PartnerLanguage;
  onSwitchLanguage: () => void;
  title: string;
  children: ReactNode;
}) {
  const other: PartnerLanguage = language === 'hi' ? 'en' : 'hi';
  return (
    <div className="pl-screen">
      <main className="pl-card">
        <div className="pl-top">
          <button type="button" className="pl-lang" lang={other} onClick={onSwitchLanguage}>
            <Icon path={ICONS.translate} />
            {LANGUAGE_NAMES[other]}
          </button>
        </div>
        <h1 className="pl-title">{title}</h1>
        {children}
      </main>
    </div>
  );
}

/** A password input with its show/hide button (react-admin's PasswordInput words). */
export function PasswordInput({
  texts,
  inputRef,
  ...input
}: { texts: LoginTexts; inputRef?: Ref<HTMLInputElement> } & InputHTMLAttributes<HTMLInputElement>) {
  const [shown, setShown] = useState(false);
  return (
    <div className="pl-password">
      <input {...input} ref={inputRef} type={shown ? 'text' : 'password'} />
      <button
        type="button"
        className="pl-toggle"
        aria-label={shown ? texts.hidePassword : texts.showPassword}
        onClick={() => setShown((s) => !s)}
      >
        <Icon path={shown ? ICONS.hide : ICONS.show} />
      </button>
    </div>
  );
}

/** The signed-out screens and their addresses under /partner (a link to /partner/register can be shared on WhatsApp). */
export type SignedOutScreen = 'signIn' | 'register' | 'forgotPassword';
export const SCREEN_PATHS: Record<SignedOutScreen, string> = {
  signIn: `${PARTNER_BASENAME}/`,
  register: `${PARTNER_BASENAME}/register`,
  forgotPassword: `${PARTNER_BASENAME}/forgot-password`,
};

export function screenOfPath(pathname: string): SignedOutScreen {
  const path = pathname.replace(/\/+$/, '');
  if (path === SCREEN_PATHS.register) return 'register';
  if (path === SCREEN_PATHS.forgotPassword) return 'forgotPassword';
  return 'signIn';
}

/**
 * A link to another signed-out screen: a real address (it works opened in a new tab or without
 * the handler), followed in place when the screen gives `onGo`.
 */
export function ScreenLink({ to, onGo, children }: { to: SignedOutScreen; onGo?: () => void; children: ReactNode }) {
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (
      !onGo ||
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    event.preventDefault();
    onGo();
  };
  return (
    <a className="pl-link" href={SCREEN_PATHS[to]} onClick={follow}>
      {children}
    </a>
  );
}

/** The kind of account: Kitchen or Rider. */
export function RoleChoice<R extends string>({
  texts,
  legend,
  value,
  onChange,
  roles,
}: {
  texts: LoginTexts;
  legend: string;
  value: R;
  onChange: (role: R) => void;
  roles: readonly R[];
}) {
  return (
    <fieldset className="pl-kind">
      <legend>{legend}</legend>
      {roles.map((role) => (
        <label key={role} className="pl-radio">
          <input type="radio" name="role" value={role} checked={value === role} onChange={() => onChange(role)} />
          {role === 'vendor' ? texts.kitchen : texts.rider}
        </label>
      ))}
    </fieldset>
  );
}
