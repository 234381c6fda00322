import fs from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { call } from '../test/http';
import { createTestDatabase, dropTestDatabases, engines, type TestDatabase } from '../test/test-database';
import { startTestServer, type TestServer } from '../test/test-server';

const INDEX_HTML = '<!doctype html><html><head><title>Club</title></head><body><div id="root"></div></body></html>';
const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

describe.each(engines)('static shell and /config.json (%s)', (engine) => {
  let database: TestDatabase;
  let server: TestServer;
  let configFile: string;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    const shellDir = path.join(database.dataDir, 'shell');
    await fs.mkdir(path.join(shellDir, 'static', 'js'), { recursive: true });
    await fs.writeFile(path.join(shellDir, 'index.html'), INDEX_HTML);
    await fs.writeFile(path.join(shellDir, 'static', 'js', 'main.1a2b3c.js'), 'console.log("shell")');
    await fs.writeFile(path.join(shellDir, 'favicon.ico'), 'icon');
    configFile = path.join(database.dataDir, 'site-config.json');
    await fs.writeFile(configFile, JSON.stringify({ apiBasePath: '/api', version: 1 }));
    server = await startTestServer(database, { SEED_DEMO: '0', SHELL_DIR: shellDir, SITE_CONFIG_FILE: configFile });
  });

  afterAll(async () => {
    await server?.close();
    await dropTestDatabases();
  });

  it('serves index.html at / with no-cache and the CSP', async () => {
    const res = await call(server, '/', { headers: html });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.text).toBe(INDEX_HTML);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
  });

  it('caches /static/ files for a year, immutable; other files no-cache', async () => {
    const asset = await call(server, '/static/js/main.1a2b3c.js');
    expect(asset.status).toBe(200);
    expect(asset.text).toBe('console.log("shell")');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

    const icon = await call(server, '/favicon.ico');
    expect(icon.status).toBe(200);
    expect(icon.headers.get('cache-control')).toBe('no-cache');
  });

  it('falls back to index.html for unknown pages that accept HTML', async () => {
    for (const page of ['/user', '/admin', '/login?next=%2Fuser', '/deep/link/here']) {
      const res = await call(server, page, { headers: html });
      expect(res.status).toBe(200);
      expect(res.text).toBe(INDEX_HTML);
      expect(res.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('answers 404 JSON for missing files and /api paths', async () => {
    const missingAsset = await call(server, '/static/js/missing.js', { headers: { accept: '*/*' } });
    expect(missingAsset.status).toBe(404);
    expect(missingAsset.body).toEqual({ message: 'Not found' });

    const api = await call(server, '/api/unknown', { headers: html });
    expect(api.status).toBe(404);
    expect(api.body).toEqual({ message: 'Not found' });

    const post = await call(server, '/user', { method: 'POST', headers: html });
    expect(post.status).toBe(404);
  });

  it('serves the reset page with no-store and no referrer', async () => {
    const res = await call(server, '/reset-password/some-secret-token', { headers: html });
    expect(res.status).toBe(200);
    expect(res.text).toBe(INDEX_HTML);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
  });

  it('reads /config.json on every request, no-cache', async () => {
    const first = await call(server, '/config.json');
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toMatch(/^application\/json/);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    expect(first.body).toEqual({ apiBasePath: '/api', version: 1 });

    await fs.writeFile(configFile, JSON.stringify({ apiBasePath: '/api', version: 2 }));
    expect((await call(server, '/config.json')).body).toEqual({ apiBasePath: '/api', version: 2 });
  });

  it('sends the prerendered landing page for / only, and index.html when that file is missing', async () => {
    const landingFile = path.join(database.dataDir, 'landing.html');
    const LANDING_HTML = INDEX_HTML.replace('<div id="root"></div>', '<div id="root"><div inert>Dinner, by invitation.</div></div>');
    await fs.writeFile(landingFile, LANDING_HTML);
    const withLanding = await startTestServer(database, {
      SEED_DEMO: '0', SHELL_DIR: path.join(database.dataDir, 'shell'), SITE_CONFIG_FILE: configFile, LANDING_HTML_FILE: landingFile,
    });
    try {
      const root = await call(withLanding, '/', { headers: html });
      expect(root.status).toBe(200);
      expect(root.text).toBe(LANDING_HTML);
      expect(root.headers.get('cache-control')).toBe('no-cache');
      expect(root.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      // Other pages keep the plain shell: the prerender is the landing page's.
      expect((await call(withLanding, '/login', { headers: html })).text).toBe(INDEX_HTML);
      // Its compressed copies, when the browser takes them (fetch decodes them again).
      await fs.writeFile(`${landingFile}.br`, brotliCompressSync(LANDING_HTML.replace('Dinner', 'Brotli dinner')));
      await fs.writeFile(`${landingFile}.gz`, gzipSync(LANDING_HTML.replace('Dinner', 'Gzip dinner')));
      const br = await call(withLanding, '/', { headers: { ...html, 'accept-encoding': 'gzip, deflate, br' } });
      expect(br.headers.get('content-encoding')).toBe('br');
      expect(br.headers.get('vary')).toMatch(/accept-encoding/i);
      expect(br.text).toContain('Brotli dinner');
      const gz = await call(withLanding, '/', { headers: { ...html, 'accept-encoding': 'gzip' } });
      expect(gz.headers.get('content-encoding')).toBe('gzip');
      expect(gz.text).toContain('Gzip dinner');
      await fs.rm(`${landingFile}.br`);
      await fs.rm(`${landingFile}.gz`);
      await fs.rm(landingFile);
      const fallback = await call(withLanding, '/', { headers: html });
      expect(fallback.status).toBe(200);
      expect(fallback.text).toBe(INDEX_HTML);
    } finally {
      await withLanding.close();
    }
  });

  it('answers 404 for /config.json and pages when neither is configured', async () => {
    const bare = await startTestServer(database, { SEED_DEMO: '0' });
    try {
      const config = await call(bare, '/config.json');
      expect(config.status).toBe(404);
      expect(config.body).toEqual({ message: 'Not found' });
      const root = await call(bare, '/', { headers: html });
      expect(root.status).toBe(404);
      expect(root.body).toEqual({ message: 'Not found' });
      const reset = await call(bare, '/reset-password/abc', { headers: html });
      expect(reset.status).toBe(404);
    } finally {
      await bare.close();
    }
  });
});
