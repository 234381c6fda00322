import { call } from '../test/http';
import { createTestDatabase, dropTestDatabases, engines } from '../test/test-database';
import { startTestServer, type TestServer } from '../test/test-server';

describe.each(engines)('error handling (%s)', (engine) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(await createTestDatabase(engine), { SEED_DEMO: '0' }, {
      beforeListen: (app) => {
        app.get('/api/test/explode', async () => {
          throw new Error('secret database detail at /srv/app/db.ts:42');
        });
        app.get('/api/test/explode-with-status', async () => {
          throw Object.assign(new Error('upstream exploded: password=hunter2'), { statusCode: 502 });
        });
      },
    });
  });

  afterAll(async () => {
    await server?.close();
    await dropTestDatabases();
  });

  const login = (init: Parameters<typeof call>[2]) =>
    call(server, '/api/auth/login', { ...init, headers: { origin: server.origin, ...init?.headers } });

  it('answers malformed JSON with a JSON 400', async () => {
    const res = await login({ body: '{"email": "a@b.c",', headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.body).toEqual({ message: 'Malformed JSON body' });
  });

  it('refuses prototype-poisoning JSON', async () => {
    const res = await login({
      body: '{"email":"a@b.c","password":"x","__proto__":{"isAdmin":true}}',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'Malformed JSON body' });
  });

  it('rejects unknown fields with a field list', async () => {
    const res = await login({ json: { email: 'a@example.com', password: 'pw', isAdmin: true } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: [{ field: 'isAdmin', message: 'Unknown field' }] });
  });

  it('rejects wrong types with a field list', async () => {
    const res = await login({ json: { email: 42, password: ['x'] } });
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual([
      { field: 'email', message: 'Must be a string, not number' },
      { field: 'password', message: 'Must be a string, not array' },
    ]);
  });

  it('lists missing fields and a missing body', async () => {
    const missing = await login({ json: { email: 'a@example.com' } });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toEqual([{ field: 'password', message: 'Is required' }]);

    const noBody = await login({ method: 'POST' });
    expect(noBody.status).toBe(400);
    expect(noBody.body.message).toEqual([{ field: 'body', message: 'A JSON object body is required' }]);

    const array = await login({ json: [] });
    expect(array.status).toBe(400);
    expect(array.body.message).toEqual([{ field: 'body', message: 'A JSON object body is required' }]);
  });

  it('answers a body over 100 KB with a JSON 413', async () => {
    const res = await login({ json: { email: 'a@example.com', password: 'x'.repeat(101 * 1024) } });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ message: 'Request body is too large' });
  });

  it('accepts a body just under the limit (then validates it)', async () => {
    const res = await login({ json: { email: 'a@example.com', password: 'x'.repeat(99 * 1024) } });
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual([{ field: 'password', message: 'Password is too long' }]);
  });

  it.each([
    ['text/plain', 'email=a@example.com'],
    ['application/x-www-form-urlencoded', 'email=a%40example.com&password=x'],
    ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\na\r\n--x--\r\n'],
  ])('answers %s on a JSON route with a JSON 415', async (contentType, body) => {
    const res = await login({ body, headers: { 'content-type': contentType } });
    expect(res.status).toBe(415);
    expect(res.body).toEqual({ message: 'Unsupported content type. Send application/json.' });
  });

  it.each([
    'application/json; charset=iso-8859-1',
    'application/json; charset=latin1',
    'application/json;charset="windows-1252"',
    'application/json; charset=utf-16',
  ])('answers a JSON body declared as %s with a JSON 415, before reading it', async (contentType) => {
    // "José" in latin-1: a lone 0xE9 byte, which read as UTF-8 would become U+FFFD.
    const body = Buffer.concat([Buffer.from('{"email":"jos'), Buffer.from([0xe9]), Buffer.from('@example.com","password":"pw"}')]);
    const res = await login({ body, headers: { 'content-type': contentType } });
    expect(res.status).toBe(415);
    expect(res.body).toEqual({ message: 'Unsupported charset. Send JSON in UTF-8.' });
  });

  it.each(['application/json; charset=utf-8', 'application/json; charset=UTF-8', 'application/json; charset="utf-8"', 'application/json; charset=utf8'])(
    'reads a body declared as %s',
    async (contentType) => {
      const res = await login({ body: JSON.stringify({ email: 'nobody@example.com', password: 'pässwörd-123' }), headers: { 'content-type': contentType } });
      expect(res.status).toBe(401);
    },
  );

  it('answers JSON nested deeper than 32 levels with a 400 that says so; 32 levels are read', async () => {
    const nested = (levels: number) => `{"email":"a@example.com","password":"pw","extra":${'['.repeat(levels)}${']'.repeat(levels)}}`;
    const deep = await login({ body: nested(40), headers: { 'content-type': 'application/json' } });
    expect(deep.status).toBe(400);
    expect(deep.body).toEqual({ message: 'The JSON body is nested too deeply (at most 32 levels)' });
    // The top object is level 1: 31 more levels are read, then validated as any body.
    const allowed = await login({ body: nested(31), headers: { 'content-type': 'application/json' } });
    expect(allowed.status).toBe(400);
    expect(allowed.body).toEqual({ message: [{ field: 'extra', message: 'Unknown field' }] });
  });

  it('answers unknown /api routes with a JSON 404', async () => {
    for (const [method, path] of [
      ['GET', '/api/nothing-here'],
      ['POST', '/api/auth/nothing'],
      ['DELETE', '/api/health'],
    ] as const) {
      const res = await call(server, path, { method, headers: { origin: server.origin, accept: 'text/html' } });
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(res.body).toEqual({ message: 'Not found' });
    }
  });

  it('answers a 404 for pages when no shell is served', async () => {
    const res = await call(server, '/user', { headers: { accept: 'text/html' } });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Not found' });
  });

  it('hides the details of a 500', async () => {
    const res = await call(server, '/api/test/explode');
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ message: 'Internal server error' });
    expect(res.text).not.toMatch(/secret|db\.ts|at |stack/i);
  });

  it('hides the details of any 5xx', async () => {
    const res = await call(server, '/api/test/explode-with-status');
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ message: 'Internal server error' });
    expect(res.text).not.toMatch(/hunter2|upstream/);
  });
});
