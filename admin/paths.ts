/**
 * Where the admin lives, in a module of its own with no imports: the light login screen
 * (admin/main.tsx, admin/login/) reads it without pulling in the react-admin app.
 *
 * The base path lives in one place: the router (App.tsx). Every link, menu entry, redirect and
 * navigate() inside the admin is a path relative to it ("/orders" is /admin/orders), so no
 * screen has to know where the admin is mounted.
 */
export const ADMIN_BASENAME = '/admin';

/** Router paths; the router adds the base. */
export const LOGIN_PATH = '/login';
export const HOME_PATH = '/';
