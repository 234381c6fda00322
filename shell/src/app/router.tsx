import { createBrowserRouter, matchRoutes, type RouteObject } from 'shared/router';
import { roleOf, type RemoteModuleId, type Role, type User } from 'shared';
import { RemoteSlot } from '../features/remote-slot/remote-slot';
import { AdminGoesToPanel, RequireRole } from './guards';
import { Layout } from './layout';
import { NotFound } from './not-found';

/**
 * The route table: which remote module each route shows, and who may see it. Each route's
 * `handle` names its module (what the server loads and preloads before rendering it, and what
 * the browser loads before hydrating it) and the role its guard requires.
 */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { handle: { remote: 'remote_public/landing-page' }, path: '/', element: <AdminGoesToPanel><RemoteSlot id="remote_public/landing-page" /></AdminGoesToPanel> },
      { handle: { remote: 'remote_public/login-page' }, path: '/login', element: <RemoteSlot id="remote_public/login-page" /> },
      { handle: { remote: 'remote_public/forgot-password-page' }, path: '/forgot-password', element: <RemoteSlot id="remote_public/forgot-password-page" /> },
      { handle: { remote: 'remote_public/reset-password-page' }, path: '/reset-password/:token', element: <RemoteSlot id="remote_public/reset-password-page" /> },
      { handle: { remote: 'remote_public/application-status-page' }, path: '/application/:token', element: <RemoteSlot id="remote_public/application-status-page" /> },
      { handle: { remote: 'remote_public/legal-page' }, path: '/privacy', element: <RemoteSlot id="remote_public/legal-page" props={{ document: 'privacy' }} /> },
      { handle: { remote: 'remote_public/legal-page' }, path: '/terms', element: <RemoteSlot id="remote_public/legal-page" props={{ document: 'terms' }} /> },
      { handle: { remote: 'remote_public/legal-page' }, path: '/cookies', element: <RemoteSlot id="remote_public/legal-page" props={{ document: 'cookies' }} /> },
      { handle: { remote: 'remote_member/dashboard-page', guard: 'user' }, path: '/user', element: <RequireRole role="user"><RemoteSlot id="remote_member/dashboard-page" /></RequireRole> },
      { handle: { remote: 'remote_admin/admin-page', guard: 'admin' }, path: '/admin', element: <RequireRole role="admin"><RemoteSlot id="remote_admin/admin-page" /></RequireRole> },
      { path: '*', element: <NotFound /> },
    ],
  },
];

/**
 * The browser's router. Over a page the server drew (`hydrating`), its first render leaves the
 * window where it is: the page has been on screen since the HTML came, and the visitor may have
 * scrolled it, or reloaded it mid-page (the browser then restores the place itself). Without
 * hydration data the router would take its first render for a new page and go to the top.
 */
export function createClubRouter({ hydrating }: { hydrating: boolean }) {
  return createBrowserRouter(routes, hydrating ? { hydrationData: {} } : undefined);
}

/** What a route's `handle` says: its remote module, and the role a guard before it requires. */
export interface RouteHandle {
  remote?: RemoteModuleId;
  /**
   * The role the route's guard requires. The server draws the guarded page itself for a session
   * of that role (else the guard's spinner), so such a page draws nothing that depends on what
   * only the browser knows (the screen's width, say) other than by CSS, or it would move when it
   * hydrates.
   */
  guard?: Role;
}

/** The handle of the route at `pathname` (empty for the not-found page). */
export function routeHandleFor(pathname: string): RouteHandle {
  const matches = matchRoutes(routes, pathname) ?? [];
  return (matches[matches.length - 1]?.route.handle as RouteHandle | undefined) ?? {};
}

/**
 * Whether the guarded page of `handle` is drawn for `user`'s confirmed session (its remote's page,
 * not the guard's spinner): the server decides so, and the browser starts from what it decided.
 */
export const drawnForUser = (handle: RouteHandle, user: User | null | undefined): user is User =>
  Boolean(handle.guard && user && roleOf(user) === handle.guard);

/** The remote module the page at `pathname` shows, if any. */
export function remoteModuleFor(pathname: string): RemoteModuleId | null {
  return routeHandleFor(pathname).remote ?? null;
}
