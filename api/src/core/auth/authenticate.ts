// Finds the session of a request: `Authorization: Bearer <token>` first, else the cookie. Routes
// declare who may call them with `config.auth` (route-auth.ts), which runs this.
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { User } from '../users/user-repository';
import { SESSION_COOKIE } from './session-cookie';
import { findSessionByTokenHash, touchSession } from './session-repository';
import { hashSecretToken, isWellFormedSecretToken } from '../../app/secret-token';

const TOUCH_INTERVAL_MS = 60_000;

export interface RequestToken {
  token: string;
  via: 'bearer' | 'cookie';
}

/** The token of an `Authorization: Bearer <token>` header, or undefined when it is not one. */
export const bearerToken = (authorization: string): string | undefined =>
  /^bearer\s+(\S+)\s*$/i.exec(authorization)?.[1];

export function readRequestToken(request: FastifyRequest): RequestToken | null {
  const { authorization } = request.headers;
  const bearer = authorization === undefined ? undefined : bearerToken(authorization);
  if (bearer) return { token: bearer, via: 'bearer' };
  const cookie = request.cookies[SESSION_COOKIE];
  return cookie ? { token: cookie, via: 'cookie' } : null;
}

/** Every well-formed token the request carries, bearer header and cookie alike (to end them all). */
export function requestTokens(request: FastifyRequest): string[] {
  const { authorization } = request.headers;
  const tokens = [authorization === undefined ? undefined : bearerToken(authorization), request.cookies[SESSION_COOKIE]];
  return [...new Set(tokens.filter((token): token is string => !!token && isWellFormedSecretToken(token)))];
}

export interface Authenticated {
  user: User;
  sessionId: string;
  tokenHash: string;
  via: RequestToken['via'];
}

/** The signed-in, active user of the request, or null. */
export async function authenticate(request: FastifyRequest, db: Kysely<Database>): Promise<Authenticated | null> {
  const found = readRequestToken(request);
  if (!found || !isWellFormedSecretToken(found.token)) return null;
  const tokenHash = hashSecretToken(found.token);
  const session = await findSessionByTokenHash(db, tokenHash);
  if (!session || !session.user.isActive) return null;
  if (Date.parse(session.expiresAt) <= Date.now()) return null;
  if (!session.lastSeenAt || Date.now() - Date.parse(session.lastSeenAt) > TOUCH_INTERVAL_MS) {
    await touchSession(db, session.sessionId);
  }
  return { user: session.user, sessionId: session.sessionId, tokenHash, via: found.via };
}

const confirmed = new WeakMap<FastifyRequest, Promise<Authenticated | null>>();

/**
 * `authenticate`, looked up once per request: the parts of one answer that ask who is asking (a
 * page's role, an admin's version try) share one database read.
 */
export function authenticateOnce(request: FastifyRequest, db: Kysely<Database>): Promise<Authenticated | null> {
  let found = confirmed.get(request);
  if (!found) {
    found = authenticate(request, db);
    confirmed.set(request, found);
  }
  return found;
}
