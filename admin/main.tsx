import { StrictMode, useCallback, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { readSession } from './providers/session';
import { LoginScreen } from './login/LoginScreen';
import { ADMIN_BASENAME, HOME_PATH, LOGIN_PATH } from './paths';
import { reloadOnStaleChunk } from '../shared/browser/reloadOnStaleChunk';

// Before any chunk is fetched: a tab from before an update reloads into the new version.
reloadOnStaleChunk();

/**
 * Two halves: a signed-out owner gets the light login screen (plain React and CSS) and nothing
 * else; the react-admin app (App.tsx, with MUI) is fetched only once there is a session — at
 * start, or after signing in. A logout or a refused token (any 401) hands back to the login
 * screen without a reload.
 *
 * The page asked for is kept: a signed-out visit of /admin/orders/5 shows the login at
 * /admin/login (the redirect) and, once signed in, opens /admin/orders/5. It is kept in
 * the login page's history entry, so a reload of the login page keeps it too.
 */
type AppModule = typeof import('./App');
const loadApp = (): Promise<AppModule> => import('./App');

const LOGIN_URL = `${ADMIN_BASENAME}${LOGIN_PATH}`;
const NEXT_KEY = 'adminNext';

/** The current address as a router path (without /admin): "/orders/5?tab=2". */
function routerPath(): string {
  const path = window.location.pathname.slice(ADMIN_BASENAME.length).replace(/\/+$/, '') || HOME_PATH;
  return path + window.location.search + window.location.hash;
}

/**
 * The page to open after signing in, also kept here: when the app ends its session it may
 * still add a history entry for /admin/login after handing over (react-admin's logout
 * navigates a moment later), and that entry has no state of ours.
 */
let remembered: string | undefined;

/** Shows /admin/login in the address bar, remembering `next` (a router path) for after the sign-in. */
function showLoginAddress(next: string | undefined) {
  remembered = next;
  const state = { ...(window.history.state as object | null), [NEXT_KEY]: next };
  window.history.replaceState(state, '', LOGIN_URL);
}

/** Where to go once signed in: the page asked for, else the dashboard. Only a path inside the admin. */
function nextAfterSignIn(): string {
  const stored: unknown = (window.history.state as Record<string, unknown> | null)?.[NEXT_KEY];
  const next = typeof stored === 'string' ? stored : remembered;
  return next && next.startsWith('/') && !next.startsWith('//') && !next.startsWith(LOGIN_PATH) ? next : HOME_PATH;
}

function Root({ initialApp }: { initialApp: AppModule | null }) {
  const [app, setApp] = useState<AppModule | null>(initialApp);
  const signedOut = useCallback((next?: string) => {
    showLoginAddress(next);
    setApp(null);
  }, []);
  const signedIn = useCallback(async () => {
    const module = await loadApp();
    await module.openAt(nextAfterSignIn());
    setApp(() => module);
  }, []);
  if (!app) return <LoginScreen onSignedIn={signedIn} />;
  return <app.App onSignedOut={signedOut} />;
}

if (!readSession()) {
  const asked = routerPath();
  const onLogin = asked === LOGIN_PATH || asked.startsWith(`${LOGIN_PATH}?`) || asked.startsWith(`${LOGIN_PATH}#`);
  // A reload of the login page keeps what it remembered; any other page is the one to come back to.
  if (!onLogin) showLoginAddress(asked === HOME_PATH ? undefined : asked);
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
