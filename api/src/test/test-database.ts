// The engines the API suites run on, and a fresh database (plus DATA_DIR) per call.
// SQLite always; PostgreSQL too when TEST_DATABASE_URL (or a postgres DATABASE_URL) is set.
// Call `dropTestDatabases` in afterAll: it removes every database and directory made by the file.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
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

export async function dropTestDatabases(): Promise<void> {
  const adminUrl = postgresAdminUrl();
  for (const name of postgresNames.splice(0)) {
    if (adminUrl) await dropPostgresDatabase(adminUrl, name);
  }
  for (const dir of dirs.splice(0)) await fs.rm(dir, { recursive: true, force: true });
}
