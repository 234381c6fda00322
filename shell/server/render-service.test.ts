/** @jest-environment node */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CONFIGS_HEADER, SITE_CONFIGS_PATH, VIEWER_HEADER, VIEWER_REQUEST_HEADER, VIEWER_USER_HEADER } from './browser-config';
import { startRenderService, type RenderService } from './render-service';

/** The secret the service shares with the API (RENDER_SECRET). */
const RENDER_SECRET = 'a-render-secret-of-thirty-two-characters-or-more';

/**
 * A stand-in for the shell's server build: each renderer notes the config it starts with (its
 * `v`) in a file, warms up until the config's gate file exists, and draws a page naming its config
 * (and, when it may ask the API for its first screen, the answer to `member/things`).
 */
const SERVER_BUNDLE = (configured: string) => `
  const fs = require('node:fs');
  let config;
  exports.loadRenderer = async () => ({
    configure(c) {
      config = c;
      fs.appendFileSync(${JSON.stringify(configured)}, c.v + '\\n');
    },
    async warmUp() {
      while (config.warmGate && !fs.existsSync(config.warmGate)) await new Promise((resolve) => setTimeout(resolve, 20));
    },
    async renderDocument(url, viewer, ask) {
      const asked = ask ? ' asked ' + JSON.stringify(await ask('member/things')) : '';
      return { status: 200, html: 'page of ' + config.v + asked, complete: true, timing: { load: 0, render: 1 } };
    },
  });
`;

let dir: string;
let service: RenderService | undefined;
let api: Server | undefined;

beforeEach(() => {
  // The service logs its renderers' starts; the tests read what they did instead.
  jest.spyOn(console, 'log').mockImplementation(() => undefined);
  dir = mkdtempSync(join(tmpdir(), 'club-render-service-'));
  mkdirSync(join(dir, 'shell'));
  mkdirSync(join(dir, 'shell-server'));
  writeFileSync(join(dir, 'shell', 'index.html'), 'index');
  writeFileSync(join(dir, 'shell-server', 'server.cjs'), SERVER_BUNDLE(join(dir, 'configured.txt')));
});

afterEach(async () => {
  jest.restoreAllMocks();
  await service?.close();
  service = undefined;
  if (api) {
    api.closeAllConnections();
    await new Promise((resolve) => api!.close(resolve));
  }
  api = undefined;
  rmSync(dir, { recursive: true, force: true });
});

const start = async (siteConfig: object, env: NodeJS.ProcessEnv = {}) => {
  writeFileSync(join(dir, 'config.json'), JSON.stringify(siteConfig));
  service = await startRenderService({
    HOST: '127.0.0.1',
    PORT: '0',
    SHELL_DIR: join(dir, 'shell'),
    SHELL_SERVER_DIR: join(dir, 'shell-server'),
    SITE_CONFIG_FILE: join(dir, 'config.json'),
    // One thread per config: each renderer started writes one line.
    RENDER_THREADS: '1',
    ...env,
  });
  return `http://127.0.0.1:${(service.server.address() as AddressInfo).port}`;
};

const configured = () => (existsSync(join(dir, 'configured.txt')) ? readFileSync(join(dir, 'configured.txt'), 'utf8').trim().split('\n') : []);

const waitFor = async (check: () => boolean | Promise<boolean>, ms = 5000) => {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
};

/**
 * An API whose /config.json gives every browser the canary's config (`extra` added to it), with
 * the fingerprint of both configs while `running`.
 */
async function apiWithCanary(running: boolean, extra: object = {}): Promise<string> {
  api = createServer((request, response) => {
    if (request.url === SITE_CONFIGS_PATH) {
      return response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ configs: [{ v: 'stable' }, { v: 'canary' }] }));
    }
    return response.writeHead(200, {
      'content-type': 'application/json',
      'cache-control': 'private, no-cache',
      ...(running && { [CONFIGS_HEADER]: '0123456789abcdef' }),
    }).end(JSON.stringify({ v: 'canary', ...extra }));
  });
  await new Promise<void>((resolve) => api!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
}

describe('the render service', () => {
  it('says it is healthy only once its first renderer is warm', async () => {
    const gate = join(dir, 'warm-gate');
    const url = await start({ v: 'file', warmGate: gate });
    const starting = await fetch(`${url}/.health`);
    expect([starting.status, await starting.text()]).toEqual([503, 'warming up']);
    // Pages are served meanwhile.
    expect(await (await fetch(`${url}/`)).text()).toBe('page of file');
    writeFileSync(gate, '');
    await waitFor(async () => (await fetch(`${url}/.health`)).status === 200);
    expect(await (await fetch(`${url}/.health`)).text()).toBe('ok');
  });

  it('warms the renderer of the config the API gives a new visitor, not the file\'s, before it says it is healthy', async () => {
    const gate = join(dir, 'warm-gate');
    const url = await start({ v: 'file' }, { API_URLS: await apiWithCanary(false, { warmGate: gate }) });
    await waitFor(() => configured().includes('canary'));
    expect((await fetch(`${url}/.health`)).status).toBe(503);
    writeFileSync(gate, '');
    await waitFor(async () => (await fetch(`${url}/.health`)).status === 200);
    // The first visitor's page is drawn by that renderer: no other is started for it.
    expect(await (await fetch(`${url}/`)).text()).toBe('page of canary');
    expect(configured().filter((v) => v === 'canary')).toHaveLength(1);
  });

  it('starts a renderer for every config browsers can get once the API says they changed, before their first page', async () => {
    const url = await start({ v: 'file' }, { API_URLS: await apiWithCanary(true) });
    expect(await (await fetch(`${url}/`)).text()).toBe('page of canary');
    // The stable browsers' renderer is started although no stable browser asked.
    await waitFor(() => configured().includes('stable'));
    expect(configured()).toContain('canary');
  });

  it('draws a page for the session with the answers its first screen asks of the API, with the request\'s cookie', async () => {
    const user = { id: 'member-1', fullName: 'Ada Member', email: 'ada@example.com', isAdmin: false };
    api = createServer((request, response) => {
      if (request.url === '/config.json') {
        // Told only to the service holding the secret it shares with the API.
        const signedIn = request.headers.cookie === 'club_session=s1' && request.headers[VIEWER_REQUEST_HEADER] === RENDER_SECRET;
        return response.writeHead(200, {
          'content-type': 'application/json',
          ...(signedIn && { [VIEWER_HEADER]: 'user', [VIEWER_USER_HEADER]: Buffer.from(JSON.stringify(user)).toString('base64url') }),
        }).end(JSON.stringify({ v: 'api' }));
      }
      return response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ path: request.url, cookie: request.headers.cookie ?? null }));
    });
    await new Promise<void>((resolve) => api!.listen(0, '127.0.0.1', resolve));
    const url = await start({ v: 'file' }, { API_URLS: `http://127.0.0.1:${(api.address() as AddressInfo).port}`, RENDER_SECRET });
    expect(await (await fetch(`${url}/user`, { headers: { cookie: 'club_session=s1' } })).text())
      .toBe('page of api asked {"path":"/api/member/things","cookie":"club_session=s1"}');
    // A visitor's page asks nothing.
    expect(await (await fetch(`${url}/user`)).text()).toBe('page of api');
  });

  it('starts no other renderer while no canary runs', async () => {
    const url = await start({ v: 'file' }, { API_URLS: await apiWithCanary(false) });
    expect(await (await fetch(`${url}/`)).text()).toBe('page of canary');
    await new Promise((r) => setTimeout(r, 300));
    expect(configured()).toContain('canary');
    expect(configured()).not.toContain('stable');
  });

  it('answers its pages by outcome and each thread\'s heap at /.stats, under the heap limit it is given', async () => {
    const url = await start({ v: 'file' }, { RENDER_THREAD_MEMORY_MB: '64' });
    await waitFor(async () => (await fetch(`${url}/.health`)).status === 200);
    expect(await (await fetch(`${url}/`)).text()).toBe('page of file');
    const stats = await (await fetch(`${url}/.stats`)).json() as { pages: Record<string, number>; threads: { heapUsedMb: number; heapLimitMb: number }[] };
    expect(stats.pages).toEqual({ rendered: 1, markupInBrowser: 0, unrendered: 0 });
    expect(stats.threads.length).toBeGreaterThanOrEqual(1);
    for (const thread of stats.threads) {
      expect(thread.heapUsedMb).toBeGreaterThan(0);
      // The old generation's limit and the young generation's room.
      expect(thread.heapLimitMb).toBeGreaterThan(64);
      expect(thread.heapLimitMb).toBeLessThan(128);
    }
  });
});
