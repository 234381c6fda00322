// The built shell at `/` (when SHELL_DIR is set) and the run-time site config at `/config.json`.
// - `/static/*` files are content-hashed: cached for a year, immutable.
// - index.html, other files and the SPA fallback: `no-cache` (revalidate every load).
// - `/reset-password/*`: `no-store` and `Referrer-Policy: no-referrer` (the URL holds a token).
// - `/` is LANDING_HTML_FILE when set: index.html with the landing page prerendered in it.
// - `/config.json` is read from SITE_CONFIG_FILE on every request, so an edit applies at once.
import fs from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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

/** The reset page's URL holds a token: never cached, never sent on as a referrer. */
const RESET_PAGE_HEADERS = { 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' };
/** The router matches paths whatever their letter case, so `/Reset-Password/...` is that page too. */
const RESET_PAGE_PATH = /^\/reset-password(?:[/?#]|$)/i;

/** The SPA fallback for the not-found handler: unknown page paths get index.html. */
export function createHtmlFallback(config: ApiConfig) {
  if (!config.shellDir) return undefined;
  return (request: FastifyRequest, reply: FastifyReply) =>
    sendIndexHtml(config, reply, RESET_PAGE_PATH.test(request.url) ? RESET_PAGE_HEADERS : { 'cache-control': 'no-cache' });
}

export async function registerStaticShell(app: FastifyInstance, config: ApiConfig): Promise<void> {
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
    return reply.header('cache-control', 'no-cache').type('application/json; charset=utf-8').send(text);
  });

  if (!config.shellDir) return;
  const root = path.resolve(config.shellDir);
  const staticDir = path.join(root, 'static') + path.sep;

  // `/` with the landing page's first paint already in it (LANDING_HTML_FILE, written by
  // `npm start`, with its .br / .gz beside it), sent like every other file of the shell; when it
  // is missing the not-found handler answers with the plain index.html.
  const landingHtmlFile = config.landingHtmlFile;
  if (landingHtmlFile) {
    app.get('/', (_request, reply) => reply.sendFile(path.basename(landingHtmlFile), path.dirname(landingHtmlFile)));
  }

  app.get('/reset-password/*', (_request, reply) => sendIndexHtml(config, reply, RESET_PAGE_HEADERS));

  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    wildcard: true,
    index: ['index.html'],
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
