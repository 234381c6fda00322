// One Kysely instance over either engine: SQLite (better-sqlite3, WAL) in DATA_DIR by default,
// PostgreSQL (pg Pool) when DATABASE_URL is a postgres:// URL.
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type SqliteDatabase } from 'kysely';
import pg from 'pg';
import type { DatabaseConfig } from '../app/config';
import { NAME_KEY_FUNCTION, nameKey } from './name-key';
import type { Database } from './schema';

export type DbEngine = DatabaseConfig['engine'];

export interface DatabaseHandle {
  db: Kysely<Database>;
  engine: DbEngine;
  /** Closes the connection (SQLite) or the pool (PostgreSQL). */
  close(): Promise<void>;
}

export function createDatabase(config: DatabaseConfig): DatabaseHandle {
  if (config.engine === 'postgres') {
    const pool = new pg.Pool({ connectionString: config.url, max: 10 });
    // An idle client losing its server must not crash the process.
    pool.on('error', () => undefined);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, engine: 'postgres', close: () => db.destroy() };
  }

  fs.mkdirSync(path.dirname(config.file), { recursive: true });
  const sqlite = new SQLite(config.file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  // Lists sort names by name_key(), a SQL function on PostgreSQL (migration 0018).
  sqlite.function(NAME_KEY_FUNCTION, { deterministic: true }, (name: unknown) => (typeof name === 'string' ? nameKey(name) : name));
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  return { db, engine: 'sqlite', close: () => db.destroy() };
}

/** How many prepared statements a SQLite connection keeps (the API has far fewer distinct ones). */
const STATEMENT_CACHE_SIZE = 200;

/**
 * The connection as Kysely sees it, keeping its prepared statements: Kysely prepares every query
 * it runs, and for the short queries of a request (the session, one row) preparing costs more
 * than running. A statement is reused for the same SQL text, the least recently used dropped
 * past STATEMENT_CACHE_SIZE. Safe because Kysely runs one query at a time on the connection;
 * SQLite prepares a statement again by itself after a schema change.
 */
function withStatementCache(sqlite: SQLite.Database): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(text: string) {
      let statement = statements.get(text);
      if (statement) {
        statements.delete(text);
      } else {
        statement = sqlite.prepare(text);
        if (statements.size >= STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value as string);
      }
      statements.set(text, statement);
      return statement;
    },
  };
}
