import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router';
import { loginAtom, sessionAtom, setSiteConfig, theme, type SiteConfig, type User } from 'shared';
import { ThemeProvider } from 'styled-components';

/*
 * Test-only helpers for the shell. Every test file that renders the router must also stand in
 * for the two parts of react-router 8 Jest cannot load through the preset (see the jest.mock
 * lines at the top of those files); jest.mock is hoisted only within the file that calls it.
 */

export const testConfig: SiteConfig = {
  brandName: 'The Supper Club',
  apiBase: '/api',
  remotes: {
    remote_public: 'http://localhost/remotes/public/mf-manifest.json',
    remote_member: 'http://localhost/remotes/member/mf-manifest.json',
    remote_admin: 'http://localhost/remotes/admin/mf-manifest.json',
  },
  storage: { url: 'https://storage.example', anonKey: 'anon-key', bucket: 'avatars' },
  clubEmail: 'hello@club.example',
  calendarEmbedUrl: 'https://calendar.example/embed',
  mapEmbedUrl: 'https://maps.example/embed',
  social: { youtube: 'https://video.example/club', instagram: 'https://photo.example/club' },
};

export const memberUser: User = {
  id: 'member-1',
  fullName: 'Ada Lovelace',
  email: 'ada@club.com',
  phone: '+13125550100',
  profilePicture: null,
  createdAt: '2024-03-01T00:00:00.000Z',
  isAdmin: false,
};

export const adminUser: User = {
  id: 'admin-1',
  fullName: 'Grace Hopper',
  email: 'grace@club.com',
  phone: null,
  profilePicture: null,
  createdAt: '2023-01-15T00:00:00.000Z',
  isAdmin: true,
};

export function applyTestConfig(): void {
  setSiteConfig(testConfig);
}

export type StoreSetup = 'visitor' | { user: User; confirmed: boolean };

/** A fresh jotai store: signed out, or holding `user` (confirmed by the server or not). */
export function storeWith(setup: StoreSetup = 'visitor') {
  const store = createStore();
  if (setup !== 'visitor') {
    if (setup.confirmed) store.set(loginAtom, { user: setup.user, token: 'test-token' });
    else store.set(sessionAtom, { currentUser: setup.user, token: null, isAuthenticated: true });
  }
  return store;
}

/** Shows where the router is, for assertions on navigation. */
export function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location" data-state={JSON.stringify(location.state ?? null)}>
      {location.pathname}
    </output>
  );
}

/** Renders routes in a memory router under a fresh (or given) jotai store and the club theme. */
export function renderRoutes(
  routes: RouteObject[],
  { path = '/', store = storeWith() }: { path?: string; store?: ReturnType<typeof createStore> } = {},
) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const user = userEvent.setup();
  const view = render(
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <RouterProvider router={router} />
      </ThemeProvider>
    </Provider>,
  );
  return { router, store, user, ...view };
}
