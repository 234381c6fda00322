// What the admin panel needs for a club of thousands, and to review together.
// - application_notes: internal notes admins leave on an application (never shown to members,
//   never exported to them). Only ever inserted. The author is an admin, kept like the acting
//   admin of the audit trail (RESTRICT: an admin is deactivated, never deleted).
// - membership_audit records every admin action: 'noted' (a note left on an application) and
//   'erased' (a departing member's data erased at once) join accept, reject, block and unblock.
//   PostgreSQL swaps the CHECK constraint; SQLite cannot alter one, so the table is rebuilt
//   (same columns, rows and indexes) in one transaction.
// - Indexes for the admin lists' sorts, filters and counts (features/membership-admin) and the
//   activity list's filters (features/admin-activity).
import { PostgresIntrospector, sql, type Kysely, type Migration } from 'kysely';

export const APPLICATION_NOTES_TABLE = 'application_notes';
export const AUDIT_ACTIONS = ['approved', 'rejected', 'blocked', 'unblocked', 'noted', 'erased'] as const;
const FORMER_AUDIT_ACTIONS = ['approved', 'rejected', 'blocked', 'unblocked'] as const;

/** Indexes this migration adds, by table. */
export const ADMIN_LIST_INDEXES = {
  application_notes: ['application_notes_application_idx'],
  membership_audit: ['membership_audit_created_at_idx', 'membership_audit_action_created_at_idx'],
  membership_applications: ['membership_applications_status_reviewed_at_idx', 'membership_applications_status_name_idx'],
  users: ['users_name_idx'],
} as const;

const isPostgres = (db: Kysely<unknown>): boolean => db.introspection instanceof PostgresIntrospector;

const actionCheck = (actions: readonly string[]) =>
  sql`action in (${sql.join(actions.map((action) => sql.lit(action)))})`;

/** The audit table as migration 0005 made it, with `actions` allowed. */
async function createAuditTable(db: Kysely<unknown>, name: string, actions: readonly string[]): Promise<void> {
  await db.schema
    .createTable(name)
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('application_id', 'text', (c) => c.references('membership_applications.id').onDelete('set null'))
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('admin_id', 'text', (c) => c.notNull().references('users.id').onDelete('restrict'))
    .addColumn('reason', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addCheckConstraint('membership_audit_action', actionCheck(actions))
    .addCheckConstraint(
      'membership_audit_reason_required',
      sql`action not in ('rejected', 'blocked') or (reason is not null and trim(reason) <> '')`,
    )
    .execute();
}

/** Rebuilds the SQLite audit table with another action list, rows and the 0005 indexes kept. */
async function rebuildSqliteAudit(db: Kysely<unknown>, actions: readonly string[]): Promise<void> {
  const rebuild = async (trx: Kysely<unknown>) => {
    await createAuditTable(trx, 'membership_audit_next', actions);
    await sql`insert into membership_audit_next (id, action, application_id, user_id, admin_id, reason, created_at)
      select id, action, application_id, user_id, admin_id, reason, created_at from membership_audit`.execute(trx);
    await sql`drop table membership_audit`.execute(trx);
    await sql`alter table membership_audit_next rename to membership_audit`.execute(trx);
    await trx.schema.createIndex('membership_audit_application_id_idx').on('membership_audit').columns(['application_id', 'created_at']).execute();
    await trx.schema.createIndex('membership_audit_user_id_idx').on('membership_audit').columns(['user_id', 'created_at']).execute();
    await trx.schema.createIndex('membership_audit_admin_id_idx').on('membership_audit').columns(['admin_id', 'created_at']).execute();
  };
  if (db.isTransaction) await rebuild(db);
  else await db.transaction().execute(rebuild);
}

async function setAuditActions(db: Kysely<unknown>, actions: readonly string[]): Promise<void> {
  if (isPostgres(db)) {
    await sql`alter table membership_audit drop constraint membership_audit_action`.execute(db);
    await sql`alter table membership_audit add constraint membership_audit_action check (${actionCheck(actions)})`.execute(db);
  } else {
    await rebuildSqliteAudit(db, actions);
  }
}

export const adminReview: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable(APPLICATION_NOTES_TABLE)
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('application_id', 'text', (c) => c.notNull().references('membership_applications.id').onDelete('cascade'))
      .addColumn('author_id', 'text', (c) => c.notNull().references('users.id').onDelete('restrict'))
      .addColumn('text', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addCheckConstraint('application_notes_text_present', sql`trim(text) <> ''`)
      .execute();
    await db.schema
      .createIndex('application_notes_application_idx')
      .on(APPLICATION_NOTES_TABLE)
      .columns(['application_id', 'created_at'])
      .execute();

    await setAuditActions(db, AUDIT_ACTIONS);
    // The activity list: newest first, optionally one action.
    await db.schema.createIndex('membership_audit_created_at_idx').on('membership_audit').column('created_at').execute();
    await db.schema
      .createIndex('membership_audit_action_created_at_idx')
      .on('membership_audit')
      .columns(['action', 'created_at'])
      .execute();

    // The approved list by approval date, and both lists by name (lower-cased, as they sort).
    await db.schema
      .createIndex('membership_applications_status_reviewed_at_idx')
      .on('membership_applications')
      .columns(['status', 'reviewed_at'])
      .execute();
    await db.schema
      .createIndex('membership_applications_status_name_idx')
      .on('membership_applications')
      .expression(sql`status, lower(full_name)`)
      .execute();
    await db.schema.createIndex('users_name_idx').on('users').expression(sql`lower(full_name)`).execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('users_name_idx').execute();
    await db.schema.dropIndex('membership_applications_status_name_idx').execute();
    await db.schema.dropIndex('membership_applications_status_reviewed_at_idx').execute();
    await db.schema.dropIndex('membership_audit_action_created_at_idx').execute();
    await db.schema.dropIndex('membership_audit_created_at_idx').execute();
    await sql`delete from membership_audit where action in ('noted', 'erased')`.execute(db);
    await setAuditActions(db, FORMER_AUDIT_ACTIONS);
    await db.schema.dropTable(APPLICATION_NOTES_TABLE).execute();
  },
};
