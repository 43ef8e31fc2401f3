import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { LOGIN_PATH } from '../providers/authProvider';
import { readSession } from '../providers/session';

/**
 * Shows its screen only to a logged-in admin; anyone else is sent to /admin/login at once.
 *
 * The check reads the session synchronously (it is in local storage) and only navigates.
 * react-admin's own check (useAuthenticated, or Admin's `requireAuth`) calls logout() for a
 * visitor who was never logged in; logout's store reset and query-cache clear are urgent
 * updates that re-rendered the screen ahead of the router's navigation (a transition), and the
 * screen checked and logged out again — over a thousand times, a blank page for 13–16 s. A
 * session the server no longer accepts still ends through checkError (any 401).
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const location = useLocation();
  if (!readSession())
    return (
      <Navigate to={LOGIN_PATH} replace state={{ nextPathname: location.pathname, nextSearch: location.search }} />
    );
  return children;
}
