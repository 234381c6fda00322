// TOTP and the second step of a password login over real HTTP: set-up, enabling with recovery
// codes, the MFA token, replays, throttling, removal and the administrators' rules.
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../../test/admin';
import { call, clientAddresses, login, postLogin, type Login } from '../../test/http';
import { mailsTo } from '../../test/mail';
import { as, codeAt, enableTotp, forgetUsedStep, passwordStep, postMfa, sessionOf, signInWithTotp } from '../../test/mfa';
import { addMember, MEMBER_PASSWORD } from '../../test/members';
import { createTestDatabase, dropTestDatabases, engines } from '../../test/test-database';
import { serverPerTest, startTestServer, type TestServer } from '../../test/test-server';
import { totpCode } from '../../core/auth/totp';
import { updateUser } from '../../core/users/user-repository';
import { MFA_CODE_FAILURES } from './factor-code';
import { MFA_TOKEN_MAX_ATTEMPTS } from './mfa-tokens';

const INVALID_CODE = { message: 'That code is not right. Please try again.', code: 'invalid-code' };
const TOKEN_INVALID = { message: 'This sign-in has expired. Please sign in again.', code: 'mfa-token-invalid' };
const TOO_MANY = { message: 'Too many attempts. Please try again later.' };
const ENCRYPTION_KEY = Buffer.alloc(32, 7).toString('base64');

describe.each(engines)('TOTP and the second step (%s)', (engine) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(await createTestDatabase(engine), {
      ADMIN_EMAIL, ADMIN_PASSWORD, SEED_DEMO: '0', ADMIN_MFA: 'required', MFA_ENCRYPTION_KEY: ENCRYPTION_KEY,
    });
  });

  afterAll(async () => {
    await server?.close();
    await dropTestDatabases();
  });

  let sequence = 0;
  async function newMember(): Promise<{ session: Login; email: string; id: string }> {
    sequence += 1;
    const member = await addMember(server.app.db, { fullName: `Totp Member ${sequence}`, canSignIn: true });
    return { session: await login(server, member.email, MEMBER_PASSWORD), email: member.email, id: member.id };
  }

  const me = (who: Login) => call(server, '/api/auth/me', { headers: as(server, who) });
  const post = (who: Login, path: string, json?: unknown) => call(server, path, { method: 'POST', headers: as(server, who), ...(json !== undefined && { json }) });
  const disable = (who: Login, code: string) => call(server, '/api/auth/totp', { method: 'DELETE', json: { code }, headers: as(server, who) });

  describe('set-up', () => {
    it('hands out a secret and its otpauth URI, active only once a code confirms it; the secret never comes back', async () => {
      const { session, email } = await newMember();
      const setup = await post(session, '/api/auth/totp/setup');
      expect(setup.status).toBe(200);
      expect(setup.body).toEqual({ secret: expect.stringMatching(/^[A-Z2-7]{32}$/), otpauthUrl: expect.any(String) });
      const url = new URL(setup.body.otpauthUrl);
      expect([url.protocol, url.host, decodeURIComponent(url.pathname)]).toEqual(['otpauth:', 'totp', `/The Chicago Supper Society:${email}`]);
      expect(Object.fromEntries(url.searchParams)).toEqual({
        issuer: 'The Chicago Supper Society', secret: setup.body.secret, algorithm: 'SHA1', digits: '6', period: '30',
      });
      // Not active yet: the password alone still signs in.
      expect((await me(session)).body.data.mfa.totp).toBe(false);
      expect((await postLogin(server, email, MEMBER_PASSWORD)).body.token).toEqual(expect.any(String));

      const wrong = await post(session, '/api/auth/totp/enable', { code: '000000' === codeAt(setup.body.secret) ? '111111' : '000000' });
      expect([wrong.status, wrong.body]).toEqual([400, INVALID_CODE]);
      const enabled = await post(session, '/api/auth/totp/enable', { code: codeAt(setup.body.secret) });
      expect(enabled.status).toBe(200);
      expect(Object.keys(enabled.body)).toEqual(['recoveryCodes']);
      expect(enabled.body.recoveryCodes).toHaveLength(10);
      for (const code of enabled.body.recoveryCodes) expect(code).toMatch(/^[a-z2-7]{4}-[a-z2-7]{4}-[a-z2-7]{4}-[a-z2-7]{4}$/);
      expect(new Set(enabled.body.recoveryCodes).size).toBe(10);
      expect((await me(session)).body.data.mfa).toEqual({ totp: true, passkeys: 0, recoveryCodesLeft: 10, enrolmentRequired: false });
      expect(JSON.stringify((await me(session)).body)).not.toContain(setup.body.secret);

      // Stored sealed with MFA_ENCRYPTION_KEY, and recovery codes as SHA-256 only.
      const row = await server.app.db.selectFrom('totp_factors').selectAll().where('user_id', '=', session.user.id).executeTakeFirstOrThrow();
      expect(row.secret).toMatch(/^v1\./);
      expect(row.secret).not.toContain(setup.body.secret);
      const hashes = await server.app.db.selectFrom('recovery_codes').select('code_hash').where('user_id', '=', session.user.id).execute();
      expect(hashes.map((h) => h.code_hash)).toEqual(expect.arrayContaining([expect.stringMatching(/^[0-9a-f]{64}$/)]));
      expect(JSON.stringify(hashes)).not.toContain(enabled.body.recoveryCodes[0].replace(/-/g, ''));

      const mails = await mailsTo(server, email);
      expect(mails.at(-1)?.text).toContain('Two-step sign-in with an authenticator app was turned on for your account.');
    });

    it('refuses to enable without a set-up, and a set-up older than 30 minutes', async () => {
      const { session } = await newMember();
      const none = await post(session, '/api/auth/totp/enable', { code: '123456' });
      expect([none.status, none.body.code]).toEqual([409, 'totp-setup-missing']);
      const setup = await post(session, '/api/auth/totp/setup');
      await server.app.db.updateTable('totp_factors').set({ pending_created_at: new Date(Date.now() - 31 * 60_000).toISOString() })
        .where('user_id', '=', session.user.id).execute();
      const late = await post(session, '/api/auth/totp/enable', { code: codeAt(setup.body.secret) });
      expect([late.status, late.body.code]).toEqual([409, 'totp-setup-missing']);
    });

    it('replacing an active authenticator takes a code of the current one; a set-up alone changes nothing', async () => {
      const { session, email, id } = await newMember();
      const { secret } = await enableTotp(server, session);
      const next = await post(session, '/api/auth/totp/setup');
      // The current secret still signs in while the new one waits.
      await forgetUsedStep(server, id);
      const elsewhere = await signInWithTotp(server, email, MEMBER_PASSWORD, secret);
      const without = await post(session, '/api/auth/totp/enable', { code: codeAt(next.body.secret) });
      expect([without.status, without.body.code]).toEqual([400, 'current-code-required']);
      const wrongCurrent = await post(session, '/api/auth/totp/enable', { code: codeAt(next.body.secret), currentCode: codeAt(next.body.secret) });
      expect([wrongCurrent.status, wrongCurrent.body]).toEqual([400, INVALID_CODE]);
      const replaced = await post(session, '/api/auth/totp/enable', { code: codeAt(next.body.secret), currentCode: codeAt(secret, 1) });
      expect(replaced.status).toBe(200);
      // Other sessions end; the old secret signs in no more.
      expect((await me(elsewhere)).status).toBe(401);
      expect((await me(session)).status).toBe(200);
      await forgetUsedStep(server, id);
      const old = await postMfa(server, await passwordStep(server, email, MEMBER_PASSWORD), codeAt(secret));
      expect(old.body).toEqual(INVALID_CODE);
      const audit = await server.app.db.selectFrom('security_audit').select('action').where('user_id', '=', id).orderBy('created_at').execute();
      expect(audit.map((a) => a.action)).toEqual(['totp-enabled', 'totp-replaced', 'other-sessions-ended']);
    });
  });

  describe('the second step', () => {
    it('a password login of an account with TOTP sets no session and hands out an MFA token; a code completes it', async () => {
      const { session, email } = await newMember();
      const { secret } = await enableTotp(server, session);
      const first = await postLogin(server, email, MEMBER_PASSWORD);
      expect(first.status).toBe(200);
      expect(first.body).toEqual({ mfaRequired: true, mfaToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), methods: ['totp', 'recovery-code'] });
      expect(first.headers.get('set-cookie')).toBeNull();
      const stored = await server.app.db.selectFrom('mfa_tokens').select('token_hash').execute();
      expect(JSON.stringify(stored)).not.toContain(first.body.mfaToken);
      // The token is no session.
      expect((await call(server, '/api/auth/me', { headers: { authorization: `Bearer ${first.body.mfaToken}` } })).status).toBe(401);

      const done = await postMfa(server, first.body.mfaToken, codeAt(secret, 1));
      expect(done.status).toBe(200);
      expect(Object.keys(done.body).sort()).toEqual(['data', 'token']);
      expect(done.body.data).toEqual(expect.objectContaining({ email, mfa: expect.objectContaining({ totp: true }) }));
      expect(done.headers.get('set-cookie')).toMatch(/^club_session=[A-Za-z0-9_-]{43}; .*HttpOnly/);
      expect((await me(sessionOf(done))).status).toBe(200);
    });

    it('accepts a TOTP code once: a replay inside its window is refused, on another token or at once', async () => {
      const { session, email, id } = await newMember();
      const { secret } = await enableTotp(server, session);
      await forgetUsedStep(server, id);
      const code = codeAt(secret);
      expect((await postMfa(server, await passwordStep(server, email, MEMBER_PASSWORD), code)).status).toBe(200);
      const replay = await postMfa(server, await passwordStep(server, email, MEMBER_PASSWORD), code);
      expect([replay.status, replay.body]).toEqual([401, INVALID_CODE]);
      // An earlier step's code after a later one was used is refused too.
      expect((await postMfa(server, await passwordStep(server, email, MEMBER_PASSWORD), codeAt(secret, -1))).body).toEqual(INVALID_CODE);

      // Two requests with one fresh code at once: exactly one signs in.
      await forgetUsedStep(server, id);
      const tokens = [await passwordStep(server, email, MEMBER_PASSWORD), await passwordStep(server, email, MEMBER_PASSWORD)];
      const fresh = codeAt(secret);
      const answers = await Promise.all(tokens.map((token) => postMfa(server, token, fresh)));
      expect(answers.map((res) => res.status).sort()).toEqual([200, 401]);
    });

    it('refuses codes outside the window (two steps away)', async () => {
      const { session, email, id } = await newMember();
      const { secret } = await enableTotp(server, session);
      await forgetUsedStep(server, id);
      for (const steps of [-2, 2]) {
        const res = await postMfa(server, await passwordStep(server, email, MEMBER_PASSWORD), codeAt(secret, steps));
        expect([steps, res.body]).toEqual([steps, INVALID_CODE]);
      }
    });

    it('an MFA token signs in once, expires after 5 minutes, and allows 5 codes', async () => {
      const { session, email, id } = await newMember();
      const { secret } = await enableTotp(server, session);
      await forgetUsedStep(server, id);
      const token = await passwordStep(server, email, MEMBER_PASSWORD);
      expect((await postMfa(server, token, codeAt(secret, -1))).status).toBe(200);
      // Reused with a new valid code.
      expect((await postMfa(server, token, codeAt(secret, 0))).body).toEqual(TOKEN_INVALID);

      const expiring = await passwordStep(server, email, MEMBER_PASSWORD);
      const lifetime = await server.app.db.selectFrom('mfa_tokens').select(['created_at', 'expires_at']).orderBy('created_at', 'desc').executeTakeFirstOrThrow();
      expect(Date.parse(lifetime.expires_at) - Date.parse(lifetime.created_at)).toBe(5 * 60_000);
      await server.app.db.updateTable('mfa_tokens').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('user_id', '=', id).execute();
      expect((await postMfa(server, expiring, codeAt(secret, 1))).body).toEqual(TOKEN_INVALID);

      // Forged and malformed tokens.
      for (const forged of ['A'.repeat(43), 'not-a-token', token.slice(0, 42)]) expect((await postMfa(server, forged, codeAt(secret, 1))).body).toEqual(TOKEN_INVALID);
      // A session token is no MFA token.
      expect((await postMfa(server, session.token, codeAt(secret, 1))).body).toEqual(TOKEN_INVALID);

      const tried = await passwordStep(server, email, MEMBER_PASSWORD);
      for (let i = 0; i < MFA_TOKEN_MAX_ATTEMPTS - 1; i += 1) expect((await postMfa(server, tried, '000000')).body).toEqual(INVALID_CODE);
      expect((await postMfa(server, tried, 'aaaa-aaaa-aaaa-aaaa')).body).toEqual(INVALID_CODE);
      expect((await postMfa(server, tried, codeAt(secret, 1))).body).toEqual(TOKEN_INVALID);
    });

    it('recovery codes sign in once each, in any spelling, are mailed about and audited', async () => {
      const { session, email, id } = await newMember();
      const { recoveryCodes } = await enableTotp(server, session);
      const [first = '', second = ''] = recoveryCodes;
      const used = await postMfa(server, await passwordStep(server, email, MEMBER_PASSWORD), first);
      expect(used.status).toBe(200);
      expect(used.body.data.mfa.recoveryCodesLeft).toBe(9);
      expect((await postMfa(server, await passwordStep(server, email, MEMBER_PASSWORD), first)).body).toEqual(INVALID_CODE);
      expect((await postMfa(server, await passwordStep(server, email, MEMBER_PASSWORD), ` ${second.replace(/-/g, '').toUpperCase()} `)).status).toBe(200);
      // Another account's code is no code here.
      const other = await newMember();
      const othersCodes = (await enableTotp(server, other.session)).recoveryCodes;
      expect((await postMfa(server, await passwordStep(server, email, MEMBER_PASSWORD), othersCodes[0])).body).toEqual(INVALID_CODE);

      const mails = await mailsTo(server, email);
      expect(mails.filter((mail) => mail.text.includes('A recovery code was used to sign in to your account.'))).toHaveLength(2);
      const audit = await server.app.db.selectFrom('security_audit').select('action').where('user_id', '=', id).where('action', '=', 'recovery-code-used').execute();
      expect(audit).toHaveLength(2);
    });

    it('a user blocked between the password and the code is refused', async () => {
      const { session, email, id } = await newMember();
      const { secret } = await enableTotp(server, session);
      await forgetUsedStep(server, id);
      const token = await passwordStep(server, email, MEMBER_PASSWORD);
      await updateUser(server.app.db, id, { isActive: false });
      const res = await postMfa(server, token, codeAt(secret));
      expect(res.status).toBe(403);
      expect(res.headers.get('set-cookie')).toBeNull();
    });
  });

  describe('removal', () => {
    it('a member turns TOTP off with a code (recovery codes go too); the password alone signs in again', async () => {
      const { session, email, id } = await newMember();
      const { secret, recoveryCodes } = await enableTotp(server, session);
      const elsewhere = await signInWithTotp(server, email, MEMBER_PASSWORD, secret, 1);
      expect([(await disable(session, '000000')).status, (await disable(session, '000000')).body]).toEqual([400, INVALID_CODE]);
      const res = await disable(session, recoveryCodes[3] ?? '');
      expect([res.status, res.body]).toEqual([200, { success: true }]);
      expect((await me(session)).body.data.mfa).toEqual({ totp: false, passkeys: 0, recoveryCodesLeft: 0, enrolmentRequired: false });
      expect((await me(elsewhere)).status).toBe(401);
      expect((await postLogin(server, email, MEMBER_PASSWORD)).body.token).toEqual(expect.any(String));
      expect((await disable(session, codeAt(secret))).body.code).toBe('totp-not-enabled');
      const mails = await mailsTo(server, email);
      expect(mails.at(-1)?.text).toContain('Two-step sign-in with an authenticator app was turned off for your account.');
      expect(await server.app.db.selectFrom('recovery_codes').select('id').where('user_id', '=', id).execute()).toEqual([]);
    });

    it('an administrator replaces the last factor but never drops it', async () => {
      const admin = await login(server, ADMIN_EMAIL, ADMIN_PASSWORD);
      expect(admin.user.mfa.enrolmentRequired).toBe(true);
      const stats = (who: Login) => call(server, '/api/admin/membership/stats', { headers: as(server, who) });
      expect((await stats(admin)).body.code).toBe('mfa-enrolment-required');
      const { secret } = await enableTotp(server, admin);
      expect((await stats(admin)).status).toBe(200);
      const res = await disable(admin, codeAt(secret, 1));
      expect([res.status, res.body]).toEqual([409, {
        message: 'An administrator keeps a second factor: add a passkey or replace the authenticator app instead.',
        code: 'last-factor',
      }]);
      expect((await me(admin)).body.data.mfa.totp).toBe(true);
      await forgetUsedStep(server, admin.user.id);
      const signedIn = await signInWithTotp(server, ADMIN_EMAIL, ADMIN_PASSWORD, secret);
      expect((await stats(signedIn)).status).toBe(200);
    });
  });
});

describe.each(engines)('second-factor codes throttled per account (%s)', (engine) => {
  // A fresh server per test: the counters start clean.
  const start = serverPerTest(engine, { SEED_DEMO: '0', TRUST_PROXY: '1' });

  it(`locks the second step after ${MFA_CODE_FAILURES} wrong codes, whatever token or client address; a right password does not unlock it`, async () => {
    const server = await start();
    const nextClient = clientAddresses('198.18');
    const member = await addMember(server.app.db, { fullName: 'Guessed Member', canSignIn: true });
    const session = await login(server, member.email, MEMBER_PASSWORD);
    const { secret } = await enableTotp(server, session);
    await forgetUsedStep(server, member.id);
    const mfa = (token: string, code: string) =>
      call(server, '/api/auth/mfa', { json: { mfaToken: token, code }, headers: { origin: server.origin, 'x-forwarded-for': nextClient() } });
    const wrong = totpCode(secret) === '000000' ? '111111' : '000000';
    for (let i = 0; i < MFA_CODE_FAILURES; i += 1) {
      // A new password step each time: the lock is the account's, not the token's.
      expect((await mfa(await passwordStep(server, member.email, MEMBER_PASSWORD), wrong)).body).toEqual(INVALID_CODE);
    }
    const locked = await mfa(await passwordStep(server, member.email, MEMBER_PASSWORD), codeAt(secret));
    expect([locked.status, locked.body]).toEqual([429, TOO_MANY]);
    const retryAfter = Number(locked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(locked.headers.get('set-cookie')).toBeNull();
    // The lock holds for replacing or removing TOTP from a session too.
    const removal = await call(server, '/api/auth/totp', { method: 'DELETE', json: { code: codeAt(secret) }, headers: as(server, session) });
    expect(removal.status).toBe(429);
    // Once the window has passed, the right code signs in.
    await server.app.db.updateTable('rate_limit_counters').set({ reset_at: Date.now() - 1 }).where('key', 'like', 'mfa-%').execute();
    expect((await mfa(await passwordStep(server, member.email, MEMBER_PASSWORD), codeAt(secret))).status).toBe(200);
  });

  it('limits the second step per client (LOGIN_RATE_LIMIT)', async () => {
    const server = await start({ LOGIN_RATE_LIMIT: '3' });
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await postMfa(server, 'A'.repeat(43), '123456')).status);
    expect(statuses).toEqual([401, 401, 401, 429]);
  });
});

describe.each(engines)('ADMIN_TOTP_SECRET (%s)', (engine) => {
  const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

  afterAll(async () => {
    await dropTestDatabases();
  });

  it('gives the start-up admin that secret, enabled: the password asks for the code, which signs in', async () => {
    const server = await startTestServer(await createTestDatabase(engine), {
      ADMIN_EMAIL, ADMIN_PASSWORD, SEED_DEMO: '0', ADMIN_MFA: 'required', ADMIN_TOTP_SECRET: SECRET,
    });
    try {
      expect(server.printed).toContain(`Admin account ${ADMIN_EMAIL}: two-step sign-in set from ADMIN_TOTP_SECRET.`);
      const admin = await signInWithTotp(server, ADMIN_EMAIL, ADMIN_PASSWORD, SECRET);
      expect(admin.user.mfa).toEqual({ totp: true, passkeys: 0, recoveryCodesLeft: 0, enrolmentRequired: false });
      expect((await call(server, '/api/admin/membership/stats', { headers: as(server, admin) })).status).toBe(200);
    } finally {
      await server.close();
    }
  });
});
