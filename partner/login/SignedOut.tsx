import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import type { PartnerRole } from '../providers/types';
import { ScreenCard, ScreenLink, SCREEN_PATHS, screenOfPath, useScreenLanguage, type SignedOutScreen } from './parts';
import { SignInScreen } from './SignInScreen';
import type { SignUpScreenProps } from './SignUpScreen';
import type { ForgotPasswordScreenProps } from './ForgotPasswordScreen';

/** The screen could not be fetched (no network, not yet kept by the service worker): say so, and offer the sign-in again. */
function NotLoaded() {
  const { language, texts, switchLanguage } = useScreenLanguage();
  return (
    <ScreenCard language={language} onSwitchLanguage={switchLanguage} title={texts.title}>
      <p className="pl-error" role="alert">
        {texts.network}
      </p>
      <div className="pl-links">
        <ScreenLink to="signIn">{texts.submit}</ScreenLink>
      </div>
    </ScreenCard>
  );
}

/**
 * Signing up and the forgotten password are each their own chunk, fetched when opened: a phone
 * that only signs in (and the signed-in app, which starts from this file) never carries them.
 */
const lazyScreen = <P extends object>(load: () => Promise<ComponentType<P>>) =>
  lazy(() =>
    load().then(
      (screen) => ({ default: screen }),
      () => ({ default: NotLoaded as ComponentType<P> }),
    ),
  );
const SignUpScreen = lazyScreen<SignUpScreenProps>(() => import('./SignUpScreen').then((m) => m.SignUpScreen));
const ForgotPasswordScreen = lazyScreen<ForgotPasswordScreenProps>(() =>
  import('./ForgotPasswordScreen').then((m) => m.ForgotPasswordScreen),
);
/** While one arrives: the screen's background, as the sign-in card would stand on it. */
const Arriving = () => <div className="pl-screen" aria-busy="true" />;

/**
 * What a phone without a session shows: sign in (at /partner/), "Become a partner"
 * (/partner/register, a link the owner can send on WhatsApp) or "Forgot password"
 * (/partner/forgot-password). Moving between them keeps the page and pushes an address, so the
 * phone's Back button returns to the sign-in screen; the kind of account chosen (Kitchen or
 * Rider) goes along.
 */
export function SignedOut({ onSignedIn, fetchImpl }: { onSignedIn: () => Promise<void>; fetchImpl?: typeof fetch }) {
  const [screen, setScreen] = useState<SignedOutScreen>(() => screenOfPath(window.location.pathname));
  const [role, setRole] = useState<PartnerRole | undefined>(undefined);
  const [username, setUsername] = useState('');

  useEffect(() => {
    const follow = () => setScreen(screenOfPath(window.location.pathname));
    window.addEventListener('popstate', follow);
    return () => window.removeEventListener('popstate', follow);
  }, []);

  const go = (to: SignedOutScreen, chosen: PartnerRole) => {
    setRole(chosen);
    window.history.pushState(null, '', SCREEN_PATHS[to]);
    setScreen(to);
    window.scrollTo(0, 0);
  };
  const toSignIn = (chosen: PartnerRole) => go('signIn', chosen);

  if (screen === 'register')
    return (
      <Suspense fallback={<Arriving />}>
        <SignUpScreen
          key="register"
          onSignedIn={onSignedIn}
          fetchImpl={fetchImpl}
          initialRole={role}
          onSignIn={toSignIn}
        />
      </Suspense>
    );
  if (screen === 'forgotPassword')
    return (
      <Suspense fallback={<Arriving />}>
        <ForgotPasswordScreen key="forgot" initialUsername={username} initialRole={role} onSignIn={toSignIn} />
      </Suspense>
    );
  return (
    <SignInScreen
      key="signIn"
      onSignedIn={onSignedIn}
      fetchImpl={fetchImpl}
      initialRole={role}
      onRegister={(chosen) => go('register', chosen)}
      onForgotPassword={(hint) => {
        setUsername(hint.username);
        go('forgotPassword', hint.role);
      }}
    />
  );
}
