import type { ReactNode } from 'react';
import { Layout, useAuthenticated } from 'react-admin';
import { AppBar } from './AppBar';
import { AppMenu } from './AppMenu';
import { AppError } from './AppError';
import { AdminLiveProvider, NewOrderAlert } from '../orders/live';
import { useDocumentLang } from './useDocumentLang';

/**
 * react-admin's Layout: on small screens the sidebar is a drawer behind the menu toggle, with
 * an overlay. Every screen sits inside it, so the auth check lives here: a logged-out visitor
 * of any /admin page is sent to /admin/login. (Admin's `requireAuth` looped between the
 * redirect and the login route when react-admin is mounted under a sub path.)
 */
export function AppLayout({ children }: { children: ReactNode }) {
  const { isPending, authenticated } = useAuthenticated();
  useDocumentLang();
  // Logged out: nothing renders (and no event stream opens) while the redirect to login happens.
  if (isPending || !authenticated) return null;
  return (
    // The live order desk: one event stream for every screen, the alert above them.
    <AdminLiveProvider>
      <Layout appBar={AppBar} menu={AppMenu} error={AppError}>
        <NewOrderAlert />
        {children}
      </Layout>
    </AdminLiveProvider>
  );
}
