// Migrations 0015 and 0016 on both engines: what the tables refuse and what a user's deletion takes.
import { expectConstraint } from '../test/db-constraints';
import { dropTestDatabases, engines, openTestDatabase } from '../test/test-database';
import type { DatabaseHandle } from './create-database';

describe.each(engines)('second factors, session details and the security audit (%s)', (engine) => {
  let handle: DatabaseHandle;
  const now = new Date().toISOString();

  beforeAll(async () => {
    handle = await openTestDatabase(engine);
    await handle.db.insertInto('users').values({ id: 'u1', full_name: 'One', email: 'one@example.com', created_at: now, updated_at: now }).execute();
  });

  afterAll(async () => {
    await handle?.close();
    await dropTestDatabases();
  });

  const passkey = (id: string, credentialId: string) => ({
    id, user_id: 'u1', credential_id: credentialId, public_key: 'pk', name: 'Key', device_type: 'singleDevice', created_at: now, last_used_at: null,
  });

  it('keeps a credential id on one passkey, counters up to 2^32 - 1 and never negative', async () => {
    await handle.db.insertInto('passkeys').values({ ...passkey('p1', 'cred-1'), counter: 2 ** 32 - 1 }).execute();
    await expectConstraint(handle.db.insertInto('passkeys').values(passkey('p2', 'cred-1')).execute(), 'unique');
    await expectConstraint(handle.db.insertInto('passkeys').values({ ...passkey('p3', 'cred-3'), counter: -1 }).execute(), 'check');
    const row = await handle.db.selectFrom('passkeys').select(['counter', 'transports', 'backed_up']).where('id', '=', 'p1').executeTakeFirstOrThrow();
    expect([Number(row.counter), row.transports, row.backed_up]).toEqual([2 ** 32 - 1, '[]', 0]);
  });

  it('binds registration challenges to a user and knows only the two purposes', async () => {
    const challenge = (value: string, purpose: string, userId: string | null) => ({
      challenge: value, purpose: purpose as 'registration', user_id: userId, created_at: now, expires_at: now,
    });
    await expectConstraint(handle.db.insertInto('webauthn_challenges').values(challenge('c1', 'registration', null)).execute(), 'check');
    await expectConstraint(handle.db.insertInto('webauthn_challenges').values(challenge('c2', 'other', 'u1')).execute(), 'check');
    await handle.db.insertInto('webauthn_challenges').values(challenge('c3', 'authentication', null)).execute();
    await handle.db.insertInto('webauthn_challenges').values(challenge('c4', 'registration', 'u1')).execute();
  });

  it('an active TOTP has its enabling time; the audit knows only its actions', async () => {
    await expectConstraint(
      handle.db.insertInto('totp_factors').values({ user_id: 'u1', secret: 'S', enabled_at: null, last_step: null, pending_secret: null, pending_created_at: null }).execute(),
      'check',
    );
    await expectConstraint(
      handle.db.insertInto('security_audit').values({ id: 'a0', action: 'anything' as 'totp-enabled', user_id: 'u1', actor_id: 'u1', detail: null, client_address: null, created_at: now }).execute(),
      'check',
    );
  });

  it('a user’s deletion takes their factors and tokens; their audit entries stay, without the user', async () => {
    await handle.db.insertInto('totp_factors').values({ user_id: 'u1', secret: 'S', enabled_at: now, last_step: 5, pending_secret: null, pending_created_at: null }).execute();
    await handle.db.insertInto('recovery_codes').values({ id: 'r1', user_id: 'u1', code_hash: 'h', created_at: now, used_at: null }).execute();
    await handle.db.insertInto('mfa_tokens').values({ id: 'm1', user_id: 'u1', token_hash: 't', created_at: now, expires_at: now, used_at: null }).execute();
    await handle.db.insertInto('security_audit').values({ id: 'a1', action: 'totp-enabled', user_id: 'u1', actor_id: 'u1', detail: null, client_address: '192.0.2.0/24', created_at: now }).execute();
    await handle.db.insertInto('sessions').values({ id: 's1', user_id: 'u1', token_hash: 'th', created_at: now, expires_at: now, last_seen_at: null, browser: 'Chrome 131', os: 'macOS', client_address: '192.0.2.0/24' }).execute();
    await handle.db.deleteFrom('users').where('id', '=', 'u1').execute();
    for (const table of ['passkeys', 'totp_factors', 'recovery_codes', 'mfa_tokens', 'sessions'] as const) {
      expect([table, await handle.db.selectFrom(table).selectAll().execute()]).toEqual([table, []]);
    }
    // The sign-in challenge named nobody; the registration challenge went with the user.
    expect(await handle.db.selectFrom('webauthn_challenges').select('challenge').execute()).toEqual([{ challenge: 'c3' }]);
    expect(await handle.db.selectFrom('security_audit').select(['id', 'user_id', 'actor_id']).execute()).toEqual([{ id: 'a1', user_id: null, actor_id: null }]);
  });
});
