import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { RequireSession } from './RequireSession';
import { AppBar } from './AppBar';
import { AppMenu } from './AppMenu';
import { AppError } from './AppError';
import { AdminLiveProvider, NewOrderAlert, OrderBell } from '../orders/live';
import { useDocumentLang } from './useDocumentLang';

/**
 * react-admin's Layout: on small screens the sidebar is a drawer behind the menu toggle, with
 * an overlay. Every screen sits inside it, so the auth check lives here: a logged-out visitor
 * of any /admin page is sent to /admin/login (RequireSession), and no event stream opens.
 */
export function AppLayout({ children }: { children: ReactNode }) {
  useDocumentLang();
  return (
    <RequireSession>
      {/* The live order desk: one event stream for every screen, the alert above them. */}
      <AdminLiveProvider>
        <Layout appBar={AppBar} menu={AppMenu} error={AppError}>
          <OrderBell />
          <NewOrderAlert />
          {children}
        </Layout>
      </AdminLiveProvider>
    </RequireSession>
  );
}
