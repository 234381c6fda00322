import ky, { type KyInstance } from 'ky';
import { getSiteConfig } from '../config/site-config';
import { clubStore } from '../session/club-store';
import { logoutAtom, sessionAtom, updateUserAtom } from '../session/session-atoms';

/** The `code` of the 403 an administrator without a second factor gets from every admin call. */
export const MFA_ENROLMENT_REQUIRED = 'mfa-enrolment-required';

function resolveBase(apiBase: string): string {
  const origin = typeof window !== 'undefined' ? window.location.origin : 'http://localhost';
  const url = new URL(apiBase, origin).toString();
  return url.endsWith('/') ? url : `${url}/`;
}

/**
 * The HTTP client of every app: API base from the run-time config, cookies included, no
 * default time-out (each call names one of REQUEST_TIMEOUT_MS), nothing retried automatically.
 * A 401 from any call signs the user out; the route guards then send them to /login. A 403
 * saying a second factor must be set up first calls `onEnrolmentRequired`, whichever call met it.
 */
export function createApiClient(apiBase: string, onUnauthorized: () => void, onEnrolmentRequired?: () => void): KyInstance {
  return ky.create({
    baseUrl: resolveBase(apiBase),
    credentials: 'include',
    timeout: false,
    retry: 0,
    hooks: {
      afterResponse: [
        async ({ response }) => {
          if (response.status === 401) onUnauthorized();
          if (response.status === 403 && onEnrolmentRequired) {
            const body = (await response.clone().json().catch(() => null)) as { code?: unknown } | null;
            if (body?.code === MFA_ENROLMENT_REQUIRED) onEnrolmentRequired();
          }
        },
      ],
    },
  });
}

let client: KyInstance | null = null;

/**
 * The page's API client, made on first use from the loaded site config. An administrator whom a
 * call finds without a second factor is marked so (`mfa.enrolmentRequired`): the panel then shows
 * the set-up instead of its data.
 */
export function api(): KyInstance {
  client ??= createApiClient(getSiteConfig().apiBase, () => {
    if (clubStore.get(sessionAtom).isAuthenticated) clubStore.set(logoutAtom);
  }, () => {
    const mfa = clubStore.get(sessionAtom).currentUser?.mfa;
    clubStore.set(updateUserAtom, { mfa: { totp: false, passkeys: 0, recoveryCodesLeft: 0, ...mfa, enrolmentRequired: true } });
  });
  return client;
}

/**
 * The URL of an API path (no leading slash, like the client's calls) with its query, for what
 * the browser fetches itself, e.g. a download link (`user/export`, a list's `.csv`). An API base
 * that is a path (`/api`) gives a root-relative URL and a protocol-relative base (`//host/api`) a
 * protocol-relative one, the same on the server that renders the page as in the browser that
 * hydrates it; an absolute base gives an absolute URL.
 */
export function apiUrl(path: string, searchParams?: URLSearchParams): string {
  const { apiBase } = getSiteConfig();
  const url = new URL(path, resolveBase(apiBase));
  if (searchParams) url.search = searchParams.toString();
  if (URL.canParse(apiBase)) return url.toString();
  const rooted = `${url.pathname}${url.search}`;
  return apiBase.startsWith('//') ? `//${url.host}${rooted}` : rooted;
}

/** For tests: forget the client so the next `api()` reads the config again. */
export function resetApiClient(): void {
  client = null;
}
