// The reminder mailed to every confirmed member 24 hours before a dinner. Each API instance looks
// for due reminders on a timer; a dinner's reminder is claimed with one conditional UPDATE
// (`reminded_at is null`), so exactly one instance enqueues its mails, in the same transaction.
// A dinner whose start moves is reminded again for the new time (the update clears reminded_at).
// A dinner created less than 24 hours ahead is reminded at the next look; a member confirmed
// after its reminder went out gets none (their confirmation mail is that recent).
import { mailContextOf, type DinnerContext } from './dinner-context';
import { DINNER_MAIL_KINDS, reminderMail } from './dinner-mail';

export const REMINDER_LEAD_MS = 24 * 60 * 60 * 1000;
/** How often each instance looks for due reminders. */
export const REMINDER_POLL_MS = 60_000;

/**
 * Enqueues the reminders due at `now` (dinners scheduled, not started, starting within 24 hours,
 * not reminded yet); returns the dinners this call reminded.
 */
export async function sendDueReminders(ctx: DinnerContext, now: Date): Promise<string[]> {
  const at = now.toISOString();
  const due = await ctx.db
    .selectFrom('dinners')
    .select('id')
    .where('status', '=', 'scheduled')
    .where('reminded_at', 'is', null)
    .where('starts_at', '>', at)
    .where('starts_at', '<=', new Date(now.getTime() + REMINDER_LEAD_MS).toISOString())
    .orderBy('starts_at')
    .execute();
  const reminded: string[] = [];
  for (const { id } of due) {
    const claimed = await ctx.db.transaction().execute(async (trx) => {
      const update = await trx
        .updateTable('dinners')
        .set({ reminded_at: at })
        .where('id', '=', id)
        .where('reminded_at', 'is', null)
        .where('status', '=', 'scheduled')
        .where('starts_at', '>', at)
        .executeTakeFirst();
      if (Number(update.numUpdatedRows) !== 1) return false;
      const dinner = await trx.selectFrom('dinners').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      const confirmed = await trx
        .selectFrom('dinner_rsvps as r')
        .innerJoin('users as u', 'u.id', 'r.user_id')
        .select(['r.guests', 'r.dietary_notes', 'u.email', 'u.full_name'])
        .where('r.dinner_id', '=', id)
        .where('r.status', '=', 'confirmed')
        .where('u.is_active', '=', 1)
        .orderBy('r.queue_number')
        .execute();
      for (const member of confirmed) {
        const mail = reminderMail(
          dinner,
          { email: member.email, fullName: member.full_name },
          { guests: Number(member.guests), dietaryNotes: member.dietary_notes },
          mailContextOf(ctx, now),
        );
        await ctx.mailOutbox.enqueue(trx, mail, { kind: DINNER_MAIL_KINDS.reminder, ref: id });
      }
      return true;
    });
    if (claimed) reminded.push(id);
  }
  if (reminded.length > 0) ctx.mailOutbox.wake();
  return reminded;
}

export interface DinnerReminders {
  /** Looks for due reminders now (what the timer does), at the clock's time. */
  runOnce(): Promise<string[]>;
  /** Stops the timer and waits for a look under way. */
  stop(): Promise<void>;
}

export interface ReminderOptions {
  intervalMs?: number;
  /** The time the reminders go by; the system clock by default. */
  clock?: () => Date;
}

/** Looks for due reminders every `intervalMs` until stopped; a failed look goes to `onError`. */
export function startDinnerReminders(
  ctx: DinnerContext,
  onError: (error: unknown) => void,
  { intervalMs = REMINDER_POLL_MS, clock = () => new Date() }: ReminderOptions = {},
): DinnerReminders {
  let running: Promise<string[]> | null = null;
  const runOnce = (): Promise<string[]> => {
    running ??= sendDueReminders(ctx, clock()).finally(() => {
      running = null;
    });
    return running;
  };
  const timer = setInterval(() => {
    runOnce().catch(onError);
  }, intervalMs);
  // Never what keeps the process alive.
  timer.unref();
  return {
    runOnce,
    async stop() {
      clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };
}
