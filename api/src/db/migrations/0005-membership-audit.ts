// The membership audit trail: every accept, reject, block and unblock, with the acting admin, the
// time and the reason. Rows are only ever inserted. Portable column types only (see db/schema.ts).
// - admin_id is required and RESTRICTs the deletion of an admin who has acted: the trail must
//   never lose who decided (an admin leaving the club is deactivated, not deleted).
// - application_id and user_id become null if their row is ever deleted; the entry stays.
// - A rejection and a block always carry a reason (the API refuses blank ones).
import { sql, type Kysely, type Migration } from 'kysely';

export const MEMBERSHIP_AUDIT_INDEXES = [
  'membership_audit_application_id_idx',
  'membership_audit_user_id_idx',
  'membership_audit_admin_id_idx',
] as const;

export const membershipAudit: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('membership_audit')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('application_id', 'text', (c) => c.references('membership_applications.id').onDelete('set null'))
      .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('admin_id', 'text', (c) => c.notNull().references('users.id').onDelete('restrict'))
      .addColumn('reason', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addCheckConstraint(
        'membership_audit_action',
        sql`action in ('approved', 'rejected', 'blocked', 'unblocked')`,
      )
      .addCheckConstraint(
        'membership_audit_reason_required',
        sql`action not in ('rejected', 'blocked') or (reason is not null and trim(reason) <> '')`,
      )
      .execute();

    // Each foreign key gets an index: the history of one application or member, of one admin,
    // and the checks a deletion of a referenced row runs.
    const [byApplication, byUser, byAdmin] = MEMBERSHIP_AUDIT_INDEXES;
    await db.schema.createIndex(byApplication).on('membership_audit').columns(['application_id', 'created_at']).execute();
    await db.schema.createIndex(byUser).on('membership_audit').columns(['user_id', 'created_at']).execute();
    await db.schema.createIndex(byAdmin).on('membership_audit').columns(['admin_id', 'created_at']).execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('membership_audit').execute();
  },
};
