// Helmet with the site's CSP (remotes may load only from the CDN origins; the one inline script
// is the server-rendered page's early-input script, allowed by its hash), and no-store on /api.
// HSTS when the site is https (SITE_URL) or the request came over https: directly, or through a
// trusted proxy's X-Forwarded-Proto (only with TRUST_PROXY; otherwise that header is ignored).
import { createHash } from 'node:crypto';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { EARLY_INPUT_SCRIPT } from 'shared/early-input';
import type { ApiConfig } from './config';
import { isApiRequest } from './api-path';

/** The CSP source that allows exactly one inline script: `'sha256-<base64 of its SHA-256>'`. */
export function scriptHashSource(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

export function contentSecurityPolicyDirectives(config: ApiConfig): Record<string, string[]> {
  const cdn = config.cdnOrigins;
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", scriptHashSource(EARLY_INPUT_SCRIPT), ...cdn],
    'style-src': ["'self'", "'unsafe-inline'", ...cdn],
    'img-src': ["'self'", 'data:', 'blob:', ...cdn, 'https:'],
    'font-src': ["'self'", 'data:', ...cdn],
    // A hosted object storage (STORAGE_URL on another origin) takes the avatar uploads directly.
    'connect-src': ["'self'", ...cdn, ...(config.storage.local ? [] : [new URL(config.storage.url).origin])],
    // The embeds the run-time config names (CALENDAR_EMBED_URL, MAP_EMBED_URL), and no others.
    'frame-src': config.embedOrigins,
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

export const HSTS = 'max-age=31536000; includeSubDomains';

export async function registerSecurityHeaders(app: FastifyInstance, config: ApiConfig): Promise<void> {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicyDirectives(config) },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
    // Set below, per request: HSTS only means something over https.
    strictTransportSecurity: false,
    xContentTypeOptions: true,
  });

  app.addHook('onRequest', async (request, reply) => {
    if (config.secureCookies || request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (isApiRequest(request)) reply.header('Cache-Control', 'no-store');
    return payload;
  });
}
