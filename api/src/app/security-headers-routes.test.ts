// The security headers on a representative list of responses: HTML pages, the SPA fallback,
// static files, the run-time config, JSON answers of every kind (success, 4xx from early hooks
// and from handlers, 404, 429, 500), authenticated JSON, and the storage stand-in. Plus HSTS:
// only over https, and X-Forwarded-Proto counts only behind a trusted proxy.
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { EARLY_INPUT_SCRIPT } from 'shared/early-input';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../test/admin';
import { call, login, type CallOptions, type CallResult } from '../test/http';
import { PNG_1X1 } from '../test/image-fixtures';
import { createTestDatabase, dropTestDatabases, engines, type TestDatabase } from '../test/test-database';
import { DEMO_MEMBER_EMAIL, TEST_DEMO_PASSWORD, startTestServer, type TestServer } from '../test/test-server';
import { HttpError } from './http-error';

const CDN = 'https://cdn.example.com';
/** The one inline script a page may run: the server-rendered page's early-input script, by its hash. */
const EARLY_INPUT_HASH = `'sha256-${createHash('sha256').update(EARLY_INPUT_SCRIPT).digest('base64')}'`;
const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

const directives = (res: CallResult): Map<string, string> =>
  new Map(
    (res.headers.get('content-security-policy') ?? '')
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => [d.split(' ')[0] ?? '', d] as [string, string]),
  );

/** The headers every response of the site carries. */
function expectSiteHeaders(label: string, res: CallResult): void {
  const csp = directives(res);
  const context = `${label} (${res.status})`;
  expect([context, csp.get('script-src')]).toEqual([context, `script-src 'self' ${EARLY_INPUT_HASH} ${CDN}`]);
  expect([context, csp.get('object-src')]).toEqual([context, "object-src 'none'"]);
  expect([context, csp.get('base-uri')]).toEqual([context, "base-uri 'none'"]);
  expect([context, csp.get('frame-ancestors')]).toEqual([context, "frame-ancestors 'none'"]);
  expect([context, res.headers.get('x-content-type-options')]).toEqual([context, 'nosniff']);
  // The reset page's URL holds a token: it sends no referrer at all.
  const referrer = label.startsWith('/reset-password/') ? 'no-referrer' : 'strict-origin-when-cross-origin';
  expect([context, res.headers.get('referrer-policy')]).toEqual([context, referrer]);
  expect([context, res.headers.get('cross-origin-opener-policy')]).toEqual([context, 'same-origin']);
  expect([context, res.headers.get('x-frame-options')]).toEqual([context, 'DENY']);
  expect([context, res.headers.get('x-powered-by')]).toEqual([context, null]);
  expect([context, res.headers.get('strict-transport-security')]).toEqual([context, null]);
}

describe.each(engines)('security headers on every kind of response (%s)', (engine) => {
  let database: TestDatabase;
  let server: TestServer;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    const shellDir = path.join(database.dataDir, 'shell');
    await fs.mkdir(path.join(shellDir, 'static', 'js'), { recursive: true });
    await fs.writeFile(path.join(shellDir, 'index.html'), '<!doctype html><title>Club</title>');
    await fs.writeFile(path.join(shellDir, 'static', 'js', 'main.1a2b.js'), 'console.log(1)');
    const siteConfig = path.join(database.dataDir, 'site-config.json');
    await fs.writeFile(siteConfig, '{"apiBasePath":"/api"}');
    server = await startTestServer(
      database,
      { SHELL_DIR: shellDir, SITE_CONFIG_FILE: siteConfig, CDN_ORIGINS: CDN, ADMIN_EMAIL, ADMIN_PASSWORD },
      {
        beforeListen: (app) => {
          app.get('/api/test/boom', async () => {
            throw new Error('database on fire');
          });
          app.get('/api/test/teapot', async () => {
            throw new HttpError(418, 'I am a teapot');
          });
        },
      },
    );
  });

  afterAll(async () => {
    await server?.close();
    await dropTestDatabases();
  });

  it('sends them on HTML pages, static files and the run-time config', async () => {
    const pages: [string, CallOptions, number][] = [
      ['/', { headers: html }, 200],
      ['/user/profile', { headers: html }, 200],
      ['/reset-password/some-token', { headers: html }, 200],
      ['/static/js/main.1a2b.js', {}, 200],
      ['/static/js/missing.js', {}, 404],
      ['/config.json', {}, 200],
      ['/no-such-page', {}, 404],
    ];
    for (const [url, options, status] of pages) {
      const res = await call(server, url, options);
      expect([url, res.status]).toEqual([url, status]);
      expectSiteHeaders(url, res);
    }
  });

  it('sends them, and no-store, on every JSON answer, errors included', async () => {
    const member = await login(server, DEMO_MEMBER_EMAIL, TEST_DEMO_PASSWORD);
    const admin = await login(server, ADMIN_EMAIL, ADMIN_PASSWORD);
    const asMember = { cookie: member.cookie };
    const asAdmin = { cookie: admin.cookie };
    const contact = (email: string) => ({
      json: { fullName: 'Taylor Visitor', email, interest: 'Other', message: 'Hello to the club!' },
      headers: { origin: server.origin },
    });
    for (let i = 0; i < 3; i += 1) await call(server, '/api/user/auth/contact', contact('same@example.com'));

    const answers: [string, string, CallOptions, number][] = [
      ['health', '/api/health', {}, 200],
      ['me, signed in', '/api/auth/me', { headers: asMember }, 200],
      ['me, signed out', '/api/auth/me', {}, 401],
      ['directory', `/api/admin/membership/verifiedMembers?userId=${member.user.id}`, { headers: asMember }, 200],
      ['admin list', '/api/admin/membership/pendingRequests', { headers: asAdmin }, 200],
      ['admin list, as a member', '/api/admin/membership/approvedMembers', { headers: asMember }, 403],
      ['outbox', '/api/dev/outbox', {}, 200],
      ['unknown route', '/api/nothing-here', {}, 404],
      ['unknown route, HTML wanted', '/api/nothing-here', { headers: html }, 404],
      ['cross-site write', '/api/auth/logout', { method: 'POST', headers: { ...asMember, origin: 'https://evil.example' } }, 403],
      ['form body', '/api/auth/login', { body: 'a=b', headers: { 'content-type': 'application/x-www-form-urlencoded' } }, 415],
      ['malformed JSON', '/api/auth/login', { body: '{', headers: { 'content-type': 'application/json' } }, 400],
      ['too large', '/api/auth/login', { json: { email: 'x'.repeat(200 * 1024) } }, 413],
      ['rate limited', '/api/user/auth/contact', contact('same@example.com'), 429],
      ['handler error', '/api/test/teapot', {}, 418],
      ['crash', '/api/test/boom', {}, 500],
    ];
    for (const [label, url, options, status] of answers) {
      const res = await call(server, url, options);
      expect([label, res.status]).toEqual([label, status]);
      expectSiteHeaders(label, res);
      expect([label, res.headers.get('cache-control')]).toEqual([label, 'no-store']);
      expect([label, res.headers.get('content-type')]).toEqual([label, expect.stringMatching(/^application\/json/)]);
    }
    // A crash tells nothing about itself.
    expect((await call(server, '/api/test/boom')).body).toEqual({ message: 'Internal server error' });
  });

  it('answers a URL the router cannot decode with a JSON 400 that allows nothing and echoes nothing', async () => {
    for (const url of ['/api/%c0%ae', '/%c0%ae%c0%ae/x', '/storage/v1/object/public/avatars/%E0%A4%A']) {
      const res = await call(server, url, { headers: html });
      expect([url, res.status, res.body]).toEqual([url, 400, { message: 'Malformed URL' }]);
      expect(res.text).not.toContain('%');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      const csp = directives(res);
      expect(csp.get('default-src')).toBe("default-src 'none'");
      expect(csp.get('frame-ancestors')).toBe("frame-ancestors 'none'");
      expect(csp.get('object-src')).toBe("object-src 'none'");
    }
  });

  it('serves stored images with nosniff and a CSP that runs nothing, and storage errors with the site headers', async () => {
    const upload = await call(server, '/storage/v1/object/avatars/1-me.png', {
      method: 'POST',
      body: PNG_1X1,
      headers: { apikey: 'local-anon-key', 'content-type': 'image/png' },
    });
    expect(upload.status).toBe(200);
    const image = await call(server, '/storage/v1/object/public/avatars/1-me.png', { headers: html });
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    expect(image.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    const missing = await call(server, '/storage/v1/object/public/avatars/2-none.png');
    expect(missing.status).toBe(404);
    expectSiteHeaders('storage 404', missing);
  });
});

describe('HSTS', () => {
  afterAll(async () => {
    await dropTestDatabases();
  });

  const hstsOf = async (env: Record<string, string>, headers: Record<string, string> = {}) => {
    const server = await startTestServer(await createTestDatabase('sqlite'), { SEED_DEMO: '0', ...env });
    try {
      const results: (string | null)[] = [];
      for (const url of ['/api/health', '/api/nothing', '/config.json']) {
        results.push((await call(server, url, { headers })).headers.get('strict-transport-security'));
      }
      return [...new Set(results)];
    } finally {
      await server.close();
    }
  };

  it('is sent when SITE_URL is https', async () => {
    expect(await hstsOf({ SITE_URL: 'https://club.example.com' })).toEqual(['max-age=31536000; includeSubDomains']);
  });

  it('is sent behind a trusted proxy that says the request came over https', async () => {
    expect(await hstsOf({ TRUST_PROXY: '1' }, { 'x-forwarded-proto': 'https' })).toEqual([
      'max-age=31536000; includeSubDomains',
    ]);
  });

  it('is not sent over plain http, nor on an X-Forwarded-Proto from an untrusted client', async () => {
    expect(await hstsOf({})).toEqual([null]);
    expect(await hstsOf({ TRUST_PROXY: '1' }, { 'x-forwarded-proto': 'http' })).toEqual([null]);
    expect(await hstsOf({}, { 'x-forwarded-proto': 'https' })).toEqual([null]);
  });
});
