// The sessions a signed-in user sees and ends, over real HTTP.
import { call, login, type Login } from '../../test/http';
import { as } from '../../test/mfa';
import { addMember, MEMBER_PASSWORD } from '../../test/members';
import { createTestDatabase, dropTestDatabases, engines } from '../../test/test-database';
import { startTestServer, type TestServer } from '../../test/test-server';

const CHROME_ON_MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_ON_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

describe.each(engines)('sessions people see and end (%s)', (engine) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(await createTestDatabase(engine), { SEED_DEMO: '0', TRUST_PROXY: '1' });
  });

  afterAll(async () => {
    await server?.close();
    await dropTestDatabases();
  });

  let sequence = 0;
  async function member(): Promise<{ email: string; id: string }> {
    sequence += 1;
    const added = await addMember(server.app.db, { fullName: `Session Member ${sequence}`, canSignIn: true });
    return { email: added.email, id: added.id };
  }

  /** Signs in from a browser at a client address (the proxy's X-Forwarded-For). */
  async function signIn(email: string, userAgent: string, address: string): Promise<Login> {
    const res = await call(server, '/api/auth/login', {
      json: { email, password: MEMBER_PASSWORD },
      headers: { origin: server.origin, 'user-agent': userAgent, 'x-forwarded-for': address },
    });
    expect(res.status).toBe(200);
    return { token: res.body.token, cookie: `club_session=${res.body.token}`, setCookie: '', user: res.body.data };
  }

  const list = (who: Login) => call(server, '/api/auth/sessions', { headers: as(server, who) });
  const me = (who: Login) => call(server, '/api/auth/me', { headers: as(server, who) });

  it('lists the user’s sessions: browser and OS, created, last seen, the network only, which one is this; never a token', async () => {
    const { email } = await member();
    const mac = await signIn(email, CHROME_ON_MAC, '203.0.113.77');
    const phone = await signIn(email, SAFARI_ON_IPHONE, '2001:db8:abcd:12::1');
    const other = await member();
    await signIn(other.email, CHROME_ON_MAC, '198.51.100.1');

    const res = await list(phone);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const byBrowser = Object.fromEntries(res.body.data.map((s: { browser: string }) => [s.browser, s]));
    expect(res.body.data).toHaveLength(2);
    expect(byBrowser['Chrome 131']).toEqual({
      id: expect.any(String), browser: 'Chrome 131', os: 'macOS', address: '203.0.113.0/24',
      createdAt: expect.any(String), lastSeenAt: expect.any(String), current: false,
    });
    expect(byBrowser['Safari 17.5']).toEqual(expect.objectContaining({ os: 'iOS', address: '2001:db8:abcd::/48', current: true }));
    const text = JSON.stringify(res.body);
    for (const secret of [mac.token, phone.token]) expect(text).not.toContain(secret);
    const hashes = await server.app.db.selectFrom('sessions').select('token_hash').execute();
    for (const { token_hash } of hashes) expect(text).not.toContain(token_hash);
    expect(text).not.toContain('203.0.113.77');
  });

  it('ends one session by id; another user’s session id is a 404 and stays', async () => {
    const { email, id } = await member();
    const laptop = await signIn(email, CHROME_ON_MAC, '203.0.113.1');
    const phone = await signIn(email, SAFARI_ON_IPHONE, '203.0.113.2');
    const stranger = await member();
    const strangers = await signIn(stranger.email, CHROME_ON_MAC, '198.51.100.2');
    const strangersId = (await list(strangers)).body.data[0].id;

    const notYours = await call(server, `/api/auth/sessions/${strangersId}`, { method: 'DELETE', headers: as(server, laptop) });
    expect([notYours.status, notYours.body]).toEqual([404, { message: 'Session not found' }]);
    expect((await me(strangers)).status).toBe(200);

    const phoneId = (await list(laptop)).body.data.find((s: { current: boolean }) => !s.current).id;
    const ended = await call(server, `/api/auth/sessions/${phoneId}`, {
      method: 'DELETE',
      headers: { ...as(server, laptop), 'x-forwarded-for': '203.0.113.1' },
    });
    expect([ended.status, ended.body]).toEqual([200, { success: true }]);
    expect((await me(phone)).status).toBe(401);
    expect((await me(laptop)).status).toBe(200);
    const audit = await server.app.db.selectFrom('security_audit').select(['action', 'detail', 'client_address']).where('user_id', '=', id).execute();
    expect(audit).toEqual([{ action: 'session-ended', detail: phoneId, client_address: '203.0.113.0/24' }]);
  });

  it('ending the current session signs out and clears the cookie', async () => {
    const { email } = await member();
    const session = await signIn(email, CHROME_ON_MAC, '203.0.113.3');
    const [own] = (await list(session)).body.data;
    const res = await call(server, `/api/auth/sessions/${own.id}`, { method: 'DELETE', headers: { cookie: session.cookie, origin: server.origin } });
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toMatch(/^club_session=;/);
    expect((await me(session)).status).toBe(401);
  });

  it('ends every other session and keeps this one', async () => {
    const { email, id } = await member();
    const sessions = [];
    for (let i = 0; i < 3; i += 1) sessions.push(await signIn(email, CHROME_ON_MAC, `203.0.113.${10 + i}`));
    const [keep, ...others] = sessions as [Login, ...Login[]];
    const res = await call(server, '/api/auth/sessions', { method: 'DELETE', headers: as(server, keep) });
    expect([res.status, res.body]).toEqual([200, { success: true, ended: 2 }]);
    for (const other of others) expect((await me(other)).status).toBe(401);
    expect((await me(keep)).status).toBe(200);
    expect((await list(keep)).body.data).toHaveLength(1);
    const audit = await server.app.db.selectFrom('security_audit').select(['action', 'detail']).where('user_id', '=', id).execute();
    expect(audit).toEqual([{ action: 'other-sessions-ended', detail: '2' }]);
  });

  it('refuses a visitor (401) and a cross-site request with the cookie (403)', async () => {
    const { email } = await member();
    const session = await login(server, email, MEMBER_PASSWORD);
    expect((await call(server, '/api/auth/sessions')).status).toBe(401);
    const crossSite = await call(server, '/api/auth/sessions', { method: 'DELETE', headers: { cookie: session.cookie, origin: 'https://evil.test' } });
    expect(crossSite.status).toBe(403);
    expect((await me(session)).status).toBe(200);
  });
});
