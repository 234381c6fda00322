// What the dinners tests share: dinners made to order, the section rendered as the dashboard
// shows it (router, store, theme, toasts) and the API answered by path.
import { screen, within } from '@testing-library/react';
import type { MemberDinner } from 'shared';
import { aDinner as aClubDinner, jsonResponse, memberUser, renderRoutes, storeWith, stubFetch } from 'shared/testing';
import { ClubDinners } from './club-dinners';

/** A dinner as a member gets it: scheduled, open for replies, no reply of theirs yet. */
export const aDinner = (overrides: Partial<MemberDinner> = {}): MemberDinner => ({ ...aClubDinner(), myRsvp: null, ...overrides });

/** A dinner that ended in 2020. */
export const aPastDinner = (overrides: Partial<MemberDinner> = {}) => aDinner({
  title: 'Winter supper',
  startsAt: '2020-01-16T01:00:00.000Z',
  endsAt: '2020-01-16T04:00:00.000Z',
  rsvpClosesAt: '2020-01-16T01:00:00.000Z',
  rsvpOpen: false,
  started: true,
  ...overrides,
});

type Answer = (request: Request, body: unknown) => Response | Promise<Response>;

export interface DinnerAnswers {
  /** GET /api/events: the list, or an answer of its own. */
  list?: MemberDinner[] | Answer;
  myDietaryNotes?: string | null;
  /** POST, PATCH or DELETE /api/events/:id/rsvp. */
  rsvp?: Answer;
  /** GET /api/user/calendar-feed and POST .../reset. */
  feed?: Answer;
}

export interface SentCall {
  method: string;
  path: string;
  body: unknown;
}

export const FEED = {
  url: 'https://club.example/api/calendar/s3cret.ics',
  webcalUrl: 'webcal://club.example/api/calendar/s3cret.ics',
};

/** Answers the section's calls by path and records them. */
export function stubDinnersApi(answers: DinnerAnswers = {}) {
  const fetchMock = stubFetch();
  const sent: SentCall[] = [];
  fetchMock.mockImplementation(async (request: Request) => {
    const text = await request.clone().text();
    const body = text ? (JSON.parse(text) as unknown) : undefined;
    const { pathname } = new URL(request.url);
    sent.push({ method: request.method, path: pathname, body });
    if (pathname === '/api/events') {
      const { list = [] } = answers;
      return typeof list === 'function' ? list(request, body) : jsonResponse({ data: list, myDietaryNotes: answers.myDietaryNotes ?? null });
    }
    if (/^\/api\/events\/[^/]+\/rsvp$/.test(pathname)) {
      if (!answers.rsvp) throw new TypeError('No RSVP answer given');
      return answers.rsvp(request, body);
    }
    if (pathname.startsWith('/api/user/calendar-feed')) return answers.feed ? answers.feed(request, body) : jsonResponse(FEED);
    throw new TypeError(`Unexpected call: ${request.method} ${request.url}`);
  });
  const calls = (method: string, path: string | RegExp) =>
    sent.filter((call) => call.method === method && (typeof path === 'string' ? call.path === path : path.test(call.path)));
  return { fetchMock, sent, calls };
}

export function renderDinners() {
  return renderRoutes([{ path: '/user', element: <ClubDinners /> }], {
    path: '/user',
    store: storeWith({ user: memberUser, confirmed: true }),
    toasts: true,
  });
}

/** Waits for the cards of the upcoming dinners. */
export const findCards = () => screen.findByRole('list', { name: 'Club dinners' });
/** The card of a dinner, by its title. */
export const cardOf = (title: string) => screen.getByRole('article', { name: title });
export const findCard = (title: string) => screen.findByRole('article', { name: title });
export const inCard = (title: string) => within(cardOf(title));
