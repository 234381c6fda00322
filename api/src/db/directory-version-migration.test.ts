import { sql } from 'kysely';
import { readDirectoryVersion } from '../features/members/verified-members-cache';
import { expectConstraint } from '../test/db-constraints';
import { addMember, addPendingApplication } from '../test/members';
import { dropTestDatabases, engines, openTestDatabase } from '../test/test-database';
import type { DatabaseHandle } from './create-database';

describe.each(engines)('migration 0006 directory version (%s)', (engine) => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await openTestDatabase(engine);
  });

  afterAll(async () => {
    await handle?.close();
    await dropTestDatabases();
  });

  const version = () => readDirectoryVersion(handle.db);

  /** Runs `change` and says whether the directory version moved. */
  async function moves(change: () => Promise<unknown>): Promise<boolean> {
    const before = await version();
    await change();
    return (await version()) > before;
  }

  it('starts at 0 with one row', async () => {
    const rows = await handle.db.selectFrom('directory_version').selectAll().execute();
    expect(rows.map((row) => [Number(row.id), Number(row.version)])).toEqual([[1, 0]]);
    await expectConstraint(sql`insert into directory_version (id, version) values (2, 0)`.execute(handle.db), 'check');
  });

  it('moves with every insert, update and delete of users', async () => {
    let id = '';
    expect(await moves(async () => {
      id = (await addMember(handle.db, { fullName: 'Version User' })).id;
    })).toBe(true);
    expect(await moves(() => handle.db.updateTable('users').set({ full_name: 'Renamed' }).where('id', '=', id).execute())).toBe(true);
    expect(await moves(() => handle.db.deleteFrom('users').where('id', '=', id).execute())).toBe(true);
  });

  it('moves with every insert, update and delete of membership applications', async () => {
    let id = '';
    expect(await moves(async () => {
      id = (await addPendingApplication(handle.db)).id;
    })).toBe(true);
    expect(await moves(() => handle.db.updateTable('membership_applications').set({ status: 'rejected' }).where('id', '=', id).execute())).toBe(true);
    expect(await moves(() => handle.db.deleteFrom('membership_applications').where('id', '=', id).execute())).toBe(true);
  });

  it('does not move for sessions (a sign-in leaves the directory as it is)', async () => {
    const member = await addMember(handle.db, { fullName: 'Session Owner' });
    const now = new Date().toISOString();
    expect(await moves(() => handle.db.insertInto('sessions').values({
      id: 'version-session', user_id: member.id, token_hash: 'version-hash', created_at: now, expires_at: now, last_seen_at: null,
    }).execute())).toBe(false);
  });

  it('moves only when the change commits: a rolled-back change leaves it', async () => {
    const before = await version();
    await expect(handle.db.transaction().execute(async (trx) => {
      await trx.updateTable('users').set({ updated_at: new Date().toISOString() }).execute();
      throw new Error('roll back');
    })).rejects.toThrow('roll back');
    expect(await version()).toBe(before);

    await handle.db.transaction().execute(async (trx) => {
      await trx.updateTable('users').set({ updated_at: new Date().toISOString() }).execute();
    });
    expect(await version()).toBeGreaterThan(before);
  });
});
