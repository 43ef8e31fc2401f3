import {
  AdminContext,
  CoreAdminUI,
  type I18nProvider,
  CustomRoutes,
  Loading,
  Notification,
  Resource,
  defaultTheme,
  localStorageStore,
  type CoreAdminUIProps,
  type RaThemeOptions,
} from 'react-admin';
import { createContext, lazy, Suspense, useContext, useEffect, type ReactNode } from 'react';
import { BrowserRouter, Navigate, Route } from 'react-router-dom';
import { QueryClient } from '@tanstack/react-query';
import { CssBaseline, type Theme, type ToggleButtonProps } from '@mui/material';
import { authProvider } from './providers/authProvider';
import { dataProvider } from './providers/dataProvider';
import type { PartnerRole } from './providers/types';
import { createPartnerStore } from './i18n/language';
import { PartnerLayout } from './layout/PartnerLayout';
import { APP_BAR_HEIGHT } from './layout/bar';
import { readSession } from './providers/session';
import { PARTNER_BASENAME } from './paths';
import { screens } from './screens';

/*
 * Every screen is its own chunk: a kitchen's phone never fetches the rider's screens and the
 * other way round, and each fetches only the screen it opens (main.tsx starts fetching the
 * first one, the orders, together with this file). The service worker keeps them all.
 */
const KitchenOrderList = lazy(screens.kitchenOrders);
const KitchenMenu = lazy(() => import('./kitchen/KitchenMenu').then((m) => ({ default: m.KitchenMenu })));
const KitchenStatusPage = lazy(() =>
  import('./kitchen/KitchenStatusPage').then((m) => ({ default: m.KitchenStatusPage })),
);
const KitchenPrepList = lazy(() => import('./kitchen/KitchenPrepList').then((m) => ({ default: m.KitchenPrepList })));
const KitchenPrinters = lazy(() => import('./kitchen/KitchenPrinters').then((m) => ({ default: m.KitchenPrinters })));
const KitchenTables = lazy(() => import('./kitchen/KitchenTables').then((m) => ({ default: m.KitchenTables })));
const KitchenBill = lazy(() => import('./kitchen/KitchenBill').then((m) => ({ default: m.KitchenBill })));
const RiderOrderList = lazy(screens.riderOrders);
const RiderTodayPage = lazy(() => import('./rider/RiderTodayPage').then((m) => ({ default: m.RiderTodayPage })));
const AnnouncementList = lazy(() =>
  import('./announcements/AnnouncementList').then((m) => ({ default: m.AnnouncementList })),
);
const WaitingForApproval = lazy(() =>
  import('./common/WaitingForApproval').then((m) => ({ default: m.WaitingForApproval })),
);
/** react-admin's own pages for the rare cases (an error, an unknown address), fetched only then. */
const ErrorPage = lazy(() => import('./common/raPages').then((m) => ({ default: m.Error })));
const NotFound = lazy(() => import('./common/raPages').then((m) => ({ default: m.NotFound })));
const AccessDenied = lazy(() => import('./common/raPages').then((m) => ({ default: m.AccessDenied })));
const AuthenticationError = lazy(() => import('./common/raPages').then((m) => ({ default: m.AuthenticationError })));
const suspended = (element: ReactNode) => <Suspense fallback={<Loading />}>{element}</Suspense>;
const ErrorScreen: NonNullable<CoreAdminUIProps['error']> = (props) => suspended(<ErrorPage {...props} />);
const NotFoundScreen = () => suspended(<NotFound />);
const AccessDeniedScreen = () => suspended(<AccessDenied />);
const AuthenticationErrorScreen = () => suspended(<AuthenticationError />);

// A refused call must show its message at once; retries would only delay the toast.
const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
/** Opens in Hindi unless this device or the account chose English (i18n/language.ts). */
const store = createPartnerStore(localStorageStore(undefined, 'Partner'));

const theme: RaThemeOptions = {
  ...defaultTheme,
  // Every colour carries white text and reads as text on white at 4.5:1 or more (WCAG AA):
  // warning is a deep orange (MUI's #ed6c02 is 3:1), info a deeper blue (MUI's #0288d1 is 4:1),
  // error a deeper red.
  palette: {
    primary: { main: '#b45309' },
    secondary: { main: '#7c2d12' },
    success: { main: '#15803d' },
    error: { main: '#b91c1c' },
    warning: { main: '#c2410c' },
    info: { main: '#0369a1' },
    background: { default: '#faf7f2' },
  },
  // Slightly larger base text: read at arm's length, in a kitchen or on a bike.
  typography: { fontSize: 15 },
  // Sentence-case buttons: capitals wrap into two lines on a 375 px card and read slower.
  components: {
    ...defaultTheme.components,
    MuiButton: { styleOverrides: { root: { textTransform: 'none', fontSize: '1rem' } } },
    // A focused field's label sits on the filled input's grey: the dark shade keeps it at 4.5:1.
    MuiFormLabel: {
      styleOverrides: {
        root: ({ theme }: { theme: Theme }) => ({
          '&.Mui-focused:not(.Mui-error)': { color: theme.palette.primary.dark },
        }),
      },
    },
    // A selected toggle's word sits on a light tint of its colour: the dark shade keeps it at 4.5:1.
    MuiToggleButton: {
      styleOverrides: {
        root: ({ theme, ownerState }: { theme: Theme; ownerState: ToggleButtonProps }) => {
          const colour =
            ownerState.color && ownerState.color !== 'standard'
              ? theme.palette[ownerState.color].dark
              : theme.palette.text.primary;
          return { '&.Mui-selected, &.Mui-selected:hover': { color: colour } };
        },
      },
    },
  },
};

/**
 * Toasts at the top, clear of the bottom navigation and the thumb, just below the app bar (never over
 * its buttons nor under it); 3 s like the admin's.
 */
const Toasts = () => (
  <Notification
    autoHideDuration={3000}
    anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
    sx={{ top: { xs: APP_BAR_HEIGHT + 8, sm: APP_BAR_HEIGHT + 8 } }}
  />
);

/** What to do when the app reaches its login route: main.tsx shows the light sign-in screen instead. */
const SignedOutContext = createContext<() => void>(() => undefined);

/**
 * The app's login page: after a logout or a refused token react-admin goes to /login, and the
 * app hands over to the sign-in screen drawn without react-admin (login/SignInScreen.tsx). With
 * a session still there (someone opened /partner/login), it goes home instead.
 */
function SignedOut() {
  const onSignedOut = useContext(SignedOutContext);
  const signedIn = readSession() !== null;
  useEffect(() => {
    if (!signedIn) onSignedOut();
  }, [signedIn, onSignedOut]);
  return signedIn ? <Navigate to="/" replace /> : null;
}

/** The screens depend on the account: a kitchen (vendor) or a rider (delivery). */
function resourcesFor(role: PartnerRole | null | undefined) {
  if (role === 'vendor') {
    return [
      <Resource key="orders" name="orders" list={KitchenOrderList} />,
      <Resource key="restaurants" name="restaurants" list={KitchenMenu} />,
      <CustomRoutes key="routes">
        <Route path="/kitchen" element={<KitchenStatusPage />} />
        <Route path="/printers" element={<KitchenPrinters />} />
        <Route path="/tables" element={<KitchenTables />} />
        <Route path="/notifications" element={<AnnouncementList />} />
      </CustomRoutes>,
      // The bill prints on its own, without the app's bars.
      <CustomRoutes key="print" noLayout>
        <Route path="/orders/:id/bill" element={suspended(<KitchenBill />)} />
        <Route path="/prep-list" element={suspended(<KitchenPrepList />)} />
      </CustomRoutes>,
    ];
  }
  if (role === 'delivery') {
    return [
      <Resource key="orders" name="orders" list={RiderOrderList} />,
      <CustomRoutes key="routes">
        <Route path="/today" element={<RiderTodayPage />} />
        <Route path="/notifications" element={<AnnouncementList />} />
      </CustomRoutes>,
    ];
  }
  return [];
}

/**
 * react-admin's <Admin> without its default screens: <Admin> is <AdminContext> plus <AdminUI>,
 * and <AdminUI> imports its defaults (the desktop layout with its sidebar, menus and user menu,
 * the login form with react-hook-form, the error, not-found and loading pages) even when each
 * one is replaced: code the phone would fetch and never run (react-hook-form alone is 14 KB
 * gzip). The same two layers here, with the partner's own layout and light or lazy pages:
 * the data, auth, i18n, store and router contexts and the routes are react-admin's own.
 */
export function PartnerAdmin({ i18nProvider }: { i18nProvider: I18nProvider }) {
  return (
    <AdminContext
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      store={store}
      queryClient={queryClient}
      theme={theme}
    >
      <CssBaseline enableColorScheme>
        <CoreAdminUI
          title="Gaon Rasoi Partner"
          loginPage={SignedOut}
          layout={PartnerLayout}
          loading={Loading}
          error={ErrorScreen}
          catchAll={NotFoundScreen}
          accessDenied={AccessDeniedScreen}
          authenticationError={AuthenticationErrorScreen}
          requireAuth
          disableTelemetry
        >
          {(permissions: PartnerRole | null) =>
            readSession()?.waitingForApproval
              ? [
                  <CustomRoutes key="waiting">
                    {/* "/" too: react-admin's own "/" route (to the first resource, of which there is none) would win over "*". */}
                    <Route path="/" element={suspended(<WaitingForApproval />)} />
                    <Route path="*" element={suspended(<WaitingForApproval />)} />
                  </CustomRoutes>,
                ]
              : resourcesFor(permissions)
          }
        </CoreAdminUI>
        <Toasts />
      </CssBaseline>
    </AdminContext>
  );
}

/**
 * The signed-in app; `onSignedOut` runs when it reaches its login route (main.tsx), which
 * also fetched its translations (i18n/index.ts: loadI18nProvider) alongside this file.
 */
export function App({ onSignedOut, i18nProvider }: { onSignedOut: () => void; i18nProvider: I18nProvider }) {
  // The sign-in screen left its own language on the page; the app states the one it shows
  // (i18nProvider sets it again whenever the locale changes).
  useEffect(() => {
    document.documentElement.lang = i18nProvider.getLocale();
  }, [i18nProvider]);
  return (
    <SignedOutContext.Provider value={onSignedOut}>
      <BrowserRouter basename={PARTNER_BASENAME}>
        <PartnerAdmin i18nProvider={i18nProvider} />
      </BrowserRouter>
    </SignedOutContext.Provider>
  );
}
