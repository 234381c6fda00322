// What the admin panel needs for a club of thousands, and to review together.
// - application_notes: internal notes admins leave on an application (never shown to members,
//   never exported to them). Only ever inserted. The author is an admin, kept like the acting
//   admin of the audit trail (RESTRICT: an admin is deactivated, never deleted).
// - membership_audit records every admin action: 'noted' (a note left on an application) and
//   'erased' (a departing member's data erased at once) join accept, reject, block and unblock.
//   PostgreSQL swaps the CHECK constraint; SQLite cannot alter one, so the table is rebuilt
//   (same columns, rows and indexes) in one transaction.
// - member_records: one row per user with an approved application: their latest approved
//   application (by review time, then id), the one their directory entry, admin record and audit
//   entries go by, with what the approved list filters, sorts and searches on (the approval time
//   and profession of that application; the account's name, e-mail, active and admin flags;
//   whether they asked to leave; the three searched texts, lower-cased once). Kept by triggers on membership_applications, users and
//   member_departures (so every writer keeps it, as migration 0006's counter), so that a list of
//   thousands of members reads one narrow table instead of joining each member's applications
//   and account. The application triggers recompute the records of the users an insert, a delete
//   or a change of a watched column touches; the others copy the changed columns (SQLite row
//   triggers; PostgreSQL trigger functions).
// - Indexes for the admin lists' sorts, filters and counts (features/membership-admin) and the
//   activity list's filters (features/admin-activity).
import { PostgresIntrospector, sql, type Kysely, type Migration } from 'kysely';

export const APPLICATION_NOTES_TABLE = 'application_notes';
export const MEMBER_RECORDS_TABLE = 'member_records';
export const AUDIT_ACTIONS = ['approved', 'rejected', 'blocked', 'unblocked', 'noted', 'erased'] as const;
const FORMER_AUDIT_ACTIONS = ['approved', 'rejected', 'blocked', 'unblocked'] as const;

/** Indexes this migration adds, by table. */
export const ADMIN_LIST_INDEXES = {
  application_notes: ['application_notes_application_idx'],
  membership_audit: ['membership_audit_created_at_idx', 'membership_audit_action_created_at_idx'],
  membership_applications: ['membership_applications_status_name_idx'],
  member_records: ['member_records_application_idx', 'member_records_approved_at_idx', 'member_records_name_idx'],
} as const;

const isPostgres = (db: Kysely<unknown>): boolean => db.introspection instanceof PostgresIntrospector;

/** The id of the latest approved application of the user `userId` (an SQL expression) names. */
const latestOf = (userId: string) => `(
  select l.id from membership_applications l
  where l.user_id = ${userId} and l.status = 'approved'
  order by coalesce(l.reviewed_at, l.created_at) desc, l.id desc
  limit 1)`;

/**
 * What the approved list searches: name, e-mail and profession, lower-cased by the engine's
 * lower() (the search lower-cases its text the same way), one per line so no match spans two.
 */
const searchOf = (fullName: string, email: string, profession: string) =>
  `lower(${fullName}) || '\n' || lower(${email}) || '\n' || lower(${profession})`;

const departedOf = (userId: string) =>
  `case when exists (select 1 from member_departures d where d.user_id = ${userId}) then 1 else 0 end`;

/** Recomputes the records of the users `usersMatch` selects (an SQL condition on the given column). */
const refreshStatements = (usersMatch: (column: string) => string) => [
  sql`delete from member_records
    where ${sql.raw(usersMatch('user_id'))}
    and not exists (
      select 1 from membership_applications l
      where l.user_id = member_records.user_id and l.status = 'approved')`,
  sql`insert into member_records
      (user_id, application_id, approved_at, profession, full_name, email, is_active, is_admin, departed, search)
    select u.id, a.id, coalesce(a.reviewed_at, a.created_at), a.profession, u.full_name, u.email, u.is_active,
      u.is_admin, ${sql.raw(departedOf('u.id'))}, ${sql.raw(searchOf('u.full_name', 'u.email', 'a.profession'))}
    from users u
    join membership_applications a on a.id = ${sql.raw(latestOf('u.id'))}
    where ${sql.raw(usersMatch('u.id'))}
    on conflict (user_id) do update set
      application_id = excluded.application_id, approved_at = excluded.approved_at, profession = excluded.profession,
      full_name = excluded.full_name, email = excluded.email, is_active = excluded.is_active,
      is_admin = excluded.is_admin, departed = excluded.departed, search = excluded.search`,
];

/** The account's copy in its record, after a change of the account (`row` is new). */
const accountStatement = (row: string) =>
  sql`update member_records set
      full_name = ${sql.raw(`${row}.full_name`)}, email = ${sql.raw(`${row}.email`)},
      is_active = ${sql.raw(`${row}.is_active`)}, is_admin = ${sql.raw(`${row}.is_admin`)},
      search = ${sql.raw(searchOf(`${row}.full_name`, `${row}.email`, 'member_records.profession'))}
    where user_id = ${sql.raw(`${row}.id`)}`;

/** Whether the member asked to leave, after a departure is recorded or removed (`row`). */
const departureStatement = (row: string) =>
  sql`update member_records set departed = ${sql.raw(departedOf(`${row}.user_id`))}
    where user_id = ${sql.raw(`${row}.user_id`)}`;

/** The columns a member record copies: of the application, of the account. */
const WATCHED = 'user_id, status, reviewed_at, created_at, profession';
const ACCOUNT_COLUMNS = 'full_name, email, is_active, is_admin';

const SQLITE_TRIGGERS = [
  { name: 'insert', event: 'insert', users: (c: string) => `${c} = new.user_id` },
  { name: 'update', event: `update of ${WATCHED}`, users: (c: string) => `${c} in (old.user_id, new.user_id)` },
  { name: 'delete', event: 'delete', users: (c: string) => `${c} = old.user_id` },
] as const;

async function createMemberRecords(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable(MEMBER_RECORDS_TABLE)
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('application_id', 'text', (c) => c.notNull())
    .addColumn('approved_at', 'text', (c) => c.notNull())
    .addColumn('profession', 'text', (c) => c.notNull())
    .addColumn('full_name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('is_active', 'integer', (c) => c.notNull())
    .addColumn('is_admin', 'integer', (c) => c.notNull())
    .addColumn('departed', 'integer', (c) => c.notNull())
    .addColumn('search', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('member_records_application_idx').on(MEMBER_RECORDS_TABLE).column('application_id').execute();
  await db.schema.createIndex('member_records_approved_at_idx').on(MEMBER_RECORDS_TABLE).columns(['approved_at', 'application_id']).execute();
  await db.schema.createIndex('member_records_name_idx').on(MEMBER_RECORDS_TABLE).expression(sql`lower(full_name)`).execute();
  // Every member's record as of now.
  for (const statement of refreshStatements(() => 'true')) await statement.execute(db);

  if (isPostgres(db)) {
    const [remove, upsert] = refreshStatements((column) => `${column} = any(ids)`);
    await sql`
      create function refresh_member_records() returns trigger language plpgsql as $$
      declare ids text[];
      begin
        if tg_op = 'INSERT' then ids := array[new.user_id];
        elsif tg_op = 'DELETE' then ids := array[old.user_id];
        else ids := array[old.user_id, new.user_id];
        end if;
        ${remove};
        ${upsert};
        return null;
      end
      $$`.execute(db);
    await sql`
      create trigger membership_applications_member_records
      after insert or delete or update of ${sql.raw(WATCHED)} on membership_applications
      for each row execute function refresh_member_records()`.execute(db);
    await sql`
      create function refresh_member_record_account() returns trigger language plpgsql as $$
      begin
        ${accountStatement('new')};
        return null;
      end
      $$`.execute(db);
    await sql`
      create trigger users_member_records
      after update of ${sql.raw(ACCOUNT_COLUMNS)} on users
      for each row execute function refresh_member_record_account()`.execute(db);
    await sql`
      create function refresh_member_record_departure() returns trigger language plpgsql as $$
      begin
        if tg_op = 'DELETE' then ${departureStatement('old')}; else ${departureStatement('new')}; end if;
        return null;
      end
      $$`.execute(db);
    await sql`
      create trigger member_departures_member_records
      after insert or delete on member_departures
      for each row execute function refresh_member_record_departure()`.execute(db);
    return;
  }
  for (const trigger of SQLITE_TRIGGERS) {
    const [remove, upsert] = refreshStatements(trigger.users);
    await sql`
      create trigger ${sql.raw(`membership_applications_member_records_${trigger.name}`)}
      after ${sql.raw(trigger.event)} on membership_applications
      begin
        ${remove};
        ${upsert};
      end`.execute(db);
  }
  await sql`
    create trigger users_member_records after update of ${sql.raw(ACCOUNT_COLUMNS)} on users
    begin
      ${accountStatement('new')};
    end`.execute(db);
  for (const [event, row] of [['insert', 'new'], ['delete', 'old']] as const) {
    await sql`
      create trigger ${sql.raw(`member_departures_member_records_${event}`)} after ${sql.raw(event)} on member_departures
      begin
        ${departureStatement(row)};
      end`.execute(db);
  }
}

async function dropMemberRecords(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop trigger membership_applications_member_records on membership_applications`.execute(db);
    await sql`drop trigger users_member_records on users`.execute(db);
    await sql`drop trigger member_departures_member_records on member_departures`.execute(db);
    for (const fn of ['refresh_member_records', 'refresh_member_record_account', 'refresh_member_record_departure']) {
      await sql`drop function ${sql.raw(fn)}()`.execute(db);
    }
  } else {
    for (const trigger of SQLITE_TRIGGERS) {
      await sql`drop trigger ${sql.raw(`membership_applications_member_records_${trigger.name}`)}`.execute(db);
    }
    for (const name of ['users_member_records', 'member_departures_member_records_insert', 'member_departures_member_records_delete']) {
      await sql`drop trigger ${sql.raw(name)}`.execute(db);
    }
  }
  await db.schema.dropTable(MEMBER_RECORDS_TABLE).execute();
}

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

/** Sets the actions the audit table allows (PostgreSQL swaps its CHECK; SQLite rebuilds the table as 0005 made it). */
export async function setAuditActions(db: Kysely<unknown>, actions: readonly string[]): Promise<void> {
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

    await createMemberRecords(db);
    await setAuditActions(db, AUDIT_ACTIONS);
    // The activity list: newest first, optionally one action.
    await db.schema.createIndex('membership_audit_created_at_idx').on('membership_audit').column('created_at').execute();
    await db.schema
      .createIndex('membership_audit_action_created_at_idx')
      .on('membership_audit')
      .columns(['action', 'created_at'])
      .execute();

    // The pending list by name (lower-cased, as it sorts); the approved list's are member_records'.
    await db.schema
      .createIndex('membership_applications_status_name_idx')
      .on('membership_applications')
      .expression(sql`status, lower(full_name)`)
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('membership_applications_status_name_idx').execute();
    await db.schema.dropIndex('membership_audit_action_created_at_idx').execute();
    await db.schema.dropIndex('membership_audit_created_at_idx').execute();
    await sql`delete from membership_audit where action in ('noted', 'erased')`.execute(db);
    await setAuditActions(db, FORMER_AUDIT_ACTIONS);
    await dropMemberRecords(db);
    await db.schema.dropTable(APPLICATION_NOTES_TABLE).execute();
  },
};
