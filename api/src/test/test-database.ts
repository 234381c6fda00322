// The engines the API suites run on, and a fresh database (plus DATA_DIR) per call.
// SQLite always; PostgreSQL too when TEST_DATABASE_URL (or a postgres DATABASE_URL) is set.
// Call `dropTestDatabases` in afterAll: it removes every database and directory made by the file.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../app/config';
import { createDatabase, type DatabaseHandle } from '../db/create-database';
import { migrateToLatest } from '../db/migrations';
import { createPostgresDatabase, dropPostgresDatabase, postgresAdminUrl, postgresUrlOf, withTemplateLock } from './postgres';

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

/** The migrations' own text, hashed: a template database is named by the schema it holds. */
function migrationsFingerprint(): string {
  const dir = path.join(__dirname, '..', 'db', 'migrations');
  const hash = createHash('sha256');
  for (const file of readdirSync(dir).sort()) hash.update(file).update(readFileSync(path.join(dir, file)));
  return hash.digest('hex').slice(0, 16);
}

let template: Promise<string> | undefined;

/**
 * A PostgreSQL database migrated to the latest version, kept as the template new test databases
 * are copied from (a copy takes a tenth of a migration's time). Made once per set of migrations,
 * by whichever test file asks first; the others wait for it.
 */
function migratedTemplate(adminUrl: string): Promise<string> {
  template ??= makeMigratedTemplate(adminUrl);
  return template;
}

async function makeMigratedTemplate(adminUrl: string): Promise<string> {
  const name = `club_template_${migrationsFingerprint()}`;
  await withTemplateLock(adminUrl, name, async (building) => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'club-api-template-'));
    const handle = createDatabase(loadConfig({ DATA_DIR: dataDir, DATABASE_URL: postgresUrlOf(adminUrl, building) }).database);
    try {
      await migrateToLatest(handle.db);
    } finally {
      await handle.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });
  return name;
}

/**
 * A fresh database and DATA_DIR. A PostgreSQL one is a copy of the migrated template (the API
 * finds nothing to migrate) unless `blank`: the suites of migrations and of first starts ask for
 * an empty one. SQLite's are always empty (a migration there takes about 0.1 s).
 */
export async function createTestDatabase(engine: TestEngine, { blank = false } = {}): Promise<TestDatabase> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'club-api-test-'));
  dirs.push(dataDir);
  if (engine === 'sqlite') return { engine, dataDir, env: { DATA_DIR: dataDir, DATABASE_URL: '' } };

  const adminUrl = postgresAdminUrl();
  if (!adminUrl) throw new Error('PostgreSQL tests need TEST_DATABASE_URL');
  const database = await createPostgresDatabase(adminUrl, blank ? undefined : await migratedTemplate(adminUrl));
  postgresNames.push(database.name);
  return { engine, dataDir, env: { DATA_DIR: dataDir, DATABASE_URL: database.url } };
}

/**
 * A fresh database opened the way the API opens it, for suites below the HTTP server: migrated
 * to the latest version unless `migrate` is false. Close it before `dropTestDatabases`.
 */
export async function openTestDatabase(engine: TestEngine, { migrate = true } = {}): Promise<DatabaseHandle> {
  const database = await createTestDatabase(engine, { blank: !migrate });
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
