// The admins' actions on dinners, each in one transaction under the dinner's row lock, recorded in
// dinner_audit with the acting admin, the time and the details.
// - Create: a dinner starting in the future.
// - Update: any field, while the dinner is scheduled and has not started. Capacity never goes
//   below the seats already confirmed (409): confirmed parties keep their seats. More capacity
//   promotes the waitlist. A lower maxGuests applies to new replies and changes only. A change
//   a calendar shows (title, description, venue, times) moves the calendar SEQUENCE; a change of
//   time or venue is mailed to every member with a reply; a new start time re-arms the reminder.
// - Cancel: with a reason, while scheduled and not started; replies are kept as they were, every
//   member with one is mailed the reason (confirmed ones with the cancelled calendar entry).
// - Check-in: marks a confirmed member let in at the door (or undoes it), on a dinner not cancelled.
import type { Kysely } from 'kysely';
import { FieldValidationError, HttpError } from '../../app/http-error';
import { newId } from '../../db/portable';
import type { Database, DinnerRow } from '../../db/schema';
import { recordDinnerAudit } from './dinner-audit-repository';
import { mailContextOf, type DinnerContext } from './dinner-context';
import { cancelledMail, changedMail, describeChanges, DINNER_MAIL_KINDS } from './dinner-mail';
import { attendeesOf, findDinner, hasStarted, seatCountsOf, type Attendee } from './dinner-repository';
import { DINNER_MESSAGES, timeProblems, type DinnerChanges, type DinnerInput } from './dinner-rules';
import { DINNER_CANCELLED, DINNER_NOT_FOUND, promoteWaitlist } from './rsvp';

export const DINNER_CANCELLED_READ_ONLY = 'This dinner has been cancelled and can no longer be changed.';
export const DINNER_STARTED_READ_ONLY = 'This dinner has already started and can no longer be changed.';
export const DINNER_ALREADY_CANCELLED = 'This dinner is already cancelled.';
export const capacityBelowSeats = (seatsTaken: number): string =>
  `Capacity cannot be lower than the ${seatsTaken} seat${seatsTaken === 1 ? '' : 's'} already confirmed.`;
export const NOT_CONFIRMED_HERE = 'This member has no RSVP to this dinner.';
export const WAITLISTED_NOT_CHECKED_IN = 'This member is on the waitlist, not confirmed: they cannot be checked in.';

/** The columns of a dinner's fields. */
function fieldColumns(input: DinnerChanges): Partial<DinnerRow> {
  return {
    ...(input.title !== undefined && { title: input.title }),
    ...(input.description !== undefined && { description: input.description }),
    ...(input.venue !== undefined && { venue: input.venue }),
    ...(input.startsAt !== undefined && { starts_at: input.startsAt }),
    ...(input.endsAt !== undefined && { ends_at: input.endsAt }),
    ...(input.rsvpClosesAt !== undefined && { rsvp_closes_at: input.rsvpClosesAt }),
    ...(input.capacity !== undefined && { capacity: input.capacity }),
    ...(input.maxGuests !== undefined && { max_guests: input.maxGuests }),
  };
}

const fieldsOf = (row: DinnerRow): DinnerInput => ({
  title: row.title,
  description: row.description,
  venue: row.venue,
  startsAt: row.starts_at,
  endsAt: row.ends_at,
  rsvpClosesAt: row.rsvp_closes_at,
  capacity: Number(row.capacity),
  maxGuests: Number(row.max_guests),
});

/** Fields a calendar entry shows: changing one moves its SEQUENCE. */
const CALENDAR_FIELDS: (keyof DinnerInput)[] = ['title', 'description', 'venue', 'startsAt', 'endsAt'];

async function lockedDinner(ctx: DinnerContext, trx: Kysely<Database>, id: string): Promise<DinnerRow> {
  const dinner = await findDinner(trx, id, { engine: ctx.engine });
  if (!dinner) throw new HttpError(404, DINNER_NOT_FOUND);
  return dinner;
}

function assertChangeable(dinner: DinnerRow, now: Date): void {
  if (dinner.status === 'cancelled') throw new HttpError(409, DINNER_CANCELLED_READ_ONLY);
  if (hasStarted(dinner, now)) throw new HttpError(409, DINNER_STARTED_READ_ONLY);
}

/** Members with a reply to the dinner (active accounts only), confirmed first, in queue order. */
async function repliedMembers(trx: Kysely<Database>, dinnerId: string) {
  return trx
    .selectFrom('dinner_rsvps as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .select(['r.user_id', 'r.status', 'u.email', 'u.full_name'])
    .where('r.dinner_id', '=', dinnerId)
    .where('u.is_active', '=', 1)
    .orderBy('r.status')
    .orderBy('r.queue_number')
    .execute();
}

export async function createDinner(ctx: DinnerContext, adminId: string, input: DinnerInput, now: Date): Promise<DinnerRow> {
  const at = now.toISOString();
  const row: DinnerRow = {
    id: newId(),
    ...(fieldColumns(input) as Pick<DinnerRow, 'title' | 'description' | 'venue' | 'starts_at' | 'ends_at' | 'rsvp_closes_at' | 'capacity' | 'max_guests'>),
    status: 'scheduled',
    cancel_reason: null,
    cancelled_at: null,
    sequence: 0,
    rsvp_counter: 0,
    reminded_at: null,
    created_at: at,
    updated_at: at,
  };
  await ctx.db.transaction().execute(async (trx) => {
    await trx.insertInto('dinners').values(row).execute();
    await recordDinnerAudit(trx, { dinnerId: row.id, adminId, action: 'created', details: { ...input } }, at);
  });
  return row;
}

export async function updateDinner(ctx: DinnerContext, adminId: string, id: string, changes: DinnerChanges, now: Date): Promise<DinnerRow> {
  const updated = await ctx.db.transaction().execute(async (trx) => {
    const before = await lockedDinner(ctx, trx, id);
    assertChangeable(before, now);
    const current = fieldsOf(before);
    const merged: DinnerInput = { ...current, ...changes };
    const problems = timeProblems(merged);
    if (changes.startsAt !== undefined && changes.startsAt !== current.startsAt && changes.startsAt <= now.toISOString()) {
      problems.unshift({ field: 'startsAt', message: DINNER_MESSAGES.startsInPast });
    }
    if (problems.length > 0) throw new FieldValidationError(problems);
    const { seatsTaken } = await seatCountsOf(trx, id);
    if (merged.capacity < seatsTaken) throw new HttpError(409, capacityBelowSeats(seatsTaken));

    const changed = (Object.keys(changes) as (keyof DinnerInput)[]).filter((key) => changes[key] !== current[key]);
    if (changed.length === 0) return before;
    const at = now.toISOString();
    const calendarChanged = changed.some((key) => CALENDAR_FIELDS.includes(key));
    await trx
      .updateTable('dinners')
      .set({
        ...fieldColumns(Object.fromEntries(changed.map((key) => [key, merged[key]])) as DinnerChanges),
        ...(calendarChanged && { sequence: Number(before.sequence) + 1 }),
        ...(changed.includes('startsAt') && { reminded_at: null }),
        updated_at: at,
      })
      .where('id', '=', id)
      .execute();
    const after = await lockedDinner(ctx, trx, id);
    const promoted = merged.capacity > current.capacity ? await promoteWaitlist(ctx, trx, after, now) : [];
    await recordDinnerAudit(
      trx,
      {
        dinnerId: id,
        adminId,
        action: 'updated',
        details: {
          changes: Object.fromEntries(changed.map((key) => [key, { from: current[key], to: merged[key] }])),
          ...(promoted.length > 0 && { promoted: promoted.map((p) => p.userId) }),
        },
      },
      at,
    );

    const described = describeChanges(before, after);
    if (described.length > 0) {
      // The members just promoted got the new details in their confirmation.
      const skip = new Set(promoted.map((p) => p.userId));
      for (const member of await repliedMembers(trx, id)) {
        if (skip.has(member.user_id)) continue;
        const mail = changedMail(after, described, { email: member.email, fullName: member.full_name }, member.status === 'confirmed', mailContextOf(ctx, now));
        await ctx.mailOutbox.enqueue(trx, mail, { kind: DINNER_MAIL_KINDS.changed, ref: id });
      }
    }
    return after;
  });
  ctx.mailOutbox.wake();
  return updated;
}

export async function cancelDinner(ctx: DinnerContext, adminId: string, id: string, reason: string, now: Date): Promise<DinnerRow> {
  const cancelled = await ctx.db.transaction().execute(async (trx) => {
    const before = await lockedDinner(ctx, trx, id);
    if (before.status === 'cancelled') throw new HttpError(409, DINNER_ALREADY_CANCELLED);
    if (hasStarted(before, now)) throw new HttpError(409, DINNER_STARTED_READ_ONLY);
    const at = now.toISOString();
    await trx
      .updateTable('dinners')
      .set({ status: 'cancelled', cancel_reason: reason, cancelled_at: at, sequence: Number(before.sequence) + 1, updated_at: at })
      .where('id', '=', id)
      .execute();
    const after = await lockedDinner(ctx, trx, id);
    await recordDinnerAudit(trx, { dinnerId: id, adminId, action: 'cancelled', details: { reason } }, at);
    for (const member of await repliedMembers(trx, id)) {
      const mail = cancelledMail(after, { email: member.email, fullName: member.full_name }, member.status === 'confirmed', mailContextOf(ctx, now));
      await ctx.mailOutbox.enqueue(trx, mail, { kind: DINNER_MAIL_KINDS.cancelled, ref: id });
    }
    return after;
  });
  ctx.mailOutbox.wake();
  return cancelled;
}

/** Marks a confirmed member let in at the door (attended) or not; recorded when it changes. */
export async function checkIn(
  ctx: DinnerContext,
  adminId: string,
  input: { dinnerId: string; userId: string; attended: boolean },
  now: Date,
): Promise<Attendee> {
  return ctx.db.transaction().execute(async (trx) => {
    const dinner = await lockedDinner(ctx, trx, input.dinnerId);
    if (dinner.status === 'cancelled') throw new HttpError(409, DINNER_CANCELLED);
    const reply = await trx
      .selectFrom('dinner_rsvps')
      .selectAll()
      .where('dinner_id', '=', dinner.id)
      .where('user_id', '=', input.userId)
      .executeTakeFirst();
    if (!reply) throw new HttpError(404, NOT_CONFIRMED_HERE);
    if (reply.status !== 'confirmed') throw new HttpError(409, WAITLISTED_NOT_CHECKED_IN);
    const wasIn = reply.checked_in_at !== null;
    if (wasIn !== input.attended) {
      const at = now.toISOString();
      await trx
        .updateTable('dinner_rsvps')
        .set({ checked_in_at: input.attended ? at : null, checked_in_by: input.attended ? adminId : null, updated_at: at })
        .where('id', '=', reply.id)
        .execute();
      await recordDinnerAudit(
        trx,
        { dinnerId: dinner.id, adminId, action: input.attended ? 'checked-in' : 'check-in-undone', userId: input.userId, details: {} },
        at,
      );
    }
    const { confirmed } = await attendeesOf(trx, dinner.id);
    const attendee = confirmed.find((a) => a.userId === input.userId);
    if (!attendee) throw new HttpError(404, NOT_CONFIRMED_HERE);
    return attendee;
  });
}
