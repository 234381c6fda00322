import { call, login } from '../test/http';
import { createTestDatabase, dropTestDatabases, engines } from '../test/test-database';
import { DEMO_MEMBER_EMAIL, TEST_DEMO_PASSWORD, startTestServer, type TestServer } from '../test/test-server';

const REFUSED = { message: 'Cross-site request refused' };

describe.each(engines)('cross-site request guard (%s)', (engine) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(await createTestDatabase(engine), { SITE_URL: 'https://club.example.com' });
  });

  afterAll(async () => {
    await server?.close();
    await dropTestDatabases();
  });

  const credentials = { email: DEMO_MEMBER_EMAIL, password: TEST_DEMO_PASSWORD };
  const me = (headers: Record<string, string>) => call(server, '/api/auth/me', { headers });

  it('refuses a write from a foreign Origin', async () => {
    for (const origin of ['https://evil.example', 'null', 'https://club.example.com.evil.example', 'http://club.example.com']) {
      const res = await call(server, '/api/auth/login', { json: credentials, headers: { origin } });
      expect(res.status).toBe(403);
      expect(res.body).toEqual(REFUSED);
      expect(res.headers.get('set-cookie')).toBeNull();
    }
  });

  it("accepts the site's own origins", async () => {
    for (const origin of ['https://club.example.com', server.origin, server.origin.replace('127.0.0.1', 'localhost')]) {
      const res = await call(server, '/api/auth/login', { json: credentials, headers: { origin } });
      expect(res.status).toBe(200);
    }
  });

  it('refuses a cookie-authenticated write without an Origin', async () => {
    const session = await login(server, DEMO_MEMBER_EMAIL, TEST_DEMO_PASSWORD);
    const res = await call(server, '/api/auth/logout', { method: 'POST', headers: { cookie: session.cookie } });
    expect(res.status).toBe(403);
    expect(res.body).toEqual(REFUSED);
    // The refused logout did nothing.
    expect((await me({ cookie: session.cookie })).status).toBe(200);
  });

  it('cannot be sidestepped by percent-encoding the /api path', async () => {
    const session = await login(server, DEMO_MEMBER_EMAIL, TEST_DEMO_PASSWORD);
    const res = await call(server, '/%61pi/auth/logout', { method: 'POST', headers: { cookie: session.cookie } });
    expect(res.status).toBe(403);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect((await me({ cookie: session.cookie })).status).toBe(200);
  });

  it('accepts a bearer-token write without an Origin', async () => {
    const session = await login(server, DEMO_MEMBER_EMAIL, TEST_DEMO_PASSWORD);
    const res = await call(server, '/api/auth/logout', {
      method: 'POST',
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(res.status).toBe(200);
    expect((await me({ authorization: `Bearer ${session.token}` })).status).toBe(401);
  });

  it('refuses a foreign Origin even with a bearer token', async () => {
    const session = await login(server, DEMO_MEMBER_EMAIL, TEST_DEMO_PASSWORD);
    const res = await call(server, '/api/auth/logout', {
      method: 'POST',
      headers: { authorization: `Bearer ${session.token}`, origin: 'https://evil.example' },
    });
    expect(res.status).toBe(403);
    expect((await me({ authorization: `Bearer ${session.token}` })).status).toBe(200);
  });

  it('accepts a write without Origin and without any session (e.g. curl)', async () => {
    const res = await call(server, '/api/auth/login', { json: credentials });
    expect(res.status).toBe(200);
  });

  it('lets reads through whatever their Origin', async () => {
    const session = await login(server, DEMO_MEMBER_EMAIL, TEST_DEMO_PASSWORD);
    const res = await me({ cookie: session.cookie, origin: 'https://evil.example' });
    expect(res.status).toBe(200);
  });
});
