// The club's dinners as the API answers them (times are UTC ISO texts; the apps show them in
// Chicago time), and the reader both remotes run over an answer before showing it.

export type DinnerStatus = 'scheduled' | 'cancelled';
export type RsvpStatus = 'confirmed' | 'waitlisted';

/** A dinner (GET /admin/events and, with `myRsvp`, GET /events). */
export interface Dinner {
  id: string;
  title: string;
  description: string;
  startsAt: string;
  endsAt: string;
  venue: string;
  /** Seats in all: members and their guests. */
  capacity: number;
  /** Guests a member may bring (0: members only). */
  maxGuests: number;
  rsvpClosesAt: string;
  status: DinnerStatus;
  cancelReason: string | null;
  /** Seats held by confirmed parties (each member and their guests). */
  seatsTaken: number;
  seatsLeft: number;
  /** Parties on the waitlist. */
  waitlistCount: number;
  /** Scheduled, not started, and before rsvpClosesAt. */
  rsvpOpen: boolean;
  /** It has begun: it and its replies are read-only. */
  started: boolean;
}

/** The signed-in member's reply to a dinner. */
export interface MyRsvp {
  status: RsvpStatus;
  guests: number;
  dietaryNotes: string | null;
  /** Place on the waitlist (1 is next), or null when confirmed. */
  position: number | null;
}

export interface MemberDinner extends Dinner {
  myRsvp: MyRsvp | null;
}

/** GET /events: not ended soonest first, then the latest ended ones. */
export interface MemberDinnersResponse {
  data: MemberDinner[];
  /** The member's application's dietary restrictions, which a new reply starts from. */
  myDietaryNotes: string | null;
}

/** POST /events/:id/rsvp; PATCH takes either field. */
export interface RsvpBody {
  guests?: number;
  dietaryNotes?: string | null;
}

/** A reply's answer: the dinner as it is now, and what happened, in words. */
export interface RsvpResponse {
  data: MemberDinner;
  message: string;
}

/** POST /admin/events (times ISO 8601 with their offset); PATCH takes any of the fields. */
export interface DinnerBody {
  title: string;
  description?: string;
  startsAt: string;
  endsAt: string;
  venue: string;
  capacity: number;
  maxGuests?: number;
  rsvpClosesAt?: string;
}

/** A member's reply as the admin's attendee list shows it. */
export interface Attendee {
  userId: string;
  fullName: string;
  email: string;
  status: RsvpStatus;
  guests: number;
  /** The member and their guests. */
  seats: number;
  dietaryNotes: string | null;
  position: number | null;
  checkedIn: boolean;
  checkedInAt: string | null;
  rsvpAt: string;
  confirmedAt: string | null;
}

/** GET /admin/events/:id/attendees */
export interface Attendees {
  confirmed: Attendee[];
  waitlist: Attendee[];
}

/** GET /admin/events/attendance/:userId: a member's record at the club's dinners. */
export interface Attendance {
  userId: string;
  attended: number;
  noShows: number;
  upcoming: number;
  waitlisted: number;
}

/** GET /user/calendar-feed: the member's personal feed of their confirmed dinners. */
export interface CalendarFeed {
  /** https: Google Calendar's 'From URL', Outlook's 'Subscribe from web'. */
  url: string;
  /** The same as webcal://, which Apple Calendar opens as a subscription. */
  webcalUrl: string;
}

type Raw = Record<string, unknown>;

const isRecord = (value: unknown): value is Raw => typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string';
const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;
const isTime = (value: unknown): value is string => isText(value) && !Number.isNaN(Date.parse(value));

/** A dinner from an answer, or null for anything that is not one (nothing could be shown of it). */
export function toDinner(value: unknown): Dinner | null {
  if (!isRecord(value)) return null;
  const { id, title, description, startsAt, endsAt, venue, capacity, maxGuests, rsvpClosesAt, status } = value;
  if (!isText(id) || !id || !isText(title) || !isText(venue) || !isTime(startsAt) || !isTime(endsAt)) return null;
  if (!isCount(capacity) || !isCount(maxGuests) || (status !== 'scheduled' && status !== 'cancelled')) return null;
  const count = (field: unknown) => (isCount(field) ? field : 0);
  return {
    id,
    title,
    description: isText(description) ? description : '',
    startsAt,
    endsAt,
    venue,
    capacity,
    maxGuests,
    rsvpClosesAt: isTime(rsvpClosesAt) ? rsvpClosesAt : startsAt,
    status,
    cancelReason: isText(value.cancelReason) && value.cancelReason.trim() ? value.cancelReason : null,
    seatsTaken: count(value.seatsTaken),
    seatsLeft: count(value.seatsLeft),
    waitlistCount: count(value.waitlistCount),
    rsvpOpen: value.rsvpOpen === true,
    started: value.started === true,
  };
}

function toMyRsvp(value: unknown): MyRsvp | null {
  if (!isRecord(value) || (value.status !== 'confirmed' && value.status !== 'waitlisted')) return null;
  return {
    status: value.status,
    guests: isCount(value.guests) ? value.guests : 0,
    dietaryNotes: isText(value.dietaryNotes) && value.dietaryNotes.trim() ? value.dietaryNotes : null,
    position: value.status === 'waitlisted' && isCount(value.position) ? value.position : null,
  };
}

/** A dinner with the member's reply, or null for anything that is not a dinner. */
export function toMemberDinner(value: unknown): MemberDinner | null {
  const dinner = toDinner(value);
  return dinner && { ...dinner, myRsvp: toMyRsvp((value as Raw).myRsvp) };
}

/** The list of a `{ data: [...] }` answer, in its order; throws when there is no list. */
export function toDinnerList<T>(body: unknown, read: (value: unknown) => T | null): T[] {
  const list = isRecord(body) ? body.data : undefined;
  if (!Array.isArray(list)) throw new Error('The answer has no list of dinners');
  return list.map(read).filter((item): item is T => item !== null);
}
