// The admin panel's dinner calls. Reads give up after REQUEST_TIMEOUT_MS.load, actions after
// REQUEST_TIMEOUT_MS.write (never retried: an action sent twice could act twice).
import {
  api, apiUrl, REQUEST_TIMEOUT_MS, toDinner, toDinnerList, type Attendance, type Attendee, type Attendees, type Dinner, type DinnerBody,
} from 'shared';

export type DinnerList = 'upcoming' | 'past';

const dinnerPath = (id: string) => `admin/events/${encodeURIComponent(id)}`;

/** GET /admin/events?when=: upcoming (not ended) soonest first, or past (ended) latest first. */
export async function fetchDinners(when: DinnerList, signal?: AbortSignal): Promise<Dinner[]> {
  const body = await api().get('admin/events', { searchParams: { when }, timeout: REQUEST_TIMEOUT_MS.load, signal }).json<unknown>();
  return toDinnerList(body, toDinner);
}

function dinnerOf(body: unknown): Dinner {
  const dinner = toDinner((body as { data?: unknown } | null)?.data);
  if (!dinner) throw new Error('The answer has no dinner');
  return dinner;
}

/** POST /admin/events: 201 with the new dinner. */
export async function createDinner(body: DinnerBody): Promise<Dinner> {
  return dinnerOf(await api().post('admin/events', { json: body, timeout: REQUEST_TIMEOUT_MS.write }).json<unknown>());
}

/** PATCH /admin/events/:id with the fields that changed. */
export async function updateDinner(id: string, changes: Partial<DinnerBody>): Promise<Dinner> {
  return dinnerOf(await api().patch(dinnerPath(id), { json: changes, timeout: REQUEST_TIMEOUT_MS.write }).json<unknown>());
}

/** POST /admin/events/:id/cancel: every member with a reply is mailed the reason. */
export async function cancelDinner(id: string, reason: string): Promise<Dinner> {
  return dinnerOf(await api().post(`${dinnerPath(id)}/cancel`, { json: { reason }, timeout: REQUEST_TIMEOUT_MS.write }).json<unknown>());
}

type Raw = Record<string, unknown>;
const isRecord = (value: unknown): value is Raw => typeof value === 'object' && value !== null && !Array.isArray(value);
const count = (value: unknown): number => (typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : 0);
const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value : null);

/** One reply as the attendee list shows it, or null for something without a member. */
export function toAttendee(value: unknown): Attendee | null {
  if (!isRecord(value)) return null;
  const userId = text(value.userId);
  if (!userId || (value.status !== 'confirmed' && value.status !== 'waitlisted')) return null;
  const guests = count(value.guests);
  return {
    userId,
    fullName: text(value.fullName) ?? '',
    email: text(value.email) ?? '',
    status: value.status,
    guests,
    seats: count(value.seats) || 1 + guests,
    dietaryNotes: text(value.dietaryNotes),
    position: value.status === 'waitlisted' && count(value.position) > 0 ? count(value.position) : null,
    checkedIn: value.checkedIn === true,
    checkedInAt: text(value.checkedInAt),
    rsvpAt: text(value.rsvpAt) ?? '',
    confirmedAt: text(value.confirmedAt),
  };
}

const attendeesIn = (list: unknown): Attendee[] =>
  (Array.isArray(list) ? list : []).map(toAttendee).filter((item): item is Attendee => item !== null);

/** GET /admin/events/:id/attendees: the confirmed parties and the waitlist, in queue order. */
export async function fetchAttendees(id: string, signal?: AbortSignal): Promise<Attendees> {
  const body = await api().get(`${dinnerPath(id)}/attendees`, { timeout: REQUEST_TIMEOUT_MS.load, signal }).json<unknown>();
  const data = isRecord(body) ? body.data : undefined;
  if (!isRecord(data) || !Array.isArray(data.confirmed)) throw new Error('The answer has no attendees');
  return { confirmed: attendeesIn(data.confirmed), waitlist: attendeesIn(data.waitlist) };
}

/** POST /admin/events/:id/check-in: marks a confirmed member let in at the door, or not. */
export async function checkIn(dinnerId: string, userId: string, attended: boolean): Promise<Attendee> {
  const body = await api().post(`${dinnerPath(dinnerId)}/check-in`, { json: { userId, attended }, timeout: REQUEST_TIMEOUT_MS.write }).json<unknown>();
  const attendee = toAttendee(isRecord(body) ? body.data : undefined);
  if (!attendee) throw new Error('The answer has no attendee');
  return attendee;
}

/** GET /admin/events/attendance/:userId: a member's record at the club's dinners. */
export async function fetchAttendance(userId: string, signal?: AbortSignal): Promise<Attendance> {
  const body = await api()
    .get(`admin/events/attendance/${encodeURIComponent(userId)}`, { timeout: REQUEST_TIMEOUT_MS.load, signal })
    .json<unknown>();
  const data = isRecord(body) ? body.data : undefined;
  if (!isRecord(data) || typeof data.noShows !== 'number') throw new Error('The answer has no attendance');
  return {
    userId,
    attended: count(data.attended),
    noShows: count(data.noShows),
    upcoming: count(data.upcoming),
    waitlisted: count(data.waitlisted),
  };
}

/** The attendee list as CSV on the API (same origin, the session's cookie): an `href` to download. */
export function attendeesCsvHref(dinnerId: string): string {
  return apiUrl(`${dinnerPath(dinnerId)}/attendees.csv`);
}
