// The engines the API suites run on, and a fresh database (plus DATA_DIR) per call.
// SQLite always; PostgreSQL too when TEST_DATABASE_URL (or a postgres DATABASE_URL) is set.
// Call `dropTestDatabases` in afterAll: it removes every database and directory made by the file.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../app/config';
import { createDatabase, type DatabaseHandle } from '../db/create-database';
import { migrateToLatest } from '../db/migrations';
import { createPostgresDatabase, dropPostgresDatabase, postgresAdminUrl } from './postgres';

export type TestEngine = 'sqlite' | 'postgres';

export const engines: TestEngine[] = postgresAdminUrl() ? ['sqlite', 'postgres'] : ['sqlite'];

export interface TestDatabase {
  engine: TestEngine;
  dataDir: string;
  /** Environment variables that point the API at this database. */
  env: Record<string, string>;
}

const dirs: string[] = [];
const postgresNames: string[] = [];

export async function createTestDatabase(engine: TestEngine): Promise<TestDatabase> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'club-api-test-'));
  dirs.push(dataDir);
  if (engine === 'sqlite') return { engine, dataDir, env: { DATA_DIR: dataDir, DATABASE_URL: '' } };

  const adminUrl = postgresAdminUrl();
  if (!adminUrl) throw new Error('PostgreSQL tests need TEST_DATABASE_URL');
  const database = await createPostgresDatabase(adminUrl);
  postgresNames.push(database.name);
  return { engine, dataDir, env: { DATA_DIR: dataDir, DATABASE_URL: database.url } };
}

/**
 * A fresh database opened the way the API opens it, for suites below the HTTP server: migrated
 * to the latest version unless `migrate` is false. Close it before `dropTestDatabases`.
 */
export async function openTestDatabase(engine: TestEngine, { migrate = true } = {}): Promise<DatabaseHandle> {
  const database = await createTestDatabase(engine);
  const handle = createDatabase(loadConfig(database.env).database);
  if (migrate) {
    try {
      await migrateToLatest(handle.db);
    } catch (error) {
      await handle.close();
      throw error;
    }
  }
  return handle;
}

export async function dropTestDatabases(): Promise<void> {
  const adminUrl = postgresAdminUrl();
  for (const name of postgresNames.splice(0)) {
    if (adminUrl) await dropPostgresDatabase(adminUrl, name);
  }
  for (const dir of dirs.splice(0)) await fs.rm(dir, { recursive: true, force: true });
}
