import { call, clientAddresses } from '../../test/http';
import { engines } from '../../test/test-database';
import { DEMO_MEMBER_EMAIL, TEST_DEMO_PASSWORD, inTurn, serverPerTest, type TestServer } from '../../test/test-server';
import { ACCOUNT_LOGIN_FAILURES } from './account-throttle';

const TOO_MANY = { message: 'Too many attempts. Please try again later.' };

describe.each(engines)('login rate limit (%s)', (engine) => {
  // A fresh server per test: the limiter's counters start clean.
  const start = serverPerTest(engine, { SEED_DEMO: '1' });

  const attempt = (server: TestServer, password: string, headers: Record<string, string> = {}) =>
    call(server, '/api/auth/login', {
      json: { email: DEMO_MEMBER_EMAIL, password },
      headers: { origin: server.origin, ...headers },
    });

  it('answers 429 with Retry-After once LOGIN_RATE_LIMIT attempts are used', async () => {
    const server = await start({ LOGIN_RATE_LIMIT: '3' });
    for (let i = 0; i < 3; i += 1) expect((await attempt(server, 'wrong-password')).status).toBe(401);

    const limited = await attempt(server, TEST_DEMO_PASSWORD);
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual(TOO_MANY);
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(limited.headers.get('set-cookie')).toBeNull();

    // Other routes are not limited by it.
    expect((await call(server, '/api/health')).status).toBe(200);
  });

  it('ignores X-Forwarded-For unless TRUST_PROXY is set', async () => {
    const server = await start({ LOGIN_RATE_LIMIT: '2' });
    for (const ip of ['203.0.113.1', '203.0.113.2']) {
      expect((await attempt(server, 'wrong', { 'x-forwarded-for': ip })).status).toBe(401);
    }
    expect((await attempt(server, 'wrong', { 'x-forwarded-for': '203.0.113.3' })).status).toBe(429);
  });

  it('counts per forwarded client when TRUST_PROXY is set', async () => {
    const server = await start({ LOGIN_RATE_LIMIT: '2', TRUST_PROXY: '1' });
    for (let i = 0; i < 2; i += 1) {
      expect((await attempt(server, 'wrong', { 'x-forwarded-for': '203.0.113.10' })).status).toBe(401);
    }
    expect((await attempt(server, 'wrong', { 'x-forwarded-for': '203.0.113.10' })).status).toBe(429);
    expect((await attempt(server, TEST_DEMO_PASSWORD, { 'x-forwarded-for': '203.0.113.11' })).status).toBe(200);
  });

  // TRUST_PROXY trusts one hop (app/build-server.ts): request.ip is the address the proxy
  // appended, not the left-most X-Forwarded-For entry, which the client writes itself.
  it('with TRUST_PROXY, counts the address the proxy appended, not what the client prepends', async () => {
    const server = await start({ LOGIN_RATE_LIMIT: '2', TRUST_PROXY: '1' });
    const statuses = [];
    for (let i = 0; i < 3; i += 1) {
      // `<claimed by the client>, <appended by the proxy>`
      statuses.push((await attempt(server, 'wrong', { 'x-forwarded-for': `10.9.9.${i}, 203.0.113.50` })).status);
    }
    expect(statuses).toEqual([401, 401, 429]);
  });

  describe('per account', () => {
    const as = (server: TestServer, email: string, password: string, headers: Record<string, string> = {}) =>
      call(server, '/api/auth/login', { json: { email, password }, headers: { origin: server.origin, ...headers } });

    it('locks an account after its failures, whatever client address each guess claims', async () => {
      // Trusting the proxy header: each guess really comes from a new client, so only the
      // per-account count can stop them.
      const server = await start({ TRUST_PROXY: '1' });
      const nextClient = clientAddresses('198.51');
      for (let i = 0; i < ACCOUNT_LOGIN_FAILURES; i += 1) {
        expect((await as(server, DEMO_MEMBER_EMAIL, `guess-${i}`, { 'x-forwarded-for': nextClient() })).status).toBe(401);
      }
      // Even the right password, from yet another client, in another spelling of the e-mail.
      const locked = await as(server, ' MEMBER@example.com', TEST_DEMO_PASSWORD, { 'x-forwarded-for': nextClient() });
      expect(locked.status).toBe(429);
      expect(locked.body).toEqual(TOO_MANY);
      expect(locked.headers.get('set-cookie')).toBeNull();
      const retryAfter = Number(locked.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);

      // Other accounts are not affected.
      expect((await as(server, 'admin.like@example.com', 'guess', { 'x-forwarded-for': nextClient() })).status).toBe(401);
    });

    it('locks an unknown e-mail the same way, so a lock-out reveals no account', async () => {
      const server = await start({ TRUST_PROXY: '1' });
      const nextClient = clientAddresses('198.52');
      const answers: string[] = [];
      for (const email of [DEMO_MEMBER_EMAIL, 'no.such.member@example.com']) {
        for (let i = 0; i <= ACCOUNT_LOGIN_FAILURES; i += 1) {
          const res = await as(server, email, `guess-${i}`, { 'x-forwarded-for': nextClient() });
          answers.push(`${res.status} ${res.text}`);
        }
      }
      const oneAccount = answers.slice(0, ACCOUNT_LOGIN_FAILURES + 1);
      expect(answers.slice(ACCOUNT_LOGIN_FAILURES + 1)).toEqual(oneAccount);
      expect(oneAccount.at(-1)).toBe(`429 ${JSON.stringify(TOO_MANY)}`);
    });

    it('starts the count again after a successful sign-in', async () => {
      const server = await start({ TRUST_PROXY: '1' });
      const nextClient = clientAddresses('198.53');
      for (let round = 0; round < 2; round += 1) {
        for (let i = 1; i < ACCOUNT_LOGIN_FAILURES; i += 1) {
          expect((await as(server, DEMO_MEMBER_EMAIL, 'wrong', { 'x-forwarded-for': nextClient() })).status).toBe(401);
        }
        expect((await as(server, DEMO_MEMBER_EMAIL, TEST_DEMO_PASSWORD, { 'x-forwarded-for': nextClient() })).status).toBe(200);
      }
    });
  });

  // Instances over one database, taking requests in turn as behind a load balancer: every limit
  // is counted once for all of them.
  describe('over two instances', () => {
    const expectLockedOut = (res: Awaited<ReturnType<typeof call>>) => {
      expect(res.status).toBe(429);
      expect(res.body).toEqual(TOO_MANY);
      const retryAfter = Number(res.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    };

    const signIn = (server: TestServer, password: string, client: string) =>
      call(server, '/api/auth/login', {
        json: { email: DEMO_MEMBER_EMAIL, password },
        headers: { origin: server.origin, 'x-forwarded-for': client },
      });

    it('counts LOGIN_RATE_LIMIT per client once for both', async () => {
      const servers = [await start({ LOGIN_RATE_LIMIT: '3' }), await start({ LOGIN_RATE_LIMIT: '3' })];
      const next = inTurn(servers);
      for (let i = 0; i < 3; i += 1) expect((await attempt(next(), 'wrong-password')).status).toBe(401);
      for (const server of servers) expectLockedOut(await attempt(server, TEST_DEMO_PASSWORD));
    });

    it('locks an account after its failures on any instance', async () => {
      const servers = [await start({ TRUST_PROXY: '1' }), await start({ TRUST_PROXY: '1' })];
      const next = inTurn(servers);
      const nextClient = clientAddresses('198.54');
      const guess = (server: TestServer, password: string) =>
        call(server, '/api/auth/login', {
          json: { email: DEMO_MEMBER_EMAIL, password },
          headers: { origin: server.origin, 'x-forwarded-for': nextClient() },
        });
      for (let i = 0; i < ACCOUNT_LOGIN_FAILURES; i += 1) expect((await guess(next(), `guess-${i}`)).status).toBe(401);
      for (const server of servers) expectLockedOut(await guess(server, TEST_DEMO_PASSWORD));
    });

    it('checks a burst of simultaneous guesses, spread over both, no more often than the lock allows', async () => {
      const servers = [await start({ TRUST_PROXY: '1' }), await start({ TRUST_PROXY: '1' })];
      const next = inTurn(servers);
      const nextClient = clientAddresses('198.55');
      const guesses = await Promise.all(Array.from({ length: 40 }, (_, i) => signIn(next(), `burst-${i}`, nextClient())));
      const statuses = guesses.map((res) => res.status);
      expect(statuses.filter((status) => status === 401)).toHaveLength(ACCOUNT_LOGIN_FAILURES);
      expect(statuses.filter((status) => status === 429)).toHaveLength(40 - ACCOUNT_LOGIN_FAILURES);
    });

    it('lets a burst of right passwords in, one place at a time', async () => {
      const servers = [await start({ TRUST_PROXY: '1' }), await start({ TRUST_PROXY: '1' })];
      const next = inTurn(servers);
      const nextClient = clientAddresses('198.56');
      const signIns = await Promise.all(Array.from({ length: 3 * ACCOUNT_LOGIN_FAILURES }, () => signIn(next(), TEST_DEMO_PASSWORD, nextClient())));
      expect(signIns.map((res) => res.status)).toEqual(signIns.map(() => 200));
    });
  });
});
