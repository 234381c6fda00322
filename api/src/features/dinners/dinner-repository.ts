// Reading dinners and replies, and the JSON the API answers for them.
// - A dinner's seats taken are the confirmed parties' seats (the member and their guests);
//   seatsLeft never goes below 0; waitlistCount counts waitlisted parties.
// - started: the dinner has begun (it and its replies are read-only from then on);
//   upcoming/past: it has not ended / it has ended (lists, no-shows).
// - rsvpOpen: scheduled, not started, and before rsvpClosesAt.
import { sql, type Kysely } from 'kysely';
import { latestApprovedApplicationId } from '../../core/membership/membership-application-repository';
import type { DbEngine } from '../../db/create-database';
import type { Database, DinnerRow, DinnerStatus, RsvpStatus } from '../../db/schema';
import { defaultDietaryNotes } from './dinner-rules';

export interface MyRsvp {
  status: RsvpStatus;
  guests: number;
  dietaryNotes: string | null;
  /** Place on the waitlist (1 is next), or null when confirmed. */
  position: number | null;
}

export interface DinnerJson {
  id: string;
  title: string;
  description: string;
  startsAt: string;
  endsAt: string;
  venue: string;
  capacity: number;
  maxGuests: number;
  rsvpClosesAt: string;
  status: DinnerStatus;
  cancelReason: string | null;
  seatsTaken: number;
  seatsLeft: number;
  waitlistCount: number;
  rsvpOpen: boolean;
  started: boolean;
}

export interface MemberDinnerJson extends DinnerJson {
  myRsvp: MyRsvp | null;
}

export interface SeatCounts {
  seatsTaken: number;
  waitlistCount: number;
}

const NO_SEATS: SeatCounts = { seatsTaken: 0, waitlistCount: 0 };

export const hasStarted = (dinner: Pick<DinnerRow, 'starts_at'>, now: Date): boolean => dinner.starts_at <= now.toISOString();

export const isRsvpOpen = (dinner: Pick<DinnerRow, 'status' | 'starts_at' | 'rsvp_closes_at'>, now: Date): boolean =>
  dinner.status === 'scheduled' && !hasStarted(dinner, now) && now.toISOString() < dinner.rsvp_closes_at;

export function dinnerJson(row: DinnerRow, seats: SeatCounts, now: Date): DinnerJson {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    venue: row.venue,
    capacity: Number(row.capacity),
    maxGuests: Number(row.max_guests),
    rsvpClosesAt: row.rsvp_closes_at,
    status: row.status,
    cancelReason: row.cancel_reason,
    seatsTaken: seats.seatsTaken,
    seatsLeft: Math.max(0, Number(row.capacity) - seats.seatsTaken),
    waitlistCount: seats.waitlistCount,
    rsvpOpen: isRsvpOpen(row, now),
    started: hasStarted(row, now),
  };
}

/** The dinner, or undefined; on PostgreSQL `lock` takes its row lock until the transaction ends. */
export async function findDinner(
  db: Kysely<Database>,
  id: string,
  lock: { engine: DbEngine } | null = null,
): Promise<DinnerRow | undefined> {
  return db
    .selectFrom('dinners')
    .selectAll()
    .where('id', '=', id)
    // SQLite has one writer at a time: a write transaction is already alone.
    .$if(lock?.engine === 'postgres', (query) => query.forUpdate())
    .executeTakeFirst();
}

/** Seats taken and parties waiting, per dinner. */
export async function seatCounts(db: Kysely<Database>, dinnerIds: string[]): Promise<Map<string, SeatCounts>> {
  const counts = new Map<string, SeatCounts>();
  if (dinnerIds.length === 0) return counts;
  const rows = await db
    .selectFrom('dinner_rsvps')
    .select((eb) => [
      'dinner_id',
      eb.fn.sum<number | string>(sql`case when status = 'confirmed' then 1 + guests else 0 end`).as('seats'),
      eb.fn.sum<number | string>(sql`case when status = 'waitlisted' then 1 else 0 end`).as('waiting'),
    ])
    .where('dinner_id', 'in', dinnerIds)
    .groupBy('dinner_id')
    .execute();
  for (const row of rows) counts.set(row.dinner_id, { seatsTaken: Number(row.seats), waitlistCount: Number(row.waiting) });
  return counts;
}

export const seatCountsOf = async (db: Kysely<Database>, dinnerId: string): Promise<SeatCounts> =>
  (await seatCounts(db, [dinnerId])).get(dinnerId) ?? NO_SEATS;

export type DinnerList = 'upcoming' | 'past';

/** Most past dinners a member's list shows. */
export const MEMBER_PAST_DINNERS = 20;

/** Upcoming dinners (not ended), soonest first; or past ones (ended), latest first. */
export async function listDinnerRows(db: Kysely<Database>, list: DinnerList, now: Date, limit?: number): Promise<DinnerRow[]> {
  const at = now.toISOString();
  return db
    .selectFrom('dinners')
    .selectAll()
    .$if(list === 'upcoming', (query) => query.where('ends_at', '>', at).orderBy('starts_at', 'asc'))
    .$if(list === 'past', (query) => query.where('ends_at', '<=', at).orderBy('starts_at', 'desc'))
    .orderBy('id')
    .$if(limit !== undefined, (query) => query.limit(limit ?? 0))
    .execute();
}

export async function dinnersJson(db: Kysely<Database>, rows: DinnerRow[], now: Date): Promise<DinnerJson[]> {
  const counts = await seatCounts(db, rows.map((row) => row.id));
  return rows.map((row) => dinnerJson(row, counts.get(row.id) ?? NO_SEATS, now));
}

/** The member's replies to these dinners, with their places on the waitlists. */
export async function myRsvps(db: Kysely<Database>, userId: string, dinnerIds: string[]): Promise<Map<string, MyRsvp>> {
  const replies = new Map<string, MyRsvp>();
  if (dinnerIds.length === 0) return replies;
  const rows = await db
    .selectFrom('dinner_rsvps as r')
    .select((eb) => [
      'r.dinner_id',
      'r.status',
      'r.guests',
      'r.dietary_notes',
      eb
        .selectFrom('dinner_rsvps as w')
        .select((w) => w.fn.countAll<number | string>().as('ahead'))
        .whereRef('w.dinner_id', '=', 'r.dinner_id')
        .where('w.status', '=', 'waitlisted')
        .whereRef('w.queue_number', '<=', 'r.queue_number')
        .as('position'),
    ])
    .where('r.user_id', '=', userId)
    .where('r.dinner_id', 'in', dinnerIds)
    .execute();
  for (const row of rows) {
    replies.set(row.dinner_id, {
      status: row.status,
      guests: Number(row.guests),
      dietaryNotes: row.dietary_notes,
      position: row.status === 'waitlisted' ? Number(row.position) : null,
    });
  }
  return replies;
}

export async function memberDinnersJson(
  db: Kysely<Database>,
  rows: DinnerRow[],
  userId: string,
  now: Date,
): Promise<MemberDinnerJson[]> {
  const dinners = await dinnersJson(db, rows, now);
  const mine = await myRsvps(db, userId, rows.map((row) => row.id));
  return dinners.map((dinner) => ({ ...dinner, myRsvp: mine.get(dinner.id) ?? null }));
}

export interface Attendee {
  userId: string;
  fullName: string;
  email: string;
  status: RsvpStatus;
  guests: number;
  /** The member and their guests. */
  seats: number;
  dietaryNotes: string | null;
  /** Place on the waitlist (1 is next), or null when confirmed. */
  position: number | null;
  checkedIn: boolean;
  checkedInAt: string | null;
  rsvpAt: string;
  confirmedAt: string | null;
}

/** Every reply to a dinner, in queue order, with the member's name and e-mail. */
export async function attendeesOf(db: Kysely<Database>, dinnerId: string): Promise<{ confirmed: Attendee[]; waitlist: Attendee[] }> {
  const rows = await db
    .selectFrom('dinner_rsvps as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .select([
      'r.user_id', 'u.full_name', 'u.email', 'r.status', 'r.guests', 'r.dietary_notes', 'r.checked_in_at', 'r.created_at', 'r.confirmed_at',
    ])
    .where('r.dinner_id', '=', dinnerId)
    .orderBy('r.queue_number')
    .execute();
  const confirmed: Attendee[] = [];
  const waitlist: Attendee[] = [];
  for (const row of rows) {
    const attendee: Attendee = {
      userId: row.user_id,
      fullName: row.full_name,
      email: row.email,
      status: row.status,
      guests: Number(row.guests),
      seats: 1 + Number(row.guests),
      dietaryNotes: row.dietary_notes,
      position: row.status === 'waitlisted' ? waitlist.length + 1 : null,
      checkedIn: row.checked_in_at !== null,
      checkedInAt: row.checked_in_at,
      rsvpAt: row.created_at,
      confirmedAt: row.confirmed_at,
    };
    (row.status === 'confirmed' ? confirmed : waitlist).push(attendee);
  }
  return { confirmed, waitlist };
}

export interface Attendance {
  userId: string;
  /** Ended dinners the member was confirmed for and checked in at. */
  attended: number;
  /** Ended dinners the member was confirmed for and not checked in at. */
  noShows: number;
  /** Dinners not ended yet that the member is confirmed for. */
  upcoming: number;
  /** Dinners not ended yet that the member waits for. */
  waitlisted: number;
}

/** A member's record at the club's dinners (cancelled dinners do not count). */
export async function attendanceOf(db: Kysely<Database>, userId: string, now: Date): Promise<Attendance> {
  const at = now.toISOString();
  const row = await db
    .selectFrom('dinner_rsvps as r')
    .innerJoin('dinners as d', 'd.id', 'r.dinner_id')
    .select((eb) => [
      eb.fn.sum<number | string>(sql`case when r.status = 'confirmed' and d.ends_at <= ${at} and r.checked_in_at is not null then 1 else 0 end`).as('attended'),
      eb.fn.sum<number | string>(sql`case when r.status = 'confirmed' and d.ends_at <= ${at} and r.checked_in_at is null then 1 else 0 end`).as('no_shows'),
      eb.fn.sum<number | string>(sql`case when r.status = 'confirmed' and d.ends_at > ${at} then 1 else 0 end`).as('upcoming'),
      eb.fn.sum<number | string>(sql`case when r.status = 'waitlisted' and d.ends_at > ${at} then 1 else 0 end`).as('waitlisted'),
    ])
    .where('r.user_id', '=', userId)
    .where('d.status', '=', 'scheduled')
    .executeTakeFirst();
  return {
    userId,
    attended: Number(row?.attended ?? 0),
    noShows: Number(row?.no_shows ?? 0),
    upcoming: Number(row?.upcoming ?? 0),
    waitlisted: Number(row?.waitlisted ?? 0),
  };
}

/** The member's default dietary notes: the dietary restrictions of their approved application. */
export async function memberDefaultNotes(db: Kysely<Database>, userId: string): Promise<string | null> {
  const applicationId = await latestApprovedApplicationId(db, userId);
  if (!applicationId) return null;
  const row = await db
    .selectFrom('membership_applications')
    .select('dietary_restrictions')
    .where('id', '=', applicationId)
    .executeTakeFirst();
  return defaultDietaryNotes(row?.dietary_restrictions ?? null);
}
