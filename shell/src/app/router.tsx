import { createBrowserRouter, type RouteObject } from 'shared/router';
import { RemoteSlot } from '../features/remote-slot/remote-slot';
import { AdminGoesToPanel, RequireRole } from './guards';
import { Layout } from './layout';
import { NotFound } from './not-found';

/** The route table: which remote module each route shows, and who may see it. */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { path: '/', element: <AdminGoesToPanel><RemoteSlot id="remote_public/landing-page" /></AdminGoesToPanel> },
      { path: '/login', element: <RemoteSlot id="remote_public/login-page" /> },
      { path: '/forgot-password', element: <RemoteSlot id="remote_public/forgot-password-page" /> },
      { path: '/reset-password/:token', element: <RemoteSlot id="remote_public/reset-password-page" /> },
      { path: '/privacy', element: <RemoteSlot id="remote_public/legal-page" props={{ document: 'privacy' }} /> },
      { path: '/terms', element: <RemoteSlot id="remote_public/legal-page" props={{ document: 'terms' }} /> },
      { path: '/cookies', element: <RemoteSlot id="remote_public/legal-page" props={{ document: 'cookies' }} /> },
      { path: '/user', element: <RequireRole role="user"><RemoteSlot id="remote_member/dashboard-page" /></RequireRole> },
      { path: '/admin', element: <RequireRole role="admin"><RemoteSlot id="remote_admin/admin-page" /></RequireRole> },
      { path: '*', element: <NotFound /> },
    ],
  },
];

export function createClubRouter() {
  return createBrowserRouter(routes);
}
