// Who may call a route: the route declares it in its options, one onRequest hook checks it, and
// the handler reads the session as `request.auth`.
//
//   app.get(path, { config: { auth: 'signed-in' } }, async (request) => request.auth.user ...)
//
// - 'signed-in': any signed-in, active user (cookie or bearer, see authenticate.ts).
// - 'admin': administrators only; any other signed-in user gets 403 ADMINS_ONLY. With ADMIN_MFA
//   required, an administrator without a second factor gets 403 MFA_ENROLMENT_REQUIRED (code
//   'mfa-enrolment-required') until they enable TOTP or add a passkey: the session they signed in
//   with reaches their own sign-in settings, never admin data.
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
import { authenticateOnce, type Authenticated } from './authenticate';
import { hasSecondFactor, secondFactorsOf } from './second-factors';

export const NOT_SIGNED_IN = 'Not signed in';
export const ADMINS_ONLY = 'Administrators only';
export const MFA_ENROLMENT_REQUIRED = 'Set up two-step sign-in first.';
export const MFA_ENROLMENT_REQUIRED_CODE = 'mfa-enrolment-required';

export interface RouteAuthOptions {
  /** ADMIN_MFA: whether an administrator needs a second factor to reach admin routes. */
  adminMfa: 'required' | 'off';
}

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

/** An administrator who must still set up a second factor before admin routes let them in (ADMIN_MFA=required). */
async function lacksAdminFactor(db: Kysely<Database>, auth: Authenticated, options: RouteAuthOptions): Promise<boolean> {
  return options.adminMfa === 'required' && !hasSecondFactor(await secondFactorsOf(db, auth.user.id));
}

/**
 * Whether the request comes from a session that 'admin' routes let in, for what an admin's
 * session changes outside the admin routes (the version a page loads). The session is looked up
 * once per request, however many parts of its answer ask.
 */
export async function isAdminRequest(request: FastifyRequest, db: Kysely<Database>, options: RouteAuthOptions): Promise<boolean> {
  const auth = await authenticateOnce(request, db);
  return Boolean(auth?.user.isAdmin) && !(await lacksAdminFactor(db, auth!, options));
}

export function registerRouteAuth(app: FastifyInstance, db: Kysely<Database>, options: RouteAuthOptions): void {
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
    const auth = await authenticateOnce(request, db);
    if (!auth) throw new HttpError(401, NOT_SIGNED_IN);
    const refused = refusal(required, auth);
    if (refused) throw new HttpError(403, refused);
    if (required === 'admin' && (await lacksAdminFactor(db, auth, options))) {
      throw new HttpError(403, MFA_ENROLMENT_REQUIRED, MFA_ENROLMENT_REQUIRED_CODE);
    }
    request[kAuth] = auth;
  });
}
