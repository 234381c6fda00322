// The member directory (GET /api/admin/membership/verifiedMembers) finds each member's latest
// approved application: an index on (user_id, status, reviewed_at) answers that per member
// without reading other applications. It covers every lookup the user_id index of 0003 served,
// so that one goes.
import type { Kysely, Migration } from 'kysely';

export const MEMBER_APPLICATION_INDEX = 'membership_applications_user_status_reviewed_idx';

export const memberDirectoryIndex: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createIndex(MEMBER_APPLICATION_INDEX)
      .on('membership_applications')
      .columns(['user_id', 'status', 'reviewed_at'])
      .execute();
    await db.schema.dropIndex('membership_applications_user_id_idx').execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema
      .createIndex('membership_applications_user_id_idx')
      .on('membership_applications')
      .column('user_id')
      .execute();
    await db.schema.dropIndex(MEMBER_APPLICATION_INDEX).execute();
  },
};
