// What the dashboard's tests share: the page rendered as the shell shows it (router, store,
// theme, toasts) with the API answered by route, and ways to reach its parts by role.
import { screen, within } from '@testing-library/react';
import type { User, VerifiedMember } from 'shared';
import {
  jsonResponse, LocationProbe, memberUser, renderRoutes, storeWith, stubFetch, type RenderRoutesOptions,
} from 'shared/testing';
import { DashboardPage } from './dashboard-page';

export const MEMBERS_PATH = '/api/admin/membership/verifiedMembers';
export const SAVE_PATH = '/api/user/auth/edit-profile';
export const EVENTS_PATH = '/api/events';
export const FEED_PATH = '/api/user/calendar-feed';
export const SPONSORSHIPS_PATH = '/api/user/sponsorships';

type Answer = (request: Request, body: unknown) => Response | Promise<Response>;

export interface ApiAnswers {
  /** The directory: a list to send as `{ data: { data } }`, or an answer of its own. */
  members?: VerifiedMember[] | Answer;
  /** POST edit-profile; by default `{ user }` made of the sent fields over the signed-in user. */
  save?: Answer;
  /** The club's dinners (GET /api/events and its RSVP calls); by default none. */
  events?: Answer;
  /** The member's calendar feed (GET and reset); by default a fixed pair of links. */
  feed?: Answer;
  /** GET and PUT user/privacy; by default the defaults, listed, and a PUT echoes the choices. */
  privacy?: Answer;
  /** POST user/leave; by default a success erasing after 2024-04-30. */
  leave?: Answer;
  /** GET user/sponsorships and POST user/sponsorships/:id; by default no application names the member. */
  sponsorships?: Answer;
}

export const PRIVACY_PATH = '/api/user/privacy';
export const LEAVE_PATH = '/api/user/leave';
export const DEFAULT_PRIVACY = {
  listed: true, showEmail: true, showPhone: false, showProfession: true, showSocialLinks: true, showPicture: true,
};

export interface SentCall {
  method: string;
  path: string;
  url: string;
  body: unknown;
  authorization: string | null;
}

/** Answers the dashboard's calls by path and records them (body read before the client does). */
export function stubApi(answers: ApiAnswers = {}, user: User = memberUser) {
  const fetchMock = stubFetch();
  const sent: SentCall[] = [];
  // The dinners' and the sponsorships' sections' calls, kept apart: the profile and directory
  // tests count their own.
  const dinnerCalls: SentCall[] = [];
  const sponsorshipCalls: SentCall[] = [];
  fetchMock.mockImplementation(async (request: Request) => {
    const text = await request.clone().text();
    const body = text ? (JSON.parse(text) as unknown) : undefined;
    const url = new URL(request.url);
    const dinners = url.pathname === EVENTS_PATH || url.pathname.startsWith(`${EVENTS_PATH}/`) || url.pathname.startsWith(FEED_PATH);
    const sponsorships = url.pathname === SPONSORSHIPS_PATH || url.pathname.startsWith(`${SPONSORSHIPS_PATH}/`);
    (dinners ? dinnerCalls : sponsorships ? sponsorshipCalls : sent)
      .push({ method: request.method, path: url.pathname, url: request.url, body, authorization: request.headers.get('authorization') });
    if (url.pathname === MEMBERS_PATH) {
      const { members = [] } = answers;
      return typeof members === 'function' ? members(request, body) : jsonResponse({ data: { data: members } });
    }
    if (url.pathname === SAVE_PATH) {
      if (answers.save) return answers.save(request, body);
      return jsonResponse({ user: { ...user, ...(body as object) } });
    }
    if (url.pathname === EVENTS_PATH || url.pathname.startsWith(`${EVENTS_PATH}/`)) {
      return answers.events ? answers.events(request, body) : jsonResponse({ data: [], myDietaryNotes: null });
    }
    if (url.pathname.startsWith(FEED_PATH)) {
      return answers.feed
        ? answers.feed(request, body)
        : jsonResponse({ url: 'https://club.example/api/calendar/s3cret.ics', webcalUrl: 'webcal://club.example/api/calendar/s3cret.ics' });
    }
    if (sponsorships) return answers.sponsorships ? answers.sponsorships(request, body) : jsonResponse({ data: [] });
    if (url.pathname === PRIVACY_PATH) {
      if (answers.privacy) return answers.privacy(request, body);
      const data = request.method === 'PUT' ? (body as typeof DEFAULT_PRIVACY) : DEFAULT_PRIVACY;
      return jsonResponse({ data, preview: null });
    }
    if (url.pathname === LEAVE_PATH) {
      if (answers.leave) return answers.leave(request, body);
      return jsonResponse({
        success: true,
        message: 'Your membership has ended. Your personal data will be erased after 2024-04-30.',
        eraseAfter: '2024-04-30T17:00:00.000Z',
      });
    }
    if (url.pathname === '/api/auth/logout') return jsonResponse({ success: true });
    throw new TypeError(`Unexpected call: ${request.method} ${request.url}`);
  });
  const calls = (path: string) => [...sent, ...dinnerCalls, ...sponsorshipCalls].filter((call) => call.path === path);
  return { fetchMock, sent, calls, dinnerCalls, sponsorshipCalls };
}

export interface RenderOptions {
  user?: User;
  /** false: a session restored without a token (the cookie alone). */
  withToken?: boolean;
  userEventOptions?: RenderRoutesOptions['userEventOptions'];
}

export function renderDashboard({ user = memberUser, withToken = true, userEventOptions }: RenderOptions = {}) {
  const store = storeWith({ user, confirmed: withToken });
  return renderRoutes(
    [
      { path: '/user', element: <DashboardPage /> },
      { path: '/login', element: <LocationProbe /> },
      { path: '/', element: <LocationProbe /> },
    ],
    { path: '/user', store, toasts: true, userEventOptions },
  );
}

/** Waits for the directory to be loaded (its search box appears). */
export const findSearch = () => screen.findByRole('searchbox', { name: 'Search members' });
export const search = () => screen.getByRole('searchbox', { name: 'Search members' });
export const memberList = () => screen.getByRole('list', { name: 'Members' });
/** The names on the cards shown, in order. */
export const cardNames = () => within(memberList()).getAllByRole('button').map((card) => card.textContent);
export const dialog = (name: string | RegExp) => screen.getByRole('dialog', { name });
export const findDialog = (name: string | RegExp) => screen.findByRole('dialog', { name });
