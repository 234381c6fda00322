/**
 * The production deployment of docker/, tested without Docker: Debian's nginx runs the same
 * nginx files the images run (docker/nginx/, rendered by the same rules) against the built apps
 * (the layout: e2e/support/nginx-deployment.ts), one API instance behind the shell's nginx:
 *
 *   browser ── :4325 shell nginx (shell.conf) ── shell/dist, the config file (when the API cannot answer)
 *      │                        ├── pages ──► :4334 render service (its image build, as compose runs it)
 *      │                        │                 └── each browser's config ──► the API
 *      │                        └── /api, /storage, /config.json ──► :4328 API (its image build, as compose runs it)
 *      └────── :4327 CDN edge nginx (cdn-edge.conf) ──► :4326 remote server nginx (cdn.conf)
 *                                                          └── the product's CDN folder
 *
 * (Ports for the product on 4310: E2E_PORT + 15 onwards, or from NGINX_E2E_PORT.) Two instances
 * behind it: two-instances.e2e.ts.
 */
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { dirname, join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { loadConfig } from '../../api/src/app/config';
import { contentSecurityPolicyDirectives, scriptHashSource } from '../../api/src/app/security-headers';
import { FORGOT_PASSWORD_RATE_LIMIT } from '../../api/src/features/password-reset/password-reset-routes';
import { ROOT } from '../../scripts/lib/apps';
import { VIEWER_HEADER, VIEWER_REQUEST_HEADER, VIEWER_USER_HEADER } from '../../shell/server/browser-config';
import { assignCanary } from 'shared/canary';
import { EARLY_INPUT_SCRIPT } from 'shared/early-input';
import { loginThroughForm, useFreshBrowser } from '../support/browser';
import { ADMIN, E2E_PORT, MEMBER } from '../support/env';
import {
  assertNginxInstalled, NGINX_DIR, NGINX_RUN_DIR, nginxFilesOf, renderNginx, type RunningNginx,
} from '../support/nginx';
import { API_ENGINE, startApiBehindProxy, type ApiBehindProxy } from '../support/nginx-api';
import {
  apiSiteVars, DEPLOYMENT_RENDER_SECRET, deploymentPorts, originOf, prepareSite, serverVars, SHELL_DIST, startDeploymentRenderService, startNginxServers,
  type DeploymentSite, type SiteConfig,
} from '../support/nginx-deployment';
import type { RunningRenderService } from '../support/nginx-render';
import { waitUntil } from '../support/processes';
import { publishVariant, runCommandWith, variantVersion, versionIn } from '../support/release';

/**
 * 15 above the product's port (4325-4328 beside the default 4310: clear of a run on 4320 too),
 * or NGINX_E2E_PORT.
 */
const PORTS = deploymentPorts(Number(process.env.NGINX_E2E_PORT ?? E2E_PORT + 15), 1);
const SHELL_PORT = PORTS.shell;
const API_PORT = PORTS.apis[0]!;
const SHELL = originOf(PORTS.shell);
const CDN = originOf(PORTS.edge);
const REMOTE_SERVER = originOf(PORTS.remoteServer);
const IMMUTABLE = 'public, max-age=31536000, immutable';

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  /** The bytes as sent (still compressed when Content-Encoding says so). */
  raw: Buffer;
  /** The body decoded per Content-Encoding, as text. */
  text: string;
}

/** One HTTP request, bytes as they came over the wire (Node's fetch would decompress them). */
function call(url: string, options: { method?: string; headers?: Record<string, string>; body?: Buffer | string } = {}): Promise<Answer> {
  return new Promise((resolveAnswer, reject) => {
    const headers: Record<string, string> = { 'accept-encoding': 'identity', ...options.headers };
    if (options.body !== undefined) headers['content-length'] = String(Buffer.byteLength(options.body));
    const req = httpRequest(url, { method: options.method ?? 'GET', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        const encoding = res.headers['content-encoding'];
        const decoded = encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw;
        resolveAnswer({ status: res.statusCode ?? 0, headers: res.headers, raw, text: decoded.toString('utf8') });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

/** A Content-Security-Policy header as directive -> sorted sources. */
function parseCsp(header: string | undefined): Record<string, string[]> {
  expect(header).toBeTruthy();
  return Object.fromEntries(header!.split(';').map((d) => d.trim()).filter(Boolean).map((directive) => {
    const [name, ...sources] = directive.split(/\s+/);
    return [name!, sources.sort()];
  }));
}

/** The run-time config a rendered page carries, and the version of remote-public it names. */
const inlinedConfigOf = (html: string) =>
  JSON.parse(/<script type="application\/json" id="club-config">(.*?)<\/script>/.exec(html)?.[1] ?? 'null') as SiteConfig;
const versionOf = (config: SiteConfig) => versionIn(config.remotes.remote_public);

/** The demo member's sign-in through the shell's nginx, sent from `origin`. */
const memberLogin = (origin: string) => call(`${SHELL}/api/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', origin },
  body: JSON.stringify({ email: MEMBER.email, password: MEMBER.password }),
});
/** The session cookie a sign-in set, as a Cookie header. */
const sessionCookieOf = (answer: Answer) => String(answer.headers['set-cookie']?.[0] ?? '').split(';')[0]!;

const varyOf = (answer: Answer) => String(answer.headers.vary ?? '').split(',').map((v) => v.trim().toLowerCase());
const mainScriptOf = (html: string) => {
  const src = /<script[^>]+src="(\/static\/js\/[^"]+\.js)"/.exec(html)?.[1];
  if (!src) throw new Error(`the shell's index.html names no script under /static/js/:\n${html}`);
  return src;
};

/** Files under `dir` (relative paths), recursively. */
function filesUnder(dir: string, prefix = ''): string[] {
  return readdirSync(join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    return entry.isDirectory() ? filesUnder(dir, rel) : [rel];
  });
}

/** The API's CSP for a site whose remotes come from CDN: what nginx must send too. */
const apiCsp = () => {
  const directives = contentSecurityPolicyDirectives(loadConfig({ CDN_ORIGINS: CDN, SITE_URL: SHELL }));
  return Object.fromEntries(Object.entries(directives).map(([name, sources]) => [name, [...sources].sort()]));
};

let api: ApiBehindProxy | undefined;
/** The API as compose runs it: serving the site's config too, on a fresh database. */
const startApi = () => startApiBehindProxy({
  port: API_PORT,
  siteUrl: SHELL,
  cdnOrigin: CDN,
  env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, DEMO_PASSWORD: MEMBER.password, SEED_DEMO: '1', ...apiSiteVars(PORTS, site) },
});
let render: RunningRenderService | undefined;
const servers: RunningNginx[] = [];
let site: DeploymentSite;
let siteConfig: SiteConfig;
/** The path of each remote's version folder on the CDN, e.g. /remote-public/0.1.0/. */
let remoteFolders: DeploymentSite['remoteFolders'];

beforeAll(async () => {
  assertNginxInstalled();

  site = await prepareSite(PORTS);
  ({ siteConfig, remoteFolders } = site);

  api = await startApi();
  servers.push(...(await startNginxServers(PORTS, site)));
  render = await startDeploymentRenderService(PORTS, site);
}, 120_000);

afterAll(async () => {
  await render?.stop();
  await Promise.all(servers.splice(0).map((server) => server.stop()));
  await api?.stop();
});

describe('the images\' nginx files', () => {
  const images = [
    { dockerfile: 'shell.Dockerfile', server: 'shell' },
    { dockerfile: 'remote.Dockerfile', server: 'cdn' },
    { dockerfile: 'cdn.Dockerfile', server: 'cdn-edge' },
  ] as const;

  /** What a Dockerfile copies from docker/nginx/: image path -> repo file under docker/nginx/. */
  function nginxCopies(dockerfile: string): Map<string, string> {
    const copies = new Map<string, string>();
    const text = readFileSync(join(ROOT, 'docker', dockerfile), 'utf8').replace(/\\\n/g, ' ');
    for (const line of text.split('\n')) {
      const words = line.trim().split(/\s+/);
      if (words[0] !== 'COPY' || words.some((w) => w.startsWith('--from'))) continue;
      const args = words.slice(1).filter((w) => !w.startsWith('--'));
      const target = args.pop()!;
      for (const source of args.filter((s) => s.startsWith('docker/nginx/') && s !== 'docker/nginx/entrypoint.sh')) {
        const name = source.slice('docker/nginx/'.length);
        copies.set(target.endsWith('/') ? `${target}${name.split('/').pop()}` : target, name);
      }
    }
    return copies;
  }

  /** Where nginxFilesOf's file goes in the image, under /etc/club-nginx (the entrypoint's source). */
  const imagePathOf = (file: string) => {
    if (file === 'nginx.conf') return '/etc/club-nginx/conf/nginx.conf';
    if (file.startsWith('snippets/')) return `/etc/club-nginx/conf/${file}`;
    return `/etc/club-nginx/conf/conf.d/${file}`;
  };

  test.each(images)('$dockerfile copies exactly the files $server.conf includes, and its entrypoint renders them as this test does', ({ dockerfile, server }) => {
    const copies = nginxCopies(dockerfile);
    const needed = nginxFilesOf(server);
    expect([...copies.keys()].sort()).toEqual(needed.map(imagePathOf).sort());

    // Lay the files out as the image does, run the image's entrypoint (render only), compare.
    const work = join(NGINX_RUN_DIR, `entrypoint-${server}-${SHELL_PORT}`);
    rmSync(work, { recursive: true, force: true });
    for (const [imagePath, file] of copies) {
      const target = join(work, 'image', imagePath);
      mkdirSync(dirname(target), { recursive: true });
      cpSync(join(NGINX_DIR, file), target);
    }
    // The shell's upstream as compose sets it: a list, one `server` line per instance.
    const vars = { ...serverVars(PORTS, site)[server], ...(server === 'shell' && { API_UPSTREAMS: 'api-1:3000 api-2:3000' }), LISTEN_PORT: '8080' };
    const rendered = spawnSync('sh', [join(NGINX_DIR, 'entrypoint.sh'), '--render-only'], {
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin', ...vars, NGINX_TEMPLATES: join(work, 'image', 'etc', 'club-nginx'), NGINX_PREFIX: join(work, 'prefix') },
      encoding: 'utf8',
    });
    if (rendered.error || rendered.status !== 0) {
      throw new Error(`docker/nginx/entrypoint.sh failed (${rendered.status}): ${rendered.error?.message ?? ''}${rendered.stderr}`
        + (/envsubst/.test(rendered.stderr) ? '\ninstall the Debian package gettext-base (envsubst)' : ''));
    }
    renderNginx(join(work, 'expected'), server, vars);
    const byEntrypoint = filesUnder(join(work, 'prefix', 'conf')).sort();
    expect(byEntrypoint).toEqual(filesUnder(join(work, 'expected', 'conf')).sort());
    for (const file of byEntrypoint) {
      expect(readFileSync(join(work, 'prefix', 'conf', file), 'utf8')).toBe(readFileSync(join(work, 'expected', 'conf', file), 'utf8'));
    }
    if (server === 'shell') {
      const upstream = /upstream club_api \{[^}]*\}/.exec(readFileSync(join(work, 'prefix', 'conf', 'conf.d', 'shell.conf'), 'utf8'))?.[0] ?? '';
      expect(upstream.match(/^\s*server .*$/gm)?.map((line) => line.trim().split(/\s+/)[1])).toEqual(['api-1:3000', 'api-2:3000']);
    }
    rmSync(work, { recursive: true, force: true });
  });
});

describe(`the shell's nginx (the API's image build behind it, on ${API_ENGINE === 'postgres' ? 'PostgreSQL' : 'SQLite'})`, () => {
  test('every app route gets its page rendered by the render service for the browser\'s config, revalidated on every load', async () => {
    const pages = [
      ['/', 'About the Club'], ['/login', 'Member Access'], ['/forgot-password', 'Send Reset Link'], ['/privacy', 'Privacy Policy'],
      ['/user', 'Checking your session'], ['/admin', 'Checking your session'], ['/no/such/page', 'Page not found'],
    ] as const;
    for (const [path, text] of pages) {
      const answer = await call(`${SHELL}${path}`);
      expect({ path, status: answer.status }).toEqual({ path, status: path === '/no/such/page' ? 404 : 200 });
      expect(answer.headers['content-type']).toMatch(/^text\/html/);
      // Made for this browser (the release state applies per browser id): never shared by a cache.
      expect(answer.headers['cache-control']).toBe('private, no-cache');
      expect(varyOf(answer)).toContain('cookie');
      expect(String(answer.headers['set-cookie'] ?? '')).toMatch(/^club_bid=[0-9a-f-]{36};/);
      expect({ path, rendered: answer.text.includes(text) }).toEqual({ path, rendered: true });
      // The page's run-time config: the one /config.json serves, remotes on the CDN's public origin.
      expect(inlinedConfigOf(answer.text)).toEqual(siteConfig);
    }
    // A path that is a file of the build is the file.
    expect((await call(`${SHELL}/robots.txt`)).text).toBe(readFileSync(join(SHELL_DIST, 'robots.txt'), 'utf8'));
  });

  test('the reset page and an applicant\'s status page (their URLs hold a token) are never stored nor sent as a referrer', async () => {
    const answer = await call(`${SHELL}/reset-password/some-token`);
    expect(answer.status).toBe(200);
    expect(answer.text).toContain('Update Password');
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers['referrer-policy']).toBe('no-referrer');
    expect(answer.headers['content-security-policy']).toBeTruthy();
    const status = await call(`${SHELL}/application/some-token`);
    expect(status.status).toBe(200);
    expect(status.text).toContain('Your application');
    expect([status.headers['cache-control'], status.headers['referrer-policy']]).toEqual(['no-store', 'no-referrer']);
  });

  test('an edit of the run-time config (a release) shows in the next page, without a restart', async () => {
    const edited = { ...siteConfig, brandName: 'The Chicago Supper Society, released' };
    try {
      writeFileSync(site.siteConfigFile, `${JSON.stringify(edited, null, 2)}\n`);
      expect((await call(`${SHELL}/login`)).text).toContain('The Chicago Supper Society, released');
    } finally {
      writeFileSync(site.siteConfigFile, `${JSON.stringify(siteConfig, null, 2)}\n`);
    }
    expect((await call(`${SHELL}/login`)).text).not.toContain('released');
  });

  test('with the render service down, pages are the plain index.html (rendered in the browser), with the same headers', async () => {
    const indexHtml = readFileSync(join(SHELL_DIST, 'index.html'), 'utf8');
    await render?.stop();
    try {
      for (const path of ['/', '/login', '/no/such/page']) {
        const answer = await call(`${SHELL}${path}`);
        expect({ path, status: answer.status }).toEqual({ path, status: 200 });
        expect(answer.text).toBe(indexHtml);
        expect(answer.headers['cache-control']).toBe('no-cache');
        expect(parseCsp(answer.headers['content-security-policy'] as string)).toEqual(apiCsp());
      }
      const reset = await call(`${SHELL}/reset-password/some-token`);
      expect(reset.text).toBe(indexHtml);
      expect(reset.headers['cache-control']).toBe('no-store');
      expect(reset.headers['referrer-policy']).toBe('no-referrer');
    } finally {
      render = await startDeploymentRenderService(PORTS, site);
    }
  });

  test('security headers: the API\'s CSP (scripts only from the shell and the CDN), no framing, nosniff', async () => {
    const page = await call(`${SHELL}/`);
    const csp = parseCsp(page.headers['content-security-policy'] as string);
    expect(csp).toEqual(apiCsp());
    // Scripts from the shell and the CDN, and the page's one inline script by its hash.
    expect(csp['script-src']).toEqual([`'self'`, CDN, scriptHashSource(EARLY_INPUT_SCRIPT)].sort());
    expect(csp['frame-ancestors']).toEqual([`'none'`]);
    expect(csp['default-src']).toEqual([`'self'`]);
    expect(csp['object-src']).toEqual([`'none'`]);
    expect(csp['base-uri']).toEqual([`'none'`]);
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(page.headers['strict-transport-security']).toBeUndefined();
    // The same on the config, a file, and an error.
    for (const path of ['/config.json', mainScriptOf(page.text), '/static/js/missing.0123456789.js']) {
      const answer = await call(`${SHELL}${path}`);
      expect({ path, csp: parseCsp(answer.headers['content-security-policy'] as string) }).toEqual({ path, csp: apiCsp() });
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  test('/config.json is the API\'s: the site config file with each remote\'s release for this browser, revalidated on every load', async () => {
    const answer = await call(`${SHELL}/config.json`);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(answer.headers['cache-control']).toBe('private, no-cache');
    expect(varyOf(answer)).toContain('cookie');
    expect(String(answer.headers['set-cookie'] ?? '')).toMatch(/^club_bid=[0-9a-f-]{36};/);
    expect(JSON.parse(answer.text)).toEqual(siteConfig);
    // The file's own location is nobody's URL.
    expect((await call(`${SHELL}/.site-config-file`)).status).toBe(404);
  });

  test('a signed-in member\'s /user is the dashboard drawn for that member (the API tells the render service who is asking); a visitor\'s is the guard\'s frame', async () => {
    const login = await memberLogin(SHELL);
    expect(login.status).toBe(200);
    const cookie = sessionCookieOf(login);
    const memberHint = /<link rel="preload" as="script" href="[^"]*\/remote-member\/[^"]*remoteEntry\.js">/;
    const signedIn = await call(`${SHELL}/user`, { headers: { cookie } });
    expect(signedIn.text).not.toContain('Checking your session');
    expect(signedIn.text).toMatch(/Welcome back,/);
    expect(signedIn.text).toContain('id="club-session"');
    expect(signedIn.text).toMatch(memberHint);
    expect(signedIn.headers['cache-control']).toBe('private, no-cache');
    const visitor = await call(`${SHELL}/user`);
    expect(visitor.text).toContain('Checking your session');
    expect(visitor.text).not.toMatch(/<link rel="preload"[^>]*\/remote-member\//);
  });

  test('a client\'s x-club-* headers are dropped: asked with a member\'s cookie, no answer names who is signed in, but to the render service holding the secret', async () => {
    const cookie = sessionCookieOf(await memberLogin(SHELL));
    const internalHeadersOf = (answer: Answer) => Object.keys(answer.headers).filter((name) => name.startsWith('x-club-'));
    // Through nginx, even the right secret: a client's internal headers never reach the API.
    for (const ask of ['1', DEPLOYMENT_RENDER_SECRET]) {
      const answer = await call(`${SHELL}/config.json`, { headers: { cookie, [VIEWER_REQUEST_HEADER]: ask, [VIEWER_HEADER]: 'admin' } });
      expect(answer.status).toBe(200);
      expect(internalHeadersOf(answer)).toEqual([]);
      const page = await call(`${SHELL}/user`, { headers: { cookie, [VIEWER_REQUEST_HEADER]: ask } });
      expect(internalHeadersOf(page)).toEqual([]);
    }
    // The API itself, asked directly: only the secret makes it answer the session's role and user.
    const direct = await call(`${api!.url}/config.json`, { headers: { cookie, [VIEWER_REQUEST_HEADER]: '1' } });
    expect(internalHeadersOf(direct)).toEqual([]);
    const renderService = await call(`${api!.url}/config.json`, { headers: { cookie, [VIEWER_REQUEST_HEADER]: DEPLOYMENT_RENDER_SECRET } });
    expect(renderService.headers[VIEWER_HEADER]).toBe('user');
    expect(renderService.headers[VIEWER_USER_HEADER]).toBeTruthy();
  });

  test('a canary (`npm run release -- remote-public <v> --canary 50`) reaches its share of browsers, in their config and their rendered page alike; --abort ends it', async () => {
    const remote = remoteFolders.find((folder) => folder.dir === 'remote-public')!;
    const stable = remote.path.split('/')[2]!;
    const canary = variantVersion(stable);
    publishVariant(site.cdnRoot, 'remote-public', stable, canary, 'About the Club', 'About the Club (canary)');
    const release = (args: string[]) => runCommandWith({ ...api!.databaseEnv, CDN_DIR: site.cdnRoot, SITE_CONFIG_FILE: '' }, 'release', ['remote-public', ...args]);
    const expected = (id: string) => (assignCanary(id, 'remote-public', 50) === 'canary' ? canary : stable);
    const configFor = async (id: string) => JSON.parse((await call(`${SHELL}/config.json`, { headers: { cookie: `club_bid=${id}` } })).text) as SiteConfig;
    // Browsers on each side of the share.
    const ids = Array.from({ length: 200 }, () => randomUUID());
    const inCanary = ids.filter((id) => expected(id) === canary).slice(0, 6);
    const inStable = ids.filter((id) => expected(id) === stable).slice(0, 6);

    await release([canary, '--canary', '50']);
    // Every instance reads the release state at most 1.5 s old.
    await waitUntil(async () => versionOf(await configFor(inCanary[0]!)) === canary, 10_000, 'the canary in /config.json');
    // The first page after the release, a stable browser's, tells the render service that the
    // configs changed: it starts and warms a renderer for the canary's before any of its browsers asks.
    const pageFor = (id: string) => call(`${SHELL}/`, { headers: { cookie: `club_bid=${id}` } });
    expect((await pageFor(inStable[0]!)).text).toContain('About the Club');
    const canaryRenderer = new RegExp(`remote_public [^,)]*/remote-public/${canary.replaceAll('.', '\\.')}/mf-manifest\\.json[^)]*\\) ready and warm`);
    await waitUntil(async () => canaryRenderer.test(render!.output()), 20_000, 'a warm renderer for the canary\'s config');
    // So the first page of a browser in the canary's share is that version's, drawn by the server.
    expect((await pageFor(inCanary[0]!)).text).toContain('About the Club (canary)');
    for (const id of [...inCanary, ...inStable]) {
      const config = await configFor(id);
      expect({ id, version: versionOf(config) }).toEqual({ id, version: expected(id) });
      // The page the render service draws for that browser: its config, and that version's landing page.
      const page = await pageFor(id);
      expect(inlinedConfigOf(page.text)).toEqual(config);
      expect({ id, canaryPage: page.text.includes('About the Club (canary)') }).toEqual({ id, canaryPage: expected(id) === canary });
      expect(page.headers['cache-control']).toBe('private, no-cache');
      expect(page.headers['set-cookie']).toBeUndefined();
    }
    // A new browser: its id comes with its first page, drawn for that id; its config follows it.
    for (let i = 0; i < 4; i += 1) {
      const first = await call(`${SHELL}/`);
      const id = /club_bid=([0-9a-f-]{36})/.exec(String(first.headers['set-cookie'] ?? ''))?.[1];
      expect(id).toBeDefined();
      expect(versionOf(inlinedConfigOf(first.text))).toBe(expected(id!));
      expect(versionOf(await configFor(id!))).toBe(expected(id!));
    }

    await release(['--abort']);
    await waitUntil(async () => versionOf(await configFor(inCanary[0]!)) === stable, 10_000, 'the stable version in /config.json');
    const page = await pageFor(inCanary[0]!);
    expect(versionOf(inlinedConfigOf(page.text))).toBe(stable);
    expect(page.text).not.toContain('About the Club (canary)');
  });

  test('with the API down, /config.json is the file, and pages are rendered with it', async () => {
    await api?.stop();
    try {
      const config = await call(`${SHELL}/config.json`);
      expect(config.status).toBe(200);
      expect(config.headers['cache-control']).toBe('no-cache');
      expect(JSON.parse(config.text)).toEqual(siteConfig);
      expect(parseCsp(config.headers['content-security-policy'] as string)).toEqual(apiCsp());
      const page = await call(`${SHELL}/login`);
      expect(page.status).toBe(200);
      expect(page.text).toContain('Member Access');
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(inlinedConfigOf(page.text)).toEqual(siteConfig);
    } finally {
      api = await startApi();
    }
  });

  test('hashed assets are cached a year, immutable; a missing one is a 404, never the page', async () => {
    const script = mainScriptOf((await call(`${SHELL}/`)).text);
    const asset = await call(`${SHELL}${script}`);
    expect(asset.status).toBe(200);
    expect(asset.headers['content-type']).toMatch(/javascript/);
    expect(asset.headers['cache-control']).toBe(IMMUTABLE);
    expect(asset.raw.equals(readFileSync(join(SHELL_DIST, script)))).toBe(true);

    const missing = await call(`${SHELL}/static/js/missing.0123456789.js`);
    expect(missing.status).toBe(404);
    expect(missing.headers['cache-control']).toBeUndefined();
    expect(missing.text).not.toContain('<div id="root">');
    // Build stamps and other dotfiles are not published.
    expect((await call(`${SHELL}/.build-stamp`)).status).toBe(404);
  });

  test('the precompressed brotli and gzip files of the build are sent as they are', async () => {
    const script = mainScriptOf((await call(`${SHELL}/`)).text);
    const file = join(SHELL_DIST, script);
    for (const [accept, encoding, onDisk] of [['br', 'br', `${file}.br`], ['gzip', 'gzip', `${file}.gz`], ['gzip, deflate, br', 'br', `${file}.br`]] as const) {
      expect(existsSync(onDisk)).toBe(true);
      const answer = await call(`${SHELL}${script}`, { headers: { 'accept-encoding': accept } });
      expect({ accept, encoding: answer.headers['content-encoding'] }).toEqual({ accept, encoding });
      expect(answer.raw.equals(readFileSync(onDisk))).toBe(true);
      expect(varyOf(answer)).toContain('accept-encoding');
    }
    const plain = await call(`${SHELL}${script}`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.raw.equals(readFileSync(file))).toBe(true);
    // A page, rendered per request: compressed on the fly.
    const page = await call(`${SHELL}/user`, { headers: { 'accept-encoding': 'br' } });
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.text).toContain('Checking your session');
  });

  test('/api is the API, proxied with the Origin untouched (cross-site writes still refused)', async () => {
    const health = await call(`${SHELL}/api/health`);
    expect(health.status).toBe(200);
    expect(health.headers['content-type']).toMatch(/^application\/json/);
    expect(health.headers['cache-control']).toBe('no-store');

    const refused = await memberLogin('http://evil.example');
    expect(refused.status).toBe(403);

    const accepted = await memberLogin(SHELL);
    expect(accepted.status).toBe(200);
    const cookie = sessionCookieOf(accepted);
    expect(cookie).toMatch(/=/);
    const me = await call(`${SHELL}/api/auth/me`, { headers: { cookie } });
    expect(me.status).toBe(200);
    expect(me.text).toContain(MEMBER.email);
  });

  test('the API sees the client nginx saw: a forged X-Forwarded-For does not escape the per-client limit', async () => {
    const forgot = (n: number) => call(`${SHELL}/api/auth/forgot-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: SHELL, 'x-forwarded-for': `203.0.113.${n}` },
      body: JSON.stringify({ email: `nobody-${n}@example.com` }),
    });
    const statuses: number[] = [];
    for (let n = 1; n <= FORGOT_PASSWORD_RATE_LIMIT + 1; n += 1) statuses.push((await forgot(n)).status);
    expect(statuses).toEqual([...Array<number>(FORGOT_PASSWORD_RATE_LIMIT).fill(200), 429]);
  });

  test('/storage is the API\'s storage, taking an avatar larger than nginx\'s default 1 MB body limit', async () => {
    // A PNG signature, then padding: the API sniffs the first bytes.
    const bytes = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(2 * 1024 * 1024, 7)]);
    const name = `nginx-e2e-${Date.now()}.png`;
    const key = siteConfig.storage.anonKey;
    const upload = await call(`${SHELL}/storage/v1/object/avatars/${name}`, {
      method: 'POST',
      headers: { apikey: key, authorization: `Bearer ${key}`, 'content-type': 'image/png', 'x-upsert': 'false' },
      body: bytes,
    });
    expect({ status: upload.status, body: upload.text }).toEqual({ status: 200, body: expect.stringContaining(name) });
    const served = await call(`${SHELL}/storage/v1/object/public/avatars/${name}`);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.raw.equals(bytes)).toBe(true);
  });
});

describe('the CDN\'s nginx (edge and remote server)', () => {
  test.each([['the edge', CDN], ['a remote\'s server', REMOTE_SERVER]])('%s: manifests and remoteEntry.js are revalidated, hashed chunks immutable, for the shell\'s origin', async (_, base) => {
    for (const { folder, path } of remoteFolders) {
      for (const [file, cache] of [['mf-manifest.json', 'no-cache'], ['remoteEntry.js', 'no-cache']] as const) {
        const answer = await call(`${base}${path}${file}`, { headers: { origin: SHELL } });
        expect({ url: `${path}${file}`, status: answer.status, cache: answer.headers['cache-control'] })
          .toEqual({ url: `${path}${file}`, status: 200, cache });
        expect(answer.headers['access-control-allow-origin']).toBe(SHELL);
        expect(varyOf(answer)).toContain('origin');
        expect(answer.headers['x-content-type-options']).toBe('nosniff');
        expect(answer.headers['cross-origin-resource-policy']).toBe('cross-origin');
        expect(answer.raw.equals(readFileSync(join(folder, file)))).toBe(true);
      }
      const chunk = filesUnder(folder).find((f) => /^static\/js\/.+\.[0-9a-f]{8,}\.js$/.test(f));
      if (!chunk) throw new Error(`no hashed chunk under ${folder}/static/js`);
      const answer = await call(`${base}${path}${chunk}`, { headers: { origin: SHELL } });
      expect({ url: `${path}${chunk}`, status: answer.status, cache: answer.headers['cache-control'] })
        .toEqual({ url: `${path}${chunk}`, status: 200, cache: IMMUTABLE });
      expect(answer.headers['content-type']).toMatch(/javascript/);
      expect(answer.headers['access-control-allow-origin']).toBe(SHELL);
    }
  });

  test('CORS is granted to the shell\'s origin only', async () => {
    const { path } = remoteFolders[0]!;
    for (const origin of ['http://evil.example', `http://localhost:${API_PORT}`, `http://127.0.0.1:${SHELL_PORT}`, undefined]) {
      const answer = await call(`${CDN}${path}mf-manifest.json`, { headers: origin ? { origin } : {} });
      expect(answer.status).toBe(200);
      expect({ origin, allowed: answer.headers['access-control-allow-origin'] }).toEqual({ origin, allowed: undefined });
    }
  });

  test('the precompressed brotli and gzip files of the remotes are sent as they are', async () => {
    for (const { folder, path } of remoteFolders) {
      const file = join(folder, 'remoteEntry.js');
      for (const [accept, encoding, onDisk] of [['br', 'br', `${file}.br`], ['gzip', 'gzip', `${file}.gz`]] as const) {
        expect(existsSync(onDisk)).toBe(true);
        const answer = await call(`${CDN}${path}remoteEntry.js`, { headers: { 'accept-encoding': accept, origin: SHELL } });
        expect({ url: path, encoding: answer.headers['content-encoding'] }).toEqual({ url: path, encoding });
        expect(answer.raw.equals(readFileSync(onDisk))).toBe(true);
        expect(varyOf(answer)).toEqual(expect.arrayContaining(['accept-encoding', 'origin']));
      }
    }
  });

  test('nothing but /<remote>/<version>/ files is published (404)', async () => {
    const { dir, path } = remoteFolders[0]!;
    const paths = ['/', `/${dir}/`, path, `/${dir}/99.99.99/mf-manifest.json`, '/no-such-remote/1.0.0/remoteEntry.js',
      `${path}.build-stamp`, `${path}.published`, `${path}static/js/missing.0123456789.js`, '/config.json'];
    for (const base of [CDN, REMOTE_SERVER]) {
      for (const url of paths) {
        const answer = await call(`${base}${url}`);
        expect({ url: `${base}${url}`, status: answer.status }).toEqual({ url: `${base}${url}`, status: 404 });
        expect(answer.headers['x-content-type-options']).toBe('nosniff');
        expect(answer.headers['cache-control']).not.toBe(IMMUTABLE);
      }
    }
  });
});

describe('the product through nginx, in Chromium', () => {
  const browser = useFreshBrowser({ baseURL: SHELL });

  test('the landing page loads its remote from the CDN, and a member signs in through the /api proxy', async () => {
    const { page } = browser;
    const cspViolations: string[] = [];
    const failures: string[] = [];
    const origins = new Set<string>();
    const fromCdn = new Set<string>();
    page.on('console', (message) => {
      if (/Content.Security.Policy/i.test(message.text())) cspViolations.push(message.text());
    });
    page.on('pageerror', (error) => failures.push(error.message));
    page.on('requestfailed', (req) => {
      // Only ours: the calendar and map embeds may be unreachable from a test machine. A request
      // the page cancelled itself (net::ERR_ABORTED: the idle prefetch of the login page cut
      // short by the navigation to it) says nothing about nginx.
      const error = req.failure()?.errorText ?? '';
      if ([SHELL, CDN].includes(new URL(req.url()).origin) && error !== 'net::ERR_ABORTED') failures.push(`${req.url()}: ${error}`);
    });
    page.on('response', (response) => {
      const url = new URL(response.url());
      origins.add(url.origin);
      if (url.origin === CDN && response.ok()) fromCdn.add(url.pathname.split('/')[1] ?? '');
    });

    const landing = await page.goto('/');
    // Rendered by the render service, then live in the browser.
    expect(await landing?.text()).toContain('About the Club');
    await page.getByRole('heading', { name: 'About the Club' }).waitFor();
    expect([...fromCdn]).toContain('remote-public');

    await loginThroughForm(page, MEMBER.email, MEMBER.password);
    await page.waitForURL(`${SHELL}/user`);
    await page.getByRole('heading', { name: /Welcome back,/ }).waitFor();

    expect([...fromCdn].sort()).toEqual(expect.arrayContaining(['remote-member', 'remote-public']));
    // Everything came through nginx: the shell's origin and the CDN's, nothing of the Node servers.
    expect([...origins].filter((origin) => origin.startsWith('http://localhost') || origin.startsWith('http://127.0.0.1')).sort())
      .toEqual([CDN, SHELL].sort());
    expect(cspViolations).toEqual([]);
    expect(failures).toEqual([]);
  });
});
