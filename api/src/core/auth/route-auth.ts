// Who may call a route: the route declares it in its options, one onRequest hook checks it, and
// the handler reads the session as `request.auth`.
//
//   app.get(path, { config: { auth: 'signed-in' } }, async (request) => request.auth.user ...)
//
// - 'signed-in': any signed-in, active user (cookie or bearer, see authenticate.ts).
// - 'admin': administrators only; any other signed-in user gets 403 ADMINS_ONLY.
// - { membersOnly: message }: signed-in users who are not administrators; an administrator gets
//   403 `message`.
// A request without a valid session gets 401 NOT_SIGNED_IN. The check runs after the app-wide
// onRequest checks (security headers, cross-site Origin, JSON-only bodies) and before the route's
// rate limit, the body parser and the handler's validation: a visitor's malformed body is a 401,
// not a 400. A route without `config.auth` is public and must not read `request.auth`.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { HttpError } from '../../app/http-error';
import type { Database } from '../../db/schema';
import { authenticate, type Authenticated } from './authenticate';

export const NOT_SIGNED_IN = 'Not signed in';
export const ADMINS_ONLY = 'Administrators only';

export type RouteAuth = 'signed-in' | 'admin' | { membersOnly: string };

const kAuth: unique symbol = Symbol('auth');

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route (route-auth.ts); anyone when absent. */
    auth?: RouteAuth;
  }
  interface FastifyRequest {
    /** The session that passed the route's `config.auth`; reading it on a public route throws. */
    readonly auth: Authenticated;
    [kAuth]: Authenticated | null;
  }
}

function refusal(required: RouteAuth, auth: Authenticated): string | null {
  if (required === 'admin') return auth.user.isAdmin ? null : ADMINS_ONLY;
  if (typeof required === 'object') return auth.user.isAdmin ? required.membersOnly : null;
  return null;
}

export function registerRouteAuth(app: FastifyInstance, db: Kysely<Database>): void {
  app.decorateRequest(kAuth, null);
  app.decorateRequest('auth', {
    getter(this: FastifyRequest): Authenticated {
      const auth = this[kAuth];
      if (!auth) throw new Error(`${this.routeOptions.url ?? this.url} reads request.auth without config.auth`);
      return auth;
    },
  });

  app.addHook('onRequest', async (request) => {
    const required = request.routeOptions.config.auth;
    if (!required) return;
    const auth = await authenticate(request, db);
    if (!auth) throw new HttpError(401, NOT_SIGNED_IN);
    const refused = refusal(required, auth);
    if (refused) throw new HttpError(403, refused);
    request[kAuth] = auth;
  });
}
