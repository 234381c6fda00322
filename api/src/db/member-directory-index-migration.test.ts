import { sql } from 'kysely';
import { dropTestDatabases, engines, openTestDatabase } from '../test/test-database';
import type { DatabaseHandle } from './create-database';
import { MEMBER_APPLICATION_INDEX } from './migrations/0004-member-directory-index';

describe.each(engines)('migration 0004 member directory index (%s)', (engine) => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await openTestDatabase(engine);
  });

  afterAll(async () => {
    await handle?.close();
    await dropTestDatabases();
  });

  async function applicationIndexes(): Promise<string[]> {
    const query =
      engine === 'sqlite'
        ? sql<{ name: string }>`select name from sqlite_master where type = 'index' and tbl_name = 'membership_applications'`
        : sql<{ name: string }>`select indexname as name from pg_indexes where tablename = 'membership_applications'`;
    return (await query.execute(handle.db)).rows.map((row) => row.name);
  }

  it('indexes applications by (user_id, status, reviewed_at) in place of user_id alone', async () => {
    const indexes = await applicationIndexes();
    expect(indexes).toContain(MEMBER_APPLICATION_INDEX);
    expect(indexes).not.toContain('membership_applications_user_id_idx');
  });
});
