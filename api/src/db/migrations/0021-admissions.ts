// Admissions as a club runs them: sponsors, committee votes, the club's rules, and a status link
// for the applicant. Portable column types only (see db/schema.ts).
// - admission_settings: one row (id 1): the yes votes an acceptance needs (quorum, 0-20) and the
//   sponsor endorsements it needs (0-2). Both 0 by default: any admin accepts directly.
// - sponsorships: each address an applicant named as a sponsor (at most two per application, one
//   row per address). `sponsor_user_id` is the active member the address belonged to when the
//   application came in (null: no member's; such a row is never shown to anyone but the
//   committee, and never mailed). A member answers 'endorsed' or 'declined' with an optional note.
//   Rows go with their application.
// - committee_votes: one vote per admin per application ('yes', 'no', 'abstain', an optional
//   comment), changed in place until the application is decided. The admin RESTRICTs deletion
//   (an admin is deactivated, never deleted), as in membership_audit.
// - membership_applications.status_token_hash: SHA-256 of the applicant's status link token
//   (/application/<token>), unique; null once the application's data is erased.
// - membership_audit allows the admissions' steps: 'voted', 'endorsed', 'sponsor-declined' and
//   'admissions-changed' (its admin_id is the person acting: the sponsoring member for a
//   sponsor's answer).
import { sql, type Kysely, type Migration } from 'kysely';
import { AUDIT_ACTIONS, setAuditActions } from './0012-admin-review';

export const SPONSORSHIP_STATUSES = ['requested', 'endorsed', 'declined'] as const;
export const COMMITTEE_VOTES = ['yes', 'no', 'abstain'] as const;
export const ADMISSION_AUDIT_ACTIONS = [...AUDIT_ACTIONS, 'voted', 'endorsed', 'sponsor-declined', 'admissions-changed'] as const;
export const ADMISSIONS_INDEXES = {
  sponsorships: ['sponsorships_sponsor_user_idx'],
  membership_applications: ['membership_applications_status_token_idx'],
} as const;

const literals = (values: readonly string[]) => sql.join(values.map((value) => sql.lit(value)));

/**
 * The audit actions allowed; SQLite rebuilds the table as migration 0005 made it, so the activity
 * list's indexes of migration 0012 are made again (PostgreSQL keeps them).
 */
async function allowAuditActions(db: Kysely<unknown>, actions: readonly string[]): Promise<void> {
  await setAuditActions(db, actions);
  await db.schema.createIndex('membership_audit_created_at_idx').ifNotExists().on('membership_audit').column('created_at').execute();
  await db.schema
    .createIndex('membership_audit_action_created_at_idx')
    .ifNotExists()
    .on('membership_audit')
    .columns(['action', 'created_at'])
    .execute();
}

export const admissions: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('admission_settings')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('quorum', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('sponsors_required', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('updated_at', 'text')
      .addColumn('updated_by', 'text', (c) => c.references('users.id').onDelete('restrict'))
      .addCheckConstraint('admission_settings_single_row', sql`id = 1`)
      .addCheckConstraint('admission_settings_quorum', sql`quorum between 0 and 20`)
      .addCheckConstraint('admission_settings_sponsors', sql`sponsors_required between 0 and 2`)
      .execute();
    await sql`insert into admission_settings (id, quorum, sponsors_required) values (1, 0, 0)`.execute(db);

    await db.schema
      .createTable('sponsorships')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('application_id', 'text', (c) => c.notNull().references('membership_applications.id').onDelete('cascade'))
      .addColumn('sponsor_email', 'text', (c) => c.notNull())
      .addColumn('sponsor_user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('requested'))
      .addColumn('note', 'text')
      .addColumn('answered_at', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addUniqueConstraint('sponsorships_application_email', ['application_id', 'sponsor_email'])
      .addCheckConstraint('sponsorships_status', sql`status in (${literals(SPONSORSHIP_STATUSES)})`)
      .execute();
    await db.schema
      .createIndex(ADMISSIONS_INDEXES.sponsorships[0])
      .on('sponsorships')
      .columns(['sponsor_user_id', 'created_at'])
      .execute();

    await db.schema
      .createTable('committee_votes')
      .addColumn('application_id', 'text', (c) => c.notNull().references('membership_applications.id').onDelete('cascade'))
      .addColumn('admin_id', 'text', (c) => c.notNull().references('users.id').onDelete('restrict'))
      .addColumn('vote', 'text', (c) => c.notNull())
      .addColumn('comment', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('committee_votes_pkey', ['application_id', 'admin_id'])
      .addCheckConstraint('committee_votes_vote', sql`vote in (${literals(COMMITTEE_VOTES)})`)
      .execute();

    await db.schema.alterTable('membership_applications').addColumn('status_token_hash', 'text').execute();
    await db.schema
      .createIndex(ADMISSIONS_INDEXES.membership_applications[0])
      .on('membership_applications')
      .column('status_token_hash')
      .unique()
      .execute();

    await allowAuditActions(db, ADMISSION_AUDIT_ACTIONS);
  },

  async down(db: Kysely<unknown>) {
    await sql`delete from membership_audit where action in ('voted', 'endorsed', 'sponsor-declined', 'admissions-changed')`.execute(db);
    await allowAuditActions(db, AUDIT_ACTIONS);
    await db.schema.dropIndex(ADMISSIONS_INDEXES.membership_applications[0]).execute();
    await db.schema.alterTable('membership_applications').dropColumn('status_token_hash').execute();
    await db.schema.dropTable('committee_votes').execute();
    await db.schema.dropTable('sponsorships').execute();
    await db.schema.dropTable('admission_settings').execute();
  },
};
