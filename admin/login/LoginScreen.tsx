import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { englishLogin, hindiLogin, type LoginTexts } from '../i18n/login';
import { ADMIN_LOCALES, currentLocale, saveLocale, type AdminLocale } from '../i18n/locale';
import { signIn, type SignInError } from '../providers/signIn';
import css from './LoginScreen.css?inline';

// The screen's styles travel inside this script rather than as a stylesheet in the page's
// head, which would hold back the first paint for one more round trip on a slow link. The CSP
// allows style elements (style-src 'unsafe-inline', for MUI's emotion).
if (typeof document !== 'undefined' && !document.getElementById('al-styles')) {
  const style = document.createElement('style');
  style.id = 'al-styles';
  style.textContent = css;
  document.head.append(style);
}

/**
 * "Admin Login" drawn with plain React and one CSS file: what a signed-out owner sees first,
 * before the react-admin app (and MUI) is downloaded. It does what the react-admin login page
 * did (the "Admin Login" screen): the e-mail field (e-mail type, no other client-side check), the
 * password with show/hide, the language menu (the same stored choice as the app's menu, the
 * browser's language on a first visit), refusals in the screen's language, "Logging in..." while
 * it waits, and the session saved by the same signIn() as authProvider.login. `onSignedIn`
 * loads and opens the app.
 */

/** Material icons' paths (Translate, ExpandMore, Visibility, VisibilityOff), inline: an icon package is more than this whole screen. */
const ICONS = {
  translate:
    'm12.87 15.07-2.54-2.51.03-.03c1.74-1.94 2.98-4.17 3.71-6.53H17V4h-7V2H8v2H1v1.99h11.17C11.5 7.92 10.44 9.75 9 11.35 8.07 10.32 7.3 9.19 6.69 8h-2c.73 1.63 1.73 3.17 2.98 4.56l-5.09 5.02L4 19l5-5 3.11 3.11zM18.5 10h-2L12 22h2l1.12-3h4.75L21 22h2zm-2.62 7 1.62-4.33L19.12 17z',
  expand: 'M16.59 8.59 12 13.17 7.41 8.59 6 10l6 6 6-6z',
  show: 'M12 4.5C7 4.5 2.73 7.61 1 12c1.73 4.39 6 7.5 11 7.5s9.27-3.11 11-7.5c-1.73-4.39-6-7.5-11-7.5M12 17c-2.76 0-5-2.24-5-5s2.24-5 5-5 5 2.24 5 5-2.24 5-5 5m0-8c-1.66 0-3 1.34-3 3s1.34 3 3 3 3-1.34 3-3-1.34-3-3-3',
  hide: 'M12 7c2.76 0 5 2.24 5 5 0 .65-.13 1.26-.36 1.83l2.92 2.92c1.51-1.26 2.7-2.89 3.43-4.75-1.73-4.39-6-7.5-11-7.5-1.4 0-2.74.25-3.98.7l2.16 2.16C10.74 7.13 11.35 7 12 7M2 4.27l2.28 2.28.46.46C3.08 8.3 1.78 10.02 1 12c1.73 4.39 6 7.5 11 7.5 1.55 0 3.03-.3 4.38-.84l.42.42L19.73 22 21 20.73 3.27 3zM7.53 9.8l1.55 1.55c-.05.21-.08.43-.08.65 0 1.66 1.34 3 3 3 .22 0 .44-.03.65-.08l1.55 1.55c-.67.33-1.41.53-2.2.53-2.76 0-5-2.24-5-5 0-.79.2-1.53.53-2.2m4.31-.78 3.15 3.15.02-.16c0-1.66-1.34-3-3-3z',
};
const Icon = ({ path, small }: { path: string; small?: boolean }) => (
  <svg className={small ? 'al-icon al-icon-small' : 'al-icon'} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d={path} />
  </svg>
);

export const loginTexts = (locale: AdminLocale): LoginTexts => (locale === 'hi' ? hindiLogin : englishLogin);

/**
 * The words for a refusal: a dropped network and a wrong e-mail or password in the screen's
 * language; others (429 "Too many attempts…", asked in the screen's language) as the server
 * said them, else "Login failed. Please try again.".
 */
export function refusalText(error: unknown, texts: LoginTexts): string {
  const status = (error as SignInError | undefined)?.status;
  if (status === 0) return texts.network;
  if (status === 401) return texts.invalid;
  return (error as Error | undefined)?.message || texts.failedRetry;
}

/**
 * The language menu, as react-admin's LocalesMenuButton draws it in the app bar: a button named
 * by the language shown, opening a menu of both (arrow keys move, Escape closes).
 */
function LanguageMenu({
  locale,
  label,
  onChange,
}: {
  locale: AdminLocale;
  label: string;
  onChange: (locale: AdminLocale) => void;
}) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const id = useId();
  const current = ADMIN_LOCALES.find((language) => language.locale === locale) ?? ADMIN_LOCALES[0];

  const items = () => [...(menuRef.current?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]') ?? [])];
  const close = (giveFocusBack: boolean) => {
    setOpen(false);
    if (giveFocusBack) buttonRef.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    // The language shown has the focus, as in a MUI menu.
    (items().find((item) => item.dataset.locale === locale) ?? items()[0])?.focus();
    const outside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open, locale]);

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const list = items();
    const at = list.indexOf(document.activeElement as HTMLButtonElement);
    const move = (to: number) => {
      event.preventDefault();
      list[(to + list.length) % list.length]?.focus();
    };
    if (event.key === 'ArrowDown') move(at + 1);
    else if (event.key === 'ArrowUp') move(at - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(list.length - 1);
    else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') close(false);
  };

  return (
    <div className="al-lang">
      <button
        ref={buttonRef}
        type="button"
        className="al-lang-button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? `${id}-menu` : undefined}
        onClick={() => setOpen((shown) => !shown)}
      >
        <Icon path={ICONS.translate} />
        {current.name}
        <Icon path={ICONS.expand} small />
      </button>
      {open && (
        <ul ref={menuRef} id={`${id}-menu`} role="menu" aria-label={label} className="al-menu" onKeyDown={onKeyDown}>
          {ADMIN_LOCALES.map((language) => (
            <li key={language.locale} role="none">
              <button
                type="button"
                role="menuitem"
                tabIndex={-1}
                lang={language.locale}
                data-locale={language.locale}
                className={language.locale === locale ? 'al-menu-item al-menu-item-selected' : 'al-menu-item'}
                onClick={() => {
                  onChange(language.locale);
                  close(true);
                }}
              >
                {language.name}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export interface LoginScreenProps {
  /** Opens the app once the session is saved; a rejection (the app's files did not arrive) is shown as a network error. */
  onSignedIn: () => Promise<void>;
  /** The login call (tests pass their own). */
  fetchImpl?: typeof fetch;
}

export function LoginScreen({ onSignedIn, fetchImpl = (...args) => fetch(...args) }: LoginScreenProps) {
  const [locale, setLocale] = useState<AdminLocale>(currentLocale);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [passwordShown, setPasswordShown] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const id = useId();
  const texts = loginTexts(locale);

  // Screen readers pronounce the page in its language; the API answers in it (signIn).
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);

  // "Admin Login": no client-side validation beyond the e-mail-type field (the browser's own check).
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setPending(true);
    try {
      await signIn(fetchImpl, { email, password });
    } catch (refused) {
      setError(refused);
      setPending(false);
      return;
    }
    try {
      // The button keeps saying "Logging in..." until the app replaces this screen.
      await onSignedIn();
    } catch {
      setError(Object.assign(new Error(texts.network), { status: 0 }));
      setPending(false);
    }
  };

  return (
    <main className="al-screen">
      {/* The language can be chosen before logging in; the choice is kept after login. */}
      <div className="al-top">
        <LanguageMenu
          locale={locale}
          label={texts.language}
          onChange={(chosen) => {
            saveLocale(chosen);
            setLocale(chosen);
          }}
        />
      </div>
      <div className="al-card">
        <h1 className="al-title">{texts.title}</h1>
        <form onSubmit={submit}>
          <div className="al-field">
            <label htmlFor={`${id}-email`}>{texts.email}</label>
            {/* The form is the whole page: typing starts at once, as on the react-admin page before. */}
            <input
              id={`${id}-email`}
              name="email"
              type="email"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              autoFocus
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          </div>
          <div className="al-field">
            <label htmlFor={`${id}-password`}>{texts.password}</label>
            <div className="al-password">
              <input
                id={`${id}-password`}
                name="password"
                type={passwordShown ? 'text' : 'password'}
                autoComplete="current-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
              />
              <button
                type="button"
                className="al-toggle"
                aria-label={passwordShown ? texts.hidePassword : texts.showPassword}
                onClick={() => setPasswordShown((shown) => !shown)}
              >
                <Icon path={passwordShown ? ICONS.hide : ICONS.show} />
              </button>
            </div>
          </div>

          <div role="alert" className="al-alert-slot">
            {error ? <p className="al-error">{refusalText(error, texts)}</p> : null}
          </div>

          <button type="submit" className="al-submit" disabled={pending}>
            {pending && <span className="al-spinner" aria-hidden="true" />}
            {pending ? texts.submitting : texts.submit}
          </button>
        </form>
      </div>
    </main>
  );
}
