import { call } from '../../test/http';
import { engines } from '../../test/test-database';
import { inTurn, serverPerTest, type TestServer } from '../../test/test-server';
import { CONTACT_EMAIL_RATE_LIMIT, CONTACT_RATE_LIMIT, CONTACT_WINDOW_MS } from './contact-routes';

const TOO_MANY = { message: 'Too many messages sent. Please try again later.' };

describe.each(engines)('contact rate limit (%s)', (engine) => {
  // A fresh server per test: the limiter's counters start clean.
  const start = serverPerTest(engine, { SEED_DEMO: '0' });
  let sequence = 0;

  const contact = (server: TestServer, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    call(server, '/api/user/auth/contact', {
      json: {
        fullName: 'Taylor Visitor',
        // Each its own sender: the per-e-mail limit is not what these tests look at.
        email: `taylor.${(sequence += 1)}@example.com`,
        interest: 'Other',
        message: 'Just saying hello to the club.',
        ...body,
      },
      headers: { origin: server.origin, ...headers },
    });

  it('is 5 messages per client per 15 minutes', () => {
    expect(CONTACT_RATE_LIMIT).toBe(5);
    expect(CONTACT_WINDOW_MS).toBe(15 * 60 * 1000);
  });

  it('answers a JSON 429 with Retry-After once the limit is used, refused ones included', async () => {
    const server = await start();
    for (let i = 0; i < CONTACT_RATE_LIMIT - 1; i += 1) expect((await contact(server, {})).status).toBe(201);
    expect((await contact(server, { message: 'short' })).status).toBe(400);

    const limited = await contact(server, {});
    expect(limited.status).toBe(429);
    expect(limited.headers.get('content-type')).toMatch(/^application\/json/);
    expect(limited.body).toEqual(TOO_MANY);
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(CONTACT_WINDOW_MS / 1000);

    // Nothing stored by the refused request; other routes are not limited by it.
    const stored = await server.app.db.selectFrom('contact_messages').select('id').execute();
    expect(stored).toHaveLength(CONTACT_RATE_LIMIT - 1);
    expect((await call(server, '/api/health')).status).toBe(200);
    await server.app.backgroundTasks.idle();
  });

  it('counts per forwarded client when TRUST_PROXY is set', async () => {
    const server = await start({ TRUST_PROXY: '1' });
    const from = (ip: string) => ({ 'x-forwarded-for': ip });
    for (let i = 0; i < CONTACT_RATE_LIMIT; i += 1) {
      expect((await contact(server, {}, from('203.0.113.30'))).status).toBe(201);
    }
    expect((await contact(server, {}, from('203.0.113.30'))).status).toBe(429);
    expect((await contact(server, {}, from('203.0.113.31'))).status).toBe(201);
    await server.app.backgroundTasks.idle();
  });

  it('cannot be escaped by rotating X-Forwarded-For when TRUST_PROXY is off', async () => {
    const server = await start();
    for (let i = 0; i < CONTACT_RATE_LIMIT; i += 1) {
      expect((await contact(server, {}, { 'x-forwarded-for': `198.51.100.${i + 1}` })).status).toBe(201);
    }
    const limited = await contact(server, {}, { 'x-forwarded-for': '198.51.100.99', forwarded: 'for=198.51.100.98' });
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual(TOO_MANY);
    await server.app.backgroundTasks.idle();
  });

  it(`is ${CONTACT_EMAIL_RATE_LIMIT} messages per sender e-mail, whatever its case, spaces or +tag, from any client`, async () => {
    const server = await start({ TRUST_PROXY: '1' });
    const from = (n: number) => ({ 'x-forwarded-for': `203.0.113.${n}` });
    const forms = ['Sam.Sender@Example.com', '  sam.sender@example.com ', 'SAM.SENDER+again@EXAMPLE.COM'];
    expect(forms).toHaveLength(CONTACT_EMAIL_RATE_LIMIT);
    for (const [i, email] of forms.entries()) expect((await contact(server, { email }, from(i + 1))).status).toBe(201);

    const limited = await contact(server, { email: 'sam.sender+fresh@example.com' }, from(50));
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual(TOO_MANY);
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(CONTACT_WINDOW_MS / 1000);
    const stored = await server.app.db.selectFrom('contact_messages').select('email').execute();
    expect(stored.filter((row) => /^sam\.sender/i.test(row.email.trim()))).toHaveLength(CONTACT_EMAIL_RATE_LIMIT);

    // Another sender is not limited by it.
    expect((await contact(server, { email: 'someone.else@example.com' }, from(51))).status).toBe(201);
    await server.app.backgroundTasks.idle();
  });

  // Instances over one database, taking requests in turn as behind a load balancer.
  describe('over two instances', () => {
    const expectLimited = (res: Awaited<ReturnType<typeof call>>) => {
      expect(res.status).toBe(429);
      expect(res.body).toEqual(TOO_MANY);
      const retryAfter = Number(res.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(CONTACT_WINDOW_MS / 1000);
    };

    it(`counts ${CONTACT_RATE_LIMIT} messages per client once for both`, async () => {
      const servers = [await start(), await start()];
      const next = inTurn(servers);
      for (let i = 0; i < CONTACT_RATE_LIMIT; i += 1) expect((await contact(next(), {})).status).toBe(201);
      for (const server of servers) expectLimited(await contact(server, {}));
      for (const server of servers) await server.app.backgroundTasks.idle();
    });

    it(`counts ${CONTACT_EMAIL_RATE_LIMIT} messages per sender e-mail once for both`, async () => {
      const servers = [await start({ TRUST_PROXY: '1' }), await start({ TRUST_PROXY: '1' })];
      const next = inTurn(servers);
      const from = (n: number) => ({ 'x-forwarded-for': `203.0.113.${n}` });
      for (let i = 0; i < CONTACT_EMAIL_RATE_LIMIT; i += 1) {
        expect((await contact(next(), { email: 'pat.sender@example.com' }, from(i + 1))).status).toBe(201);
      }
      for (const [i, server] of servers.entries()) expectLimited(await contact(server, { email: 'pat.sender@example.com' }, from(60 + i)));
      for (const server of servers) await server.app.backgroundTasks.idle();
    });
  });
});
