import { expectConstraint } from '../test/db-constraints';
import { dropTestDatabases, engines, openTestDatabase } from '../test/test-database';
import type { DatabaseHandle } from './create-database';

describe.each(engines)('migration 0002 password_reset_tokens (%s)', (engine) => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await openTestDatabase(engine);
    const now = new Date().toISOString();
    await handle.db
      .insertInto('users')
      .values({ id: 'u1', full_name: 'Someone', email: 'one@example.com', created_at: now, updated_at: now })
      .execute();
  });

  afterAll(async () => {
    await handle?.close();
    await dropTestDatabases();
  });

  const token = (id: string, overrides: Record<string, unknown> = {}) => ({
    id,
    user_id: 'u1',
    token_hash: `hash-${id}`,
    purpose: 'reset' as const,
    created_at: new Date().toISOString(),
    expires_at: new Date(Date.now() + 3_600_000).toISOString(),
    ...overrides,
  });

  it('stores a token with used_at null by default', async () => {
    await handle.db.insertInto('password_reset_tokens').values(token('t1')).execute();
    const row = await handle.db
      .selectFrom('password_reset_tokens')
      .selectAll()
      .where('id', '=', 't1')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ user_id: 'u1', purpose: 'reset', used_at: null });
  });

  it('enforces a unique token hash, the purpose list and the user foreign key', async () => {
    await expectConstraint(
      handle.db.insertInto('password_reset_tokens').values(token('t2', { token_hash: 'hash-t1' })).execute(),
      'unique',
    );
    await expectConstraint(
      handle.db.insertInto('password_reset_tokens').values(token('t3', { purpose: 'admin' })).execute(),
      'check',
    );
    await expectConstraint(
      handle.db.insertInto('password_reset_tokens').values(token('t4', { user_id: 'missing' })).execute(),
      'foreignKey',
    );
    await handle.db.insertInto('password_reset_tokens').values(token('t5', { purpose: 'first-password' })).execute();
  });

  it('deletes the tokens of a deleted user', async () => {
    await handle.db.deleteFrom('users').where('id', '=', 'u1').execute();
    expect(await handle.db.selectFrom('password_reset_tokens').selectAll().execute()).toEqual([]);
  });
});
