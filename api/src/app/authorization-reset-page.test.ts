// The reset page holds a password token in its URL: however the link is written, the page must
// neither be stored (no-store) nor leak the URL to another site (Referrer-Policy: no-referrer).
import fs from 'node:fs/promises';
import path from 'node:path';
import { call } from '../test/http';
import { createTestDatabase, dropTestDatabases, engines } from '../test/test-database';
import { startTestServer, type TestServer } from '../test/test-server';

const TOKEN = 'Zx9_-'.repeat(8).concat('abc');

describe.each(engines)('the reset page (%s)', (engine) => {
  let server: TestServer;

  beforeAll(async () => {
    const database = await createTestDatabase(engine);
    const shellDir = path.join(database.dataDir, 'shell');
    await fs.mkdir(shellDir, { recursive: true });
    await fs.writeFile(path.join(shellDir, 'index.html'), '<!doctype html><title>Club</title>');
    server = await startTestServer(database, { SEED_DEMO: '0', SHELL_DIR: shellDir });
  });

  afterAll(async () => {
    await server?.close();
    await dropTestDatabases();
  });

  it.each([
    ['the link as mailed', `/reset-password/${TOKEN}`],
    ['a query string', `/reset-password/${TOKEN}?utm_source=mail`],
    ['a trailing slash', `/reset-password/${TOKEN}/`],
    ['a percent-encoded path', `/%72eset-password/${TOKEN}`],
    ['a dot segment', `/./reset-password/${TOKEN}`],
    ['another letter case (the router matches it too)', `/Reset-Password/${TOKEN}`],
    ['capitals and a query', `/RESET-PASSWORD/${TOKEN}?x=1`],
  ])('is sent with no-store and no referrer: %s', async (_name, url) => {
    for (const method of ['GET', 'HEAD']) {
      const res = await call(server, url, { method, headers: { accept: 'text/html' } });
      expect([method, res.status]).toEqual([method, 200]);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    }
  });

  it('keeps the ordinary revalidation for other pages, even ones whose name starts alike', async () => {
    for (const url of ['/login', '/reset-passwords', '/reset-password-help']) {
      const res = await call(server, url, { headers: { accept: 'text/html' } });
      expect([url, res.headers.get('cache-control')]).toEqual([url, 'no-cache']);
    }
  });
});
