/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { apiUrlsOf, CONFIGS_HEADER, createBrowserConfigSource, fetchSiteConfigs, INTERNAL_HEADERS, SITE_CONFIGS_PATH, VIEWER_HEADER, VIEWER_REQUEST_HEADER, VIEWER_USER_HEADER } from './browser-config';

const MEMBER = { id: 'u-1', fullName: 'Zoë Member', email: 'zoe@example.com', phone: null, profilePicture: null, createdAt: '2026-01-01T00:00:00.000Z', isAdmin: false };
const encoded = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * An API's /config.json as the API answers it: per browser (`private`, a new browser's id cookie)
 * or the file as it is; or failing, slow, or without a site config; while a canary runs, with the
 * fingerprint of its configs and their list. It records what it was sent.
 */
type Mode = 'per-browser' | 'canary' | 'file' | 'error' | 'hang' | 'none';
interface ApiStandIn { url: string; mode: Mode; seen: IncomingHttpHeaders[]; server: Server; userHeader?: string }

async function apiStandIn(mode: Mode): Promise<ApiStandIn> {
  const api: ApiStandIn = { url: '', mode, seen: [], server: createServer() };
  api.server.on('request', (request, response) => {
    api.seen.push(request.headers);
    if (request.url === SITE_CONFIGS_PATH && api.mode === 'canary') {
      return response.writeHead(200, { 'content-type': 'application/json' }).end('{"configs":[{"v":"stable"},{"v":"canary"}]}');
    }
    if (request.url !== '/config.json') return response.writeHead(404).end();
    switch (api.mode) {
      case 'canary':
        return response.writeHead(200, {
          'content-type': 'application/json', 'cache-control': 'private, no-cache', vary: 'cookie', [CONFIGS_HEADER]: '5f3c9a1b2d4e6f70',
        }).end('{"v":"canary"}');
      case 'per-browser':
        return response.writeHead(200, {
          'content-type': 'application/json', 'cache-control': 'private, no-cache', vary: 'cookie',
          ...(request.headers[VIEWER_REQUEST_HEADER] === SECRET && { [VIEWER_HEADER]: 'user', [VIEWER_USER_HEADER]: api.userHeader ?? encoded(MEMBER) }),
          'set-cookie': ['club_bid=0d4c1f5e-3f0a-4a52-9d0e-5f1f0f0b9a11; Path=/; HttpOnly; SameSite=Lax'],
        }).end(JSON.stringify({ remotes: { remote_public: 'canary' } }));
      case 'file':
        return response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-cache' }).end('{"remotes":{"remote_public":"stable"}}');
      case 'error':
        return response.writeHead(500).end('boom');
      case 'none':
        return response.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"Not found"}');
      default:
        return undefined;
    }
  });
  await new Promise<void>((resolve) => api.server.listen(0, '127.0.0.1', resolve));
  api.url = `http://127.0.0.1:${(api.server.address() as AddressInfo).port}`;
  return api;
}

/**
 * Room for a stand-in's answer on a machine whose cores are all busy: these tests are about what
 * the answer says, not how fast it comes (the timeout itself has its own test below).
 */
/** The secret the service shares with the API (RENDER_SECRET). */
const SECRET = 'a-render-secret-of-thirty-two-characters-or-more';
const ROOMY = { timeoutMs: 10_000, secret: SECRET };

describe('the browser\'s config, asked of the API', () => {
  const apis: ApiStandIn[] = [];
  const start = async (mode: Mode) => {
    const api = await apiStandIn(mode);
    apis.push(api);
    return api;
  };
  afterEach(async () => {
    for (const api of apis.splice(0)) {
      api.server.closeAllConnections();
      await new Promise((resolve) => api.server.close(resolve));
    }
  });

  test('a config made for this browser: the browser\'s cookies and client address go along, its session\'s role and new cookies come back', async () => {
    const api = await start('per-browser');
    const configOf = createBrowserConfigSource([api.url], ROOMY);
    const answer = await configOf({ cookie: 'club_session=abc; club_bid=x', forwardedFor: '203.0.113.9', forwardedProto: 'https' });
    expect(answer).toEqual({
      config: { remotes: { remote_public: 'canary' } },
      perBrowser: true,
      viewer: { role: 'user', user: MEMBER },
      setCookies: ['club_bid=0d4c1f5e-3f0a-4a52-9d0e-5f1f0f0b9a11; Path=/; HttpOnly; SameSite=Lax'],
      configs: null,
    });
    expect(api.seen[0]).toMatchObject({
      cookie: 'club_session=abc; club_bid=x', 'x-forwarded-for': '203.0.113.9', 'x-forwarded-proto': 'https', [VIEWER_REQUEST_HEADER]: SECRET,
    });
  });

  test('without the secret, the session is not asked: the config alone, the page drawn for a visitor', async () => {
    const api = await start('per-browser');
    const answer = await createBrowserConfigSource([api.url], { timeoutMs: 10_000 })({ cookie: 'club_session=abc' });
    expect(answer).toMatchObject({ config: { remotes: { remote_public: 'canary' } }, perBrowser: true, viewer: null });
    expect(api.seen[0]).not.toHaveProperty(VIEWER_REQUEST_HEADER);
  });

  test('a user that is not one of the session\'s role, or not a user at all: the role alone', async () => {
    const api = await start('per-browser');
    const configOf = createBrowserConfigSource([api.url], ROOMY);
    for (const header of [encoded({ ...MEMBER, isAdmin: true }), encoded({ fullName: 'No id' }), 'not base64 json', encoded(null)]) {
      api.userHeader = header;
      expect((await configOf({ cookie: 'club_session=abc' })).viewer).toEqual({ role: 'user' });
    }
  });

  test('the file as the API serves it: its config, for everyone', async () => {
    const configOf = createBrowserConfigSource([(await start('file')).url], ROOMY);
    expect(await configOf({})).toEqual({ config: { remotes: { remote_public: 'stable' } }, perBrowser: false, viewer: null, setCookies: [], configs: null });
  });

  test('while a canary runs: the fingerprint of the configs browsers can get, and the API to ask their list of', async () => {
    const api = await start('canary');
    const answer = await createBrowserConfigSource([api.url], ROOMY)({});
    expect(answer).toMatchObject({ config: { v: 'canary' }, perBrowser: true, configs: { fingerprint: '5f3c9a1b2d4e6f70', apiUrl: api.url } });
    expect(await fetchSiteConfigs(answer.configs!.apiUrl, ROOMY.timeoutMs)).toEqual([{ v: 'stable' }, { v: 'canary' }]);
    await expect(fetchSiteConfigs((await start('file')).url, ROOMY.timeoutMs)).rejects.toThrow(`${SITE_CONFIGS_PATH} answered 404`);
  });

  test('an instance that fails or cannot be reached: the next one answers', async () => {
    const failing = await start('error');
    const good = await start('per-browser');
    const errors: string[] = [];
    const configOf = createBrowserConfigSource(['http://127.0.0.1:9', failing.url, good.url], { ...ROOMY, onError: (m) => errors.push(m) });
    expect((await configOf({})).perBrowser).toBe(true);
    expect(errors).toEqual([expect.stringContaining('127.0.0.1:9/config.json'), expect.stringContaining('answered 500')]);
  });

  test('the instances take turns', async () => {
    const one = await start('file');
    const two = await start('file');
    const configOf = createBrowserConfigSource([one.url, two.url], ROOMY);
    for (let i = 0; i < 4; i += 1) await configOf({});
    expect([one.seen.length, two.seen.length]).toEqual([2, 2]);
  });

  test('no instance answers in time, or the API has no site config: the config file (null), nothing set', async () => {
    const slow = await start('hang');
    const started = Date.now();
    expect(await createBrowserConfigSource([slow.url], { timeoutMs: 200 })({})).toEqual({ config: null, perBrowser: false, viewer: null, setCookies: [], configs: null });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(await createBrowserConfigSource([(await start('none')).url])({})).toEqual({ config: null, perBrowser: false, viewer: null, setCookies: [], configs: null });
    expect(await createBrowserConfigSource([])({})).toEqual({ config: null, perBrowser: false, viewer: null, setCookies: [], configs: null });
  });

  test('the deployment\'s nginx drops every internal header a client sends, and passes none of the API\'s back', () => {
    const snippet = (name: string) => readFileSync(join(__dirname, '..', '..', 'docker', 'nginx', 'snippets', name), 'utf8').toLowerCase();
    for (const name of ['proxy-to-api.conf', 'proxy-to-render.conf']) {
      for (const header of INTERNAL_HEADERS) expect({ name, dropped: snippet(name).includes(`proxy_set_header ${header} "";`) }).toEqual({ name, dropped: true });
    }
    for (const header of INTERNAL_HEADERS.filter((h) => h !== VIEWER_REQUEST_HEADER)) {
      expect(snippet('proxy-to-api.conf')).toContain(`proxy_hide_header ${header};`);
    }
  });

  test('API_URLS: space-separated http(s) base URLs', () => {
    expect(apiUrlsOf(' http://api-1:3000/  http://api-2:3000 ')).toEqual(['http://api-1:3000', 'http://api-2:3000']);
    expect(apiUrlsOf(undefined)).toEqual([]);
    expect(() => apiUrlsOf('ftp://api:21')).toThrow('API_URLS: ftp://api:21 is not an http(s) URL');
    expect(() => apiUrlsOf('api-1:3000')).toThrow();
  });
});
