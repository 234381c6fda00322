import { Migrator } from 'kysely';
import { addMember, addPendingApplication } from '../test/members';
import { dropTestDatabases, engines, openTestDatabase } from '../test/test-database';
import type { DatabaseHandle } from './create-database';
import { migrations } from './migrations';
import { searchKey } from './migrations/0019-search-key';
import { searchKeyOf } from './name-key';

describe.each(engines)('migration 0019: the search key (%s)', (engine) => {
  let handle: DatabaseHandle;
  const migrator = () => new Migrator({ db: handle.db, provider: { getMigrations: async () => migrations } });

  beforeAll(async () => {
    handle = await openTestDatabase(engine, { migrate: false });
    expect((await migrator().migrateTo('0018_name_key')).error).toBeUndefined();
  });

  afterAll(async () => {
    await handle?.close();
    await dropTestDatabases();
  });

  const searchKeys = async () => ({
    members: (await handle.db
      .selectFrom('member_records as m')
      .select(searchKeyOf(handle.db, 'member_records', 'm').as('key'))
      .orderBy('m.full_name')
      .execute()).map((row) => row.key),
    pending: (await handle.db
      .selectFrom('membership_applications as a')
      .select(searchKeyOf(handle.db, 'membership_applications', 'a').as('key'))
      .where('a.status', '=', 'pending')
      .orderBy('a.full_name')
      .execute()).map((row) => row.key),
  });
  const columnsOf = async (table: string) =>
    (await handle.db.introspection.getTables()).find((t) => t.name === table)?.columns.map((c) => c.name) ?? [];

  it('gives the rows already there their key, new and changed rows theirs, and rolls back cleanly', async () => {
    const emile = await addMember(handle.db, {
      fullName: 'Émile Étienne', email: 'emile@example.com', applications: [{ status: 'approved', profession: 'Chef' }],
    });
    await addPendingApplication(handle.db, { fullName: 'ÅSA Berg', email: 'asa@example.com', profession: 'Lawyer' });

    expect((await migrator().migrateTo('0019_search_key')).error).toBeUndefined();
    expect(await searchKeys()).toEqual({
      members: ['emile etienne\nemile@example.com\nchef'],
      pending: ['asa berg\nasa@example.com\nlawyer'],
    });

    // Kept by every write: a renamed account (through member_records' triggers), a new request.
    await handle.db.updateTable('users').set({ full_name: 'Zoë Étienne' }).where('id', '=', emile.id).execute();
    await addPendingApplication(handle.db, { fullName: 'Łukasz Nowak', email: 'lukasz@example.com', profession: 'Engineer' });
    expect(await searchKeys()).toEqual({
      members: ['zoe etienne\nemile@example.com\nchef'],
      pending: ['asa berg\nasa@example.com\nlawyer', 'lukasz nowak\nlukasz@example.com\nengineer'],
    });
    if (engine === 'postgres') expect(await columnsOf('member_records')).toContain('search_key');

    await searchKey.down?.(handle.db as never);
    for (const table of ['member_records', 'membership_applications']) expect(await columnsOf(table)).not.toContain('search_key');
  });
});
