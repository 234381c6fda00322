// What the admin panel's tests share: the page rendered as the shell shows it (router, store,
// theme, toasts), the API answered by path, answers held back until the test lets them go, and
// a screen width of choice (matchMedia).
import { act, screen, waitFor, within } from '@testing-library/react';
import type { MembershipRecord, MembershipStats, User } from 'shared';
import { adminUser, jsonResponse, LocationProbe, renderRoutes, storeWith, stubFetch } from 'shared/testing';
import { AdminPage } from './admin-page';
import { ADMIN_VIEWS } from './admin-views';

export const STATS_PATH = '/api/admin/membership/stats';
export const PENDING_PATH = '/api/admin/membership/pendingRequests';
export const APPROVED_PATH = '/api/admin/membership/approvedMembers';
export const RESPOND_PATH = '/api/admin/membership/respond/';
export const CHANGE_PATH = '/api/admin/membership/change-verification';
export const LOGOUT_PATH = '/api/auth/logout';
export const ATTENDANCE_PATH = '/api/admin/events/attendance/';
export const ADMISSIONS_PATH = '/api/admin/admissions/settings';
/** GET and POST admin/membership/{id}/votes. */
export const votesPath = (id: string) => `/api/admin/membership/${id}/votes`;

/** The API's refusal of a decision another admin took first (409): the request leaves the list. */
export const ALREADY_DECIDED = 'This request has already been decided.';
/** An application nobody has voted on, without sponsors. */
export const NO_VOTES = { votes: [], yes: 0, no: 0, abstain: 0, endorsements: [] };

type Answer = (request: Request, body: unknown) => Response | Promise<Response>;

export interface AdminAnswers {
  stats?: MembershipStats | Answer;
  pending?: MembershipRecord[] | Answer;
  approved?: MembershipRecord[] | Answer;
  /**
   * POST respond/{id}; by default `{ success: true }`. The request leaves the pending list when the
   * answer comes, unless it is a 409 other than ALREADY_DECIDED (the admission rules not met).
   */
  respond?: Answer;
  /** GET and POST admin/membership/{id}/votes; by default NO_VOTES. */
  votes?: object | Answer;
  /** GET and PUT admin/admissions/settings; by default 0 and 0, PUT echoes the body. */
  admissions?: object | Answer;
  /** POST change-verification; by default `{ success: true }`. */
  change?: Answer;
  /** GET admin/events/attendance/{userId}; by default no dinners at all. */
  attendance?: Answer;
  /** GET admin/departures; by default none. */
  departures?: { data: unknown[] } | Answer;
  /** POST admin/departures/{userId}/erase; by default `{ message: 'Erased' }`. */
  erase?: Answer;
  /** GET admin/activity; by default an empty page. */
  activity?: object | Answer;
  /** GET admin/membership/{id}/notes and /history; by default none. */
  notes?: { data: unknown[] } | Answer;
  history?: { data: unknown[] } | Answer;
  /** GET admin/ops/remotes; by default no release state. */
  remotes?: object | Answer;
  /** GET, PUT and DELETE admin/ops/override; by default none tried, PUT echoes the version, DELETE clears. */
  override?: Answer;
}

export interface SentCall {
  method: string;
  path: string;
  body: unknown;
}

/** An answer held back until the test calls `release` (to see a busy state). */
export function deferred() {
  let release: (response: Response) => void = () => undefined;
  const promise = new Promise<Response>((resolve) => {
    release = resolve;
  });
  return {
    answer: () => promise,
    /** Lets the answer through, inside act so React settles. */
    release: async (response: Response) => {
      await act(async () => {
        release(response);
        await promise;
      });
    },
  };
}

export const ok = () => jsonResponse({ success: true });
export const failure = (status = 500) => () => jsonResponse({ message: 'Something broke' }, status);

export const DEPARTURES_PATH = '/api/admin/departures';
export const ACTIVITY_PATH = '/api/admin/activity';
export const ACTIVITY_ADMINS_PATH = '/api/admin/activity/admins';
export const OPS_REMOTES_PATH = '/api/admin/ops/remotes';
export const OVERRIDE_PATH = '/api/admin/ops/override';

/** One page of `list` for the request's `page` and `pageSize` (25 by default), as the API pages. */
export function pageOf<T>(list: readonly T[], request: Request) {
  const query = new URL(request.url).searchParams;
  const page = Number(query.get('page') ?? '1');
  const pageSize = Number(query.get('pageSize') ?? '25');
  return { data: list.slice((page - 1) * pageSize, page * pageSize), total: list.length, page, pageSize };
}

/**
 * Answers the panel's calls by path and records them (body read before the client does). Lists
 * given as arrays act as the server's: paged by the request, a decided request leaves the pending
 * list, a block or unblock changes the member's user.
 */
export function stubAdminApi(answers: AdminAnswers = {}) {
  const fetchMock = stubFetch();
  const sent: SentCall[] = [];
  const searched: { path: string; query: string }[] = [];
  let pending = Array.isArray(answers.pending) ? [...answers.pending] : [];
  let approved = Array.isArray(answers.approved) ? [...answers.approved] : [];
  fetchMock.mockImplementation(async (request: Request) => {
    const text = await request.clone().text();
    const body = text ? (JSON.parse(text) as unknown) : undefined;
    const { pathname, search } = new URL(request.url);
    sent.push({ method: request.method, path: pathname, body });
    searched.push({ path: pathname, query: search });
    const give = (answer: unknown, fallback: () => Response): Response | Promise<Response> => {
      if (typeof answer === 'function') return (answer as Answer)(request, body);
      return answer === undefined ? fallback() : jsonResponse(answer);
    };
    if (pathname === STATS_PATH) return give(answers.stats, () => jsonResponse({ pending: 0, approved: 0 }));
    if (pathname === PENDING_PATH) return give(Array.isArray(answers.pending) ? undefined : answers.pending, () => jsonResponse(pageOf(pending, request)));
    if (pathname === APPROVED_PATH) return give(Array.isArray(answers.approved) ? undefined : answers.approved, () => jsonResponse(pageOf(approved, request)));
    if (pathname.startsWith(RESPOND_PATH)) {
      const id = pathname.slice(RESPOND_PATH.length);
      // Decided when the answer comes (held answers keep the request pending meanwhile); a refusal
      // under the admission rules leaves it pending.
      const answer = await give(answers.respond, ok);
      const refusal = answer.status === 409 ? ((await answer.clone().json().catch(() => ({}))) as { message?: unknown }).message : null;
      if (refusal === null || refusal === ALREADY_DECIDED) pending = pending.filter((record) => record.id !== id);
      return answer;
    }
    if (pathname === CHANGE_PATH) {
      const change = body as { userId: string; isVerified: boolean };
      const answer = await give(answers.change, ok);
      if (answer.ok) {
        approved = approved.map((record) => (record.user?.id === change.userId
          ? { ...record, user: { ...record.user, isActive: change.isVerified } }
          : record));
      }
      return answer;
    }
    if (pathname.startsWith(`${DEPARTURES_PATH}/`) && pathname.endsWith('/erase')) {
      return give(answers.erase, () => jsonResponse({ message: 'Erased' }));
    }
    if (pathname === DEPARTURES_PATH) return give(answers.departures, () => jsonResponse({ data: [] }));
    if (pathname === ACTIVITY_ADMINS_PATH) return jsonResponse({ data: [] });
    if (pathname === ACTIVITY_PATH) return give(answers.activity, () => jsonResponse({ data: [], total: 0, page: 1, pageSize: 25 }));
    if (/^\/api\/admin\/membership\/[^/]+\/votes$/.test(pathname)) return give(answers.votes, () => jsonResponse({ data: NO_VOTES }));
    if (pathname === ADMISSIONS_PATH) {
      return give(answers.admissions, () => jsonResponse({ data: request.method === 'PUT' ? body : { quorum: 0, sponsorsRequired: 0 } }));
    }
    if (/^\/api\/admin\/membership\/[^/]+\/(notes|history)$/.test(pathname)) {
      return give(pathname.endsWith('/notes') ? answers.notes : answers.history, () => jsonResponse({ data: [] }));
    }
    if (pathname.startsWith(ATTENDANCE_PATH)) {
      return give(answers.attendance, () => jsonResponse({ data: { attended: 0, noShows: 0, upcoming: 0, waitlisted: 0 } }));
    }
    if (pathname === OPS_REMOTES_PATH) return give(answers.remotes, () => jsonResponse({ since: '2026-11-25T02:00:00.000Z', remotes: [] }));
    if (pathname === OVERRIDE_PATH) {
      return give(answers.override, () => jsonResponse({ data: request.method === 'PUT' ? [body] : [] }));
    }
    if (pathname === LOGOUT_PATH) return ok();
    throw new TypeError(`Unexpected call: ${request.method} ${request.url}`);
  });
  const calls = (path: string) => sent.filter((call) => call.path === path || (path.endsWith('/') && call.path.startsWith(path)));
  /** The query of each call to `path` ('' or '?q=ada&page=2'), in order. */
  const queries = (path: string) => searched.filter((call) => call.path === path).map((call) => call.query);
  return { fetchMock, sent, calls, queries };
}

/**
 * Makes the screen narrow (below 640px) or wide for `matchMedia`, which jsdom lacks; `resize`
 * crosses the breakpoint and tells the listeners. Undo with `jest.restoreAllMocks()` and
 * `clearScreen()`.
 */
export function mockScreen({ narrow }: { narrow: boolean }) {
  let matches = narrow;
  const listeners = new Set<() => void>();
  const matchMedia = jest.fn((query: string) => ({
    get matches() {
      return query === '(max-width: 639px)' ? matches : false;
    },
    media: query,
    onchange: null,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    addListener: (listener: () => void) => listeners.add(listener),
    removeListener: (listener: () => void) => listeners.delete(listener),
    dispatchEvent: () => true,
  }));
  Object.defineProperty(window, 'matchMedia', { configurable: true, writable: true, value: matchMedia });
  return {
    matchMedia,
    resize: (next: { narrow: boolean }) => {
      act(() => {
        matches = next.narrow;
        listeners.forEach((listener) => listener());
      });
    },
  };
}

/** Takes the matchMedia mock away again (jsdom has none). */
export function clearScreen() {
  Reflect.deleteProperty(window, 'matchMedia');
}

export function renderAdmin({ user = adminUser, path = '/admin' }: { user?: User; path?: string } = {}) {
  return renderRoutes(
    [
      { path: '/admin', element: <AdminPage /> },
      { path: '/login', element: <LocationProbe /> },
    ],
    { path, store: storeWith({ user, confirmed: true }), toasts: true },
  );
}

export const menuToggle = () => screen.getByRole('button', { name: 'Admin menu' });
export const adminNav = () => screen.getByRole('navigation', { name: 'Admin panel' });
export const menuItem = (name: string) => within(adminNav()).getByRole('button', { name });
export const screenTitle = () => screen.getByRole('heading', { level: 2 });

/**
 * Opens a screen from the side menu, and waits until it is shown: a screen is a chunk of its own,
 * and until it has loaded the panel keeps the screen it had.
 */
export async function openScreen(user: ReturnType<typeof renderAdmin>['user'], item: string) {
  await user.click(menuItem(item));
  const title = ADMIN_VIEWS.find((view) => view.menuLabel === item)?.title;
  if (title) await waitFor(() => expect(screenTitle()).toHaveTextContent(title));
}

/** The data rows of a table (header row left out). */
export function bodyRows(table: HTMLElement): HTMLElement[] {
  return within(table).getAllByRole('row').slice(1);
}

/** A row of a table, by the name in its row header. */
export function rowOf(table: HTMLElement, name: string): HTMLElement {
  const header = within(table).getByRole('rowheader', { name: new RegExp(`^${name}`) });
  const row = header.closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return row;
}

/** The value shown for a term of a description list inside `container`. */
export function valueOf(container: HTMLElement, term: string): HTMLElement {
  const dt = within(container).getAllByText(term, { selector: 'dt' })[0];
  const dd = dt?.nextElementSibling;
  if (!(dd instanceof HTMLElement) || dd.tagName !== 'DD') throw new Error(`no value for ${term}`);
  return dd;
}

/**
 * Waits until nothing on the page is loading (no spinner announces 'Loading ...'). A screen is a
 * chunk of its own: the first test to open it waits for its module too, which on a busy machine
 * takes longer than a second.
 */
export function loaded(): Promise<void> {
  return waitFor(() => expect(screen.queryAllByRole('status', { name: /^Loading/ })).toHaveLength(0), { timeout: 5000 });
}

/** What a button shows on screen: its own text, without the name added for screen readers. */
export function shownText(element: HTMLElement): string {
  return Array.from(element.childNodes)
    .filter((node) => node.nodeType === Node.TEXT_NODE)
    .map((node) => node.textContent)
    .join('');
}

/** The buttons of a row, by what they show. */
export function rowButtons(row: HTMLElement): string[] {
  return within(row).getAllByRole('button').map(shownText);
}
