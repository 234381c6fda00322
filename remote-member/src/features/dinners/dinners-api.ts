// The member's dinner calls. Reads give up after REQUEST_TIMEOUT_MS.load, replies after
// REQUEST_TIMEOUT_MS.write (never retried: a reply sent twice could take two places).
import {
  api, REQUEST_TIMEOUT_MS, toDinnerList, toMemberDinner, type CalendarFeed, type MemberDinner, type RsvpBody,
} from 'shared';

export interface MemberDinners {
  dinners: MemberDinner[];
  /** Where a new reply's dietary notes start: the member's application's restrictions. */
  myDietaryNotes: string | null;
}

/** GET /events: not ended soonest first, then the latest ended ones; rejects on an answer without a list. */
export async function fetchMemberDinners(signal?: AbortSignal): Promise<MemberDinners> {
  const body = await api().get('events', { timeout: REQUEST_TIMEOUT_MS.load, signal }).json<unknown>();
  const notes = (body as { myDietaryNotes?: unknown } | null)?.myDietaryNotes;
  return {
    dinners: toDinnerList(body, toMemberDinner),
    myDietaryNotes: typeof notes === 'string' && notes.trim() ? notes : null,
  };
}

export interface RsvpResult {
  /** The dinner as it is after the reply. */
  dinner: MemberDinner;
  /** What happened, in the API's words ('Your seats are confirmed.'). */
  message: string;
}

async function reply(path: string, method: 'post' | 'patch' | 'delete', body?: RsvpBody): Promise<RsvpResult> {
  const answer = await api()[method](path, { json: body, timeout: REQUEST_TIMEOUT_MS.write }).json<unknown>();
  const { data, message } = (answer ?? {}) as { data?: unknown; message?: unknown };
  const dinner = toMemberDinner(data);
  if (!dinner || typeof message !== 'string') throw new Error('The RSVP answer has no dinner');
  return { dinner, message };
}

const rsvpPath = (dinnerId: string) => `events/${encodeURIComponent(dinnerId)}/rsvp`;

/** POST /events/:id/rsvp: 201 confirmed, or 202 on the waitlist (the message says which place). */
export const sendRsvp = (dinnerId: string, body: Required<RsvpBody>): Promise<RsvpResult> => reply(rsvpPath(dinnerId), 'post', body);

/** PATCH /events/:id/rsvp with the fields that changed. */
export const changeRsvp = (dinnerId: string, body: RsvpBody): Promise<RsvpResult> => reply(rsvpPath(dinnerId), 'patch', body);

/** DELETE /events/:id/rsvp: the seats go to the waitlist. */
export const cancelRsvp = (dinnerId: string): Promise<RsvpResult> => reply(rsvpPath(dinnerId), 'delete');

function toFeed(body: unknown): CalendarFeed {
  const { url, webcalUrl } = (body ?? {}) as Partial<Record<keyof CalendarFeed, unknown>>;
  if (typeof url !== 'string' || typeof webcalUrl !== 'string' || !/^https?:\/\//.test(url) || !webcalUrl.startsWith('webcal://')) {
    throw new Error('The calendar answer has no links');
  }
  return { url, webcalUrl };
}

/** GET /user/calendar-feed: the member's feed links (made on first ask). */
export async function fetchCalendarFeed(signal?: AbortSignal): Promise<CalendarFeed> {
  return toFeed(await api().get('user/calendar-feed', { timeout: REQUEST_TIMEOUT_MS.load, signal }).json<unknown>());
}

/** POST /user/calendar-feed/reset: new links; the old ones stop working. */
export async function resetCalendarFeed(): Promise<CalendarFeed> {
  return toFeed(await api().post('user/calendar-feed/reset', { timeout: REQUEST_TIMEOUT_MS.write }).json<unknown>());
}

/** The dinner's .ics file on the API (same origin, the session's cookie): an `href` to download. */
export function icsHref(apiBase: string, dinnerId: string): string {
  return `${apiBase.replace(/\/+$/, '')}/events/${encodeURIComponent(dinnerId)}/ics`;
}
