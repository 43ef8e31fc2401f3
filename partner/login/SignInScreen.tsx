import { useId, useRef, useState, type FormEvent } from 'react';
import type { LoginTexts } from '../i18n/login';
import { signIn, type PartnerLoginParams, type SignInError } from '../providers/signIn';
import type { PartnerRole } from '../providers/types';
import { PasswordInput, RoleChoice, ScreenCard, ScreenLink, useScreenLanguage } from './parts';

/**
 * "Kitchen & Rider Login" drawn with plain React and one CSS file: what a signed-out cook or
 * rider sees first, before the react-admin app (and MUI) is downloaded — on a 2G phone that
 * app is most of the wait. It does what the app's login did: the kind of account, the mobile
 * number or e-mail, the password with show/hide, the language switch (Hindi first, the same
 * stored choice as the app), required fields, refusals in the screen's language, and the
 * session saved by the same signIn() as authProvider.login. `onSignedIn` loads and opens the app.
 * Below the form: "Forgot password?" and "New partner? Register" (SignedOut.tsx shows those screens).
 */
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
  /** The kind of account chosen on another screen (default Kitchen). */
  initialRole?: PartnerRole;
  /** Open "New partner? Register" in place (else the link loads /partner/register). */
  onRegister?: (role: PartnerRole) => void;
  /** Open "Forgot password?" in place, with what was typed (else the link loads /partner/forgot-password). */
  onForgotPassword?: (hint: { username: string; role: PartnerRole }) => void;
}

export function SignInScreen({
  onSignedIn,
  fetchImpl = (...args) => fetch(...args),
  initialRole = 'vendor',
  onRegister,
  onForgotPassword,
}: SignInScreenProps) {
  const { language, texts, switchLanguage } = useScreenLanguage();
  const [role, setRole] = useState<PartnerRole>(initialRole);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const id = useId();

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
    'aria-describedby': (name === 'username' ? usernameMissing : passwordMissing)
      ? `${id}-${name}-required`
      : undefined,
  });

  return (
    <ScreenCard language={language} onSwitchLanguage={switchLanguage} title={texts.title}>
      <form onSubmit={submit} noValidate>
        <RoleChoice
          texts={texts}
          legend={texts.kind}
          value={role}
          onChange={setRole}
          roles={['vendor', 'delivery'] as const}
        />

        <div className="pl-field">
          <label htmlFor={`${id}-username`}>{texts.email} *</label>
          <input
            {...field('username')}
            ref={usernameRef}
            type="text"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            value={username}
            onChange={(e) => setUsername(e.target.value)}
          />
          {usernameMissing && (
            <p className="pl-required" id={`${id}-username-required`}>
              {texts.required}
            </p>
          )}
        </div>

        <div className="pl-field">
          <label htmlFor={`${id}-password`}>{texts.password} *</label>
          <PasswordInput
            texts={texts}
            {...field('password')}
            inputRef={passwordRef}
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
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
      <div className="pl-links">
        <ScreenLink to="forgotPassword" onGo={onForgotPassword && (() => onForgotPassword({ username, role }))}>
          {texts.forgotLink}
        </ScreenLink>
        <ScreenLink to="register" onGo={onRegister && (() => onRegister(role))}>
          {texts.registerLink}
        </ScreenLink>
      </div>
    </ScreenCard>
  );
}
