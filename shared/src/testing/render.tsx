// Rendering under the providers the shell gives every remote: the jotai store, the theme, the
// router and (on request) the toast container.
import { act, render, screen, within, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import type { ReactElement, ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router';
import { ToastContainer } from 'react-toastify';
import { ThemeProvider } from 'styled-components';
import { loginAtom, sessionAtom, sessionCheckAtom } from '../session/session-atoms';
import { theme } from '../theme/theme';
import type { User } from '../types/user';

function ThemeWrapper({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}

/** `render` under the club theme, plus a ready `user` (user-event) for interactions. */
export function renderWithTheme(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  const user = userEvent.setup();
  return { user, ...render(ui, { wrapper: ThemeWrapper, ...options }) };
}

export type StoreSetup = 'visitor' | { user: User; confirmed: boolean };

/**
 * A fresh jotai store as a page has it once the stored session is read: signed out, or holding
 * `user` (confirmed by the server or not).
 */
export function storeWith(setup: StoreSetup = 'visitor') {
  const store = createStore();
  store.set(sessionCheckAtom, 'pending');
  if (setup !== 'visitor') {
    if (setup.confirmed) store.set(loginAtom, { user: setup.user, token: 'test-token' });
    else store.set(sessionAtom, { currentUser: setup.user, token: null, isAuthenticated: true });
  }
  return store;
}

/** Shows where the router is (path, query and state), for assertions on navigation. */
export function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location" data-search={location.search} data-state={JSON.stringify(location.state ?? null)}>
      {location.pathname}
    </output>
  );
}

export interface RenderRoutesOptions {
  path?: string;
  store?: ReturnType<typeof createStore>;
  /** Render react-toastify's container too. */
  toasts?: boolean;
  userEventOptions?: Parameters<typeof userEvent.setup>[0];
}

/** The providers the shell gives every remote, around `router` (and the toast container on request). */
function underProviders(router: ReturnType<typeof createMemoryRouter>, store: ReturnType<typeof createStore>, toasts = false): ReactElement {
  return (
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <RouterProvider router={router} />
        {toasts && <ToastContainer />}
      </ThemeProvider>
    </Provider>
  );
}

const memoryRouter = (routes: RouteObject[], path: string) => createMemoryRouter(routes, { initialEntries: [path] });

/** Renders routes in a memory router under a jotai store and the club theme. */
export function renderRoutes(
  routes: RouteObject[],
  { path = '/', store = storeWith(), toasts = false, userEventOptions }: RenderRoutesOptions = {},
) {
  const router = memoryRouter(routes, path);
  const user = userEvent.setup(userEventOptions);
  const view = render(underProviders(router, store, toasts));
  return { router, store, user, ...view };
}

/** The HTML a server draws for `path` of these routes, under the same providers as `renderRoutes`. */
export function renderRoutesToString(
  routes: RouteObject[],
  { path = '/', store = storeWith() }: Pick<RenderRoutesOptions, 'path' | 'store'> = {},
): string {
  return renderToString(underProviders(memoryRouter(routes, path), store));
}

/**
 * Draws `path` of these routes as the server does, which waits for every boundary: drawn again
 * until no part is left to the browser (a lazy part's code had not loaded), at most ten times.
 */
export async function renderRoutesToStringLoaded(
  routes: RouteObject[],
  options: Pick<RenderRoutesOptions, 'path' | 'store'> = {},
): Promise<string> {
  let html = renderRoutesToString(routes, options);
  for (let attempt = 0; attempt < 10 && html.includes('<!--$!-->'); attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 0));
    html = renderRoutesToString(routes, options);
  }
  return html;
}

/**
 * Draws `path` of these routes as the server would, then hydrates that markup in the document
 * (each side with a store made by `makeStore`). Returns the container and what React reported
 * as recoverable (a hydration mismatch among them). Remove the container after the test.
 */
export async function hydrateRoutes(
  routes: RouteObject[],
  { path = '/', makeStore = storeWith, beforeHydrate }: {
    path?: string;
    makeStore?: () => ReturnType<typeof createStore>;
    /** Runs between the two (what the browser has and the server has not, such as an IntersectionObserver). */
    beforeHydrate?: () => void;
  } = {},
): Promise<{ container: HTMLElement; recoverable: unknown[] }> {
  const container = document.createElement('div');
  container.innerHTML = await renderRoutesToStringLoaded(routes, { path, store: makeStore() });
  document.body.appendChild(container);
  beforeHydrate?.();
  const recoverable: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, underProviders(memoryRouter(routes, path), makeStore()), { onRecoverableError: (error) => recoverable.push(error) });
  });
  return { container, recoverable };
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
