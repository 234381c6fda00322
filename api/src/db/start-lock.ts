// The start lock: the start-up steps that write (migrations, the admin, the demo members) run while
// the instance holds one lock of the database, so instances started at the same moment run them
// one after another and the later ones find them done. A crashed holder releases it (its
// connection or file handle goes with the process).
// - PostgreSQL: a session advisory lock, held by one dedicated connection of the pool while the
//   steps run on the others.
// - SQLite: an exclusive lock on a file next to the database (`<file>-start-lock`), taken by a
//   connection of its own. The database file itself cannot carry it: the steps write to it. The
//   wait polls instead of blocking, so instances in one process (tests) can take turns.
import SQLite from 'better-sqlite3';
import { sql, type Kysely } from 'kysely';
import type { DatabaseConfig } from '../app/config';
import type { Database } from './schema';

/** The advisory lock's key: any fixed bigint no other code of this database uses. */
const POSTGRES_START_LOCK_ID = BigInt('7213498720334018001');
/** How often a waiting instance tries the SQLite lock again. */
const SQLITE_RETRY_MS = 50;

const isBusy = (error: unknown): boolean => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.startsWith('SQLITE_BUSY');
};

export async function withStartLock<T>(config: DatabaseConfig, db: Kysely<Database>, run: () => Promise<T>): Promise<T> {
  if (config.engine === 'postgres') {
    return db.connection().execute(async (connection) => {
      await sql`select pg_advisory_lock(${sql.lit(POSTGRES_START_LOCK_ID)})`.execute(connection);
      try {
        return await run();
      } finally {
        await sql`select pg_advisory_unlock(${sql.lit(POSTGRES_START_LOCK_ID)})`.execute(connection);
      }
    });
  }

  const lock = new SQLite(`${config.file}-start-lock`);
  try {
    lock.pragma('busy_timeout = 0');
    for (;;) {
      try {
        lock.exec('begin exclusive');
        break;
      } catch (error) {
        if (!isBusy(error)) throw error;
        await new Promise((resolve) => setTimeout(resolve, SQLITE_RETRY_MS));
      }
    }
    try {
      return await run();
    } finally {
      lock.exec('rollback');
    }
  } finally {
    lock.close();
  }
}
