// A member leaving the club (POST /api/user/leave), after confirming with their password: in one
// transaction the account is deactivated (so it is out of the directory, and no sign-in works),
// every session ends, unused password links stop working, what other features hold for the
// member is released (app/member-lifecycle.ts: their dinner seats go to the waitlists at once),
// and the departure is recorded with the day its personal data is to be erased
// (member-erasure.ts). Nothing is erased yet: the grace period lets an admin (or the member,
// through the club) catch a mistake.
import type { AppContext } from '../../app/app-context';
import { invalidatePasswordTokensOfUser, lockUser } from '../../core/auth/password-token';
import { deleteSessionsOfUser } from '../../core/auth/session-repository';

const DAY_MS = 24 * 60 * 60 * 1000;

type DepartureContext = Pick<AppContext, 'db' | 'mailOutbox' | 'memberLifecycle'>;

/** Records the departure and deactivates the account; returns when the data will be erased. */
export async function recordDeparture(
  ctx: DepartureContext,
  input: { userId: string; graceDays: number; now?: Date },
): Promise<{ eraseAfter: string }> {
  const now = input.now ?? new Date();
  const requestedAt = now.toISOString();
  const eraseAfter = new Date(now.getTime() + input.graceDays * DAY_MS).toISOString();
  const departure = await ctx.db.transaction().execute(async (trx) => {
    // The user's row first, as a block and an RSVP take it (then the dinners).
    await lockUser(trx, input.userId);
    const inserted = await trx
      .insertInto('member_departures')
      .values({ user_id: input.userId, requested_at: requestedAt, erase_after: eraseAfter, erased_at: null, erased_by: null })
      .onConflict((conflict) => conflict.column('user_id').doNothing())
      .returning('user_id')
      .executeTakeFirst();
    await trx.updateTable('users').set({ is_active: 0, updated_at: requestedAt }).where('id', '=', input.userId).execute();
    await deleteSessionsOfUser(trx, input.userId);
    await invalidatePasswordTokensOfUser(trx, input.userId, requestedAt);
    if (inserted) {
      await ctx.memberLifecycle.deactivated(trx, { userId: input.userId, adminId: null, reason: 'member left', at: requestedAt });
    }
    return trx.selectFrom('member_departures').select('erase_after').where('user_id', '=', input.userId).executeTakeFirstOrThrow();
  });
  // Mails the release enqueued (a waitlisted member promoted).
  ctx.mailOutbox.wake();
  return { eraseAfter: departure.erase_after };
}
