import { Migrator, sql } from 'kysely';
import { addMember, addPendingApplication } from '../test/members';
import { dropTestDatabases, engines, openTestDatabase } from '../test/test-database';
import type { DatabaseHandle } from './create-database';
import { migrateToLatest, migrations } from './migrations';
import { LOWER_NAME_INDEXES, nameSortKey } from './migrations/0018-name-key';
import { nameSortOf } from './name-key';

describe.each(engines)('migration 0018: the name sort key (%s)', (engine) => {
  let handle: DatabaseHandle;
  const provider = { getMigrations: async () => migrations };

  beforeAll(async () => {
    handle = await openTestDatabase(engine, { migrate: false });
    const result = await new Migrator({ db: handle.db, provider }).migrateTo('0017_releases_and_telemetry');
    expect(result.error).toBeUndefined();
  });

  afterAll(async () => {
    await handle?.close();
    await dropTestDatabases();
  });

  const indexNames = async () => {
    const query = engine === 'sqlite'
      ? sql<{ name: string }>`select name from sqlite_master where type = 'index'`
      : sql<{ name: string }>`select indexname as name from pg_indexes`;
    return (await query.execute(handle.db)).rows.map((row) => row.name);
  };
  const sortKeys = async () => ({
    members: await handle.db.selectFrom('member_records as m').select(['m.full_name', nameSortOf(handle.db, 'm').as('name_sort')]).orderBy('name_sort').execute(),
    pending: await handle.db
      .selectFrom('membership_applications as a')
      .select(['a.full_name', nameSortOf(handle.db, 'a').as('name_sort')])
      .where('a.status', '=', 'pending')
      .orderBy('name_sort')
      .execute(),
  });

  it('gives the rows already there their key, new and renamed rows theirs, and rolls back cleanly', async () => {
    const zoe = await addMember(handle.db, { fullName: 'Zoe Zimmer', applications: [{ status: 'approved' }] });
    await addMember(handle.db, { fullName: 'Émile Étienne', applications: [{ status: 'approved' }] });
    await addPendingApplication(handle.db, { fullName: 'ÅSA Berg' });
    expect(await indexNames()).toEqual(expect.arrayContaining([...LOWER_NAME_INDEXES]));

    expect((await new Migrator({ db: handle.db, provider }).migrateTo('0018_name_key')).error).toBeUndefined();
    expect(await sortKeys()).toEqual({
      members: [{ full_name: 'Émile Étienne', name_sort: 'emile etienne' }, { full_name: 'Zoe Zimmer', name_sort: 'zoe zimmer' }],
      pending: [{ full_name: 'ÅSA Berg', name_sort: 'asa berg' }],
    });
    const indexes = await indexNames();
    for (const index of LOWER_NAME_INDEXES) expect(indexes).not.toContain(index);
    if (engine === 'postgres') expect(indexes).toEqual(expect.arrayContaining(['member_records_name_sort_idx', 'membership_applications_status_name_sort_idx']));

    // Kept by every write: a new member, a renamed account (through member_records' triggers).
    await addMember(handle.db, { fullName: 'Ana Álvarez', applications: [{ status: 'approved' }] });
    await handle.db.updateTable('users').set({ full_name: 'Åke Zimmer' }).where('id', '=', zoe.id).execute();
    expect((await sortKeys()).members.map((row) => row.name_sort)).toEqual(['ake zimmer', 'ana alvarez', 'emile etienne']);

    await nameSortKey.down?.(handle.db as never);
    expect(await indexNames()).toEqual(expect.arrayContaining([...LOWER_NAME_INDEXES]));
    const columns = (await handle.db.introspection.getTables()).find((table) => table.name === 'member_records')?.columns.map((c) => c.name);
    expect(columns).not.toContain('name_sort');
  });

  it('on SQLite, nothing in the schema needs name_key(): a connection without it (the sqlite3 shell) still writes', async () => {
    if (engine !== 'sqlite') return;
    await migrateToLatest(handle.db);
    const uses = await sql<{ name: string }>`select name from sqlite_master where sql like '%name_key%'`.execute(handle.db);
    expect(uses.rows).toEqual([]);
  });
});
