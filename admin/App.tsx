import { lazy, Suspense } from 'react';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { createBrowserRouter, Route, RouterProvider } from 'react-router-dom';
import { QueryClient } from '@tanstack/react-query';
import { authProvider } from './providers/authProvider';
import { dataProvider } from './providers/dataProvider';
import { createAdminStore, i18nProvider } from './i18n';
import { theme } from './layout/theme';
import { AppLayout } from './layout/AppLayout';
import { Toasts } from './layout/Toasts';
import { AppError } from './layout/AppError';
import { RequireSession } from './layout/RequireSession';
import { LoginPage } from './login/LoginPage';
import { Dashboard } from './dashboard';
import { DailyOrderPage } from './daily-order';
import { EarningsPage } from './earnings';
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

// No automatic retries: a refused call (401, 403, 4xx) must show its message at once, and
// react-query's default of three retries with back-off made the login redirect take seconds.
const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });

// recharts is heavy: the analytics screen (its only user) loads on demand.
const AnalyticsPage = lazy(() => import('./analytics').then((m) => ({ default: m.AnalyticsPage })));

// The language choice outlives logout; a first visit takes the browser's language.
const store = createAdminStore();

function AdminApp() {
  return (
    <Admin
      title="Gaon Rasoi Admin"
      dataProvider={dataProvider}
      queryClient={queryClient}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      store={store}
      loginPage={LoginPage}
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
        <Route path="/settings" element={<settings.page />} />
      </CustomRoutes>
      {/* The kitchen ticket prints on its own, without the admin's frame. */}
      <CustomRoutes noLayout>
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
 * The base path lives in one place: the router. Every link, menu entry, redirect and
 * navigate() inside the admin is a path relative to it ("/orders" is /admin/orders), so no
 * screen has to know where the admin is mounted. (react-admin would otherwise use a hash router.)
 * A data router, because only it can hold a navigation back: react-admin's
 * `warnWhenUnsavedChanges` asks before leaving a form with unsaved changes through it.
 */
export const ADMIN_BASENAME = '/admin';

const router = createBrowserRouter([{ path: '*', element: <AdminApp /> }], { basename: ADMIN_BASENAME });

export function App() {
  return <RouterProvider router={router} />;
}
