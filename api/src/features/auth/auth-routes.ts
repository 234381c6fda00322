// POST /api/auth/login, GET /api/auth/me, POST /api/auth/logout.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app/app-context';
import { HttpError } from '../../app/http-error';
import { rateLimitConfig } from '../../app/rate-limit';
import { parseBody } from '../../app/validate-body';
import { toPublicUser } from '../users/public-user';
import { readRequestToken, requireUser } from './authenticate';
import { login } from './login';
import { clearSessionCookie, setSessionCookie } from './session-cookie';
import { deleteSessionByTokenHash } from './session-repository';
import { hashSecretToken } from '../../app/secret-token';

export const INVALID_CREDENTIALS = 'Invalid email or password';
export const ACCOUNT_DEACTIVATED = 'This account has been deactivated. Please contact the club.';
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;

const loginBody = z.strictObject({
  email: z.string().trim().min(1, 'Email is required').max(320, 'Email is too long'),
  password: z.string().min(1, 'Password is required').max(1024, 'Password is too long'),
});

export function registerAuthRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { config, db } = ctx;

  app.post(
    '/api/auth/login',
    { config: rateLimitConfig({ max: config.loginRateLimit, timeWindowMs: LOGIN_WINDOW_MS }) },
    async (request, reply) => {
      const { email, password } = parseBody(loginBody, request.body);
      const result = await login(db, email, password);
      if (result.outcome === 'invalid-credentials') throw new HttpError(401, INVALID_CREDENTIALS);
      if (result.outcome === 'deactivated') throw new HttpError(403, ACCOUNT_DEACTIVATED);
      setSessionCookie(reply, config, result.token);
      return { data: toPublicUser(result.user), token: result.token };
    },
  );

  app.get('/api/auth/me', async (request) => {
    const { user } = await requireUser(request, db);
    return { data: toPublicUser(user) };
  });

  app.post('/api/auth/logout', async (request, reply) => {
    const found = readRequestToken(request);
    if (found) await deleteSessionByTokenHash(db, hashSecretToken(found.token));
    clearSessionCookie(reply, config);
    return { success: true };
  });
}
