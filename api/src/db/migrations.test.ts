import type { DatabaseHandle } from './create-database';
import { migrateToLatest, migrations } from './migrations';
import { expectConstraint } from '../test/db-constraints';
import { dropTestDatabases, engines, openTestDatabase } from '../test/test-database';

describe.each(engines)('migrations (%s)', (engine) => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await openTestDatabase(engine, { migrate: false });
  });

  afterAll(async () => {
    await handle?.close();
    await dropTestDatabases();
  });

  it('applies every migration once', async () => {
    expect(await migrateToLatest(handle.db)).toEqual(Object.keys(migrations));
    expect(await migrateToLatest(handle.db)).toEqual([]);
  });

  const user = (id: string, email: string) => ({
    id,
    full_name: 'Someone',
    email,
    created_at: new Date().toISOString(),
    updated_at: new Date().toISOString(),
  });

  it('defaults the flags to active, not admin', async () => {
    await handle.db.insertInto('users').values(user('u1', 'one@example.com')).execute();
    const row = await handle.db.selectFrom('users').selectAll().where('id', '=', 'u1').executeTakeFirstOrThrow();
    expect([row.is_admin, row.is_active, row.password_hash]).toEqual([0, 1, null]);
  });

  it('enforces unique lowercase e-mails', async () => {
    await expectConstraint(handle.db.insertInto('users').values(user('u2', 'one@example.com')).execute(), 'unique');
    await expectConstraint(handle.db.insertInto('users').values(user('u3', 'Upper@example.com')).execute(), 'check');
  });

  it('enforces the session foreign key and cascades user deletion', async () => {
    const session = (id: string, userId: string) => ({
      id,
      user_id: userId,
      token_hash: `hash-${id}`,
      created_at: new Date().toISOString(),
      expires_at: new Date().toISOString(),
    });
    await expectConstraint(handle.db.insertInto('sessions').values(session('s0', 'missing-user')).execute(), 'foreignKey');
    await handle.db.insertInto('sessions').values(session('s1', 'u1')).execute();
    await handle.db.deleteFrom('users').where('id', '=', 'u1').execute();
    expect(await handle.db.selectFrom('sessions').selectAll().execute()).toEqual([]);
  });
});
