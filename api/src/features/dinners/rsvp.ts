// Members' replies to a dinner, and the seats they hold.
// - A party is the member and their guests. It is confirmed only if all its seats fit
//   (seats taken + party <= capacity); otherwise it joins the waitlist at the end of the queue.
// - Every write to a dinner's replies runs in one transaction holding the dinner's row (FOR
//   UPDATE), so no two writes can both take the last seats, on any number of instances. A
//   member's own write first takes their user row (FOR SHARE: a block or departure of the member
//   waits for it, or it sees the account inactive), always in that order, as a block and a
//   departure do (user, then dinners by id).
//   SQLite has one writer at a time: its transactions run one after another anyway.
// - When seats free up (a cancellation, fewer guests, more capacity, the release of a blocked or
//   departed member), the waitlist is promoted in queue order: each party that fits the seats
//   left is confirmed, a party too large for them is skipped and keeps its place.
// - Replies change only while the dinner is scheduled and has not started; new replies and
//   changes only until RSVPs close; a cancellation until the start (its seats go to the waitlist).
// - Mails (confirmed, waitlisted, promoted) are enqueued in the same transaction; the caller
//   wakes the outbox after the commit.
import type { Kysely } from 'kysely';
import { FieldValidationError, HttpError } from '../../app/http-error';
import type { MemberDeactivated } from '../../app/member-lifecycle';
import { NOT_SIGNED_IN } from '../../core/auth/route-auth';
import { newOrderedId } from '../../db/portable';
import type { Database, DinnerRow, DinnerRsvpRow } from '../../db/schema';
import { recordDinnerAudit } from './dinner-audit-repository';
import { mailContextOf, type DinnerContext } from './dinner-context';
import { confirmedMail, DINNER_MAIL_KINDS, promotedMail, waitlistedMail } from './dinner-mail';
import { findDinner, hasStarted, memberDefaultNotes, seatCountsOf } from './dinner-repository';
import { guestsMessage, type RsvpChanges, type RsvpInput } from './dinner-rules';

export const DINNER_NOT_FOUND = 'Dinner not found';
export const DINNER_CANCELLED = 'This dinner has been cancelled.';
export const DINNER_STARTED = 'This dinner has already started: its RSVPs can no longer change.';
export const RSVP_CLOSED = 'RSVPs for this dinner are closed.';
export const ALREADY_RSVPED = 'You have already RSVPed to this dinner. Change or cancel your RSVP instead.';
export const NO_RSVP = 'You have no RSVP for this dinner.';
export const notEnoughSeats = (seatsLeft: number): string =>
  `Not enough seats left for that many guests: ${seatsLeft} more seat${seatsLeft === 1 ? '' : 's'} available. Your RSVP is unchanged.`;

interface Member {
  id: string;
  email: string;
  full_name: string;
}

/** Locks the member, then the dinner; the dinner must exist. */
async function lockMemberAndDinner(
  ctx: DinnerContext,
  trx: Kysely<Database>,
  userId: string,
  dinnerId: string,
): Promise<{ member: Member; dinner: DinnerRow }> {
  const member = await trx
    .selectFrom('users')
    .select(['id', 'email', 'full_name', 'is_active'])
    .where('id', '=', userId)
    .$if(ctx.engine === 'postgres', (query) => query.forShare())
    .executeTakeFirst();
  // Blocked between the sign-in check and here: the block ended the session.
  if (!member || Number(member.is_active) !== 1) throw new HttpError(401, NOT_SIGNED_IN);
  const dinner = await findDinner(trx, dinnerId, { engine: ctx.engine });
  if (!dinner) throw new HttpError(404, DINNER_NOT_FOUND);
  return { member, dinner };
}

/** Refuses a write to the replies of a cancelled or started dinner, and after RSVPs close unless `allowClosed`. */
function assertRepliesOpen(dinner: DinnerRow, now: Date, { allowClosed = false } = {}): void {
  if (dinner.status === 'cancelled') throw new HttpError(409, DINNER_CANCELLED);
  if (hasStarted(dinner, now)) throw new HttpError(409, DINNER_STARTED);
  if (!allowClosed && now.toISOString() >= dinner.rsvp_closes_at) throw new HttpError(409, RSVP_CLOSED);
}

function assertGuestsAllowed(dinner: DinnerRow, guests: number): void {
  const maxGuests = Number(dinner.max_guests);
  if (guests > maxGuests) throw new FieldValidationError([{ field: 'guests', message: guestsMessage(maxGuests) }]);
}

const findReply = (trx: Kysely<Database>, dinnerId: string, userId: string): Promise<DinnerRsvpRow | undefined> =>
  trx.selectFrom('dinner_rsvps').selectAll().where('dinner_id', '=', dinnerId).where('user_id', '=', userId).executeTakeFirst();

/** The place of a waitlisted reply (1 is next). */
async function waitlistPosition(trx: Kysely<Database>, dinnerId: string, queueNumber: number): Promise<number> {
  const row = await trx
    .selectFrom('dinner_rsvps')
    .select((eb) => eb.fn.countAll<number | string>().as('ahead'))
    .where('dinner_id', '=', dinnerId)
    .where('status', '=', 'waitlisted')
    .where('queue_number', '<=', queueNumber)
    .executeTakeFirstOrThrow();
  return Number(row.ahead);
}

export interface Promoted {
  userId: string;
  guests: number;
}

/**
 * Confirms, in queue order, every waitlisted party that fits the seats left (the dinner's row is
 * locked by the caller), and enqueues their mails. Nothing moves once the dinner is cancelled or
 * has started.
 */
export async function promoteWaitlist(ctx: DinnerContext, trx: Kysely<Database>, dinner: DinnerRow, now: Date): Promise<Promoted[]> {
  if (dinner.status !== 'scheduled' || hasStarted(dinner, now)) return [];
  let free = Number(dinner.capacity) - (await seatCountsOf(trx, dinner.id)).seatsTaken;
  if (free <= 0) return [];
  const waiting = await trx
    .selectFrom('dinner_rsvps as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .select(['r.id', 'r.user_id', 'r.guests', 'r.dietary_notes', 'u.email', 'u.full_name'])
    .where('r.dinner_id', '=', dinner.id)
    .where('r.status', '=', 'waitlisted')
    .orderBy('r.queue_number')
    .execute();
  const promoted: Promoted[] = [];
  const at = now.toISOString();
  for (const party of waiting) {
    if (free <= 0) break;
    const seats = 1 + Number(party.guests);
    if (seats > free) continue;
    await trx
      .updateTable('dinner_rsvps')
      .set({ status: 'confirmed', confirmed_at: at, updated_at: at })
      .where('id', '=', party.id)
      .execute();
    free -= seats;
    promoted.push({ userId: party.user_id, guests: Number(party.guests) });
    await ctx.mailOutbox.enqueue(
      trx,
      promotedMail(dinner, { email: party.email, fullName: party.full_name }, { guests: Number(party.guests), dietaryNotes: party.dietary_notes }, mailContextOf(ctx, now)),
      { kind: DINNER_MAIL_KINDS.promoted, ref: dinner.id },
    );
  }
  return promoted;
}

export interface RsvpResult {
  status: 'confirmed' | 'waitlisted';
  /** Place on the waitlist, or null when confirmed. */
  position: number | null;
}

/** A member's new reply: confirmed if the whole party fits, else waitlisted at the end of the queue. */
export async function createRsvp(
  ctx: DinnerContext,
  input: { dinnerId: string; userId: string; rsvp: RsvpInput },
  now: Date,
): Promise<RsvpResult> {
  const result = await ctx.db.transaction().execute(async (trx) => {
    const { member, dinner } = await lockMemberAndDinner(ctx, trx, input.userId, input.dinnerId);
    assertRepliesOpen(dinner, now);
    if (await findReply(trx, dinner.id, member.id)) throw new HttpError(409, ALREADY_RSVPED);
    assertGuestsAllowed(dinner, input.rsvp.guests);

    const dietaryNotes = input.rsvp.dietaryNotes === undefined ? await memberDefaultNotes(trx, member.id) : input.rsvp.dietaryNotes;
    const { seatsTaken } = await seatCountsOf(trx, dinner.id);
    const fits = seatsTaken + 1 + input.rsvp.guests <= Number(dinner.capacity);
    const queueNumber = Number(dinner.rsvp_counter) + 1;
    await trx.updateTable('dinners').set({ rsvp_counter: queueNumber }).where('id', '=', dinner.id).execute();
    const at = now.toISOString();
    await trx
      .insertInto('dinner_rsvps')
      .values({
        id: newOrderedId(),
        dinner_id: dinner.id,
        user_id: member.id,
        status: fits ? 'confirmed' : 'waitlisted',
        guests: input.rsvp.guests,
        dietary_notes: dietaryNotes,
        queue_number: queueNumber,
        created_at: at,
        updated_at: at,
        confirmed_at: fits ? at : null,
      })
      .execute();

    const recipient = { email: member.email, fullName: member.full_name };
    const party = { guests: input.rsvp.guests, dietaryNotes };
    if (fits) {
      await ctx.mailOutbox.enqueue(trx, confirmedMail(dinner, recipient, party, mailContextOf(ctx, now)), {
        kind: DINNER_MAIL_KINDS.confirmed,
        ref: dinner.id,
      });
      return { status: 'confirmed', position: null } as const;
    }
    const position = await waitlistPosition(trx, dinner.id, queueNumber);
    await ctx.mailOutbox.enqueue(trx, waitlistedMail(dinner, recipient, { ...party, position }, mailContextOf(ctx, now)), {
      kind: DINNER_MAIL_KINDS.waitlisted,
      ref: dinner.id,
    });
    return { status: 'waitlisted', position } as const;
  });
  ctx.mailOutbox.wake();
  return result;
}

/**
 * Changes a reply's guests or dietary notes while RSVPs are open. A confirmed party grows only if
 * the added seats fit (else 409, unchanged); a waitlisted one keeps its place. Seats given back
 * go to the waitlist.
 */
export async function changeRsvp(
  ctx: DinnerContext,
  input: { dinnerId: string; userId: string; changes: RsvpChanges },
  now: Date,
): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const { member, dinner } = await lockMemberAndDinner(ctx, trx, input.userId, input.dinnerId);
    const reply = await findReply(trx, dinner.id, member.id);
    if (!reply) throw new HttpError(404, NO_RSVP);
    assertRepliesOpen(dinner, now);
    const guests = input.changes.guests ?? Number(reply.guests);
    assertGuestsAllowed(dinner, guests);
    if (reply.status === 'confirmed' && guests > Number(reply.guests)) {
      const seatsLeft = Number(dinner.capacity) - (await seatCountsOf(trx, dinner.id)).seatsTaken;
      if (guests - Number(reply.guests) > seatsLeft) throw new HttpError(409, notEnoughSeats(seatsLeft));
    }
    await trx
      .updateTable('dinner_rsvps')
      .set({
        guests,
        ...(input.changes.dietaryNotes !== undefined && { dietary_notes: input.changes.dietaryNotes }),
        updated_at: now.toISOString(),
      })
      .where('id', '=', reply.id)
      .execute();
    await promoteWaitlist(ctx, trx, dinner, now);
  });
  ctx.mailOutbox.wake();
}

/** Cancels a member's reply (until the dinner starts); its seats go to the waitlist. */
export async function cancelRsvp(ctx: DinnerContext, input: { dinnerId: string; userId: string }, now: Date): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const { member, dinner } = await lockMemberAndDinner(ctx, trx, input.userId, input.dinnerId);
    const reply = await findReply(trx, dinner.id, member.id);
    if (!reply) throw new HttpError(404, NO_RSVP);
    assertRepliesOpen(dinner, now, { allowClosed: true });
    await trx.deleteFrom('dinner_rsvps').where('id', '=', reply.id).execute();
    if (reply.status === 'confirmed') await promoteWaitlist(ctx, trx, dinner, now);
  });
  ctx.mailOutbox.wake();
}

/**
 * A deactivated member's replies (blocked by an admin, or gone: they left) to dinners not started
 * yet are released, in the transaction of the block or departure (which holds the member's row),
 * and each waitlist is promoted in queue order. A release by an admin is recorded for them in
 * dinner_audit (the trail of admins' actions); a member leaving is no admin action, so their
 * release is not. Replies to started, past or cancelled dinners stay as history.
 */
export async function releaseDeactivatedMember(ctx: DinnerContext, trx: Kysely<Database>, event: MemberDeactivated): Promise<void> {
  const now = new Date(event.at);
  const dinnerIds = await trx
    .selectFrom('dinner_rsvps as r')
    .innerJoin('dinners as d', 'd.id', 'r.dinner_id')
    .select('d.id')
    .where('r.user_id', '=', event.userId)
    .where('d.status', '=', 'scheduled')
    .where('d.starts_at', '>', event.at)
    // One order for every transaction that locks several dinners.
    .orderBy('d.id')
    .execute();
  for (const { id } of dinnerIds) {
    const dinner = await findDinner(trx, id, { engine: ctx.engine });
    if (!dinner || dinner.status !== 'scheduled' || hasStarted(dinner, now)) continue;
    const reply = await findReply(trx, id, event.userId);
    if (!reply) continue;
    await trx.deleteFrom('dinner_rsvps').where('id', '=', reply.id).execute();
    const promoted = reply.status === 'confirmed' ? await promoteWaitlist(ctx, trx, dinner, now) : [];
    if (event.adminId === null) continue;
    await recordDinnerAudit(
      trx,
      {
        dinnerId: id,
        adminId: event.adminId,
        action: 'rsvps-released',
        userId: event.userId,
        details: { reason: event.reason, status: reply.status, guests: Number(reply.guests), promoted: promoted.map((p) => p.userId) },
      },
      event.at,
    );
  }
}
