import { call } from '../../test/http';
import { uniqueEmail, validApplication } from '../../test/membership-application-fixture';
import { engines } from '../../test/test-database';
import { inTurn, serverPerTest, type TestServer } from '../../test/test-server';
import {
  APPLICATION_EMAIL_RATE_LIMIT, APPLICATION_RATE_LIMIT, APPLICATION_WINDOW_MS,
} from './membership-application-routes';

const TOO_MANY = { message: 'Too many applications submitted. Please try again later.' };

describe.each(engines)('membership application rate limit (%s)', (engine) => {
  // A fresh server per test: the limiter's counters start clean.
  const start = serverPerTest(engine, { SEED_DEMO: '0' });

  const apply = (server: TestServer, body: unknown, headers: Record<string, string> = {}) =>
    call(server, '/api/user/membership/create', { json: body, headers: { origin: server.origin, ...headers } });

  it('is 5 applications per client per hour', () => {
    expect(APPLICATION_RATE_LIMIT).toBe(5);
    expect(APPLICATION_WINDOW_MS).toBe(60 * 60 * 1000);
  });

  it('answers a JSON 429 with Retry-After once the limit is used, refused ones included', async () => {
    const server = await start();
    const first = validApplication();
    expect((await apply(server, first)).status).toBe(201);
    // A duplicate (409) and an invalid one (400) count too.
    expect((await apply(server, { ...first })).status).toBe(409);
    expect((await apply(server, validApplication({ phoneNumber: '12' }))).status).toBe(400);
    for (let i = 3; i < APPLICATION_RATE_LIMIT; i += 1) expect((await apply(server, validApplication())).status).toBe(201);

    const limited = await apply(server, validApplication());
    expect(limited.status).toBe(429);
    expect(limited.headers.get('content-type')).toMatch(/^application\/json/);
    expect(limited.body).toEqual(TOO_MANY);
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(APPLICATION_WINDOW_MS / 1000);

    const stored = await server.app.db.selectFrom('membership_applications').select('id').execute();
    expect(stored).toHaveLength(APPLICATION_RATE_LIMIT - 2);
    // Its own counter: the contact form and other routes are not limited by it.
    const contact = await call(server, '/api/user/auth/contact', {
      json: { fullName: 'Taylor', email: 'taylor@example.com', interest: 'Other', message: 'Hello to the club.' },
      headers: { origin: server.origin },
    });
    expect(contact.status).toBe(201);
    expect((await call(server, '/api/health')).status).toBe(200);
    await server.app.backgroundTasks.idle();
  });

  it('counts per forwarded client when TRUST_PROXY is set', async () => {
    const server = await start({ TRUST_PROXY: '1' });
    const from = (ip: string) => ({ 'x-forwarded-for': ip });
    for (let i = 0; i < APPLICATION_RATE_LIMIT; i += 1) {
      expect((await apply(server, validApplication(), from('203.0.113.40'))).status).toBe(201);
    }
    expect((await apply(server, validApplication(), from('203.0.113.40'))).status).toBe(429);
    expect((await apply(server, validApplication(), from('203.0.113.41'))).status).toBe(201);
  });

  it('cannot be escaped by rotating X-Forwarded-For when TRUST_PROXY is off', async () => {
    const server = await start();
    for (let i = 0; i < APPLICATION_RATE_LIMIT; i += 1) {
      expect((await apply(server, validApplication(), { 'x-forwarded-for': `198.51.100.${i + 1}` })).status).toBe(201);
    }
    const limited = await apply(server, validApplication(), { 'x-forwarded-for': '198.51.100.99' });
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual(TOO_MANY);
  });

  it(`is ${APPLICATION_EMAIL_RATE_LIMIT} attempts per applicant e-mail, whatever its case, spaces or +tag, from any client`, async () => {
    const server = await start({ TRUST_PROXY: '1' });
    const from = (n: number) => ({ 'x-forwarded-for': `203.0.113.${n}` });
    const email = uniqueEmail('probe');
    const [local, host = ''] = email.split('@');
    // Pending (201), the same mailbox again (409), a +tag form (stored as its own address, 201).
    const attempts: [string, number][] = [
      [email, 201],
      [`  ${email.toUpperCase()} `, 409],
      [`${local}+again@${host}`, 201],
    ];
    expect(attempts).toHaveLength(APPLICATION_EMAIL_RATE_LIMIT);
    for (const [i, [address, status]] of attempts.entries()) {
      expect((await apply(server, validApplication({ email: address }), from(i + 1))).status).toBe(status);
    }

    const limited = await apply(server, validApplication({ email: `${local}+fresh@${host.toUpperCase()}` }), from(50));
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual(TOO_MANY);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    const stored = await server.app.db.selectFrom('membership_applications').select('email').execute();
    expect(stored.filter((row) => row.email.startsWith(`${local}`))).toHaveLength(2);
    expect((await apply(server, validApplication(), from(51))).status).toBe(201);
  });

  // Instances over one database, taking requests in turn as behind a load balancer.
  describe('over two instances', () => {
    const expectLimited = (res: Awaited<ReturnType<typeof call>>) => {
      expect(res.status).toBe(429);
      expect(res.body).toEqual(TOO_MANY);
      const retryAfter = Number(res.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(APPLICATION_WINDOW_MS / 1000);
    };

    it(`counts ${APPLICATION_RATE_LIMIT} applications per client once for both`, async () => {
      const servers = [await start(), await start()];
      const next = inTurn(servers);
      for (let i = 0; i < APPLICATION_RATE_LIMIT; i += 1) expect((await apply(next(), validApplication())).status).toBe(201);
      for (const server of servers) expectLimited(await apply(server, validApplication()));
    });

    it(`counts ${APPLICATION_EMAIL_RATE_LIMIT} applications per e-mail once for both`, async () => {
      const servers = [await start({ TRUST_PROXY: '1' }), await start({ TRUST_PROXY: '1' })];
      const next = inTurn(servers);
      const from = (n: number) => ({ 'x-forwarded-for': `203.0.113.${n}` });
      const [local, host = ''] = uniqueEmail('shared').split('@');
      for (let i = 0; i < APPLICATION_EMAIL_RATE_LIMIT; i += 1) {
        const res = await apply(next(), validApplication({ email: `${local}+${i}@${host}` }), from(i + 1));
        expect(res.status).toBe(201);
      }
      for (const [i, server] of servers.entries()) {
        expectLimited(await apply(server, validApplication({ email: `${local}+late${i}@${host}` }), from(60 + i)));
      }
    });
  });
});
