import { useEffect, useState } from 'react';
import type { PartnerRole } from '../providers/types';
import { ForgotPasswordScreen } from './ForgotPasswordScreen';
import { SCREEN_PATHS, screenOfPath, type SignedOutScreen } from './parts';
import { SignInScreen } from './SignInScreen';
import { SignUpScreen } from './SignUpScreen';

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

  if (screen === 'register') return <SignUpScreen key="register" onSignedIn={onSignedIn} fetchImpl={fetchImpl} initialRole={role} onSignIn={toSignIn} />;
  if (screen === 'forgotPassword') return <ForgotPasswordScreen key="forgot" initialUsername={username} initialRole={role} onSignIn={toSignIn} />;
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
