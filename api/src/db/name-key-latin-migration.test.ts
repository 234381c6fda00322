import { Migrator } from 'kysely';
import { addMember, addPendingApplication } from '../test/members';
import { dropTestDatabases, engines, openTestDatabase } from '../test/test-database';
import type { DatabaseHandle } from './create-database';
import { migrations } from './migrations';
import { nameKeyLatin } from './migrations/0020-name-key-latin';
import { nameSortOf, searchKeyOf } from './name-key';

describe.each(engines)('migration 0020: every accented Latin letter in the names\' key (%s)', (engine) => {
  let handle: DatabaseHandle;
  const migrator = () => new Migrator({ db: handle.db, provider: { getMigrations: async () => migrations } });

  beforeAll(async () => {
    handle = await openTestDatabase(engine, { migrate: false });
    expect((await migrator().migrateTo('0019_search_key')).error).toBeUndefined();
  });

  afterAll(async () => {
    await handle?.close();
    await dropTestDatabases();
  });

  /** Each list's sort key and search key, by name. */
  const keys = async () => ({
    members: (await handle.db
      .selectFrom('member_records as m')
      .select([nameSortOf(handle.db, 'm').as('sort'), searchKeyOf(handle.db, 'member_records', 'm').as('search')])
      .orderBy('m.full_name')
      .execute()),
    pending: (await handle.db
      .selectFrom('membership_applications as a')
      .select([nameSortOf(handle.db, 'a').as('sort'), searchKeyOf(handle.db, 'membership_applications', 'a').as('search')])
      .where('a.status', '=', 'pending')
      .orderBy('a.full_name')
      .execute()),
  });

  it('keys the rows already there anew, and new rows, with the whole table; rolls back to the first one', async () => {
    await addMember(handle.db, {
      fullName: 'Nguyễn Văn An', email: 'an@example.com', applications: [{ status: 'approved', profession: 'Chef' }],
    });
    await addPendingApplication(handle.db, { fullName: 'Lǚ Wěi', email: 'wei@example.com', profession: 'Lawyer' });
    const folded = {
      members: [{ sort: 'nguyen van an', search: 'nguyen van an\nan@example.com\nchef' }],
      pending: [{ sort: 'lu wei', search: 'lu wei\nwei@example.com\nlawyer' }],
    };
    // PostgreSQL stored keys with migration 0018's table (ă and ě are in it, ễ and ǚ are not); SQLite
    // computes them in the query, always with the API's current table.
    expect(await keys()).toEqual(engine === 'postgres' ? {
      members: [{ sort: 'nguyễn van an', search: 'nguyễn van an\nan@example.com\nchef' }],
      pending: [{ sort: 'lǚ wei', search: 'lǚ wei\nwei@example.com\nlawyer' }],
    } : folded);

    expect((await migrator().migrateTo('0020_name_key_latin')).error).toBeUndefined();
    expect(await keys()).toEqual(folded);
    await addPendingApplication(handle.db, { fullName: 'Trần Thị Ánh', email: 'anh@example.com', profession: 'Engineer' });
    expect((await keys()).pending.map((row) => row.sort)).toEqual(['lu wei', 'tran thi anh']);

    if (engine !== 'postgres') return;
    await nameKeyLatin.down?.(handle.db as never);
    const back = await keys();
    expect(back.members).toEqual([{ sort: 'nguyễn van an', search: 'nguyễn van an\nan@example.com\nchef' }]);
    expect(back.pending.map((row) => row.sort)).toEqual(['lǚ wei', 'trần thị anh']);
  });
});
