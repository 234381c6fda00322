/**
 * The site config one browser gets, asked of the API (its `/config.json`, with the browser's
 * cookies): where the release state lives in the database, a browser may be in a remote's canary
 * (its browser id cookie), or be an administrator's trying a version (their override cookie), and
 * its page must be rendered with the same config its scripts will load. The render service of a
 * deployment where the API is a service of its own (docker/) asks this for every page.
 *
 * With the secret it shares with the API (RENDER_SECRET), the render service also asks who is
 * asking (VIEWER_REQUEST_HEADER, holding the secret): the API answers the role of the request's
 * session (VIEWER_HEADER) and its user (VIEWER_USER_HEADER), so a confirmed member's `/user` is
 * drawn for that member, as the pages `npm start`'s API renders itself are. While canaries run,
 * the API answers it a fingerprint of every config browsers can get (CONFIGS_HEADER); when that
 * changes, the service asks the list (SITE_CONFIGS_PATH) and starts a renderer for each before
 * its first page. A request without the secret, a browser's, is answered none of these headers,
 * and the deployment's nginx drops every `x-club-*` header a client sends (INTERNAL_HEADERS).
 *
 * The API instances are asked in turn (one request each, the next one when an instance cannot be
 * reached or answers an error), each within `timeoutMs`. When none answers, or the API has no
 * site config (404), the answer is `config: null`: render the config file.
 */

import { FIRST_SCREEN_PATH, type AskApi, type User } from 'shared/types';
import type { Viewer } from './render-pool';

/** Sent by the render service with its question, holding its secret: answer the role of the request's session too. */
export const VIEWER_REQUEST_HEADER = 'x-club-ask-viewer';
/** The role of the request's session (`user` or `admin`), when asked and there is one. */
export const VIEWER_HEADER = 'x-club-viewer';
/** With VIEWER_HEADER: the session's user as /api/auth/me gives it, as base64url JSON (a guarded page is drawn for it). */
export const VIEWER_USER_HEADER = 'x-club-viewer-user';
/** Answered to a render service while canaries run: a fingerprint of every config browsers can get. */
export const CONFIGS_HEADER = 'x-club-configs';
/** Every header that passes between the product's own services only: a client's are dropped at the edge (docker/nginx). */
export const INTERNAL_HEADERS = [VIEWER_REQUEST_HEADER, VIEWER_HEADER, VIEWER_USER_HEADER, CONFIGS_HEADER] as const;
/** Where the API lists every config browsers can get now (`{ configs: [...] }`, empty without a canary). */
export const SITE_CONFIGS_PATH = '/site-configs.json';

/** What the API answered for one browser. */
export interface BrowserConfig {
  /** The config the browser's scripts will load (null: the render service's own config file). */
  config: unknown;
  /** Made for this browser (a canary's share, an admin's try): the page must not be shared by a cache. */
  perBrowser: boolean;
  /** The role of the browser's session, as the API confirmed it (null: none, or not known); no user: the page is drawn with the guard's spinner. */
  viewer: Viewer;
  /** Cookies the API set (a new browser's id): the page's answer sets them too. */
  setCookies: string[];
  /** While canaries run: the fingerprint of the configs browsers can get, and the API that said it. */
  configs: { fingerprint: string; apiUrl: string } | null;
}

/** What a page request carries that the API must see as the browser's own: its cookies and the client nginx saw. */
export interface BrowserRequest {
  cookie?: string;
  forwardedFor?: string;
  forwardedProto?: string;
}

export type BrowserConfigSource = (request: BrowserRequest) => Promise<BrowserConfig>;

/** The headers that ask the API as `request`'s browser would, asking JSON. */
function headersAsBrowser({ cookie, forwardedFor, forwardedProto }: BrowserRequest): Record<string, string> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (cookie) headers.cookie = cookie;
  if (forwardedFor) headers['x-forwarded-for'] = forwardedFor;
  if (forwardedProto) headers['x-forwarded-proto'] = forwardedProto;
  return headers;
}

export const DEFAULT_CONFIG_TIMEOUT_MS = 1000;

const FILE_CONFIG: BrowserConfig = { config: null, perBrowser: false, viewer: null, setCookies: [], configs: null };

/** The user VIEWER_USER_HEADER carries, when it is one of `role` (else none: the page is drawn for the role alone). */
function userOf(header: string | null, role: string | null): User | undefined {
  if (!header) return undefined;
  try {
    const user = JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as Partial<User> | null;
    return user && typeof user.id === 'string' && user.isAdmin === (role === 'admin') ? user as User : undefined;
  } catch {
    return undefined;
  }
}

/** `API_URLS` as a list of base URLs: whitespace-separated, trailing slashes dropped. */
export function apiUrlsOf(value: string | undefined): string[] {
  return (value ?? '').split(/\s+/).filter(Boolean).map((url) => {
    const parsed = new URL(url);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new Error(`API_URLS: ${url} is not an http(s) URL`);
    return url.replace(/\/+$/, '');
  });
}

export function createBrowserConfigSource(
  apiUrls: readonly string[],
  {
    timeoutMs = DEFAULT_CONFIG_TIMEOUT_MS,
    onError = () => undefined,
    secret,
  }: {
    timeoutMs?: number;
    onError?: (message: string) => void;
    /** The secret shared with the API: with it, the session's role and user are asked too. */
    secret?: string | undefined;
  } = {},
): BrowserConfigSource {
  let next = 0;
  return async (request) => {
    if (apiUrls.length === 0) return FILE_CONFIG;
    const headers = { ...headersAsBrowser(request), ...(secret && { [VIEWER_REQUEST_HEADER]: secret }) };
    const first = next;
    next = (next + 1) % apiUrls.length;
    for (let i = 0; i < apiUrls.length; i += 1) {
      const apiUrl = apiUrls[(first + i) % apiUrls.length]!;
      const url = `${apiUrl}/config.json`;
      try {
        const answer = await fetch(url, { headers, signal: AbortSignal.timeout(timeoutMs) });
        // No config there (an API without the site config file): the file is everyone's config.
        if (answer.status === 404) return FILE_CONFIG;
        if (!answer.ok) throw new Error(`answered ${answer.status}`);
        const config: unknown = await answer.json();
        const perBrowser = /\bprivate\b/i.test(answer.headers.get('cache-control') ?? '');
        const role = answer.headers.get(VIEWER_HEADER);
        const user = userOf(answer.headers.get(VIEWER_USER_HEADER), role);
        const viewer: Viewer = role === 'user' || role === 'admin' ? { role, ...(user && { user }) } : null;
        const fingerprint = answer.headers.get(CONFIGS_HEADER);
        return {
          config,
          perBrowser: perBrowser || viewer !== null,
          viewer,
          setCookies: answer.headers.getSetCookie(),
          configs: fingerprint ? { fingerprint, apiUrl } : null,
        };
      } catch (error) {
        onError(`${url}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    return FILE_CONFIG;
  };
}

/** Every config browsers can get now, as `apiUrl` lists them (SITE_CONFIGS_PATH). */
export async function fetchSiteConfigs(apiUrl: string, timeoutMs = DEFAULT_CONFIG_TIMEOUT_MS): Promise<unknown[]> {
  const answer = await fetch(`${apiUrl}${SITE_CONFIGS_PATH}`, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) });
  if (!answer.ok) throw new Error(`${apiUrl}${SITE_CONFIGS_PATH} answered ${answer.status}`);
  const { configs } = await answer.json() as { configs?: unknown };
  if (!Array.isArray(configs)) throw new Error(`${apiUrl}${SITE_CONFIGS_PATH} sent no list of configs`);
  return configs as unknown[];
}

/**
 * The API's answers to the GETs a page drawn for the request's session asks for its first
 * screen (render-pool.ts), asked of the API instances in turn with the request's cookies and
 * forwarding headers, as the browser's own call would be; undefined when none answers 200 in
 * `timeoutMs`.
 */
export function apiAskerFor(apiUrls: readonly string[], request: BrowserRequest, timeoutMs = DEFAULT_CONFIG_TIMEOUT_MS): AskApi {
  const headers = headersAsBrowser(request);
  return async (path) => {
    if (!FIRST_SCREEN_PATH.test(path)) return undefined;
    for (const apiUrl of apiUrls) {
      try {
        const answer = await fetch(`${apiUrl}/api/${path}`, { headers, signal: AbortSignal.timeout(timeoutMs) });
        return answer.status === 200 ? await answer.json() as unknown : undefined;
      } catch {
        // Not reached: the next instance.
      }
    }
    return undefined;
  };
}
