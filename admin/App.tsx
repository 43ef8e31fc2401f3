import { createContext, lazy, Suspense, useContext, useEffect } from 'react';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { createBrowserRouter, Navigate, Route, RouterProvider, useLocation } from 'react-router-dom';
import { QueryClient } from '@tanstack/react-query';
import { authProvider } from './providers/authProvider';
import { dataProvider } from './providers/dataProvider';
import { createAdminStore, i18nProvider } from './i18n';
import { theme } from './layout/theme';
import { AppLayout } from './layout/AppLayout';
import { Toasts } from './layout/Toasts';
import { AppError } from './layout/AppError';
import { RequireSession } from './layout/RequireSession';
import { readSession } from './providers/session';
import { ADMIN_BASENAME, HOME_PATH, LOGIN_PATH } from './paths';
import { Dashboard } from './dashboard';
import { DailyOrderPage } from './daily-order';
import { EarningsPage } from './earnings';
import { CashPage } from './cash';
import { PrepListPage } from './prepList';
import users from './users';
import restaurants from './restaurants';
import orders from './orders';
import backups from './backups';
import { OrderTicket } from './orders/OrderTicket';
import { OrderBill } from './orders/OrderBill';
import deliveryStaff from './delivery-staff';
import villages from './villages';
import onboarding from './onboarding';
import coupons from './coupons';
import support from './support';
import notifications from './notifications';
import blocklist from './blocklist';
import settings from './settings';
import partyRequests from './party-requests';
import khata from './khata';
import tables from './tables';
import { CounterPage } from './tables/CounterPage';
import { FloorPage } from './tables/FloorPage';
import { QrSheet } from './tables/QrSheet';

// No automatic retries: a refused call (401, 403, 4xx) must show its message at once, and
// react-query's default of three retries with back-off made the login redirect take seconds.
const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });

// recharts is heavy: the analytics screen (its only user) loads on demand.
const AnalyticsPage = lazy(() => import('./analytics').then((m) => ({ default: m.AnalyticsPage })));
// The accountant's screens, opened once a month: loaded when opened.
const GstPage = lazy(() => import('./gst').then((m) => ({ default: m.GstPage })));
const BillsPage = lazy(() => import('./bills').then((m) => ({ default: m.BillsPage })));

// The language choice outlives logout; a first visit takes the browser's language.
const store = createAdminStore();

/** What to do when the app reaches its login route (main.tsx shows the light login screen), with where to go after signing in again. */
const SignedOutContext = createContext<(next?: string) => void>(() => undefined);

/** Where react-admin wanted to come back to (useLogout and RequireSession put it in the login route's state). */
function nextFrom(state: unknown): string | undefined {
  const { nextPathname, nextSearch } = (state ?? {}) as { nextPathname?: unknown; nextSearch?: unknown };
  if (typeof nextPathname !== 'string' || nextPathname === LOGIN_PATH) return undefined;
  return nextPathname + (typeof nextSearch === 'string' ? nextSearch : '');
}

/**
 * The app's login page: after a logout, an expired or revoked token (any 401) or a visit
 * without a session, react-admin goes to /login, and the app hands over to the login screen
 * drawn without react-admin (login/LoginScreen.tsx) — with the page the owner was on, to open
 * again after signing in. With a session (someone opened /admin/login), to the dashboard.
 */
function SignedOut() {
  const onSignedOut = useContext(SignedOutContext);
  const location = useLocation();
  const signedIn = readSession() !== null;
  useEffect(() => {
    if (!signedIn) onSignedOut(nextFrom(location.state));
  }, [signedIn, onSignedOut, location.state]);
  return signedIn ? <Navigate to={HOME_PATH} replace /> : null;
}

function AdminApp() {
  return (
    <Admin
      title="Gaon Rasoi Admin"
      dataProvider={dataProvider}
      queryClient={queryClient}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      store={store}
      loginPage={SignedOut}
      layout={AppLayout}
      notification={Toasts}
      error={AppError}
      dashboard={Dashboard}
      theme={theme}
      disableTelemetry
    >
      <Resource {...deliveryStaff} />
      <Resource {...onboarding} />
      <Resource {...coupons} />
      <Resource {...support} />
      <Resource {...notifications} />
      <Resource {...villages} />
      <Resource {...users} />
      <Resource {...restaurants} />
      <Resource {...orders} />
      <Resource {...backups} />
      <Resource {...blocklist} />
      <Resource {...partyRequests} />
      <Resource {...khata} />
      <Resource {...tables} />
      <Resource name="party-capacity" />
      <Resource name={settings.name} />
      <CustomRoutes>
        <Route
          path="/analytics"
          element={
            <Suspense fallback={null}>
              <AnalyticsPage />
            </Suspense>
          }
        />
        <Route path="/daily-order" element={<DailyOrderPage />} />
        <Route path="/earnings" element={<EarningsPage />} />
        <Route
          path="/gst"
          element={
            <Suspense fallback={null}>
              <GstPage />
            </Suspense>
          }
        />
        <Route
          path="/bills"
          element={
            <Suspense fallback={null}>
              <BillsPage />
            </Suspense>
          }
        />
        <Route path="/cash" element={<CashPage />} />
        <Route path="/prep-list" element={<PrepListPage />} />
        <Route path="/floor" element={<FloorPage />} />
        <Route path="/counter" element={<CounterPage />} />
        <Route path="/settings" element={<settings.page />} />
      </CustomRoutes>
      {/* The kitchen ticket prints on its own, without the admin's frame. */}
      <CustomRoutes noLayout>
        <Route
          path="/tables/qr"
          element={
            <RequireSession>
              <QrSheet />
            </RequireSession>
          }
        />
        <Route
          path="/orders/:id/ticket"
          element={
            <RequireSession>
              <OrderTicket />
            </RequireSession>
          }
        />
        <Route
          path="/orders/:id/bill"
          element={
            <RequireSession>
              <OrderBill />
            </RequireSession>
          }
        />
      </CustomRoutes>
    </Admin>
  );
}

/**
 * The router holds the base path (paths.ts: every path inside the admin is relative to it; react-admin
 * would otherwise use a hash router). A data router, because only it can hold a navigation
 * back: react-admin's `warnWhenUnsavedChanges` asks before leaving a form with unsaved changes
 * through it. It outlives the app being unmounted for the login screen, so a new sign-in
 * moves it to the page to open (openAt) rather than making another.
 */
const router = createBrowserRouter([{ path: '*', element: <AdminApp /> }], { basename: ADMIN_BASENAME });

/** Moves the app to a router path ("/orders/5?x=1") before it is shown, replacing the login's history entry. */
export const openAt = (path: string): Promise<void> => router.navigate(path, { replace: true });

/** The signed-in app; `onSignedOut` runs when it reaches its login route (main.tsx). */
export function App({ onSignedOut }: { onSignedOut: (next?: string) => void }) {
  return (
    <SignedOutContext.Provider value={onSignedOut}>
      <RouterProvider router={router} />
    </SignedOutContext.Provider>
  );
}
