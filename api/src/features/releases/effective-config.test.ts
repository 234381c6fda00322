// Each browser's effective config over real HTTP: the browser id cookie, sticky canary versions,
// the canary's share, the end of a canary reaching everyone's next load, and two instances over
// one database serving the same state.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { call, type CallResult } from '../../test/http';
import { createTestDatabase, dropTestDatabases, engines, type TestDatabase } from '../../test/test-database';
import { startRenderingServer, TEST_RENDER_SECRET } from '../../test/rendering-server';
import { startTestServer, type TestServer } from '../../test/test-server';
import { assignCanary, type ReleaseRemote } from 'shared/canary';
import type { RemoteReleaseState } from 'shared/types';
import { BROWSER_ID_COOKIE } from './browser-id';
import { effectiveSiteConfig, possibleSiteConfigs } from './effective-config';
import { applyReleaseChange, readRemoteRelease } from './release-repository';

const CDN = 'https://cdn.example.test';
// What a render service of its own sends and reads (shell/server/browser-config.ts), as written on the wire.
const VIEWER_REQUEST_HEADER = 'x-club-ask-viewer';
const CONFIGS_HEADER = 'x-club-configs';
/** The secret the servers share with their render service (RENDER_SECRET). */
const RENDER_SECRET = TEST_RENDER_SECRET;
const SITE_CONFIGS_PATH = '/site-configs.json';
const SITE_CONFIG = {
  apiBasePath: '/api',
  remotes: {
    remote_public: `${CDN}/remote-public/1.0.0/mf-manifest.json`,
    remote_member: `${CDN}/remote-member/1.0.0/mf-manifest.json`,
    remote_admin: 'http://localhost:3013/mf-manifest.json',
  },
};
/** How old the release state the test servers serve may be, and a wait longer than that. */
const STATE_CACHE_TTL_MS = 200;
const STATE_CACHE_WAIT_MS = 300;

// Ids as browsers get them (UUID v4 form) from a seeded generator: a run is reproducible.
function seededIds(count: number, seed: number): string[] {
  let state = seed >>> 0;
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const hex = (n: number) => Array.from({ length: n }, () => Math.floor(random() * 16).toString(16)).join('');
  return Array.from({ length: count }, () => `${hex(8)}-${hex(4)}-4${hex(3)}-${'89ab'[Math.floor(random() * 4)]}${hex(3)}-${hex(12)}`);
}

const memberVersion = (res: CallResult): string | undefined =>
  /\/remote-member\/([^/]+)\/mf-manifest\.json$/.exec(String(res.body?.remotes?.remote_member))?.[1];

const configOf = (server: TestServer, id?: string) =>
  call(server, '/config.json', id ? { headers: { cookie: `${BROWSER_ID_COOKIE}=${id}` } } : {});

async function change(db: Kysely<Database>, kind: 'canary' | 'abort' | 'auto-rollback' | 'promote', share = 0, version = '1.1.0') {
  const current = await readRemoteRelease(db, 'remote-member');
  const expectedRevision = current?.revision ?? 0;
  if (kind === 'canary') {
    await applyReleaseChange(db, { kind, remote: 'remote-member', version, share }, { expectedRevision, actor: 'cli:test' });
  } else {
    await applyReleaseChange(db, { kind, remote: 'remote-member' }, { expectedRevision, actor: 'cli:test' });
  }
  await new Promise((resolve) => setTimeout(resolve, STATE_CACHE_WAIT_MS));
}

describe.each(engines)('each browser\'s effective config (%s)', (engine) => {
  let database: TestDatabase;
  let server: TestServer;
  let second: TestServer;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    const configFile = path.join(database.dataDir, 'site-config.json');
    await fs.writeFile(configFile, JSON.stringify(SITE_CONFIG));
    const env = { SEED_DEMO: '0', SITE_CONFIG_FILE: configFile, SITE_URL: 'https://club.example.test', RENDER_SECRET };
    server = await startTestServer(database, env, { releaseStateTtlMs: STATE_CACHE_TTL_MS });
    second = await startTestServer(database, env, { releaseStateTtlMs: STATE_CACHE_TTL_MS });
  });

  afterAll(async () => {
    await server?.close();
    await second?.close();
    await dropTestDatabases();
  });

  it('gives a browser without the cookie a random id and its config, per browser only', async () => {
    const res = await configOf(server);
    expect(res.status).toBe(200);
    const setCookie = res.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(new RegExp(`^${BROWSER_ID_COOKIE}=[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12};`));
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
    expect(setCookie).toContain('Secure');
    expect(setCookie).toContain('Max-Age=31536000');
    expect(res.headers.get('cache-control')).toBe('private, no-cache');
    expect(res.headers.get('vary')).toMatch(/cookie/i);
    // Seeded from the file: everyone gets the stable versions; a dev-server URL is kept as it is.
    expect(res.body).toEqual(SITE_CONFIG);

    const again = await configOf(server, cookieValue(setCookie));
    expect(again.headers.get('set-cookie')).toBeNull();
  });

  it('gives one browser the same versions on every load, from either instance', async () => {
    await change(server.app.db, 'canary', 50);
    for (const id of seededIds(40, 1)) {
      const first = memberVersion(await configOf(server, id));
      expect(['1.0.0', '1.1.0']).toContain(first);
      for (let i = 0; i < 3; i += 1) {
        expect(memberVersion(await configOf(server, id))).toBe(first);
        expect(memberVersion(await configOf(second, id))).toBe(first);
      }
    }
  });

  it('sends 1,000 browsers to a 50% canary within 3 points of the share, the rest to stable', async () => {
    const versions = await Promise.all(seededIds(1000, 2).map(async (id) => memberVersion(await configOf(server, id))));
    const canary = versions.filter((v) => v === '1.1.0').length;
    expect(versions.filter((v) => v === '1.0.0').length).toBe(1000 - canary);
    expect(Math.abs(canary / 10 - 50)).toBeLessThanOrEqual(3);
  });

  it.each(['abort', 'auto-rollback'] as const)('gives everyone the stable version on the next load after an %s', async (kind) => {
    await change(server.app.db, 'canary', 50);
    const ids = seededIds(200, 3);
    const before = await Promise.all(ids.map(async (id) => memberVersion(await configOf(second, id))));
    expect(before).toContain('1.1.0');
    await change(server.app.db, kind);
    for (const instance of [server, second]) {
      const after = await Promise.all(ids.map(async (id) => memberVersion(await configOf(instance, id))));
      expect(new Set(after)).toEqual(new Set(['1.0.0']));
    }
  });

  it('gives everyone the canary once promoted', async () => {
    await change(server.app.db, 'canary', 10, '1.2.0');
    await change(server.app.db, 'promote');
    const after = await Promise.all(seededIds(100, 4).map(async (id) => memberVersion(await configOf(second, id))));
    expect(new Set(after)).toEqual(new Set(['1.2.0']));
  });

  it('serves a stable release at once when the site config file changes with it (npm run release writes both)', async () => {
    const ids = seededIds(20, 5);
    await Promise.all(ids.map((id) => configOf(server, id)));
    const { db } = server.app;
    const current = await readRemoteRelease(db, 'remote-member');
    await applyReleaseChange(db, { kind: 'release', remote: 'remote-member', version: '1.3.0' }, { expectedRevision: current?.revision ?? 0, actor: 'cli:test' });
    const configFile = path.join(database.dataDir, 'site-config.json');
    await fs.writeFile(configFile, JSON.stringify({ ...SITE_CONFIG, remotes: { ...SITE_CONFIG.remotes, remote_member: `${CDN}/remote-member/1.3.0/mf-manifest.json` } }));
    const after = await Promise.all(ids.map(async (id) => memberVersion(await configOf(server, id))));
    expect(new Set(after)).toEqual(new Set(['1.3.0']));
  });

  it('tells a render service of its own when the configs browsers can get change, and lists them', async () => {
    const askedByRenderService = (instance: TestServer, id: string, secret = RENDER_SECRET) =>
      call(instance, '/config.json', { headers: { cookie: `${BROWSER_ID_COOKIE}=${id}`, [VIEWER_REQUEST_HEADER]: secret } });
    const [id] = seededIds(1, 6);
    // No canary: one config for everyone, nothing to prepare.
    expect((await askedByRenderService(server, id!)).headers.get(CONFIGS_HEADER)).toBeNull();
    expect((await call(server, SITE_CONFIGS_PATH)).body).toEqual({ configs: [] });

    await change(server.app.db, 'canary', 50, '1.4.0');
    const fingerprint = (await askedByRenderService(server, id!)).headers.get(CONFIGS_HEADER);
    expect(fingerprint).toMatch(/^[0-9a-f]{16}$/);
    // The same on every instance and for every browser; never told to a browser.
    expect((await askedByRenderService(second, seededIds(2, 7)[1]!)).headers.get(CONFIGS_HEADER)).toBe(fingerprint);
    expect((await configOf(server, id)).headers.get(CONFIGS_HEADER)).toBeNull();
    const listed = await call(second, SITE_CONFIGS_PATH);
    expect(listed.status).toBe(200);
    expect(listed.headers.get('cache-control')).toBe('no-store');
    const configs = (listed.body as { configs: unknown[] }).configs;
    expect(configs.map((config) => memberVersion({ body: config } as CallResult))).toEqual(['1.3.0', '1.4.0']);
    // Every browser's config is one of them.
    for (const browser of seededIds(20, 8)) expect(configs).toContainEqual((await configOf(server, browser)).body);

    await change(server.app.db, 'canary', 20, '1.5.0');
    expect((await askedByRenderService(server, id!)).headers.get(CONFIGS_HEADER)).not.toBe(fingerprint);
    // Asked without the render service's secret (a browser sending the header): nothing internal.
    expect((await askedByRenderService(server, id!, '1')).headers.get(CONFIGS_HEADER)).toBeNull();
    await change(server.app.db, 'abort');
    expect((await askedByRenderService(server, id!)).headers.get(CONFIGS_HEADER)).toBeNull();
    expect((await call(second, SITE_CONFIGS_PATH)).body).toEqual({ configs: [] });
  });
});

describe.each(engines)('the rendered page and /config.json of one browser (%s)', (engine) => {
  let server: TestServer;
  /** Where the stand-in renderer writes the remote-member URL of each config a worker starts with. */
  let configured: string;

  beforeAll(async () => {
    const database = await createTestDatabase(engine);
    const shellDir = path.join(database.dataDir, 'shell');
    const serverDir = path.join(database.dataDir, 'shell-server');
    await fs.mkdir(shellDir, { recursive: true });
    await fs.mkdir(serverDir, { recursive: true });
    await fs.writeFile(path.join(shellDir, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
    configured = path.join(database.dataDir, 'configured.txt');
    // A stand-in for the shell's server build: its page names the remote-member URL it was
    // configured with, and each worker notes that URL when it starts.
    await fs.writeFile(path.join(serverDir, 'server.cjs'), `
      let config;
      exports.loadRenderer = async () => ({
        configure(c) {
          config = c;
          require('node:fs').appendFileSync(${JSON.stringify(configured)}, c.remotes.remote_member + '\\n');
        },
        async warmUp() {},
        async renderDocument(url) {
          return { status: 200, html: '<html><body>member from ' + config.remotes.remote_member + '</body></html>', complete: true, timing: { load: 1, render: 1 } };
        },
      });
    `);
    const configFile = path.join(database.dataDir, 'site-config.json');
    await fs.writeFile(configFile, JSON.stringify(SITE_CONFIG));
    server = await startRenderingServer(database, { SEED_DEMO: '0', SHELL_DIR: shellDir, SITE_CONFIG_FILE: configFile }, serverDir, { releaseStateTtlMs: STATE_CACHE_TTL_MS });
    await change(server.app.db, 'canary', 50);
  });

  afterAll(async () => {
    await server?.close();
    await dropTestDatabases();
  });

  it('starts the canary\'s renderer on the first page of the canary\'s run, before any browser of its share asks', async () => {
    const stableBrowser = seededIds(50, 9).find((id) => assignCanary(id, 'remote-member', 50) === 'stable')!;
    const page = await call(server, '/', { headers: { cookie: `${BROWSER_ID_COOKIE}=${stableBrowser}`, accept: 'text/html' } });
    expect(page.text).toContain(`member from ${CDN}/remote-member/1.0.0/mf-manifest.json`);
    const canaryUrl = `${CDN}/remote-member/1.1.0/mf-manifest.json`;
    const end = Date.now() + 5000;
    while (!(await fs.readFile(configured, 'utf8').catch(() => '')).includes(canaryUrl)) {
      if (Date.now() > end) throw new Error('no renderer started with the canary\'s config');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });

  it('renders each browser\'s page with the versions its /config.json names, per browser only', async () => {
    const seen = new Set<string>();
    for (const id of seededIds(12, 6)) {
      const headers = { cookie: `${BROWSER_ID_COOKIE}=${id}`, accept: 'text/html' };
      const page = await call(server, '/', { headers });
      const version = memberVersion(await configOf(server, id));
      expect(page.text).toContain(`member from ${CDN}/remote-member/${version}/mf-manifest.json`);
      expect(page.headers.get('cache-control')).toBe('private, no-cache');
      expect(page.headers.get('vary')).toMatch(/cookie/i);
      seen.add(version ?? '');
    }
    expect(seen).toEqual(new Set(['1.0.0', '1.1.0']));
    // A first page sets the cookie its config will be read with.
    const first = await call(server, '/login', { headers: { accept: 'text/html' } });
    const id = cookieValue(first.headers.get('set-cookie') ?? '');
    expect(first.text).toContain(`/remote-member/${memberVersion(await configOf(server, id))}/mf-manifest.json`);
  });
});

function cookieValue(setCookie: string): string {
  return setCookie.split(';')[0]?.split('=')[1] ?? '';
}

describe('without release state', () => {
  let server: TestServer;

  beforeAll(async () => {
    const database = await createTestDatabase('sqlite');
    const configFile = path.join(database.dataDir, 'site-config.json');
    // No versioned remote: nothing to seed, the file is served as it is to everyone.
    await fs.writeFile(configFile, JSON.stringify({ apiBasePath: '/api', remotes: { remote_member: 'http://localhost:3012/mf-manifest.json' } }));
    server = await startTestServer(database, { SEED_DEMO: '0', SITE_CONFIG_FILE: configFile }, { releaseStateTtlMs: STATE_CACHE_TTL_MS });
  });

  afterAll(async () => {
    await server?.close();
    await dropTestDatabases();
  });

  it('serves the file with no cookie, cached as before', async () => {
    const res = await configOf(server);
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.body).toEqual({ apiBasePath: '/api', remotes: { remote_member: 'http://localhost:3012/mf-manifest.json' } });
  });
});

describe('possibleSiteConfigs', () => {
  const state = (remote: ReleaseRemote, stable: string, canary?: { version: string; share: number }): RemoteReleaseState => ({
    remote, stable, canary: canary ? { ...canary, startedAt: '2026-11-28T00:00:00.000Z' } : null, revision: 1, updatedAt: '2026-11-28T00:00:00.000Z',
  });
  const key = (config: unknown) => JSON.stringify(config);

  it('is empty while no canary runs', () => {
    expect(possibleSiteConfigs(SITE_CONFIG, [state('remote-member', '1.0.0'), state('remote-public', '1.0.0')])).toEqual([]);
  });

  it('names, stable first, the very config every browser gets: one canary, then two', () => {
    const one = [state('remote-member', '1.0.0', { version: '1.1.0', share: 50 }), state('remote-public', '1.0.0')];
    const two = [state('remote-member', '1.0.0', { version: '1.1.0', share: 50 }), state('remote-public', '1.0.0', { version: '2.0.0', share: 30 })];
    for (const states of [one, two]) {
      const possible = possibleSiteConfigs(SITE_CONFIG, states).map(key);
      expect(possible).toHaveLength(2 ** states.filter((s) => s.canary).length);
      expect(possible[0]).toBe(key(effectiveSiteConfig(SITE_CONFIG, states.map((s) => ({ ...s, canary: null })), 'anyone')));
      const got = new Set(seededIds(300, 4).map((id) => key(effectiveSiteConfig(SITE_CONFIG, states, id))));
      for (const config of got) expect(possible).toContain(config);
      // With 300 browsers every combination of shares is met.
      expect(got.size).toBe(possible.length);
    }
  });
});
