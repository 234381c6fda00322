// POST /api/auth/login, GET /api/auth/me, POST /api/auth/logout.
// - Login is limited per client (LOGIN_RATE_LIMIT, by request.ip) and per account (failed
//   attempts, see account-throttle); both answer 429 with Retry-After.
// - Login always issues a new token and ends the session the request arrived with, if any (no
//   session fixation: a token planted or left before sign-in never becomes the signed-in one).
// - Logout ends every session the request names (bearer and cookie), then clears the cookie.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app/app-context';
import { HttpError } from '../../app/http-error';
import { rateLimitConfig } from '../../app/rate-limit';
import { hashSecretToken } from '../../app/secret-token';
import { parseBody } from '../../app/validate-body';
import { requestTokens } from '../../core/auth/authenticate';
import { clearSessionCookie, setSessionCookie } from '../../core/auth/session-cookie';
import { deleteSessionByTokenHash } from '../../core/auth/session-repository';
import { toPublicUser } from '../../core/users/public-user';
import { createAccountThrottle } from './account-throttle';
import { login } from './login';

export const INVALID_CREDENTIALS = 'Invalid email or password';
export const ACCOUNT_DEACTIVATED = 'This account has been deactivated. Please contact the club.';
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;

const loginBody = z.strictObject({
  email: z.string().trim().min(1, 'Email is required').max(320, 'Email is too long'),
  password: z.string().min(1, 'Password is required').max(1024, 'Password is too long'),
});

export function registerAuthRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { config, db } = ctx;
  const accounts = createAccountThrottle(ctx);

  const endRequestSessions = async (request: FastifyRequest): Promise<void> => {
    for (const token of requestTokens(request)) await deleteSessionByTokenHash(db, hashSecretToken(token));
  };

  app.post(
    '/api/auth/login',
    { config: rateLimitConfig({ max: config.loginRateLimit, timeWindowMs: LOGIN_WINDOW_MS }) },
    async (request, reply) => {
      const { email, password } = parseBody(loginBody, request.body);
      const result = await accounts.attempt(email, async () => {
        const outcome = await login(db, email, password);
        return { passed: outcome.outcome !== 'invalid-credentials', result: outcome };
      });
      if (result.outcome === 'invalid-credentials') throw new HttpError(401, INVALID_CREDENTIALS);
      if (result.outcome === 'deactivated') throw new HttpError(403, ACCOUNT_DEACTIVATED);
      await endRequestSessions(request);
      setSessionCookie(reply, config, result.token);
      return { data: toPublicUser(result.user), token: result.token };
    },
  );

  app.get('/api/auth/me', { config: { auth: 'signed-in' } }, async (request) => ({
    data: toPublicUser(request.auth.user),
  }));

  app.post('/api/auth/logout', async (request, reply) => {
    await endRequestSessions(request);
    clearSessionCookie(reply, config);
    return { success: true };
  });
}
