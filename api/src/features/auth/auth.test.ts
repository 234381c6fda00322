import { createHash } from 'node:crypto';
import { hashPassword, verifyPassword } from '../../core/auth/password-hasher';
import { createUser, findUserByEmail, updateUser } from '../../core/users/user-repository';
import { call, cookiePair, login, postLogin } from '../../test/http';
import { addPendingApplication } from '../../test/members';
import { createTestDatabase, dropTestDatabases, engines } from '../../test/test-database';
import { DEMO_MEMBER_EMAIL, TEST_DEMO_PASSWORD, startTestServer, type TestServer } from '../../test/test-server';
import { median, timeRequests } from '../../test/timed-requests';

const THIRTY_DAYS_S = 30 * 24 * 60 * 60;
/** PHC string of argon2id with OWASP's parameters (m=19456 KiB, t=2, p=1). */
const ARGON2ID_OWASP = /^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/;

describe('password hashing', () => {
  it('uses argon2id with m=19456 KiB, t=2, p=1, a random salt, and verifies only the right password', async () => {
    // The module as the product loads it: the API's test setup gives every other test cheap hashes.
    let hasher!: typeof import('../../core/auth/password-hasher');
    jest.isolateModules(() => {
      hasher = jest.requireActual<typeof import('../../core/auth/password-hasher')>('../../core/auth/password-hasher');
    });
    const first = await hasher.hashPassword('correct horse battery');
    const second = await hasher.hashPassword('correct horse battery');
    expect(first).toMatch(ARGON2ID_OWASP);
    expect(second).toMatch(ARGON2ID_OWASP);
    expect(second).not.toBe(first);
    expect(await verifyPassword(first, 'correct horse battery')).toBe(true);
    expect(await verifyPassword(first, 'correct horse batterY')).toBe(false);
    expect(await verifyPassword('not-a-hash', 'anything')).toBe(false);
  });
});

describe.each(engines)('auth (%s)', (engine) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(await createTestDatabase(engine));
  });

  afterAll(async () => {
    await server?.close();
    await dropTestDatabases();
  });

  const me = (headers: Record<string, string>) => call(server, '/api/auth/me', { headers });

  async function makeUser(email: string, password: string | null, extra: { isActive?: boolean } = {}) {
    return createUser(server.app.db, {
      fullName: 'Test Person',
      email,
      passwordHash: password === null ? null : await hashPassword(password),
      ...extra,
    });
  }

  describe('POST /api/auth/login', () => {
    it('returns the user and a token, and sets the session cookie', async () => {
      const res = await postLogin(server, DEMO_MEMBER_EMAIL, TEST_DEMO_PASSWORD);
      expect(res.status).toBe(200);
      expect(Object.keys(res.body).sort()).toEqual(['data', 'token']);
      expect(res.body.data).toEqual({
        id: expect.any(String),
        fullName: 'Amara Okafor',
        email: DEMO_MEMBER_EMAIL,
        phone: '+13125550142',
        profilePicture: null,
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        isAdmin: false,
        mfa: { totp: false, passkeys: 0, recoveryCodesLeft: 0, enrolmentRequired: false },
      });
      expect(res.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);

      const setCookie = res.headers.get('set-cookie') ?? '';
      expect(cookiePair(setCookie)).toBe(`club_session=${res.body.token}`);
      const attributes = setCookie.split(';').map((part) => part.trim().toLowerCase());
      expect(attributes).toEqual(
        expect.arrayContaining(['httponly', 'samesite=lax', 'path=/', `max-age=${THIRTY_DAYS_S}`]),
      );
      expect(attributes).not.toContain('secure');
      expect(res.headers.get('cache-control')).toBe('no-store');
    });

    it('matches the e-mail case-insensitively and ignores surrounding spaces', async () => {
      const res = await postLogin(server, '  Member@Example.COM ', TEST_DEMO_PASSWORD);
      expect(res.status).toBe(200);
      expect(res.body.data.email).toBe(DEMO_MEMBER_EMAIL);
    });

    it('issues a new token per login and stores only its SHA-256', async () => {
      const first = await login(server, DEMO_MEMBER_EMAIL, TEST_DEMO_PASSWORD);
      const second = await login(server, DEMO_MEMBER_EMAIL, TEST_DEMO_PASSWORD);
      expect(first.token).not.toBe(second.token);

      const rows = await server.app.db.selectFrom('sessions').select(['token_hash', 'expires_at']).execute();
      const hashes = rows.map((row) => row.token_hash);
      expect(hashes).toContain(createHash('sha256').update(first.token).digest('hex'));
      expect(hashes).not.toContain(first.token);
      const row = rows.find((r) => r.token_hash === createHash('sha256').update(second.token).digest('hex'));
      const lifetime = Date.parse(row?.expires_at ?? '') - Date.now();
      expect(lifetime).toBeGreaterThan(THIRTY_DAYS_S * 1000 - 60_000);
      expect(lifetime).toBeLessThanOrEqual(THIRTY_DAYS_S * 1000);

      expect((await me({ authorization: `Bearer ${first.token}` })).status).toBe(200);
      expect((await me({ authorization: `Bearer ${second.token}` })).status).toBe(200);
    });

    it('answers a wrong password, an unknown e-mail, a blocked member and a pending applicant identically', async () => {
      const wrongPassword = await postLogin(server, DEMO_MEMBER_EMAIL, 'not-the-password');
      const unknownEmail = await postLogin(server, 'nobody@example.com', 'not-the-password');
      const noPasswordYet = await (async () => {
        await makeUser('new.member@example.com', null);
        return postLogin(server, 'new.member@example.com', 'anything-at-all');
      })();
      const blocked = await (async () => {
        await makeUser('blocked.guess@example.com', 'blocked-password', { isActive: false });
        return postLogin(server, 'blocked.guess@example.com', 'not-the-password');
      })();
      const applicant = await (async () => {
        const { email } = await addPendingApplication(server.app.db);
        return postLogin(server, email, 'not-the-password');
      })();
      const all = [wrongPassword, unknownEmail, noPasswordYet, blocked, applicant];
      for (const res of all) {
        expect(res.status).toBe(401);
        expect(res.body).toEqual({ message: 'Invalid email or password' });
        expect(res.text).toBe(wrongPassword.text);
        expect(res.headers.get('content-type')).toBe(wrongPassword.headers.get('content-type'));
        expect(res.headers.get('set-cookie')).toBeNull();
      }
    });

    it('takes the same time for a wrong password, an unknown e-mail, a blocked member and a pending applicant', async () => {
      type Kind = 'wrong' | 'unknown' | 'blocked' | 'applicant';
      const kinds: Kind[] = ['wrong', 'unknown', 'blocked', 'applicant'];
      let run = 0;
      // One run: fresh accounts (each gets 6 failures, under the per-account limit), a warm-up
      // round (not counted), then 5 rounds, each in another order. Timed from a worker thread.
      const measure = async () => {
        run += 1;
        const wrong = await makeUser(`timed.wrong.${run}@example.com`, 'the-real-password');
        const blocked = await makeUser(`timed.blocked.${run}@example.com`, 'the-real-password', { isActive: false });
        const { email: applicant } = await addPendingApplication(server.app.db);
        const emailOf = (kind: Kind, round: number) =>
          ({ wrong: wrong.email, unknown: `timed.nobody.${run}.${round}@example.com`, blocked: blocked.email, applicant })[kind];
        const order: Kind[] = [];
        for (let round = 0; round < 6; round += 1) order.push(...kinds.map((_, i) => kinds[(i + round) % 4] as Kind));
        const results = await timeRequests(
          server.url,
          order.map((kind, i) => ({
            path: '/api/auth/login',
            json: { email: emailOf(kind, Math.floor(i / 4)), password: 'a-wrong-password' },
            headers: { origin: server.origin },
          })),
        );
        for (const result of results) expect([result.status, JSON.parse(result.text)]).toEqual([401, { message: 'Invalid email or password' }]);
        const counted = results.map((result, i) => ({ kind: order[i], ms: result.ms })).slice(4);
        return Object.fromEntries(kinds.map((kind) => [kind, median(counted.filter((r) => r.kind === kind).map((r) => r.ms))])) as Record<Kind, number>;
      };
      // Every kind runs one argon2 verify (tens of milliseconds); one that skipped it would answer
      // in a millisecond or two and fall outside this bound.
      const gap = (times: Record<Kind, number>) => Math.max(...kinds.map((kind) => Math.abs(times[kind] - times.wrong)));
      const tolerance = (times: Record<Kind, number>) => Math.max(5, times.wrong * 0.5);
      // A loaded machine can skew one run; a real difference shows in every run.
      let times = await measure();
      for (let attempt = 1; attempt < 3 && gap(times) >= tolerance(times); attempt += 1) times = await measure();
      expect(gap(times)).toBeLessThan(tolerance(times));
    });

    it('refuses a deactivated member: 403 with the right password, 401 with a wrong one', async () => {
      const user = await makeUser('blocked@example.com', 'blocked-password');
      const before = await login(server, 'blocked@example.com', 'blocked-password');
      await updateUser(server.app.db, user.id, { isActive: false });

      const right = await postLogin(server, 'blocked@example.com', 'blocked-password');
      expect(right.status).toBe(403);
      expect(right.body).toEqual({ message: 'This account has been deactivated. Please contact the club.' });
      expect(right.headers.get('set-cookie')).toBeNull();

      const wrong = await postLogin(server, 'blocked@example.com', 'wrong-password');
      expect(wrong.status).toBe(401);
      expect(wrong.body).toEqual({ message: 'Invalid email or password' });

      // Sessions opened before the block no longer work.
      expect((await me({ authorization: `Bearer ${before.token}` })).status).toBe(401);
      expect((await me({ cookie: before.cookie })).status).toBe(401);

      await updateUser(server.app.db, user.id, { isActive: true });
      expect((await me({ authorization: `Bearer ${before.token}` })).status).toBe(200);
    });

    it('never reuses a token the request arrives with, and ends that session (no session fixation)', async () => {
      // A token an attacker planted: well-formed but unknown to the server.
      const planted = 'P'.repeat(43);
      const withPlanted = await call(server, '/api/auth/login', {
        json: { email: DEMO_MEMBER_EMAIL, password: TEST_DEMO_PASSWORD },
        headers: { origin: server.origin, cookie: `club_session=${planted}`, authorization: `Bearer ${planted}` },
      });
      expect(withPlanted.status).toBe(200);
      expect(withPlanted.body.token).not.toBe(planted);
      expect(cookiePair(withPlanted.headers.get('set-cookie'))).toBe(`club_session=${withPlanted.body.token}`);
      expect((await me({ cookie: `club_session=${planted}` })).status).toBe(401);

      // A live session (someone else's, left in a shared browser) is ended, not carried over.
      await makeUser('previous.user@example.com', 'previous-password');
      const previous = await login(server, 'previous.user@example.com', 'previous-password');
      const previousBearer = await login(server, 'previous.user@example.com', 'previous-password');
      const res = await call(server, '/api/auth/login', {
        json: { email: DEMO_MEMBER_EMAIL, password: TEST_DEMO_PASSWORD },
        headers: { origin: server.origin, cookie: previous.cookie, authorization: `Bearer ${previousBearer.token}` },
      });
      expect(res.status).toBe(200);
      expect([previous.token, previousBearer.token]).not.toContain(res.body.token);
      expect((await me({ cookie: previous.cookie })).status).toBe(401);
      expect((await me({ authorization: `Bearer ${previousBearer.token}` })).status).toBe(401);
      const now = await me({ authorization: `Bearer ${res.body.token}` });
      expect(now.body.data.email).toBe(DEMO_MEMBER_EMAIL);
    });

    it('keeps the session the request arrived with when the login fails', async () => {
      const session = await login(server, DEMO_MEMBER_EMAIL, TEST_DEMO_PASSWORD);
      const res = await call(server, '/api/auth/login', {
        json: { email: DEMO_MEMBER_EMAIL, password: 'not-the-password' },
        headers: { origin: server.origin, cookie: session.cookie },
      });
      expect(res.status).toBe(401);
      expect((await me({ cookie: session.cookie })).status).toBe(200);
    });

    it('requires both fields', async () => {
      const res = await postLogin(server, '', '');
      expect(res.status).toBe(400);
      expect(res.body.message).toEqual([
        { field: 'email', message: 'Email is required' },
        { field: 'password', message: 'Password is required' },
      ]);
    });
  });

  describe('GET /api/auth/me', () => {
    it('accepts the token as a bearer header and as the cookie', async () => {
      const session = await login(server, DEMO_MEMBER_EMAIL, TEST_DEMO_PASSWORD);
      const byBearer = await me({ authorization: `Bearer ${session.token}` });
      const byCookie = await me({ cookie: session.cookie });
      for (const res of [byBearer, byCookie]) {
        expect(res.status).toBe(200);
        expect(res.body).toEqual({ data: session.user });
        expect(res.headers.get('cache-control')).toBe('no-store');
      }
    });

    it('answers 401 without a valid session', async () => {
      const forged = 'A'.repeat(43);
      const attempts: Record<string, string>[] = [
        {},
        { authorization: `Bearer ${forged}` },
        { authorization: 'Bearer not-a-token' },
        { cookie: `club_session=${forged}` },
        { authorization: 'Basic dXNlcjpwYXNz' },
      ];
      for (const headers of attempts) {
        const res = await me(headers);
        expect(res.status).toBe(401);
        expect(res.body).toEqual({ message: 'Not signed in' });
      }
    });

    it('answers 401 for an expired session', async () => {
      const session = await login(server, DEMO_MEMBER_EMAIL, TEST_DEMO_PASSWORD);
      const tokenHash = createHash('sha256').update(session.token).digest('hex');
      await server.app.db
        .updateTable('sessions')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .where('token_hash', '=', tokenHash)
        .execute();
      expect((await me({ authorization: `Bearer ${session.token}` })).status).toBe(401);
    });

    it('reflects the admin flag from the database, not from the client', async () => {
      const admin = await makeUser('second.admin@example.com', 'admin-password-1');
      await updateUser(server.app.db, admin.id, { isAdmin: true });
      const session = await login(server, 'second.admin@example.com', 'admin-password-1');
      expect(session.user.isAdmin).toBe(true);
      await updateUser(server.app.db, admin.id, { isAdmin: false });
      const res = await me({ authorization: `Bearer ${session.token}` });
      expect(res.body.data.isAdmin).toBe(false);
    });
  });

  describe('POST /api/auth/logout', () => {
    it('revokes a cookie session and clears the cookie', async () => {
      const session = await login(server, DEMO_MEMBER_EMAIL, TEST_DEMO_PASSWORD);
      const res = await call(server, '/api/auth/logout', {
        method: 'POST',
        headers: { cookie: session.cookie, origin: server.origin },
      });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true });
      const cleared = res.headers.get('set-cookie') ?? '';
      expect(cleared).toMatch(/^club_session=;/);
      expect(cleared).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/i);
      expect(cleared).toMatch(/Path=\//);

      expect((await me({ cookie: session.cookie })).status).toBe(401);
      expect((await me({ authorization: `Bearer ${session.token}` })).status).toBe(401);
    });

    it('revokes both sessions when the call carries a bearer token and another session cookie', async () => {
      const byBearer = await login(server, DEMO_MEMBER_EMAIL, TEST_DEMO_PASSWORD);
      const byCookie = await login(server, DEMO_MEMBER_EMAIL, TEST_DEMO_PASSWORD);
      const res = await call(server, '/api/auth/logout', {
        method: 'POST',
        headers: { authorization: `Bearer ${byBearer.token}`, cookie: byCookie.cookie, origin: server.origin },
      });
      expect(res.status).toBe(200);
      // Replaying either afterwards gets nowhere.
      expect((await me({ authorization: `Bearer ${byBearer.token}` })).status).toBe(401);
      expect((await me({ cookie: byCookie.cookie })).status).toBe(401);
      expect((await me({ authorization: `Bearer ${byCookie.token}` })).status).toBe(401);
    });

    it('revokes a bearer session', async () => {
      const session = await login(server, DEMO_MEMBER_EMAIL, TEST_DEMO_PASSWORD);
      const other = await login(server, DEMO_MEMBER_EMAIL, TEST_DEMO_PASSWORD);
      const res = await call(server, '/api/auth/logout', {
        method: 'POST',
        headers: { authorization: `Bearer ${session.token}` },
      });
      expect(res.status).toBe(200);
      expect((await me({ authorization: `Bearer ${session.token}` })).status).toBe(401);
      // Only that session ends.
      expect((await me({ authorization: `Bearer ${other.token}` })).status).toBe(200);
    });

    it('answers 200 without a session', async () => {
      const res = await call(server, '/api/auth/logout', { method: 'POST', headers: { origin: server.origin } });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true });
    });
  });

  it('stores e-mails in lowercase', async () => {
    await makeUser('Mixed.Case@Example.com', 'whatever-password');
    const user = await findUserByEmail(server.app.db, 'MIXED.case@example.COM');
    expect(user?.email).toBe('mixed.case@example.com');
  });
});

describe.each(engines)('auth on an https site (%s)', (engine) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(await createTestDatabase(engine), { SITE_URL: 'https://club.example.com' });
  });

  afterAll(async () => {
    await server?.close();
    await dropTestDatabases();
  });

  it('marks the session cookie Secure', async () => {
    const session = await login(server, DEMO_MEMBER_EMAIL, TEST_DEMO_PASSWORD);
    expect(session.setCookie.split(';').map((p) => p.trim())).toContain('Secure');
  });
});
