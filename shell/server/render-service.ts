/**
 * The page renderer as a service of its own (docker/compose.yaml's `shell-render`, built from the
 * shell's image, docker/shell.Dockerfile): the shell's nginx sends it the requests for pages and
 * serves the shell's files itself. It answers a page rendered for the current run-time config
 * (render-pool.ts), streamed: its head (hints, config) as soon as it is known, the rest once
 * drawn (or, past the time limit, an empty root the browser renders). When not even the head is
 * ready in time it answers 503, on which nginx sends the plain index.html (rendered in the
 * browser), as it does when this service is down. It sets no
 * caching or security headers: nginx sets them per location.
 *
 * Environment:
 *   PORT, HOST                  where it listens (3000, 0.0.0.0)
 *   SHELL_DIR                   the shell's web build (its index.html)
 *   SHELL_SERVER_DIR            the shell's server build (server.cjs)
 *   SITE_CONFIG_FILE            the run-time config, the same file nginx serves as /config.json
 *   SITE_CONFIG_TEMPLATE        if set: SITE_CONFIG_FILE is first written from this template,
 *                               every ${NAME} replaced by that variable (the image's default config)
 *   API_URLS                    the API instances (base URLs, space-separated): each page is
 *                               rendered with the config the API gives that browser (its
 *                               /config.json with the request's cookies: a canary's share, an
 *                               admin's try), and the cookies it sets are passed on; unset, or
 *                               when no instance answers, the config file's. A page drawn for
 *                               the session gets its first screen's data from them too
 *   RENDER_SECRET               the secret this service shares with the API (the API's own
 *                               RENDER_SECRET): with it, the API also answers the role and user
 *                               of the browser's session, and a member's or an admin's page is
 *                               drawn for them; without it, every page is drawn for a visitor
 *   CONFIG_TIME_LIMIT_MS        how long that question may take (1000)
 *   CDN_URL, CDN_INTERNAL_URL   the remotes' public base URL, and where this service reaches it
 *   RENDER_TIME_LIMIT_MS        how long a request waits for its page (2500)
 *   RENDER_THREADS              threads per config: renders of one config run on this many at
 *                               once (one per core)
 *   RENDER_THREAD_MEMORY_MB     each thread's heap limit (512): a render that needs more ends its
 *                               thread, and its page is rendered in the browser
 *
 * GET /.health answers 503 until the first renderer is warm (every public page drawn once), at
 * most 30 s; 200 from then on. GET /.stats answers the pages drawn so far by outcome and each
 * thread's heap (RenderPool.stats()). Neither is a page: the API and nginx refuse any path
 * with a segment starting with a dot. While canaries run, a renderer is started for every config
 * browsers can get as soon as the API says that set changed (browser-config.ts).
 *
 *   node render-service.mjs     (the image's build: docker/render-bundle.mjs)
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { apiAskerFor, apiUrlsOf, createBrowserConfigSource, DEFAULT_CONFIG_TIMEOUT_MS, fetchSiteConfigs, type BrowserConfig, type BrowserConfigSource } from './browser-config';
import { DEFAULT_MEMORY_LIMIT_MB, DEFAULT_TIME_LIMIT_MS, RenderPool } from './render-pool';
import { writeSiteConfigFromTemplate } from './site-config-template';

function required(env: NodeJS.ProcessEnv, name: string): string {
  const value = env[name];
  if (!value) throw new Error(`render service: set ${name}`);
  return value;
}

const headerOf = (request: IncomingMessage, name: string): string | undefined => {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
};

/** How long the service may warm up before it says it is healthy anyway (pages then go out as they can). */
const WARM_UP_LIMIT_MS = 30_000;

/**
 * While canaries run, starts a renderer for every config browsers can get as soon as the API's
 * fingerprint of them changes, so the first browser in a new canary's share does not wait for
 * one to start and load its remotes.
 */
function createConfigPreparer(pool: RenderPool, timeoutMs: number) {
  let prepared: string | null = null;
  return (browser: BrowserConfig) => {
    const { configs } = browser;
    if (!configs || configs.fingerprint === prepared) return;
    prepared = configs.fingerprint;
    fetchSiteConfigs(configs.apiUrl, timeoutMs).then(
      (list) => pool.prepare(list),
      (error: unknown) => {
        // Asked again with the next page.
        prepared = null;
        console.error(`[render] the configs of the running canaries could not be asked: ${error instanceof Error ? error.message : String(error)}`);
      },
    );
  };
}

/** The page rendered with the config the API gives the request's browser. */
async function renderFor(request: IncomingMessage, url: string, pool: RenderPool, api: ApiSources, prepare: (browser: BrowserConfig) => void) {
  const asker = {
    cookie: headerOf(request, 'cookie'),
    forwardedFor: headerOf(request, 'x-forwarded-for'),
    forwardedProto: headerOf(request, 'x-forwarded-proto'),
  };
  const browser = await api.browserConfigOf(asker);
  prepare(browser);
  // A page drawn for the session is drawn with its first screen's data, asked of the API.
  const ask = browser.viewer?.user ? apiAskerFor(api.apiUrls, asker, api.timeoutMs) : undefined;
  return { page: await pool.render(url, browser.config, browser.viewer, ask), browser };
}

interface ApiSources {
  apiUrls: readonly string[];
  browserConfigOf: BrowserConfigSource;
  timeoutMs: number;
}

export interface RenderService {
  server: Server;
  pool: RenderPool;
  close: () => Promise<void>;
}

export async function startRenderService(env: NodeJS.ProcessEnv = process.env): Promise<RenderService> {
  const siteConfigFile = required(env, 'SITE_CONFIG_FILE');
  writeSiteConfigFromTemplate(env);
  const configTimeoutMs = Number(env.CONFIG_TIME_LIMIT_MS ?? DEFAULT_CONFIG_TIMEOUT_MS);
  const apiUrls = apiUrlsOf(env.API_URLS);
  const browserConfigOf = createBrowserConfigSource(apiUrls, {
    timeoutMs: configTimeoutMs,
    secret: env.RENDER_SECRET?.trim() || undefined,
    onError: (message) => console.error(`[render] the browser's config could not be asked (${message}): rendering the config file`),
  });
  const cdnInternal = env.CDN_INTERNAL_URL;
  const pool = new RenderPool({
    shellDir: required(env, 'SHELL_DIR'),
    serverDir: required(env, 'SHELL_SERVER_DIR'),
    siteConfigFile,
    cdn: cdnInternal ? { publicUrl: required(env, 'CDN_URL').replace(/\/+$/, ''), internalUrl: cdnInternal.replace(/\/+$/, '') } : null,
    timeLimitMs: Number(env.RENDER_TIME_LIMIT_MS ?? DEFAULT_TIME_LIMIT_MS),
    ...(env.RENDER_THREADS ? { threads: Number(env.RENDER_THREADS) } : {}),
    memoryLimitMb: Number(env.RENDER_THREAD_MEMORY_MB ?? DEFAULT_MEMORY_LIMIT_MB),
  });
  const prepare = createConfigPreparer(pool, configTimeoutMs);
  // The renderer of the config a new visitor gets (the API's answer to a request without cookies;
  // the file's when no API answers) starts and warms up (draws every public page once) before
  // the service says it is healthy, so the first visitors' pages are drawn by a warm renderer. One
  // that cannot start or warm up in time does not hold the service back (pages go out as they can).
  let warm = false;
  void browserConfigOf({}).then((visitor) => {
    prepare(visitor);
    return pool.warmUp(WARM_UP_LIMIT_MS, visitor.config);
  }).then((done) => {
    warm = true;
    if (!done) console.error('[render] the first renderer is not warm: serving pages as they can be rendered');
  });

  const server = createServer((request, response) => {
    const url = request.url ?? '/';
    if (url === '/.health') {
      response.writeHead(warm ? 200 : 503, { 'content-type': 'text/plain' }).end(warm ? 'ok' : 'warming up');
      return;
    }
    if (url === '/.stats') {
      response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' }).end(JSON.stringify(pool.stats()));
      return;
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    renderFor(request, url, pool, { apiUrls, browserConfigOf, timeoutMs: configTimeoutMs }, prepare).then(
      ({ page, browser }) => {
        if (!page) {
          response.writeHead(503, { 'content-type': 'text/plain' }).end('page not rendered');
          return;
        }
        response.writeHead(page.status, {
          'content-type': 'text/html; charset=utf-8',
          'server-timing': `head;dur=${page.headMs.toFixed(1)}`,
          // A page made for one browser: nginx passes these on (its default is `no-cache`).
          ...(browser.perBrowser && { 'cache-control': 'private, no-cache', vary: 'Cookie' }),
          ...(browser.setCookies.length > 0 && { 'set-cookie': browser.setCookies }),
        });
        if (request.method === 'HEAD') {
          response.end();
          return;
        }
        // The head leaves at once: the browser fetches the page's files while the rest is drawn.
        response.write(page.head);
        void page.rest.then((rest) => response.end(rest));
      },
      () => response.writeHead(503).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(Number(env.PORT ?? 3000), env.HOST ?? '0.0.0.0', resolve));
  return {
    server,
    pool,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await pool.close();
    },
  };
}
