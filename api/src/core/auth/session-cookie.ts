// The browser session cookie: HttpOnly, SameSite=Lax, Path=/, Secure on https sites.
import type { FastifyReply } from 'fastify';
import type { ApiConfig } from '../../app/config';
import { SESSION_TTL_MS } from './session-token';

export const SESSION_COOKIE = 'club_session';

const cookieOptions = (config: ApiConfig) => ({
  httpOnly: true,
  sameSite: 'lax' as const,
  path: '/',
  secure: config.secureCookies,
});

export function setSessionCookie(reply: FastifyReply, config: ApiConfig, token: string): void {
  reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions(config), maxAge: SESSION_TTL_MS / 1000 });
}

export function clearSessionCookie(reply: FastifyReply, config: ApiConfig): void {
  reply.clearCookie(SESSION_COOKIE, cookieOptions(config));
}
