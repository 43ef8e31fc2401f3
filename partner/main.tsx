import { StrictMode, useCallback, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { readSession } from './providers/session';
import { SignInScreen } from './login/SignInScreen';
import { PARTNER_BASENAME } from './paths';
import { registerPartnerServiceWorker } from './pwa/register';
import { preloadFirstScreen } from './screens';

/**
 * Two halves: a signed-out phone gets the light sign-in screen (plain React and CSS) and
 * nothing else; the react-admin app (App.tsx, with MUI) is fetched only once there is a
 * session — at start, or after signing in. A logout (or a refused token) hands back to the
 * sign-in screen without a reload.
 */
type AppModule = typeof import('./App');
/** The app, and at the same time the screen it opens on (the role's orders): two fetches side by side, not one after the other. */
const loadApp = (): Promise<AppModule> => {
  const session = readSession();
  if (session && !session.waitingForApproval) preloadFirstScreen(session.role);
  return import('./App');
};

function Root({ initialApp }: { initialApp: AppModule | null }) {
  const [app, setApp] = useState<AppModule | null>(initialApp);
  const signedOut = useCallback(() => setApp(null), []);
  const signedIn = useCallback(async () => {
    const module = await loadApp();
    // The app opens where a sign-in always took it: its home, the orders.
    window.history.replaceState(null, '', `${PARTNER_BASENAME}/`);
    setApp(() => module);
  }, []);
  if (!app) return <SignInScreen onSignedIn={signedIn} />;
  return <app.App onSignedOut={signedOut} />;
}

const root = createRoot(document.getElementById('root')!);
// With a session the page's placeholder (index.html) stays until the app's files arrive.
void (readSession() ? loadApp() : Promise.resolve(null)).then((initialApp) =>
  root.render(
    <StrictMode>
      <Root initialApp={initialApp} />
    </StrictMode>,
  ),
);
registerPartnerServiceWorker();
