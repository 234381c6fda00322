import { createHash } from 'node:crypto';
import { EARLY_INPUT_SCRIPT } from 'shared/early-input';
import { call } from '../test/http';
import { createTestDatabase, dropTestDatabases, engines } from '../test/test-database';
import { startTestServer, type TestServer } from '../test/test-server';

/** The one inline script a page may run: the server-rendered page's early-input script, by its hash. */
const EARLY_INPUT_HASH = `'sha256-${createHash('sha256').update(EARLY_INPUT_SCRIPT).digest('base64')}'`;

describe.each(engines)('security headers (%s)', (engine) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(await createTestDatabase(engine), {
      SEED_DEMO: '0',
      CDN_ORIGINS: 'https://cdn.example.com',
    });
  });

  afterAll(async () => {
    await server?.close();
    await dropTestDatabases();
  });

  it('sends the CSP, nosniff, referrer and opener policies', async () => {
    const res = await call(server, '/api/health');
    const csp = (res.headers.get('content-security-policy') ?? '').split(';').map((d) => d.trim());
    expect(csp).toEqual([
      "default-src 'self'",
      `script-src 'self' ${EARLY_INPUT_HASH} https://cdn.example.com`,
      "style-src 'self' 'unsafe-inline' https://cdn.example.com",
      "img-src 'self' data: blob: https://cdn.example.com https:",
      "font-src 'self' data: https://cdn.example.com",
      "connect-src 'self' https://cdn.example.com",
      'frame-src https://calendar.google.com https://www.google.com https://maps.google.com',
      "object-src 'none'",
      "base-uri 'none'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ]);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('strict-transport-security')).toBeNull();
    expect(res.headers.get('x-powered-by')).toBeNull();
  });

  it('marks every /api response no-store, errors included', async () => {
    for (const [path, status] of [
      ['/api/health', 200],
      ['/api/auth/me', 401],
      ['/api/missing', 404],
    ] as const) {
      const res = await call(server, path);
      expect(res.status).toBe(status);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it('sends the headers on refusals from early hooks too', async () => {
    const res = await call(server, '/api/auth/login', {
      body: 'hello',
      headers: { 'content-type': 'text/plain' },
    });
    expect(res.status).toBe(415);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });
});

describe('frame-src follows the configured embeds', () => {
  it('adds the origins of CALENDAR_EMBED_URL and MAP_EMBED_URL, and nothing else', async () => {
    const server = await startTestServer(await createTestDatabase('sqlite'), {
      SEED_DEMO: '0',
      CALENDAR_EMBED_URL: 'https://calendar.example.org/embed?src=club',
      MAP_EMBED_URL: 'https://maps.example.net/embed?q=Chicago',
    });
    try {
      const res = await call(server, '/api/health');
      const frameSrc = (res.headers.get('content-security-policy') ?? '')
        .split(';').map((d) => d.trim()).find((d) => d.startsWith('frame-src'));
      expect(frameSrc).toBe(
        'frame-src https://calendar.google.com https://www.google.com https://maps.google.com https://calendar.example.org https://maps.example.net',
      );
    } finally {
      await server.close();
      await dropTestDatabases();
    }
  });
});

describe('connect-src follows the object storage', () => {
  it('adds a hosted storage origin, and nothing for the local stand-in', async () => {
    const connectSrc = async (env: Record<string, string>) => {
      const server = await startTestServer(await createTestDatabase('sqlite'), { SEED_DEMO: '0', ...env });
      try {
        const res = await call(server, '/api/health');
        return (res.headers.get('content-security-policy') ?? '')
          .split(';').map((d) => d.trim()).find((d) => d.startsWith('connect-src'));
      } finally {
        await server.close();
      }
    };
    try {
      expect(await connectSrc({ STORAGE_URL: 'https://abcd.supabase.co', CDN_ORIGINS: 'https://cdn.example.com' }))
        .toBe('connect-src \'self\' https://cdn.example.com https://abcd.supabase.co');
      expect(await connectSrc({ CDN_ORIGINS: 'https://cdn.example.com' })).toBe('connect-src \'self\' https://cdn.example.com');
    } finally {
      await dropTestDatabases();
    }
  });
});
