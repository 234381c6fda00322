// Helpers for the dinner suites: dinners made through the admin API, members signed in without a
// password round (a session row per member), the mails sent with their attachments, and moving a
// dinner's times (into the past) behind the API's back.
import type { Kysely } from 'kysely';
import { createSession } from '../core/auth/session-repository';
import type { MailMessage } from '../core/mail/mailer';
import type { Database } from '../db/schema';
import { byBearer } from './admin';
import { call, type CallResult, type Login } from './http';
import { addMember, type TestMember } from './members';
import { deliverDueMail } from './mail';
import type { TestServer } from './test-server';

/** Blocking a member (the membership admin's call), for the suites that see what a block releases. */
export { CHANGE_VERIFICATION_PATH } from '../features/membership-admin/membership-admin-routes';

export const HOUR = 60 * 60 * 1000;
export const DAY = 24 * HOUR;

export const isoIn = (ms: number, from: Date = new Date()): string => new Date(from.getTime() + ms).toISOString();

/** A valid new dinner a week from now (7 pm to 10 pm), with `overrides`. */
export function dinnerBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  // On the minute, as people set them.
  const start = Math.floor((Date.now() + 7 * DAY) / 60_000) * 60_000;
  return {
    title: 'Harvest Supper',
    description: 'Five courses from the fall market.',
    startsAt: new Date(start).toISOString(),
    endsAt: new Date(start + 3 * HOUR).toISOString(),
    venue: 'The Loft, 123 W Randolph St, Chicago',
    capacity: 10,
    maxGuests: 2,
    rsvpClosesAt: new Date(start - DAY).toISOString(),
    ...overrides,
  };
}

/** Creates a dinner as `admin` (201 or throws) and returns its JSON. */
export async function createDinner(server: TestServer, admin: Login, overrides: Record<string, unknown> = {}): Promise<any> {
  const res = await call(server, '/api/admin/events', { json: dinnerBody(overrides), headers: byBearer(admin) });
  if (res.status !== 201) throw new Error(`creating a dinner failed: ${res.status} ${res.text}`);
  return res.body.data;
}

export interface SignedInMember extends TestMember {
  session: Pick<Login, 'token'>;
  headers: Record<string, string>;
}

/** An approved member with a session (bearer token), made directly in the database. */
export async function addMemberWithSession(
  db: Kysely<Database>,
  fullName: string,
  options: { dietaryRestrictions?: string; isAdmin?: boolean } = {},
): Promise<SignedInMember> {
  const member = await addMember(db, { fullName, isAdmin: options.isAdmin, applications: options.isAdmin ? [] : [{ status: 'approved' }] });
  if (options.dietaryRestrictions !== undefined) {
    await db.updateTable('membership_applications').set({ dietary_restrictions: options.dietaryRestrictions }).where('user_id', '=', member.id).execute();
  }
  const { token } = await createSession(db, member.id);
  return { ...member, session: { token }, headers: { authorization: `Bearer ${token}` } };
}

export async function addMembersWithSessions(db: Kysely<Database>, count: number, prefix = 'Guest'): Promise<SignedInMember[]> {
  const members: SignedInMember[] = [];
  for (let i = 0; i < count; i += 1) members.push(await addMemberWithSession(db, `${prefix} ${String(i + 1).padStart(3, '0')}`));
  return members;
}

export const rsvp = (server: TestServer, dinnerId: string, who: { headers: Record<string, string> }, json: unknown = {}): Promise<CallResult> =>
  call(server, `/api/events/${dinnerId}/rsvp`, { json, headers: who.headers });

export const changeRsvp = (server: TestServer, dinnerId: string, who: { headers: Record<string, string> }, json: unknown): Promise<CallResult> =>
  call(server, `/api/events/${dinnerId}/rsvp`, { method: 'PATCH', json, headers: who.headers });

export const cancelRsvp = (server: TestServer, dinnerId: string, who: { headers: Record<string, string> }): Promise<CallResult> =>
  call(server, `/api/events/${dinnerId}/rsvp`, { method: 'DELETE', headers: who.headers });

/** Sets a dinner's times directly (e.g. into the past, which the API never accepts). */
export async function setDinnerTimes(
  db: Kysely<Database>,
  dinnerId: string,
  times: { startsAt: string; endsAt: string; rsvpClosesAt?: string },
): Promise<void> {
  await db
    .updateTable('dinners')
    .set({ starts_at: times.startsAt, ends_at: times.endsAt, rsvp_closes_at: times.rsvpClosesAt ?? times.startsAt })
    .where('id', '=', dinnerId)
    .execute();
}

/** Every message the server's mailer sends from now on, as sent (attachments with their content). */
export function recordSentMail(server: TestServer): { sent: MailMessage[]; to(email: string): Promise<MailMessage[]> } {
  const { mailer } = server.app;
  const send = mailer.send.bind(mailer);
  const sent: MailMessage[] = [];
  mailer.send = async (message) => {
    await send(message);
    sent.push(message);
  };
  return {
    sent,
    async to(email) {
      await deliverDueMail(server);
      return sent.filter((message) => message.to === email);
    },
  };
}
