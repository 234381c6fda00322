// Rate-limit and lock counters every API instance shares: one row per key (route and client, or
// the e-mail or account a limit counts by), the count in its fixed window and when that window
// ends (ms since the epoch). A hit is one atomic upsert (app/window-counters.ts); expired rows are
// swept by reset_at, hence its index.
// - PostgreSQL: UNLOGGED, no write-ahead log for a row written on every limited request; a crash
//   of the database server empties it, which only restarts the windows.
// - SQLite: a plain table (the file is the one process's own).
import { PostgresIntrospector, sql, type Kysely, type Migration } from 'kysely';

export const RATE_LIMIT_COUNTERS_TABLE = 'rate_limit_counters';
export const RATE_LIMIT_COUNTERS_RESET_INDEX = 'rate_limit_counters_reset_at_idx';

const isPostgres = (db: Kysely<unknown>): boolean => db.introspection instanceof PostgresIntrospector;

export const rateLimitCounters: Migration = {
  async up(db: Kysely<unknown>) {
    let table = db.schema.createTable(RATE_LIMIT_COUNTERS_TABLE);
    if (isPostgres(db)) table = table.modifyFront(sql`unlogged`);
    await table
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('count', 'integer', (c) => c.notNull())
      .addColumn('reset_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex(RATE_LIMIT_COUNTERS_RESET_INDEX).on(RATE_LIMIT_COUNTERS_TABLE).column('reset_at').execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable(RATE_LIMIT_COUNTERS_TABLE).execute();
  },
};
