// PostgreSQL for tests: a fresh, uniquely named database per use, created and dropped through an
// admin connection (TEST_DATABASE_URL, or DATABASE_URL when it is a postgres:// URL).
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export function postgresAdminUrl(): string | null {
  const url = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || '';
  return /^postgres(ql)?:\/\//i.test(url) ? url : null;
}

async function withAdminClient<T>(adminUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export interface PostgresTestDatabase {
  name: string;
  url: string;
}

/** The URL of database `name` on the server of `adminUrl`. */
export function postgresUrlOf(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A new database, empty or a copy of `template`. */
export async function createPostgresDatabase(adminUrl: string, template?: string): Promise<PostgresTestDatabase> {
  const name = `club_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await withAdminClient(adminUrl, (client) => client.query(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`));
  return { name, url: postgresUrlOf(adminUrl, name) };
}

/** One lock for every process that makes template databases (an advisory lock's key). */
const TEMPLATE_LOCK = 7_211_305;

/**
 * Makes template database `name` once: under an advisory lock, if no database has that name, a
 * new one is made, filled by `fill` (given its name, unconnected to by anyone else when it
 * returns) and only then renamed to `name`, so no process ever copies a half-made template.
 */
export async function withTemplateLock(adminUrl: string, name: string, fill: (building: string) => Promise<void>): Promise<void> {
  await withAdminClient(adminUrl, async (client) => {
    await client.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    try {
      const existing = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (existing.rowCount) return;
      const building = `${name}_${randomBytes(4).toString('hex')}`;
      await client.query(`CREATE DATABASE "${building}"`);
      try {
        await fill(building);
        await client.query(`ALTER DATABASE "${building}" RENAME TO "${name}"`);
      } catch (error) {
        await client.query(`DROP DATABASE IF EXISTS "${building}" WITH (FORCE)`);
        throw error;
      }
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK]);
    }
  });
}

export async function dropPostgresDatabase(adminUrl: string, name: string): Promise<void> {
  await withAdminClient(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
}
