// A member leaving the club (POST /api/user/leave), after confirming with their password: in one
// transaction the account is deactivated (so it is out of the directory, and no sign-in works),
// every session ends, unused password links stop working, and the departure is recorded with the
// day its personal data is to be erased (member-erasure.ts). Nothing is erased yet: the grace
// period lets an admin (or the member, through the club) catch a mistake.
import type { Kysely } from 'kysely';
import { invalidatePasswordTokensOfUser, lockUser } from '../../core/auth/password-token';
import { deleteSessionsOfUser } from '../../core/auth/session-repository';
import type { Database } from '../../db/schema';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Records the departure and deactivates the account; returns when the data will be erased. */
export async function recordDeparture(
  db: Kysely<Database>,
  input: { userId: string; graceDays: number; now?: Date },
): Promise<{ eraseAfter: string }> {
  const now = input.now ?? new Date();
  const requestedAt = now.toISOString();
  const eraseAfter = new Date(now.getTime() + input.graceDays * DAY_MS).toISOString();
  await db.transaction().execute(async (trx) => {
    await lockUser(trx, input.userId);
    await trx
      .insertInto('member_departures')
      .values({ user_id: input.userId, requested_at: requestedAt, erase_after: eraseAfter, erased_at: null, erased_by: null })
      .onConflict((conflict) => conflict.column('user_id').doNothing())
      .execute();
    await trx.updateTable('users').set({ is_active: 0, updated_at: requestedAt }).where('id', '=', input.userId).execute();
    await deleteSessionsOfUser(trx, input.userId);
    await invalidatePasswordTokensOfUser(trx, input.userId, requestedAt);
  });
  const departure = await db
    .selectFrom('member_departures')
    .select('erase_after')
    .where('user_id', '=', input.userId)
    .executeTakeFirstOrThrow();
  return { eraseAfter: departure.erase_after };
}
