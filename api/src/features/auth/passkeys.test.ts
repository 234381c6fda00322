// Passkeys over real HTTP with a software authenticator (test/software-authenticator.ts) that
// builds real attestations and assertions: registration, the list, sign-in, and the attacks a
// relying party must refuse.
import { ADMIN_EMAIL, ADMIN_PASSWORD, SITE_URL } from '../../test/admin';
import { call, login, type CallResult, type Login } from '../../test/http';
import { mailsTo } from '../../test/mail';
import { as, sessionOf } from '../../test/mfa';
import { addMember, MEMBER_PASSWORD } from '../../test/members';
import { SoftwareAuthenticator, type Bend, type SoftCredential } from '../../test/software-authenticator';
import { createTestDatabase, dropTestDatabases, engines } from '../../test/test-database';
import { startTestServer, type TestServer } from '../../test/test-server';
import { updateUser } from '../../core/users/user-repository';
import { MAX_PASSKEYS_PER_USER } from './passkey-routes';

const NOT_VERIFIED = { message: 'The passkey could not be verified. Please try again.', code: 'passkey-not-verified' };
const SIGN_IN_FAILED = { message: 'That passkey could not sign you in.', code: 'passkey-sign-in-failed' };
const SITE_ORIGIN = SITE_URL;
const RP_ID = 'club.example.com';

describe.each(engines)('passkeys (%s)', (engine) => {
  let server: TestServer;
  let authenticator: SoftwareAuthenticator;

  beforeAll(async () => {
    server = await startTestServer(await createTestDatabase(engine), {
      ADMIN_EMAIL, ADMIN_PASSWORD, SEED_DEMO: '0', SITE_URL, ADMIN_MFA: 'required',
    });
    authenticator = new SoftwareAuthenticator(SITE_ORIGIN, RP_ID);
  });

  afterAll(async () => {
    await server?.close();
    await dropTestDatabases();
  });

  async function newMember(name: string): Promise<{ session: Login; email: string; id: string }> {
    const member = await addMember(server.app.db, { fullName: name, canSignIn: true });
    return { session: await login(server, member.email, MEMBER_PASSWORD), email: member.email, id: member.id };
  }

  const registrationOptions = async (who: Login) => {
    const res = await call(server, '/api/auth/passkeys/registration-options', { method: 'POST', headers: as(server, who) });
    expect(res.status).toBe(200);
    return res.body.options;
  };

  const postPasskey = (who: Login, name: unknown, response: unknown) =>
    call(server, '/api/auth/passkeys', { json: { name, response }, headers: as(server, who) });

  /** Registers a passkey for `who` through the API; returns the credential. */
  async function addPasskey(who: Login, name = 'Laptop', bend: Bend = {}): Promise<SoftCredential> {
    const { response, credential } = authenticator.register(await registrationOptions(who), bend);
    const res = await postPasskey(who, name, response);
    expect([res.status, res.body]).toEqual([201, { data: expect.objectContaining({ name: name.trim() }) }]);
    return credential;
  }

  const authenticationOptions = async () => {
    const res = await call(server, '/api/auth/passkeys/authentication-options', { method: 'POST', headers: { origin: server.origin } });
    expect(res.status).toBe(200);
    return res.body.options;
  };

  const passkeyLogin = (response: unknown, headers: Record<string, string> = {}): Promise<CallResult> =>
    call(server, '/api/auth/passkeys/login', { json: { response }, headers: { origin: server.origin, ...headers } });

  const me = (who: Login) => call(server, '/api/auth/me', { headers: as(server, who) });

  describe('registration', () => {
    it('hands out options for this site: RP ID and name, the user, resident key and user verification required, the existing passkeys excluded', async () => {
      const { session, email, id } = await newMember('Options Member');
      const first = await registrationOptions(session);
      expect(first).toEqual(
        expect.objectContaining({
          rp: { id: RP_ID, name: 'The Chicago Supper Society' },
          user: { id: Buffer.from(id).toString('base64url'), name: email, displayName: 'Options Member' },
          attestation: 'none',
          excludeCredentials: [],
          authenticatorSelection: expect.objectContaining({ residentKey: 'required', userVerification: 'required' }),
        }),
      );
      const credential = await addPasskey(session);
      const second = await registrationOptions(session);
      expect(second.excludeCredentials).toEqual([{ id: credential.id, type: 'public-key', transports: ['internal'] }]);
      expect(second.challenge).not.toBe(first.challenge);
    });

    it('stores a named passkey, lists it (name, created, last used) and mails a notice', async () => {
      const { session, email } = await newMember('Lister Member');
      await addPasskey(session, '  Work laptop  ');
      const list = await call(server, '/api/auth/passkeys', { headers: as(server, session) });
      expect(list.status).toBe(200);
      expect(list.body).toEqual({
        data: [{ id: expect.any(String), name: 'Work laptop', createdAt: expect.any(String), lastUsedAt: null, backedUp: false }],
      });
      const mails = await mailsTo(server, email);
      expect(mails.map((mail) => mail.subject)).toEqual(['Your sign-in settings changed']);
      expect(mails[0]?.text).toContain('A passkey named "Work laptop" was added to your account.');
      const audit = await server.app.db.selectFrom('security_audit').select(['action', 'detail']).where('user_id', '=', session.user.id).execute();
      expect(audit).toEqual([{ action: 'passkey-added', detail: 'Work laptop' }]);
    });

    it('refuses a name that is empty, longer than 60 characters or has control characters', async () => {
      const { session } = await newMember('Namer Member');
      for (const name of ['', '   ', 'x'.repeat(61), 'tab\there', 42]) {
        const { response } = authenticator.register(await registrationOptions(session));
        const res = await postPasskey(session, name, response);
        expect([name, res.status, res.body.message[0].field]).toEqual([name, 400, 'name']);
      }
      const { response } = authenticator.register(await registrationOptions(session));
      expect((await postPasskey(session, 'x'.repeat(60), response)).status).toBe(201);
    });

    it('refuses a challenge used once already (replay), expired, never handed out, or handed out to another user', async () => {
      const { session } = await newMember('Replay Member');
      const { session: other } = await newMember('Other Member');
      const options = await registrationOptions(session);
      const { response } = authenticator.register(options);
      expect((await postPasskey(session, 'Once', response)).status).toBe(201);
      // The same response again, and another credential over the same challenge.
      expect((await postPasskey(session, 'Twice', response)).body).toEqual(NOT_VERIFIED);
      expect((await postPasskey(session, 'Twice', authenticator.register(options).response)).body).toEqual(NOT_VERIFIED);

      const expiring = await registrationOptions(session);
      await server.app.db.updateTable('webauthn_challenges').set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .where('challenge', '=', expiring.challenge).execute();
      expect((await postPasskey(session, 'Late', authenticator.register(expiring).response)).body).toEqual(NOT_VERIFIED);

      const invented = authenticator.register(options, { challenge: Buffer.from('made-up-challenge-of-32-bytes!!!').toString('base64url') });
      expect((await postPasskey(session, 'Invented', invented.response)).body).toEqual(NOT_VERIFIED);

      // Another user's challenge (and a sign-in challenge) cannot register a passkey on this account.
      const othersOptions = await registrationOptions(other);
      const stolen = authenticator.register({ ...othersOptions, user: { id: Buffer.from(session.user.id).toString('base64url') } });
      expect((await postPasskey(session, 'Stolen', stolen.response)).body).toEqual(NOT_VERIFIED);
      const signIn = authenticator.register({ ...options, challenge: (await authenticationOptions()).challenge });
      expect((await postPasskey(session, 'Sign-in challenge', signIn.response)).body).toEqual(NOT_VERIFIED);
      // Someone else's attempt does not use up the other user's challenge: still theirs to use.
      expect((await postPasskey(other, 'Own', authenticator.register(othersOptions).response)).status).toBe(201);
    });

    it('refuses a response made on another origin, for another RP ID, without user verification or of the wrong type', async () => {
      const { session } = await newMember('Origin Member');
      const bends: Bend[] = [
        { origin: 'https://club.example.com.evil.test' },
        { origin: 'http://club.example.com' },
        { rpId: 'evil.test' },
        { userVerified: false },
        { userPresent: false },
        { type: 'webauthn.get' },
      ];
      for (const bend of bends) {
        const { response } = authenticator.register(await registrationOptions(session), bend);
        expect([bend, (await postPasskey(session, 'Bent', response)).body]).toEqual([bend, NOT_VERIFIED]);
      }
      expect((await call(server, '/api/auth/passkeys', { headers: as(server, session) })).body.data).toEqual([]);
    });

    it('refuses a credential already registered, to this account or another', async () => {
      const { session } = await newMember('Twice Member');
      const { session: other } = await newMember('Twice Other');
      const options = await registrationOptions(session);
      const { response } = authenticator.register(options);
      expect((await postPasskey(session, 'First', response)).status).toBe(201);
      // 'none' attestation signs nothing: the first account's attestation, sent with a fresh
      // challenge of the other account, verifies. The credential id must still stay the first's.
      type Registration = { response: { clientDataJSON: string } };
      const fresh = authenticator.register(await registrationOptions(other)).response as Registration;
      const original = response as Registration;
      const copied = { ...original, response: { ...original.response, clientDataJSON: fresh.response.clientDataJSON } };
      const res = await postPasskey(other, 'Copy', copied);
      expect([res.status, res.body]).toEqual([409, { message: 'This passkey is already registered.', code: 'passkey-already-registered' }]);
      // And on the same account (a browser excludes it; the server refuses it anyway).
      const mine = authenticator.register(await registrationOptions(session)).response as Registration;
      const again = await postPasskey(session, 'Again', { ...original, response: { ...original.response, clientDataJSON: mine.response.clientDataJSON } });
      expect(again.status).toBe(409);
    });

    it(`keeps at most ${MAX_PASSKEYS_PER_USER} passkeys per account`, async () => {
      const { session } = await newMember('Collector Member');
      for (let i = 0; i < MAX_PASSKEYS_PER_USER; i += 1) await addPasskey(session, `Key ${i}`);
      const res = await call(server, '/api/auth/passkeys/registration-options', { method: 'POST', headers: as(server, session) });
      expect([res.status, res.body.code]).toEqual([409, 'too-many-passkeys']);
    });

    it('needs a session (401) and the site’s Origin with the cookie (403)', async () => {
      const { session } = await newMember('Visitor Member');
      expect((await call(server, '/api/auth/passkeys/registration-options', { method: 'POST', headers: { origin: server.origin } })).status).toBe(401);
      expect((await call(server, '/api/auth/passkeys', { headers: { origin: server.origin } })).status).toBe(401);
      const crossSite = await call(server, '/api/auth/passkeys/registration-options', {
        method: 'POST',
        headers: { cookie: session.cookie, origin: 'https://evil.test' },
      });
      expect(crossSite.status).toBe(403);
    });
  });

  describe('sign-in', () => {
    it('signs in with a discoverable passkey: the same answer and cookie as a password login, the passkey marked used', async () => {
      const { session, email } = await newMember('Passkey Signer');
      const credential = await addPasskey(session, 'Phone');
      const options = await authenticationOptions();
      expect(options).toEqual(expect.objectContaining({ rpId: RP_ID, userVerification: 'required' }));
      expect(options.allowCredentials ?? []).toEqual([]);

      const res = await passkeyLogin(authenticator.assert(options, credential));
      expect(res.status).toBe(200);
      expect(Object.keys(res.body).sort()).toEqual(['data', 'token']);
      expect(res.body.data).toEqual(expect.objectContaining({ email, isAdmin: false, mfa: expect.objectContaining({ passkeys: 1 }) }));
      const signedIn = sessionOf(res);
      expect(signedIn.setCookie).toMatch(/HttpOnly/);
      expect((await me(signedIn)).body.data.email).toBe(email);
      const list = await call(server, '/api/auth/passkeys', { headers: as(server, signedIn) });
      expect(list.body.data[0].lastUsedAt).toEqual(expect.any(String));
    });

    it('refuses a challenge used twice, expired, invented, or handed out for a registration', async () => {
      const { session } = await newMember('Challenge Signer');
      const credential = await addPasskey(session);
      const options = await authenticationOptions();
      const assertion = authenticator.assert(options, credential);
      expect((await passkeyLogin(assertion)).status).toBe(200);
      expect((await passkeyLogin(assertion)).body).toEqual(SIGN_IN_FAILED);
      expect((await passkeyLogin(authenticator.assert(options, credential))).body).toEqual(SIGN_IN_FAILED);

      const expiring = await authenticationOptions();
      await server.app.db.updateTable('webauthn_challenges').set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .where('challenge', '=', expiring.challenge).execute();
      expect((await passkeyLogin(authenticator.assert(expiring, credential))).body).toEqual(SIGN_IN_FAILED);

      expect((await passkeyLogin(authenticator.assert({ challenge: 'aW52ZW50ZWQ' }, credential))).body).toEqual(SIGN_IN_FAILED);
      const registration = await registrationOptions(session);
      expect((await passkeyLogin(authenticator.assert(registration, credential))).body).toEqual(SIGN_IN_FAILED);
    });

    it('refuses an assertion made on another origin, for another RP ID, without user verification or presence, or of the wrong type', async () => {
      const { session } = await newMember('Phished Signer');
      const credential = await addPasskey(session);
      const bends: Bend[] = [
        { origin: 'https://club-example.evil.test' },
        { origin: 'http://club.example.com' },
        { rpId: 'evil.test' },
        { userVerified: false },
        { userPresent: false },
        { type: 'webauthn.create' },
      ];
      for (const bend of bends) {
        const res = await passkeyLogin(authenticator.assert(await authenticationOptions(), credential, bend));
        expect([bend, res.status, res.body]).toEqual([bend, 401, SIGN_IN_FAILED]);
        expect(res.headers.get('set-cookie')).toBeNull();
      }
    });

    it('refuses another user’s passkey claimed for an account, a credential nobody registered, and a forged signature', async () => {
      const { session: alice } = await newMember('Alice Signer');
      const { session: bob } = await newMember('Bob Signer');
      const alicesKey = await addPasskey(alice);
      await addPasskey(bob);
      // Alice's signature, but the user handle names Bob's account.
      const claimed = authenticator.assert(await authenticationOptions(), alicesKey, { userHandle: Buffer.from(bob.user.id).toString('base64url') });
      expect((await passkeyLogin(claimed)).body).toEqual(SIGN_IN_FAILED);
      // A key the server never saw, presented with Alice's credential id.
      const stranger = new SoftwareAuthenticator(SITE_ORIGIN, RP_ID);
      const { credential: unknown } = stranger.register({ challenge: 'x', rp: {}, user: { id: alicesKey.userHandle } });
      expect((await passkeyLogin(stranger.assert(await authenticationOptions(), unknown))).body).toEqual(SIGN_IN_FAILED);
      const forged = stranger.assert(await authenticationOptions(), { ...unknown, id: alicesKey.id });
      expect((await passkeyLogin(forged)).body).toEqual(SIGN_IN_FAILED);
      // Still Alice's to use.
      expect((await passkeyLogin(authenticator.assert(await authenticationOptions(), alicesKey))).status).toBe(200);
    });

    it('refuses a signature counter that did not move forward (a cloned authenticator)', async () => {
      const { session } = await newMember('Counter Signer');
      const credential = await addPasskey(session);
      credential.counter = 5;
      expect((await passkeyLogin(authenticator.assert(await authenticationOptions(), credential))).status).toBe(200);
      // The clone reports the same or an older count.
      for (const counter of [6, 3]) {
        const res = await passkeyLogin(authenticator.assert(await authenticationOptions(), credential, { counter }));
        expect([counter, res.body]).toEqual([counter, SIGN_IN_FAILED]);
      }
      expect((await passkeyLogin(authenticator.assert(await authenticationOptions(), credential, { counter: 9 }))).status).toBe(200);
    });

    it('signs nobody in with a blocked user’s passkey', async () => {
      const { session, id } = await newMember('Blocked Signer');
      const credential = await addPasskey(session);
      await updateUser(server.app.db, id, { isActive: false });
      const res = await passkeyLogin(authenticator.assert(await authenticationOptions(), credential));
      expect([res.status, res.body]).toEqual([403, { message: 'This account has been deactivated. Please contact the club.' }]);
      expect(res.headers.get('set-cookie')).toBeNull();
      await updateUser(server.app.db, id, { isActive: true });
      expect((await passkeyLogin(authenticator.assert(await authenticationOptions(), credential))).status).toBe(200);
    });

    it('ends the session the request arrived with (no session fixation)', async () => {
      const { session } = await newMember('Fixation Signer');
      const credential = await addPasskey(session);
      const res = await passkeyLogin(authenticator.assert(await authenticationOptions(), credential), { cookie: session.cookie });
      expect(res.status).toBe(200);
      expect(res.body.token).not.toBe(session.token);
      expect((await me(session)).status).toBe(401);
    });
  });

  describe('removal', () => {
    it('removes one of the user’s passkeys, which then signs nobody in; another user’s id is a 404', async () => {
      const { session, email } = await newMember('Remover Member');
      const { session: other } = await newMember('Remover Other');
      const credential = await addPasskey(session, 'Old phone');
      const [passkey] = (await call(server, '/api/auth/passkeys', { headers: as(server, session) })).body.data;
      const notYours = await call(server, `/api/auth/passkeys/${passkey.id}`, { method: 'DELETE', headers: as(server, other) });
      expect([notYours.status, notYours.body]).toEqual([404, { message: 'Passkey not found' }]);

      const removed = await call(server, `/api/auth/passkeys/${passkey.id}`, { method: 'DELETE', headers: as(server, session) });
      expect([removed.status, removed.body]).toEqual([200, { success: true }]);
      expect((await call(server, `/api/auth/passkeys/${passkey.id}`, { method: 'DELETE', headers: as(server, session) })).status).toBe(404);
      expect((await passkeyLogin(authenticator.assert(await authenticationOptions(), credential))).body).toEqual(SIGN_IN_FAILED);
      const mails = await mailsTo(server, email);
      expect(mails.at(-1)?.text).toContain('The passkey named "Old phone" was removed from your account.');
    });

    it('adding or removing a passkey ends every other session of the account, not this one', async () => {
      const { session, email } = await newMember('Sessions Member');
      const elsewhere = await login(server, email, MEMBER_PASSWORD);
      await addPasskey(session, 'Tablet');
      expect((await me(elsewhere)).status).toBe(401);
      expect((await me(session)).status).toBe(200);

      const again = await login(server, email, MEMBER_PASSWORD).catch(() => null);
      // A passkey is a second factor: the password alone no longer opens a session.
      expect(again).toBeNull();
      const audit = await server.app.db.selectFrom('security_audit').select(['action', 'detail']).where('user_id', '=', session.user.id).orderBy('created_at').execute();
      expect(audit).toEqual([{ action: 'passkey-added', detail: 'Tablet' }, { action: 'other-sessions-ended', detail: '1' }]);
    });
  });

  describe('administrators (ADMIN_MFA required)', () => {
    it('an admin without a second factor reaches no admin route until a passkey is added, then keeps at least one factor', async () => {
      const admin = await login(server, ADMIN_EMAIL, ADMIN_PASSWORD);
      expect(admin.user.mfa).toEqual({ totp: false, passkeys: 0, recoveryCodesLeft: 0, enrolmentRequired: true });
      const stats = () => call(server, '/api/admin/membership/stats', { headers: as(server, admin) });
      expect([(await stats()).status, (await stats()).body]).toEqual([
        403,
        { message: 'Set up two-step sign-in first.', code: 'mfa-enrolment-required' },
      ]);

      const credential = await addPasskey(admin, 'Admin key');
      expect((await stats()).status).toBe(200);
      expect((await me(admin)).body.data.mfa).toEqual({ totp: false, passkeys: 1, recoveryCodesLeft: 0, enrolmentRequired: false });

      const [passkey] = (await call(server, '/api/auth/passkeys', { headers: as(server, admin) })).body.data;
      const last = await call(server, `/api/auth/passkeys/${passkey.id}`, { method: 'DELETE', headers: as(server, admin) });
      expect([last.status, last.body.code]).toEqual([409, 'last-factor']);
      expect((await call(server, '/api/auth/passkeys', { headers: as(server, admin) })).body.data).toHaveLength(1);

      // The password alone now asks for the second step; the passkey signs in on its own.
      const password = await call(server, '/api/auth/login', { json: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD }, headers: { origin: server.origin } });
      expect(password.body).toEqual({ mfaRequired: true, mfaToken: expect.any(String), methods: ['passkey'] });
      expect(password.headers.get('set-cookie')).toBeNull();
      const byPasskey = await passkeyLogin(authenticator.assert(await authenticationOptions(), credential));
      expect(byPasskey.body.data.isAdmin).toBe(true);
      expect((await call(server, '/api/admin/membership/stats', { headers: as(server, sessionOf(byPasskey)) })).status).toBe(200);
    });
  });
});
