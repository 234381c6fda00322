import { call } from '../../test/http';
import { engines } from '../../test/test-database';
import { DEMO_MEMBER_EMAIL, TEST_DEMO_PASSWORD, serverPerTest, type TestServer } from '../../test/test-server';

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
});
