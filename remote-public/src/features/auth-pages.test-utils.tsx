import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import type { ReactElement } from 'react';
import { ToastContainer } from 'react-toastify';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router';
import { resetApiClient, setSiteConfig, theme, type SiteConfig, type User } from 'shared';
import { ThemeProvider } from 'styled-components';

/*
 * Test-only helpers for the public remote's pages. Each test file that uses them also stands
 * in for the two parts of react-router 8 Jest cannot load through the preset (the jest.mock
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

export const adminUser: User = { ...memberUser, id: 'admin-1', fullName: 'Grace Hopper', email: 'grace@club.com', isAdmin: true };

/** A JSON answer as the API sends it. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** Stubs fetch (the API client is ky over fetch) after setting the run-time config. */
export function mockApi(): jest.SpyInstance {
  setSiteConfig(testConfig);
  resetApiClient();
  return jest.spyOn(globalThis, 'fetch');
}

export interface SentRequest {
  method: string;
  url: string;
  body: unknown;
}

/**
 * Answers every call with `answer` and records what was sent (the body is read inside fetch,
 * as the client consumes the Request afterwards).
 */
export function answerWith(fetchMock: jest.SpyInstance, answer: () => Response | Promise<Response>): SentRequest[] {
  const sent: SentRequest[] = [];
  fetchMock.mockImplementation(async (input: Request) => {
    const text = await input.clone().text();
    sent.push({ method: input.method, url: input.url, body: text ? (JSON.parse(text) as unknown) : undefined });
    return answer();
  });
  return sent;
}

/** Shows the route the router is on, for assertions on navigation. */
export function LocationProbe() {
  const { pathname } = useLocation();
  return <output data-testid="location">{pathname}</output>;
}

const landing = (name: string) => <><h1>{name}</h1><LocationProbe /></>;

/**
 * Renders `page` at `path` (matched by `pattern`) among stand-ins for the routes it may go to,
 * with a fresh jotai store, the club theme and the toast container.
 */
export function renderPage(
  page: ReactElement,
  { path, pattern = path, userEventOptions }: {
    path: string;
    pattern?: string;
    userEventOptions?: Parameters<typeof userEvent.setup>[0];
  },
) {
  const routes: RouteObject[] = [
    { path: pattern, element: <>{page}<LocationProbe /></> },
    ...['/login', '/user', '/admin', '/forgot-password', '/']
      .filter((p) => p !== pattern)
      .map((p) => ({ path: p, element: landing(`Stand-in for ${p}`) })),
  ];
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const store = createStore();
  const user = userEvent.setup(userEventOptions);
  const view = render(
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <RouterProvider router={router} />
        <ToastContainer />
      </ThemeProvider>
    </Provider>,
  );
  return { router, store, user, ...view };
}

/** The toast area (react-toastify's container region). */
export function toastArea(): HTMLElement {
  return screen.getByRole('region', { name: /^Notifications/ });
}

/** Waits for a toast with exactly this text; returns its kind ('success', 'error', ...). */
export async function findToast(text: string): Promise<string | undefined> {
  const message = await within(toastArea()).findByText(text);
  const toast = message.closest('.Toastify__toast');
  return /Toastify__toast--(\w+)/.exec(toast?.className ?? '')?.[1];
}
