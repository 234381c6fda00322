// The browser's first-party random id (cookie `club_bid`): what makes a canary assignment sticky
// for the HTML render, /config.json and every later load. A random UUID, no personal data;
// HttpOnly, SameSite=Lax, Secure on https sites, kept a year.
import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiConfig } from '../../app/config';

export const BROWSER_ID_COOKIE = 'club_bid';
const ONE_YEAR_S = 365 * 24 * 60 * 60;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The request's browser id; a new one (set on the reply) when it has none or a malformed one. */
export function browserIdOf(request: FastifyRequest, reply: FastifyReply, config: ApiConfig): string {
  const sent = request.cookies[BROWSER_ID_COOKIE];
  if (sent && UUID.test(sent)) return sent.toLowerCase();
  const id = randomUUID();
  reply.setCookie(BROWSER_ID_COOKIE, id, {
    httpOnly: true, sameSite: 'lax', path: '/', secure: config.secureCookies, maxAge: ONE_YEAR_S,
  });
  return id;
}
