// The member directory's version: one row whose counter moves with every committed change to the
// tables the directory is made of (users, membership_applications), bumped by triggers. The API
// keeps the directory it last serialized with the version it was read at, and reads the list
// again only when the counter has moved (features/members/verified-members-cache.ts): a
// directory call then costs a one-row read instead of a join over every member. Triggers see
// every writer (each API instance, a migration, an operator with psql), so no instance can keep
// serving a directory another one changed.
// - SQLite: row triggers. Writers are serialized by the database anyway.
// - PostgreSQL: deferred constraint triggers, so the counter row is updated (and locked) only
//   while the writing transaction commits, never while it still waits for other rows: writers
//   wait for each other on it for the length of a commit, and cannot deadlock on it. TRUNCATE
//   (no row triggers) bumps it with a statement trigger.
// The bump commits with the change itself, and a cached directory is used only while the counter
// still equals the value read before that directory was, so a change is seen by the next call.
import { PostgresIntrospector, sql, type Kysely, type Migration } from 'kysely';

export const DIRECTORY_VERSION_TABLE = 'directory_version';
/** The tables whose every change moves the directory's version. */
export const DIRECTORY_SOURCE_TABLES = ['users', 'membership_applications'] as const;
const EVENTS = ['insert', 'update', 'delete'] as const;
const BUMP_FUNCTION = 'bump_directory_version';

const isPostgres = (db: Kysely<unknown>): boolean => db.introspection instanceof PostgresIntrospector;

export const directoryVersion: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable(DIRECTORY_VERSION_TABLE)
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('version', 'bigint', (c) => c.notNull())
      .addCheckConstraint('directory_version_one_row', sql`id = 1`)
      .execute();
    await sql`insert into directory_version (id, version) values (1, 0)`.execute(db);

    if (isPostgres(db)) {
      await sql`
        create function ${sql.raw(BUMP_FUNCTION)}() returns trigger language plpgsql as $$
        begin
          update directory_version set version = version + 1 where id = 1;
          return null;
        end
        $$`.execute(db);
      for (const table of DIRECTORY_SOURCE_TABLES) {
        await sql`
          create constraint trigger ${sql.raw(`${table}_directory_version`)}
          after insert or update or delete on ${sql.table(table)}
          deferrable initially deferred
          for each row execute function ${sql.raw(BUMP_FUNCTION)}()`.execute(db);
        await sql`
          create trigger ${sql.raw(`${table}_directory_version_truncate`)}
          after truncate on ${sql.table(table)}
          for each statement execute function ${sql.raw(BUMP_FUNCTION)}()`.execute(db);
      }
      return;
    }

    for (const table of DIRECTORY_SOURCE_TABLES) {
      for (const event of EVENTS) {
        await sql`
          create trigger ${sql.raw(`${table}_directory_version_${event}`)}
          after ${sql.raw(event)} on ${sql.table(table)}
          begin
            update directory_version set version = version + 1 where id = 1;
          end`.execute(db);
      }
    }
  },

  async down(db: Kysely<unknown>) {
    if (isPostgres(db)) {
      for (const table of DIRECTORY_SOURCE_TABLES) {
        await sql`drop trigger ${sql.raw(`${table}_directory_version`)} on ${sql.table(table)}`.execute(db);
        await sql`drop trigger ${sql.raw(`${table}_directory_version_truncate`)} on ${sql.table(table)}`.execute(db);
      }
      await sql`drop function ${sql.raw(BUMP_FUNCTION)}()`.execute(db);
    } else {
      for (const table of DIRECTORY_SOURCE_TABLES) {
        for (const event of EVENTS) await sql`drop trigger ${sql.raw(`${table}_directory_version_${event}`)}`.execute(db);
      }
    }
    await db.schema.dropTable(DIRECTORY_VERSION_TABLE).execute();
  },
};
