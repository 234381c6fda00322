// The audit trail of the admins' dinner actions, and the members' personal calendar feeds.
// Portable column types only (see db/schema.ts).
// - dinner_audit: one row per admin action on a dinner (created, updated, cancelled, a door
//   check-in set or undone, the replies of a blocked member released), with the acting admin, the
//   time and the details (JSON: the fields changed, the reason, who was promoted). Rows are only
//   ever inserted. dinner_id and admin_id RESTRICT deletions: a dinner is cancelled, never
//   deleted, and an admin who has acted is deactivated, not deleted (as in membership_audit); the
//   member concerned becomes null if their row is ever deleted.
// - calendar_feeds: the secret of a member's feed URL (/api/calendar/<secret>.ics). Kept as is,
//   not hashed: the member is shown their URL again whenever they ask, and it only reads what the
//   database itself holds. A reset replaces it; it goes with its member.
import { sql, type Kysely, type Migration } from 'kysely';

export const DINNER_AUDIT_ACTIONS = ['created', 'updated', 'cancelled', 'checked-in', 'check-in-undone', 'rsvps-released'] as const;

export const DINNER_AUDIT_INDEXES = ['dinner_audit_dinner_id_idx', 'dinner_audit_admin_id_idx', 'dinner_audit_user_id_idx'] as const;

export const dinnerAuditAndCalendarFeeds: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('dinner_audit')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('dinner_id', 'text', (c) => c.notNull().references('dinners.id').onDelete('restrict'))
      .addColumn('admin_id', 'text', (c) => c.notNull().references('users.id').onDelete('restrict'))
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('details', 'text', (c) => c.notNull().defaultTo('{}'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addCheckConstraint(
        'dinner_audit_action',
        sql`action in (${sql.join(DINNER_AUDIT_ACTIONS.map((action) => sql.lit(action)))})`,
      )
      .execute();
    const [byDinner, byAdmin, byUser] = DINNER_AUDIT_INDEXES;
    await db.schema.createIndex(byDinner).on('dinner_audit').columns(['dinner_id', 'created_at']).execute();
    await db.schema.createIndex(byAdmin).on('dinner_audit').columns(['admin_id', 'created_at']).execute();
    await db.schema.createIndex(byUser).on('dinner_audit').columns(['user_id', 'created_at']).execute();

    await db.schema
      .createTable('calendar_feeds')
      .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('secret', 'text', (c) => c.notNull().unique())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('calendar_feeds').execute();
    await db.schema.dropTable('dinner_audit').execute();
  },
};
