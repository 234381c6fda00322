// Members who asked to leave the club. The account is deactivated when they ask; their personal
// data is erased once `erase_after` has passed (the grace period), by whichever API instance runs
// its erasure first, or at once by an admin. One row per member, kept after the erasure (it holds
// no personal data: the user id and the dates).
// - erased_at is null while the erasure is pending. The erasure sets it with a conditional UPDATE
//   (`where erased_at is null`) in the transaction that erases, so of two instances (or an
//   instance and an admin) exactly one erases, and a failed erasure leaves it pending.
// - erased_by: the admin who carried it out at once; null when the grace period ran out.
import type { Kysely, Migration } from 'kysely';

export const MEMBER_DEPARTURES_TABLE = 'member_departures';
export const DEPARTURES_DUE_INDEX = 'member_departures_due_idx';

export const memberDepartures: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable(MEMBER_DEPARTURES_TABLE)
      .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('requested_at', 'text', (c) => c.notNull())
      .addColumn('erase_after', 'text', (c) => c.notNull())
      .addColumn('erased_at', 'text')
      .addColumn('erased_by', 'text', (c) => c.references('users.id').onDelete('set null'))
      .execute();
    // The erasure's look-up (pending, due) and the admins' list (pending, soonest first).
    await db.schema
      .createIndex(DEPARTURES_DUE_INDEX)
      .on(MEMBER_DEPARTURES_TABLE)
      .columns(['erased_at', 'erase_after'])
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable(MEMBER_DEPARTURES_TABLE).execute();
  },
};
