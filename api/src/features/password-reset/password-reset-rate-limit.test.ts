import { call } from '../../test/http';
import { engines } from '../../test/test-database';
import { inTurn, serverPerTest, type TestServer } from '../../test/test-server';

const TOO_MANY = { message: 'Too many attempts. Please try again later.' };
const FIFTEEN_MINUTES_S = 15 * 60;

describe.each(engines)('password reset rate limits (%s)', (engine) => {
  // A fresh server per test: the limiter's counters start clean.
  const start = serverPerTest(engine, { SEED_DEMO: '0' });

  const forgot = (server: TestServer, email: string, headers: Record<string, string> = {}) =>
    call(server, '/api/auth/forgot-password', { json: { email }, headers: { origin: server.origin, ...headers } });
  const reset = (server: TestServer, headers: Record<string, string> = {}) =>
    call(server, '/api/auth/reset-password', {
      method: 'PATCH',
      json: { token: 'A'.repeat(43), newPassword: 'brand-new-password' },
      headers: { origin: server.origin, ...headers },
    });

  function expectLimited(res: Awaited<ReturnType<typeof call>>) {
    expect(res.status).toBe(429);
    expect(res.body).toEqual(TOO_MANY);
    const retryAfter = Number(res.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(FIFTEEN_MINUTES_S);
  }

  it('allows 5 forgot-password requests per client per 15 minutes', async () => {
    const server = await start();
    for (let i = 0; i < 5; i += 1) {
      // Known or not, every request counts.
      expect((await forgot(server, `someone-${i}@example.com`)).status).toBe(200);
    }
    expectLimited(await forgot(server, 'someone-else@example.com'));
    // Only this route is limited by it.
    expect((await reset(server)).status).toBe(400);
    expect((await call(server, '/api/health')).status).toBe(200);
    await server.app.backgroundTasks.idle();
  });

  it('allows 10 reset-password requests per client per 15 minutes', async () => {
    const server = await start();
    for (let i = 0; i < 10; i += 1) expect((await reset(server)).status).toBe(400);
    expectLimited(await reset(server));
    expect((await forgot(server, 'someone@example.com')).status).toBe(200);
  });

  it('counts per forwarded client when TRUST_PROXY is set', async () => {
    const server = await start({ TRUST_PROXY: '1' });
    for (let i = 0; i < 5; i += 1) {
      expect((await forgot(server, 'a@example.com', { 'x-forwarded-for': '203.0.113.20' })).status).toBe(200);
    }
    expectLimited(await forgot(server, 'a@example.com', { 'x-forwarded-for': '203.0.113.20' }));
    expect((await forgot(server, 'a@example.com', { 'x-forwarded-for': '203.0.113.21' })).status).toBe(200);
  });

  // Instances over one database, taking requests in turn as behind a load balancer.
  describe('over two instances', () => {
    it('counts the 5 forgot-password requests per client once for both', async () => {
      const servers = [await start(), await start()];
      const next = inTurn(servers);
      for (let i = 0; i < 5; i += 1) expect((await forgot(next(), `someone-${i}@example.com`)).status).toBe(200);
      for (const server of servers) expectLimited(await forgot(server, 'someone-else@example.com'));
      for (const server of servers) await server.app.backgroundTasks.idle();
    });

    it('counts the 10 reset-password requests per client once for both', async () => {
      const servers = [await start(), await start()];
      const next = inTurn(servers);
      for (let i = 0; i < 10; i += 1) expect((await reset(next())).status).toBe(400);
      for (const server of servers) expectLimited(await reset(server));
    });
  });
});
