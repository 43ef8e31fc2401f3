import { StrictMode, useCallback, useState } from 'react';
import { askFirstList, firstListPath } from './first/firstPath';
import { createRoot } from 'react-dom/client';
import { readSession } from './providers/session';
import { SignedOut } from './login/SignedOut';
import { screenOfPath } from './login/parts';
import { PARTNER_BASENAME } from './paths';
import { registerPartnerServiceWorker } from './pwa/register';
import { preloadFirstScreen } from './screens';
import { effectiveLanguage } from './i18n/language';
import type { I18nProvider } from 'react-admin';
import { reloadOnStaleChunk } from '../shared/browser/reloadOnStaleChunk';

// Before any chunk is fetched: a tab from before an update reloads into the new version.
reloadOnStaleChunk();

/**
 * Two halves: a signed-out phone gets the light sign-in screen (plain React and CSS; with
 * its sign-up and forgot-password screens, login/SignedOut.tsx) and
 * nothing else; the react-admin app (App.tsx, with MUI) is fetched only once there is a
 * session — at start, or after signing in. A logout (or a refused token) hands back to the
 * sign-in screen without a reload.
 */
type AppModule = typeof import('./App');
interface LoadedApp {
  App: AppModule['App'];
  i18nProvider: I18nProvider;
}
/**
 * The app, its texts in the one language it opens in, and the screen it opens on (the role's
 * orders): fetched side by side, not one after the other.
 */
const loadApp = async (): Promise<LoadedApp> => {
  const session = readSession();
  if (session && !session.waitingForApproval) preloadFirstScreen(session.role);
  // The same modules i18n/index.ts loads: asked for now, they arrive with the app.
  void (effectiveLanguage() === 'hi' ? import('./i18n/hi') : import('./i18n/en'));
  const [module, i18nProvider] = await Promise.all([
    import('./App'),
    import('./i18n').then((i18n) => i18n.loadI18nProvider()),
  ]);
  return { App: module.App, i18nProvider };
};

/**
 * A phone with a session opening on its orders gets the light first screen first (plain React,
 * partner/first/): the orders, its code, its texts and its card are asked for now, side by side,
 * none waiting for React or for another; react-admin and MUI come once the first card shows.
 */
const firstList = readSession() ? firstListPath(window.location.pathname, window.location.search) : null;
type FirstScreenModule = typeof import('./first/FirstScreen');
let firstScreen: Promise<FirstScreenModule> | null = null;
if (firstList) {
  const request = askFirstList(firstList);
  firstScreen = import('./first/FirstScreen').then((module) => {
    void module.startFirstList(firstList, request);
    return module;
  });
  if (effectiveLanguage() === 'hi') void import('./i18n/hi');
  else void import('./i18n/en');
  if (readSession()?.role === 'vendor') void import('./first/KitchenCard');
  else void import('./first/RiderCard');
}

function Root({ initialApp, first }: { initialApp: LoadedApp | null; first: FirstScreenModule | null }) {
  const [app, setApp] = useState<LoadedApp | null>(initialApp);
  // The rest of the app is fetched once the first card is on screen, not before: on a slow link
  // it would share the line with the orders and the first screen's code.
  const [opening, setOpening] = useState(first !== null && initialApp === null);
  const firstShown = useCallback(() => {
    void loadApp().then((module) => {
      setApp(() => module);
      setOpening(false);
    });
  }, []);
  const signedOut = useCallback(() => setApp(null), []);
  const signedIn = useCallback(async () => {
    const module = await loadApp();
    // The app opens where a sign-in always took it: its home, the orders.
    window.history.replaceState(null, '', `${PARTNER_BASENAME}/`);
    setApp(() => module);
  }, []);
  if (opening && first && !app)
    return <first.FirstScreen role={readSession()!.role} path={firstList!} onShown={firstShown} />;
  if (!app) return <SignedOut onSignedIn={signedIn} />;
  return <app.App onSignedOut={signedOut} i18nProvider={app.i18nProvider} />;
}

// Signed in already, a shared sign-up or forgot-password link opens the app's home instead.
if (readSession() && screenOfPath(window.location.pathname) !== 'signIn')
  window.history.replaceState(null, '', `${PARTNER_BASENAME}/`);

const root = createRoot(document.getElementById('root')!);
// With a session the page's placeholder (index.html) stays until the first screen's or the app's files arrive.
void Promise.all([readSession() && !firstScreen ? loadApp() : null, firstScreen]).then(([initialApp, first]) =>
  root.render(
    <StrictMode>
      <Root initialApp={initialApp} first={first} />
    </StrictMode>,
  ),
);
registerPartnerServiceWorker();
