import fs from 'node:fs/promises';
import path from 'node:path';
import { VIEWER_HEADER, VIEWER_REQUEST_HEADER, VIEWER_USER_HEADER } from '../../../shell/server/browser-config';
import { addSignedInAdmin, addSignedInMember } from '../test/admin';
import { call } from '../test/http';
import { startRenderingServer, TEST_RENDER_SECRET } from '../test/rendering-server';
import { createTestDatabase, dropTestDatabases, engines, type TestDatabase } from '../test/test-database';
import { startTestServer, type TestServer } from '../test/test-server';

const INDEX_HTML = '<!doctype html><html><head><title>Club</title></head><body><div id="root"></div></body></html>';
const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
/** The secret the server shares with its render service (RENDER_SECRET). */
const RENDER_SECRET = TEST_RENDER_SECRET;

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
    server = await startTestServer(database, { SEED_DEMO: '0', SHELL_DIR: shellDir, SITE_CONFIG_FILE: configFile, RENDER_SECRET });
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

  it('answers the render service holding the secret the role of the request\'s session with the config (private then), and nobody else', async () => {
    const { session: member } = await addSignedInMember(server, 'Viewer Member');
    const admin = await addSignedInAdmin(server, 'Viewer Admin');
    const ask = { [VIEWER_REQUEST_HEADER]: RENDER_SECRET };
    for (const [who, cookie, role] of [['member', member.cookie, 'user'], ['admin', admin.cookie, 'admin']] as const) {
      const res = await call(server, '/config.json', { headers: { ...ask, cookie } });
      expect({ who, role: res.headers.get(VIEWER_HEADER) }).toEqual({ who, role });
      // With the user as /api/auth/me gives it: the page is drawn for that session.
      const me = await call(server, '/api/auth/me', { headers: { cookie } });
      expect(JSON.parse(Buffer.from(res.headers.get(VIEWER_USER_HEADER) ?? '', 'base64url').toString('utf8'))).toEqual(me.body.data);
      expect(res.headers.get('cache-control')).toBe('private, no-cache');
      expect(res.headers.get('vary')).toMatch(/cookie/i);
      expect(res.body).toEqual({ apiBasePath: '/api', version: 2 });
    }
    // Not asked, asked without the secret or with another (a browser sending the header), or no
    // session: the file as it is, for everyone.
    const wrongSecrets = ['1', `${RENDER_SECRET}x`, RENDER_SECRET.slice(1), ''].map((secret) => ({ [VIEWER_REQUEST_HEADER]: secret, cookie: member.cookie }));
    for (const headers of [{ cookie: member.cookie }, ...wrongSecrets, ask, { ...ask, cookie: 'club_session=forged' }]) {
      const res = await call(server, '/config.json', { headers });
      expect(res.headers.get(VIEWER_HEADER)).toBeNull();
      expect(res.headers.get(VIEWER_USER_HEADER)).toBeNull();
      expect(res.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('sends pages the render service draws for the current config, compressed, and index.html when a render fails or no service answers', async () => {
    // A stand-in for shell/dist-server/server.cjs with the renderer's interface: it draws the URL
    // and the config it was made for, answers 404 for /missing and fails for /broken.
    const serverDir = path.join(database.dataDir, 'shell-server');
    await fs.mkdir(serverDir, { recursive: true });
    await fs.writeFile(path.join(serverDir, 'server.cjs'), `
      let config;
      exports.loadRenderer = async () => ({
        configure(c, indexHtml) { config = c; },
        async warmUp() {},
        async renderDocument(url, viewer, ask, onHead) {
          if (url === '/broken') throw new Error('render failed');
          if (url.startsWith('/streamed')) {
            // The head at once, the rest a while later; or a failure once the head has left.
            const head = '<!doctype html><html><head><title>Streamed</title>';
            onHead?.({ status: 200, head, plainRest: '</head><body><div id="root"></div></body></html>' });
            await new Promise((resolve) => setTimeout(resolve, 800));
            if (url === '/streamed-broken') throw new Error('render failed after its head');
            return { status: 200, html: head + '</head><body><div id="root"><main>Drawn</main></div></body></html>', complete: true, timing: { load: 1, render: 2 } };
          }
          const html = '<!doctype html><html><head><script async src="/static/js/index.js"></script></head><body><div id="root"><main>Dinner at ' + url + ' for version ' + config.version + '</main></div></body></html>';
          return { status: url === '/missing' ? 404 : 200, html, complete: true, timing: { load: 1, render: 2 } };
        },
      });
    `);
    const rendering = await startRenderingServer(database, {
      SEED_DEMO: '0', SHELL_DIR: path.join(database.dataDir, 'shell'), SITE_CONFIG_FILE: configFile,
    }, serverDir);
    try {
      await fs.writeFile(configFile, JSON.stringify({ apiBasePath: '/api', version: 3 }));
      const root = await call(rendering, '/', { headers: html });
      expect(root.status).toBe(200);
      expect(root.headers.get('content-type')).toMatch(/^text\/html/);
      expect(root.text).toContain('Dinner at / for version 3');
      expect(root.headers.get('cache-control')).toBe('no-cache');
      expect(root.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(root.headers.get('server-timing')).toMatch(/^head;dur=\d+\.\d$/);
      // Every page of the app, with its query; a path no page matches keeps the renderer's 404.
      expect((await call(rendering, '/login?next=%2Fuser', { headers: html })).text).toContain('Dinner at /login?next=%2Fuser for');
      // The render service's own paths are no pages: a path with a dot segment is refused.
      for (const own of ['/.health', '/.stats', '/a/.stats']) expect((await call(rendering, own, { headers: html })).status).toBe(403);
      const missing = await call(rendering, '/missing', { headers: html });
      expect(missing.status).toBe(404);
      expect(missing.text).toContain('Dinner at /missing');
      // The reset page keeps its headers.
      const reset = await call(rendering, '/reset-password/a-token', { headers: html });
      expect(reset.text).toContain('Dinner at /reset-password/a-token');
      expect(reset.headers.get('cache-control')).toBe('no-store');
      expect(reset.headers.get('referrer-policy')).toBe('no-referrer');
      // So does an applicant's status page, whose URL holds their token.
      const status = await call(rendering, '/application/a-token', { headers: html });
      expect(status.text).toContain('Dinner at /application/a-token');
      expect([status.headers.get('cache-control'), status.headers.get('referrer-policy')]).toEqual(['no-store', 'no-referrer']);
      // Compressed as the browser accepts it (fetch decodes it again).
      const br = await call(rendering, '/', { headers: { ...html, 'accept-encoding': 'gzip, deflate, br' } });
      expect(br.headers.get('content-encoding')).toBe('br');
      expect(br.headers.get('vary')).toMatch(/accept-encoding/i);
      expect(br.text).toContain('Dinner at / for version 3');
      const gz = await call(rendering, '/', { headers: { ...html, 'accept-encoding': 'gzip' } });
      expect(gz.headers.get('content-encoding')).toBe('gzip');
      expect(gz.text).toContain('Dinner at /');
      // Streamed, compressed or not: the head arrives while the rest is drawn, then the rest.
      for (const encoding of ['br', 'gzip', 'identity']) {
        const answer = await fetch(`${rendering.url}/streamed`, { headers: { ...html, 'accept-encoding': encoding } });
        const reader = answer.body!.pipeThrough(new TextDecoderStream()).getReader();
        let text = '';
        while (!text.includes('<title>Streamed</title>')) {
          const { value, done } = await reader.read();
          if (done) break;
          text += value;
        }
        expect(text).toBe('<!doctype html><html><head><title>Streamed</title>');
        for (let part = await reader.read(); !part.done; part = await reader.read()) text += part.value;
        expect(text).toBe('<!doctype html><html><head><title>Streamed</title></head><body><div id="root"><main>Drawn</main></div></body></html>');
      }
      // A render that fails once its head has left ends with an empty root: the browser renders the page.
      expect((await call(rendering, '/streamed-broken', { headers: html })).text)
        .toBe('<!doctype html><html><head><title>Streamed</title></head><body><div id="root"></div></body></html>');
      // A release (an edit of the config) shows in the next page, without a restart.
      await fs.writeFile(configFile, JSON.stringify({ apiBasePath: '/api', version: 4 }));
      expect((await call(rendering, '/', { headers: html })).text).toContain('Dinner at / for version 4');
      // A render that fails: the plain index.html, which renders in the browser.
      const broken = await call(rendering, '/broken', { headers: html });
      expect(broken.status).toBe(200);
      expect(broken.text).toBe(INDEX_HTML);
      // `?scriptless` is an ordinary query unless the server serves scriptless copies.
      expect((await call(rendering, '/?scriptless', { headers: html })).text).toContain('<script async src="/static/js/index.js">');
      // The service down: every page is the plain index.html, at once.
      await rendering.service.close();
      const down = await call(rendering, '/', { headers: html });
      expect(down.status).toBe(200);
      expect(down.text).toBe(INDEX_HTML);
      expect(down.headers.get('cache-control')).toBe('no-cache');
    } finally {
      await rendering.close();
    }
    const copies = await startRenderingServer(database, {
      SEED_DEMO: '0', SHELL_DIR: path.join(database.dataDir, 'shell'), SITE_CONFIG_FILE: configFile, SCRIPTLESS_COPIES: '1',
    }, serverDir);
    try {
      const copy = await call(copies, '/?scriptless', { headers: html });
      expect(copy.status).toBe(200);
      expect(copy.text).toBe('<!doctype html><html><head></head><body><div id="root"><main>Dinner at /?scriptless for version 4</main></div></body></html>');
      expect((await call(copies, '/', { headers: html })).text).toContain('<script async src="/static/js/index.js">');
    } finally {
      await copies.close();
      await fs.writeFile(configFile, JSON.stringify({ apiBasePath: '/api', version: 1 }));
    }
  });

  it('answers a page drawn for a session the API calls its first screen asks for, with that session, and a visitor\'s page none', async () => {
    // A stand-in renderer that draws what it got for two API paths, or that it could not ask.
    const serverDir = path.join(database.dataDir, 'shell-server-asking');
    await fs.mkdir(serverDir, { recursive: true });
    await fs.writeFile(path.join(serverDir, 'server.cjs'), `
      exports.loadRenderer = async () => ({
        configure() {},
        async warmUp() {},
        async renderDocument(url, viewer, ask) {
          const drawn = ask ? await Promise.all(['admin/membership/stats', 'auth/me', '../config.json'].map((p) => ask(p))) : 'no asking';
          return { status: 200, html: '<!doctype html><html><head></head><body><div id="root">' + JSON.stringify(drawn) + '</div></body></html>', complete: true, timing: { load: 1, render: 2 } };
        },
      });
    `);
    const rendering = await startRenderingServer(database, {
      SEED_DEMO: '0', SHELL_DIR: path.join(database.dataDir, 'shell'), SITE_CONFIG_FILE: configFile,
    }, serverDir);
    try {
      const { session: member } = await addSignedInMember(rendering, 'Asked Member');
      const admin = await addSignedInAdmin(rendering, 'Asked Admin');
      const drawnFor = async (cookie?: string) => {
        const page = await call(rendering, '/admin', { headers: { ...html, ...(cookie && { cookie }) } });
        return JSON.parse(/<div id="root">(.*)<\/div><\/body>/.exec(page.text)?.[1] ?? 'null') as unknown;
      };
      const adminStats = await call(rendering, '/api/admin/membership/stats', { headers: { cookie: admin.cookie } });
      const adminMe = await call(rendering, '/api/auth/me', { headers: { cookie: admin.cookie } });
      expect(await drawnFor(admin.cookie)).toEqual([adminStats.body, adminMe.body, null]);
      // The member's own answers: no stats (403), their own user.
      const memberMe = await call(rendering, '/api/auth/me', { headers: { cookie: member.cookie } });
      expect(await drawnFor(member.cookie)).toEqual([null, memberMe.body, null]);
      expect(await drawnFor()).toBe('no asking');
      expect(await drawnFor('club_session=forged')).toBe('no asking');
    } finally {
      await rendering.close();
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
