import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { AppBar } from './AppBar';
import { AppMenu } from './AppMenu';

/** react-admin's Layout: on small screens the sidebar is a drawer behind the menu toggle, with an overlay. */
export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <Layout appBar={AppBar} menu={AppMenu}>
      {children}
    </Layout>
  );
}
