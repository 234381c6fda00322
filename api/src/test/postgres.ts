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

export async function createPostgresDatabase(adminUrl: string): Promise<PostgresTestDatabase> {
  const name = `club_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await withAdminClient(adminUrl, (client) => client.query(`CREATE DATABASE "${name}"`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString() };
}

export async function dropPostgresDatabase(adminUrl: string, name: string): Promise<void> {
  await withAdminClient(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
}
