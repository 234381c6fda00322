// What a hostile page (or a hand-made request) tries against the cookie session: an Authorization
// header that only looks like a bearer token, the "simple" bodies a foreign <form> can post
// without a preflight, and CORS that would let it read the answers.
import { call, login } from '../test/http';
import { createTestDatabase, dropTestDatabases, engines } from '../test/test-database';
import { DEMO_MEMBER_EMAIL, TEST_DEMO_PASSWORD, startTestServer, type TestServer } from '../test/test-server';

const REFUSED = { message: 'Cross-site request refused' };
const EVIL = 'https://evil.example';

/** The three content types a cross-site <form> (or a no-cors fetch) can send without a preflight. */
const SIMPLE_BODIES: [string, string][] = [
  ['text/plain', '{"fullName":"x"}'],
  ['application/x-www-form-urlencoded', 'fullName=x'],
  ['multipart/form-data; boundary=b', '--b\r\ncontent-disposition: form-data; name="fullName"\r\n\r\nx\r\n--b--\r\n'],
];

describe.each(engines)('cross-site probes (%s)', (engine) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(await createTestDatabase(engine), { SITE_URL: 'https://club.example.com' });
  });

  afterAll(async () => {
    await server?.close();
    await dropTestDatabases();
  });

  const signIn = () => login(server, DEMO_MEMBER_EMAIL, TEST_DEMO_PASSWORD);
  const stillSignedIn = async (cookie: string) => (await call(server, '/api/auth/me', { headers: { cookie } })).status;

  it.each([
    ['a bearer with two words', 'Bearer not-a token'],
    ['an empty bearer', 'Bearer '],
    ['a bare "Bearer"', 'Bearer'],
    ['another scheme', 'Basic dXNlcjpwYXNz'],
    ['a bearer and a tab-separated extra', 'Bearer\tabc\tdef'],
  ])('does not waive the Origin check for a cookie write with %s', async (_label, authorization) => {
    const session = await signIn();
    const res = await call(server, '/api/auth/logout', {
      method: 'POST',
      headers: { cookie: session.cookie, authorization },
    });
    expect(res.status).toBe(403);
    expect(res.body).toEqual(REFUSED);
    // The cookie session survived: the refused logout did nothing.
    expect(await stillSignedIn(session.cookie)).toBe(200);
  });

  it('waives Origin for a bearer token alone, never for a bearer next to the cookie', async () => {
    const session = await signIn();
    const other = await signIn();
    // Logout ends every session a request names: a made-up (well-formed) bearer must not carry
    // the cookie's logout through without an Origin.
    for (const token of ['A'.repeat(43), session.token]) {
      const res = await call(server, '/api/auth/logout', {
        method: 'POST',
        headers: { cookie: other.cookie, authorization: `Bearer ${token}` },
      });
      expect(res.status).toBe(403);
      expect(res.body).toEqual(REFUSED);
    }
    expect(await stillSignedIn(other.cookie)).toBe(200);

    const res = await call(server, '/api/auth/logout', {
      method: 'POST',
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(res.status).toBe(200);
  });

  it.each(SIMPLE_BODIES)('refuses a cookie write posted as %s, from a foreign page or with no Origin', async (type, body) => {
    const session = await signIn();
    for (const origin of [EVIL, 'null', undefined]) {
      const res = await call(server, '/api/auth/logout', {
        body,
        headers: { cookie: session.cookie, 'content-type': type, ...(origin ? { origin } : {}) },
      });
      expect(res.status).toBe(403);
      expect(res.body).toEqual(REFUSED);
    }
    // Even from the site itself such a body is no API call (JSON only).
    const own = await call(server, '/api/auth/logout', {
      body,
      headers: { cookie: session.cookie, 'content-type': type, origin: 'https://club.example.com' },
    });
    expect(own.status).toBe(415);
    expect(await stillSignedIn(session.cookie)).toBe(200);
  });

  it.each(SIMPLE_BODIES)('stores nothing from a JSON-looking %s body without a cookie', async (type, body) => {
    const contact = JSON.stringify({
      fullName: 'Forged Form', email: 'forged@example.com', interest: 'Other', message: 'Posted by a foreign form.',
    });
    const res = await call(server, '/api/user/auth/contact', {
      body: type === 'text/plain' ? contact : body,
      headers: { 'content-type': type },
    });
    expect(res.status).toBe(415);
    const rows = await server.app.db.selectFrom('contact_messages').select('id').execute();
    expect(rows).toEqual([]);
  });

  it('never answers CORS: no preflight approval, no foreign origin echoed, no credentials', async () => {
    const session = await signIn();
    const preflight = await call(server, '/api/auth/logout', {
      method: 'OPTIONS',
      headers: {
        origin: EVIL,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type, authorization',
      },
    });
    const read = await call(server, '/api/auth/me', { headers: { origin: EVIL, cookie: session.cookie } });
    expect(read.status).toBe(200);
    for (const res of [preflight, read]) {
      expect(res.headers.get('access-control-allow-origin')).toBeNull();
      expect(res.headers.get('access-control-allow-credentials')).toBeNull();
      expect(res.headers.get('access-control-allow-methods')).toBeNull();
      expect(res.headers.get('access-control-allow-headers')).toBeNull();
    }
    // Nor does the resource policy let another site embed the answer.
    expect(read.headers.get('cross-origin-resource-policy')).toBe('same-origin');
  });

  it('sets the session cookie HttpOnly, SameSite=Lax and Secure on an https site, even when the proxy speaks http to it', async () => {
    const proxied = await startTestServer(await createTestDatabase(engine), {
      SITE_URL: 'https://club.example.com',
      TRUST_PROXY: '1',
    });
    try {
      const session = await login(proxied, DEMO_MEMBER_EMAIL, TEST_DEMO_PASSWORD);
      const attributes = session.setCookie.split(';').map((part) => part.trim().toLowerCase());
      expect(attributes).toEqual(expect.arrayContaining(['httponly', 'samesite=lax', 'secure', 'path=/']));
    } finally {
      await proxied.close();
    }
  });
});
