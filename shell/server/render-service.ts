/**
 * The page renderer as a service of its own (docker/compose.yaml's `shell-render`, built from the
 * shell's image, docker/shell.Dockerfile): the shell's nginx sends it the requests for pages and
 * serves the shell's files itself. It answers a page rendered for the current run-time config
 * (render-pool.ts), or 503 when the page cannot be rendered in time, on which nginx sends the
 * plain index.html (rendered in the browser), as it does when this service is down. It sets no
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
 *                               when no instance answers, the config file's
 *   CONFIG_TIME_LIMIT_MS        how long that question may take (1000)
 *   CDN_URL, CDN_INTERNAL_URL   the remotes' public base URL, and where this service reaches it
 *   RENDER_TIME_LIMIT_MS        how long a request waits for its page (2500)
 *
 *   node render-service.mjs     (the image's build: docker/render-bundle.mjs)
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { apiUrlsOf, createBrowserConfigSource, DEFAULT_CONFIG_TIMEOUT_MS, type BrowserConfigSource } from './browser-config';
import { DEFAULT_TIME_LIMIT_MS, RenderPool } from './render-pool';
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

/** The page rendered with the config the API gives the request's browser. */
async function renderFor(request: IncomingMessage, url: string, pool: RenderPool, browserConfigOf: BrowserConfigSource) {
  const browser = await browserConfigOf({
    cookie: headerOf(request, 'cookie'),
    forwardedFor: headerOf(request, 'x-forwarded-for'),
    forwardedProto: headerOf(request, 'x-forwarded-proto'),
  });
  return { page: await pool.render(url, browser.config, browser.viewer), browser };
}

export interface RenderService {
  server: Server;
  pool: RenderPool;
  close: () => Promise<void>;
}

export async function startRenderService(env: NodeJS.ProcessEnv = process.env): Promise<RenderService> {
  const siteConfigFile = required(env, 'SITE_CONFIG_FILE');
  writeSiteConfigFromTemplate(env);
  const browserConfigOf = createBrowserConfigSource(apiUrlsOf(env.API_URLS), {
    timeoutMs: Number(env.CONFIG_TIME_LIMIT_MS ?? DEFAULT_CONFIG_TIMEOUT_MS),
    onError: (message) => console.error(`[render] the browser's config could not be asked (${message}): rendering the config file`),
  });
  const cdnInternal = env.CDN_INTERNAL_URL;
  const pool = new RenderPool({
    shellDir: required(env, 'SHELL_DIR'),
    serverDir: required(env, 'SHELL_SERVER_DIR'),
    siteConfigFile,
    cdn: cdnInternal ? { publicUrl: required(env, 'CDN_URL').replace(/\/+$/, ''), internalUrl: cdnInternal.replace(/\/+$/, '') } : null,
    timeLimitMs: Number(env.RENDER_TIME_LIMIT_MS ?? DEFAULT_TIME_LIMIT_MS),
  });
  // The first renderer starts (and warms up) before the first visitor.
  pool.refresh();

  const server = createServer((request, response) => {
    const url = request.url ?? '/';
    if (url === '/.health') {
      response.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
      return;
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    renderFor(request, url, pool, browserConfigOf).then(
      ({ page, browser }) => {
        if (!page) {
          response.writeHead(503, { 'content-type': 'text/plain' }).end('page not rendered');
          return;
        }
        const { load, render } = page.timing;
        response.writeHead(page.status, {
          'content-type': 'text/html; charset=utf-8',
          'server-timing': `load;dur=${load.toFixed(1)}, render;dur=${render.toFixed(1)}`,
          // A page made for one browser: nginx passes these on (its default is `no-cache`).
          ...(browser.perBrowser && { 'cache-control': 'private, no-cache', vary: 'Cookie' }),
          ...(browser.setCookies.length > 0 && { 'set-cookie': browser.setCookies }),
        });
        response.end(request.method === 'HEAD' ? undefined : page.html);
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
