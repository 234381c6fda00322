// The built shell at `/` (when SHELL_DIR is set) and the run-time site config at `/config.json`.
// - Pages (`/`, `/reset-password/*`, and any other path of the app: the SPA fallback) are asked
//   of the render service (RENDER_URL: shell/server/render-service.ts, a process of its own that
//   holds none of this process's secrets) as the request's browser: its cookies and address. Its
//   page is streamed on as it comes (the head, with the page's hints and config, before the rest
//   is drawn), with the cookies it sets, compressed per request; when it is not set, does
//   not answer in time or cannot render the page, the page is the plain index.html, which renders
//   in the browser.
// - `/static/*` files are content-hashed: cached for a year, immutable.
// - Pages and other files: `no-cache` (revalidate every load).
// - `/reset-password/*` and `/application/*` (an applicant's status page): `no-store` and
//   `Referrer-Policy: no-referrer` (the URL holds a token).
// - `/config.json` is read from SITE_CONFIG_FILE on every request, so an edit applies at once.
// - Where the database holds release state (features/releases), each browser gets its effective
//   config: the stable or canary version of each remote for its browser id (cookie `club_bid`,
//   set on the first page or config), the same in /config.json and in the rendered page; an
//   administrator's browser trying a version (cookie `club_override`, features/releases
//   version-override.ts) gets that version instead. Both then vary per browser:
//   `private, no-cache` (no-store for the reset page) and `Vary: Cookie`.
// - The render service asks /config.json for the browser it draws a page for, with the header
//   `x-club-ask-viewer` holding the secret it shares with the API (RENDER_SECRET). To that request
//   only, the API also answers the role of the session in `x-club-viewer` and its user in
//   `x-club-viewer-user` (shell/server/browser-config.ts), so a member's page is drawn for the
//   member (`private`, `Vary: Cookie`), and while canaries run a fingerprint of every config
//   browsers can get in `x-club-configs`. A request without that secret (a browser's) is never
//   answered these headers.
// - With SCRIPTLESS_COPIES=1, a page asked with `?scriptless` is its rendered HTML without any
//   script (shell/server/scriptless-copy.ts): the yardstick of bench/lighthouse.ts --compare.
// - `/site-configs.json`: every config browsers can get now (`{ configs }`, empty without a
//   canary), for the render service to start a renderer for each before their first page.
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable, pipeline, type Transform } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { constants as zlib, createBrotliCompress, createGzip } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CONFIGS_HEADER, SITE_CONFIGS_PATH, VIEWER_HEADER, VIEWER_REQUEST_HEADER, VIEWER_USER_HEADER } from '../../../shell/server/browser-config';
import type { Viewer } from '../../../shell/server/render-pool';
import { asksScriptlessCopy, scriptlessCopy } from '../../../shell/server/scriptless-copy';
import { sameSecret } from '../core/auth/same-secret';
import { browserIdOf } from '../features/releases/browser-id';
import type { RemoteReleaseState } from 'shared/types';
import { effectiveSiteConfig, possibleSiteConfigs, type ReleaseStateCache } from '../features/releases/effective-config';
import { withOverrides, type PageOverrides } from '../features/releases/version-override';
import type { ApiConfig } from './config';
import { HttpError } from './http-error';

export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

async function sendIndexHtml(config: ApiConfig, reply: FastifyReply, headers: Record<string, string>) {
  if (!config.shellDir) throw new HttpError(404, 'Not found');
  let html: Buffer;
  try {
    html = await fs.readFile(path.join(config.shellDir, 'index.html'));
  } catch {
    throw new HttpError(404, 'Not found');
  }
  return reply.headers(headers).type('text/html; charset=utf-8').send(html);
}

/**
 * The rendered page as the client accepts it (brotli, gzip or plain), compressed as it streams:
 * each piece the render service sends (the head first) is flushed on at once.
 */
function encoded(request: FastifyRequest, reply: FastifyReply, page: Readable): Readable {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  reply.header('vary', 'accept-encoding');
  let encoder: Transform | null = null;
  if (/\bbr\b/.test(accepted)) {
    reply.header('content-encoding', 'br');
    // A middle quality: a page is compressed per request, in a few milliseconds.
    encoder = createBrotliCompress({ params: { [zlib.BROTLI_PARAM_QUALITY]: 5 }, flush: zlib.BROTLI_OPERATION_FLUSH });
  } else if (/\bgzip\b/.test(accepted)) {
    reply.header('content-encoding', 'gzip');
    encoder = createGzip({ flush: zlib.Z_SYNC_FLUSH });
  }
  if (!encoder) return page;
  pipeline(page, encoder, (error) => {
    if (error) request.log.warn({ err: error }, 'the rendered page broke off while it was sent');
  });
  return encoder;
}

/** Every config browsers can get while canaries run, and a fingerprint of that set. */
export interface PossibleConfigs {
  fingerprint: string;
  configs: unknown[];
}

/** Per read of the release state (each read is one array; a new file text is a new read). */
const possibleByStates = new WeakMap<readonly RemoteReleaseState[], PossibleConfigs | null>();

/** The configs browsers can get (null: no canary runs, everyone gets one config). */
function possibleConfigsOf(siteConfig: unknown, states: readonly RemoteReleaseState[]): PossibleConfigs | null {
  if (possibleByStates.has(states)) return possibleByStates.get(states)!;
  const configs = possibleSiteConfigs(siteConfig, states);
  const possible = configs.length === 0 ? null : {
    fingerprint: createHash('sha256').update(JSON.stringify(configs)).digest('hex').slice(0, 16),
    configs,
  };
  possibleByStates.set(states, possible);
  return possible;
}

/** Where a browser's site config comes from, besides the file: the release state, an admin's override. */
export interface PageConfigSources {
  releases?: ReleaseStateCache;
  overrides?: PageOverrides;
}

/** The site config file's content and the release state read for it (no state: empty). */
async function releaseStateOf(
  sources: PageConfigSources,
  request: FastifyRequest,
  text: string,
): Promise<{ siteConfig: unknown; states: RemoteReleaseState[] } | null> {
  let siteConfig: unknown;
  try {
    siteConfig = JSON.parse(text);
  } catch {
    return null;
  }
  try {
    return { siteConfig, states: sources.releases ? await sources.releases.read(text) : [] };
  } catch (error) {
    request.log.error({ err: error }, 'the release state cannot be read: serving the site config file as it is');
    return { siteConfig, states: [] };
  }
}

/**
 * The site config this browser gets, when release state or an administrator's override applies
 * (`config` null: the file as it is, the same for everyone), and every config browsers can get
 * while canaries run. Sets the browser id cookie when the browser has none and release state applies.
 */
async function browserSiteConfig(
  config: ApiConfig,
  sources: PageConfigSources,
  request: FastifyRequest,
  reply: FastifyReply,
  fileText: () => Promise<string | null>,
): Promise<{ config: unknown; possible: PossibleConfigs | null }> {
  const nothing = { config: null, possible: null };
  if (!config.siteConfigFile) return nothing;
  const overrides = sources.overrides ? await sources.overrides(request) : [];
  if (!sources.releases && overrides.length === 0) return nothing;
  const text = await fileText();
  const read = text === null ? null : await releaseStateOf(sources, request, text);
  if (!read) return nothing;
  const { siteConfig, states } = read;
  if (states.length === 0 && overrides.length === 0) return nothing;
  const possible = possibleConfigsOf(siteConfig, states);
  const effective = states.length === 0 ? siteConfig : effectiveSiteConfig(siteConfig, states, browserIdOf(request, reply, config));
  return { config: withOverrides(effective, overrides), possible };
}

async function readTextFile(file: string): Promise<string | null> {
  try {
    return await fs.readFile(file, 'utf8');
  } catch {
    return null;
  }
}

/** Headers of a response made for one browser: never shared by a cache. */
function perBrowser(headers: Record<string, string>): Record<string, string> {
  const cacheControl = headers['cache-control'] === 'no-store' ? 'private, no-store' : 'private, no-cache';
  return { ...headers, 'cache-control': cacheControl };
}

/**
 * The request's session, confirmed by the API (null: none, or not known): its role, and with
 * `withUser` its user as /api/auth/me gives it (one more read: only a page drawn for it needs it).
 */
export type ViewerOf = (request: FastifyRequest, options: { withUser: boolean }) => Promise<Viewer>;

/** What the pages depend on besides the URL: where their config comes from, and the role of the request's session. */
export interface PageContext extends PageConfigSources {
  viewerOf?: ViewerOf;
}

async function viewerOfRequest(request: FastifyRequest, viewerOf: ViewerOf | undefined, withUser: boolean): Promise<Viewer> {
  if (!viewerOf) return null;
  try {
    return await viewerOf(request, { withUser });
  } catch (error) {
    request.log.error({ err: error }, 'the session cannot be read: the page is rendered as for a visitor');
    return null;
  }
}

/**
 * How long a page waits for the render service's answer: its own limits for asking this API the
 * browser's config (1 s) and for drawing the page's head (2.5 s), and a little more. Its head
 * then leaves at once, and the rest follows within the service's own time limit (it ends a late
 * page with an empty root, which the browser renders); a page still unfinished after
 * RENDER_PAGE_LIMIT_MS is broken off.
 */
const RENDER_WAIT_MS = 4000;
const RENDER_PAGE_LIMIT_MS = 15_000;

/** A page as the render service draws it for one browser. */
interface RenderedPage {
  status: number;
  /** The page as the service sends it: its head as soon as it is known, the rest once drawn. */
  body: Readable;
  /** Drawn for this browser (its canary share, an admin's try, its session): never shared by a cache. */
  perBrowser: boolean;
  /** Cookies the API set when the service asked the browser's config (a new browser's id). */
  setCookies: string[];
  serverTiming: string | null;
}

/**
 * The page at the request's URL, asked of the render service as the request's browser (its
 * cookies, its address); null when there is no service, or it does not start the page in time.
 */
async function renderedPage(config: ApiConfig, request: FastifyRequest): Promise<RenderedPage | null> {
  if (!config.renderUrl || !request.url.startsWith('/')) return null;
  const headers: Record<string, string> = { accept: 'text/html', 'x-forwarded-for': request.ip, 'x-forwarded-proto': request.protocol };
  if (request.headers.cookie) headers.cookie = request.headers.cookie;
  const abort = new AbortController();
  const waiting = setTimeout(() => abort.abort(new Error(`the render service did not answer in ${RENDER_WAIT_MS} ms`)), RENDER_WAIT_MS);
  try {
    const answer = await fetch(`${config.renderUrl}${request.url}`, { headers, redirect: 'manual', signal: abort.signal });
    // 404: the app's own not-found page; anything else but 200 is no page (503: not drawn in time).
    if ((answer.status !== 200 && answer.status !== 404) || !answer.body) {
      await answer.body?.cancel();
      return null;
    }
    const limit = setTimeout(() => abort.abort(new Error(`the page took more than ${RENDER_PAGE_LIMIT_MS} ms`)), RENDER_PAGE_LIMIT_MS);
    const body = Readable.fromWeb(answer.body as WebReadableStream<Uint8Array>);
    body.once('close', () => clearTimeout(limit));
    return {
      status: answer.status,
      body,
      perBrowser: /\bprivate\b/i.test(answer.headers.get('cache-control') ?? ''),
      setCookies: answer.headers.getSetCookie(),
      serverTiming: answer.headers.get('server-timing'),
    };
  } catch (error) {
    request.log.warn({ err: error }, 'the render service did not answer: the page is sent unrendered');
    return null;
  } finally {
    clearTimeout(waiting);
  }
}

async function textOf(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

/** The page at the request's URL, rendered when it can be, else the plain index.html. */
async function sendPage(config: ApiConfig, request: FastifyRequest, reply: FastifyReply, baseHeaders: Record<string, string>) {
  const page = await renderedPage(config, request);
  if (!page) return sendIndexHtml(config, reply, baseHeaders);
  reply.status(page.status).headers(page.perBrowser ? perBrowser(baseHeaders) : baseHeaders).type('text/html; charset=utf-8');
  if (page.serverTiming) reply.header('server-timing', page.serverTiming);
  if (page.setCookies.length > 0) reply.header('set-cookie', page.setCookies);
  const body = config.scriptlessCopies && asksScriptlessCopy(request.url)
    ? Readable.from([scriptlessCopy(await textOf(page.body))])
    : page.body;
  const sent = encoded(request, reply, body);
  if (page.perBrowser) reply.header('vary', 'accept-encoding, cookie');
  return reply.send(sent);
}

/** The reset page's and the application status page's URLs hold a token: never cached, never sent on as a referrer. */
const TOKEN_PAGE_HEADERS = { 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' };
/** The router matches paths whatever their letter case, so `/Reset-Password/...` is that page too. */
const TOKEN_PAGE_PATH = /^\/(?:reset-password|application)(?:[/?#]|$)/i;

const headersFor = (request: FastifyRequest) => (TOKEN_PAGE_PATH.test(request.url) ? TOKEN_PAGE_HEADERS : { 'cache-control': 'no-cache' });

/** The SPA fallback for the not-found handler: unknown page paths get their page. */
export function createHtmlFallback(config: ApiConfig) {
  if (!config.shellDir) return undefined;
  return (request: FastifyRequest, reply: FastifyReply) => sendPage(config, request, reply, headersFor(request));
}

/**
 * Whether the request comes from the render service: it carries the secret the service shares
 * with the API (RENDER_SECRET) in VIEWER_REQUEST_HEADER. A browser sending that header is a
 * browser: without the secret, nobody is answered the internal headers.
 */
function asksAsRenderService(config: ApiConfig, request: FastifyRequest): boolean {
  const presented = request.headers[VIEWER_REQUEST_HEADER];
  return config.renderSecret !== null && typeof presented === 'string' && sameSecret(presented, config.renderSecret);
}

export async function registerStaticShell(app: FastifyInstance, config: ApiConfig, pages: PageContext = {}): Promise<void> {
  app.get('/config.json', async (request, reply) => {
    if (!config.siteConfigFile) throw new HttpError(404, 'Not found');
    let text: string;
    try {
      text = await fs.readFile(config.siteConfigFile, 'utf8');
    } catch (error) {
      request.log.error({ err: error }, 'site config file cannot be read');
      throw new HttpError(404, 'Not found');
    }
    try {
      JSON.parse(text);
    } catch (error) {
      request.log.error({ err: error }, 'site config file is not valid JSON');
      throw error;
    }
    const { config: browserConfig, possible } = await browserSiteConfig(config, pages, request, reply, async () => text);
    // A render service drawing this browser's page asks the role of its session too, and learns
    // when the configs browsers can get changed (it then asks them of SITE_CONFIGS_PATH).
    const renderService = asksAsRenderService(config, request);
    const viewer = renderService ? await viewerOfRequest(request, pages.viewerOf, true) : null;
    if (viewer !== null) reply.header(VIEWER_HEADER, viewer.role);
    // The user as /api/auth/me gives it: a guarded page is drawn for that session.
    if (viewer?.user) reply.header(VIEWER_USER_HEADER, Buffer.from(JSON.stringify(viewer.user)).toString('base64url'));
    if (renderService && possible) reply.header(CONFIGS_HEADER, possible.fingerprint);
    if (browserConfig !== null || viewer !== null) {
      return reply.header('cache-control', 'private, no-cache').header('vary', 'cookie')
        .type('application/json; charset=utf-8').send(browserConfig === null ? text : JSON.stringify(browserConfig));
    }
    return reply.header('cache-control', 'no-cache').type('application/json; charset=utf-8').send(text);
  });

  // Every config browsers can get now, for a render service of its own to start a renderer for
  // each before its first page (empty while no canary runs). Not a page: nginx does not route it.
  app.get(SITE_CONFIGS_PATH, async (request, reply) => {
    const text = config.siteConfigFile ? await readTextFile(config.siteConfigFile) : null;
    if (text === null) throw new HttpError(404, 'Not found');
    const read = await releaseStateOf(pages, request, text);
    const configs = read ? possibleConfigsOf(read.siteConfig, read.states)?.configs ?? [] : [];
    return reply.header('cache-control', 'no-store').send({ configs });
  });

  if (!config.shellDir) return;
  const root = path.resolve(config.shellDir);
  const staticDir = path.join(root, 'static') + path.sep;

  app.get('/', (request, reply) => sendPage(config, request, reply, headersFor(request)));
  app.get('/reset-password/*', (request, reply) => sendPage(config, request, reply, TOKEN_PAGE_HEADERS));
  app.get('/application/*', (request, reply) => sendPage(config, request, reply, TOKEN_PAGE_HEADERS));

  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    wildcard: true,
    // `/` is a page (above); a folder never answers with its index.html.
    index: false,
    redirect: false,
    preCompressed: true,
    dotfiles: 'deny',
    cacheControl: false,
    lastModified: true,
    etag: true,
    setHeaders: (reply, filePath) => {
      reply.header('cache-control', filePath.startsWith(staticDir) ? IMMUTABLE_CACHE : 'no-cache');
    },
  });
}
