// Searches in the admin lists find a name whatever its accents and case ('jose' finds 'José',
// 'ÉMILE' finds 'émile'): what a list searches and the text searched for are both lower-cased by
// the engine's lower() and keyed by name_key() (migration 0018) before LIKE compares them.
// PostgreSQL stores each row's key once per write, search_key: computed in the query, translate()
// over the mapping took about 100 µs a row, a second for a search of 10,000 members. SQLite computes
// it in the query (its name_key() is the API's own function, well under a microsecond a row), for
// the reason migration 0018 gives: nothing in SQLite's schema may need a function a connection
// registers. A change to what a list searches is a new migration, never an edit of this one.
import { PostgresIntrospector, sql, type Kysely, type Migration } from 'kysely';

const isPostgres = (db: Kysely<unknown>): boolean => db.introspection instanceof PostgresIntrospector;

/**
 * What the pending requests' search reads: the applicant's name, e-mail and profession, lower-cased,
 * one per line (as member_records.search holds them for the approved list, migration 0012).
 */
export const APPLICATION_SEARCHED = (alias: string): string =>
  `lower(${alias}.full_name) || '\n' || lower(${alias}.email) || '\n' || lower(${alias}.profession)`;

export const searchKey: Migration = {
  async up(db: Kysely<unknown>) {
    if (!isPostgres(db)) return;
    await sql`
      alter table member_records
      add column search_key text generated always as (name_key(search)) stored
    `.execute(db);
    await sql`
      alter table membership_applications
      add column search_key text generated always as (name_key(${sql.raw(APPLICATION_SEARCHED('membership_applications'))})) stored
    `.execute(db);
  },
  async down(db: Kysely<unknown>) {
    if (!isPostgres(db)) return;
    for (const table of ['member_records', 'membership_applications']) await db.schema.alterTable(table).dropColumn('search_key').execute();
  },
};
