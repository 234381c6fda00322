// Cross-site request refusal for state-changing /api calls (ASVS: verify Origin).
// - An Origin header, when present, must be one of the site's origins.
// - A request carrying the session cookie must carry an Origin, whatever its Authorization says.
// Bearer-only calls need no Origin: a browser never attaches the token on its own. A bearer header
// next to the cookie waives nothing: a header that only looks like one (`Bearer a b`, `Bearer `)
// leaves authentication on the cookie, and login and logout end every session the request names,
// the cookie's included. Browsers send Origin on every non-GET fetch, so the site's pages pass.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '../core/auth/session-cookie';
import { isApiRequest } from './api-path';
import type { ApiConfig } from './config';
import { HttpError } from './http-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
export const CROSS_SITE_MESSAGE = 'Cross-site request refused';

const carriesSessionCookie = (request: FastifyRequest): boolean => Boolean(request.cookies[SESSION_COOKIE]);

export function registerCsrfGuard(app: FastifyInstance, config: ApiConfig): void {
  // The listening port may differ from PORT (PORT=0 picks one), so add the real one.
  const allowedOrigins = (): Set<string> => {
    const origins = new Set(config.allowedOrigins);
    const address = app.server.address();
    if (address && typeof address === 'object') {
      origins.add(`http://localhost:${address.port}`);
      origins.add(`http://127.0.0.1:${address.port}`);
    }
    return origins;
  };

  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !isApiRequest(request)) return;
    const origin = request.headers.origin;
    if (origin !== undefined) {
      if (!allowedOrigins().has(origin)) throw new HttpError(403, CROSS_SITE_MESSAGE);
      return;
    }
    if (carriesSessionCookie(request)) {
      throw new HttpError(403, CROSS_SITE_MESSAGE);
    }
  });
}
