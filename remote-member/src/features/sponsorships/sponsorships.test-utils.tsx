// What the sponsorships tests share: applications made to order, the section rendered as the
// dashboard shows it (router, store, theme, toasts) and the API answered by path.
import { screen, within } from '@testing-library/react';
import type { Sponsorship, SponsorshipBody } from 'shared';
import { jsonResponse, memberUser, renderRoutes, storeWith, stubFetch } from 'shared/testing';
import { SponsorshipsSection } from './sponsorships-section';

export const SPONSORSHIPS_PATH = '/api/user/sponsorships';

/** An application naming the member, sent at noon UTC on March 1, 2024, not answered yet. */
export const aSponsorship = (overrides: Partial<Sponsorship> = {}): Sponsorship => ({
  id: 'sp-1',
  applicantName: 'Grace Hopper',
  submittedAt: '2024-03-01T12:00:00.000Z',
  status: 'requested',
  note: null,
  decided: false,
  ...overrides,
});

type Answer = (request: Request, body: unknown) => Response | Promise<Response>;

export interface SponsorshipAnswers {
  /** GET /api/user/sponsorships: the list, or an answer of its own. */
  list?: Sponsorship[] | Answer;
  /**
   * POST /api/user/sponsorships/:id; by default the application as the answer makes it (the list's
   * entry with the decision's status and the note sent, or none).
   */
  answer?: Answer;
}

export interface SentCall {
  method: string;
  path: string;
  body: unknown;
}

const STATUS_OF = { endorse: 'endorsed', decline: 'declined' } as const;

/** Answers the section's calls by path and records them. */
export function stubSponsorshipsApi(answers: SponsorshipAnswers = {}) {
  const fetchMock = stubFetch();
  const sent: SentCall[] = [];
  let list: Sponsorship[] = Array.isArray(answers.list) ? answers.list : [];
  fetchMock.mockImplementation(async (request: Request) => {
    const text = await request.clone().text();
    const body = text ? (JSON.parse(text) as unknown) : undefined;
    const { pathname } = new URL(request.url);
    sent.push({ method: request.method, path: pathname, body });
    if (request.method === 'GET' && pathname === SPONSORSHIPS_PATH) {
      return typeof answers.list === 'function' ? answers.list(request, body) : jsonResponse({ data: list });
    }
    const answered = /^\/api\/user\/sponsorships\/([^/]+)$/.exec(pathname);
    if (request.method === 'POST' && answered) {
      if (answers.answer) return answers.answer(request, body);
      const { decision, note } = body as SponsorshipBody;
      const id = decodeURIComponent(answered[1]!);
      const before = list.find((item) => item.id === id);
      if (!before) return jsonResponse({ message: 'Not found' }, 404);
      const after: Sponsorship = { ...before, status: STATUS_OF[decision], note: note?.trim() || null };
      list = list.map((item) => (item.id === id ? after : item));
      return jsonResponse({ data: after });
    }
    throw new TypeError(`Unexpected call: ${request.method} ${request.url}`);
  });
  const calls = (method: string) => sent.filter((call) => call.method === method);
  return { fetchMock, sent, calls };
}

export function renderSponsorships() {
  return renderRoutes([{ path: '/user', element: <SponsorshipsSection /> }], {
    path: '/user',
    store: storeWith({ user: memberUser, confirmed: true }),
    toasts: true,
  });
}

/** Waits for the list of applications. */
export const findList = () => screen.findByRole('list', { name: 'Applications naming you' });
/** An application's item, by the applicant's name. */
export const itemOf = (name: string) => screen.getByRole('listitem', { name });
export const inItem = (name: string) => within(itemOf(name));
