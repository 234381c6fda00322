// Each member's choices about the member directory: whether they are listed, and which of their
// fields other members see. One row per member who has chosen; a member without a row has the
// defaults (features/members/member-privacy.ts), so nothing changes for anyone until they choose.
// Booleans are 0/1 (see db/schema.ts).
// A change here changes the directory, so it moves the directory version like a change to users
// or membership_applications does (migration 0006: the same bump, SQLite row triggers or a
// deferred PostgreSQL constraint trigger).
import { PostgresIntrospector, sql, type Kysely, type Migration } from 'kysely';

export const MEMBER_PRIVACY_TABLE = 'member_privacy';
const FLAGS = ['listed', 'show_email', 'show_phone', 'show_profession', 'show_social_links', 'show_picture'] as const;
const EVENTS = ['insert', 'update', 'delete'] as const;

const isPostgres = (db: Kysely<unknown>): boolean => db.introspection instanceof PostgresIntrospector;

export const memberPrivacy: Migration = {
  async up(db: Kysely<unknown>) {
    let table = db.schema
      .createTable(MEMBER_PRIVACY_TABLE)
      .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'));
    for (const flag of FLAGS) {
      table = table
        .addColumn(flag, 'integer', (c) => c.notNull())
        .addCheckConstraint(`member_privacy_${flag}_bool`, sql`${sql.ref(flag)} in (0, 1)`);
    }
    await table.addColumn('updated_at', 'text', (c) => c.notNull()).execute();

    if (isPostgres(db)) {
      await sql`
        create constraint trigger member_privacy_directory_version
        after insert or update or delete on member_privacy
        deferrable initially deferred
        for each row execute function bump_directory_version()`.execute(db);
      await sql`
        create trigger member_privacy_directory_version_truncate
        after truncate on member_privacy
        for each statement execute function bump_directory_version()`.execute(db);
      return;
    }
    for (const event of EVENTS) {
      await sql`
        create trigger ${sql.raw(`member_privacy_directory_version_${event}`)}
        after ${sql.raw(event)} on member_privacy
        begin
          update directory_version set version = version + 1 where id = 1;
        end`.execute(db);
    }
  },

  async down(db: Kysely<unknown>) {
    // Dropping the table drops its triggers on both engines.
    await db.schema.dropTable(MEMBER_PRIVACY_TABLE).execute();
  },
};
