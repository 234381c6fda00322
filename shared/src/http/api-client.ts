import ky, { type KyInstance } from 'ky';
import { getSiteConfig } from '../config/site-config';
import { clubStore } from '../session/club-store';
import { logoutAtom, sessionAtom } from '../session/session-atoms';

function resolveBase(apiBase: string): string {
  const origin = typeof window !== 'undefined' ? window.location.origin : 'http://localhost';
  const url = new URL(apiBase, origin).toString();
  return url.endsWith('/') ? url : `${url}/`;
}

/**
 * The HTTP client of every app: API base from the run-time config, cookies included, no
 * default time-out (each call names one of REQUEST_TIMEOUT_MS), nothing retried automatically.
 * A 401 from any call signs the user out; the route guards then send them to /login.
 */
export function createApiClient(apiBase: string, onUnauthorized: () => void): KyInstance {
  return ky.create({
    baseUrl: resolveBase(apiBase),
    credentials: 'include',
    timeout: false,
    retry: 0,
    hooks: {
      afterResponse: [
        ({ response }) => {
          if (response.status === 401) onUnauthorized();
        },
      ],
    },
  });
}

let client: KyInstance | null = null;

/** The page's API client, made on first use from the loaded site config. */
export function api(): KyInstance {
  client ??= createApiClient(getSiteConfig().apiBase, () => {
    if (clubStore.get(sessionAtom).isAuthenticated) clubStore.set(logoutAtom);
  });
  return client;
}

/**
 * The absolute URL of an API path (no leading slash, like the client's calls) with its query:
 * for what the browser fetches itself, e.g. a download link (`user/export`, a list's `.csv`).
 */
export function apiUrl(path: string, searchParams?: URLSearchParams): string {
  const url = new URL(path, resolveBase(getSiteConfig().apiBase));
  if (searchParams) url.search = searchParams.toString();
  return url.toString();
}

/** For tests: forget the client so the next `api()` reads the config again. */
export function resetApiClient(): void {
  client = null;
}
