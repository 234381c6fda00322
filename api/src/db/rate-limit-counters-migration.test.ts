import { sql } from 'kysely';
import { dropTestDatabases, engines, openTestDatabase } from '../test/test-database';
import type { DatabaseHandle } from './create-database';
import { RATE_LIMIT_COUNTERS_RESET_INDEX } from './migrations/0007-rate-limit-counters';

describe.each(engines)('migration 0007 rate-limit counters (%s)', (engine) => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await openTestDatabase(engine);
  });

  afterAll(async () => {
    await handle?.close();
    await dropTestDatabases();
  });

  it('indexes the window end, which the sweep deletes by', async () => {
    const names = engine === 'postgres'
      ? (await sql<{ name: string }>`select indexname as name from pg_indexes where tablename = 'rate_limit_counters'`.execute(handle.db)).rows
      : (await sql<{ name: string }>`select name from sqlite_master where type = 'index' and tbl_name = 'rate_limit_counters'`.execute(handle.db)).rows;
    expect(names.map((row) => row.name)).toContain(RATE_LIMIT_COUNTERS_RESET_INDEX);
  });

  if (engine === 'postgres') {
    it('is an unlogged table (no write-ahead log for a counter hit)', async () => {
      const { rows } = await sql<{ persistence: string }>`
        select relpersistence as persistence from pg_class where relname = 'rate_limit_counters'`.execute(handle.db);
      expect(rows).toEqual([{ persistence: 'u' }]);
    });
  }
});
