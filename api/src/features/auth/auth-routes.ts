// POST /api/auth/login, POST /api/auth/mfa, GET /api/auth/me, POST /api/auth/logout.
// - Login is limited per client (LOGIN_RATE_LIMIT, by request.ip) and per account (failed
//   attempts, see account-throttle); both answer 429 with Retry-After.
// - A right password of an account with a second factor (TOTP or a passkey) answers
//   `{ mfaRequired: true, mfaToken, methods }` and opens no session; POST /api/auth/mfa exchanges
//   the token and a TOTP or recovery code for the session (factor-code.ts: codes single use,
//   counted per account; the token: mfa-tokens.ts).
// - Every sign-in issues a new token and ends the session the request arrived with, if any
//   (start-session.ts).
// - Logout ends every session the request names (bearer and cookie), then clears the cookie.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app/app-context';
import { HttpError } from '../../app/http-error';
import { rateLimitConfig } from '../../app/rate-limit';
import { parseBody } from '../../app/validate-body';
import { clearSessionCookie } from '../../core/auth/session-cookie';
import { coarseAddress } from '../../core/auth/coarse-address';
import { findUserById } from '../../core/users/user-repository';
import { createAccountThrottle } from './account-throttle';
import { createFactorCodeChecker } from './factor-code';
import { recordFactorChange } from './factor-change';
import { login, mfaMethods } from './login';
import { consumeMfaToken, takeMfaAttempt } from './mfa-tokens';
import { signedInUser } from './signed-in-user';
import { endRequestSessions, startSession } from './start-session';

export const INVALID_CREDENTIALS = 'Invalid email or password';
export const ACCOUNT_DEACTIVATED = 'This account has been deactivated. Please contact the club.';
export const MFA_TOKEN_INVALID = 'This sign-in has expired. Please sign in again.';
export const MFA_TOKEN_INVALID_CODE = 'mfa-token-invalid';
export const INVALID_CODE = 'That code is not right. Please try again.';
export const INVALID_CODE_CODE = 'invalid-code';
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;

const loginBody = z.strictObject({
  email: z.string().trim().min(1, 'Email is required').max(320, 'Email is too long'),
  password: z.string().min(1, 'Password is required').max(1024, 'Password is too long'),
});

const mfaBody = z.strictObject({
  mfaToken: z.string().min(1, 'Is required').max(100, 'Is too long'),
  code: z.string().trim().min(1, 'Enter the code').max(40, 'Code is too long'),
});

export function registerAuthRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { config, db } = ctx;
  const accounts = createAccountThrottle(ctx);
  const codes = createFactorCodeChecker(ctx);
  // Each route counts on its own keys.
  const perClient = () => rateLimitConfig({ max: config.loginRateLimit, timeWindowMs: LOGIN_WINDOW_MS });

  app.post('/api/auth/login', { config: perClient() }, async (request, reply) => {
    const { email, password } = parseBody(loginBody, request.body);
    const result = await accounts.attempt(email, async () => {
      const outcome = await login(db, email, password);
      return { passed: outcome.outcome !== 'invalid-credentials', result: outcome };
    });
    if (result.outcome === 'invalid-credentials') throw new HttpError(401, INVALID_CREDENTIALS);
    if (result.outcome === 'deactivated') throw new HttpError(403, ACCOUNT_DEACTIVATED);
    if (result.outcome === 'mfa-required') {
      return { mfaRequired: true, mfaToken: result.mfaToken, methods: mfaMethods(result.factors) };
    }
    return startSession(ctx, request, reply, result.user);
  });

  app.post('/api/auth/mfa', { config: perClient() }, async (request, reply) => {
    const { mfaToken, code } = parseBody(mfaBody, request.body);
    const userId = await takeMfaAttempt(db, mfaToken);
    if (!userId) throw new HttpError(401, MFA_TOKEN_INVALID, MFA_TOKEN_INVALID_CODE);
    const kind = await codes.check(userId, code);
    if (!kind) throw new HttpError(401, INVALID_CODE, INVALID_CODE_CODE);
    if (!(await consumeMfaToken(db, mfaToken))) throw new HttpError(401, MFA_TOKEN_INVALID, MFA_TOKEN_INVALID_CODE);
    const user = await findUserById(db, userId);
    if (!user) throw new HttpError(401, MFA_TOKEN_INVALID, MFA_TOKEN_INVALID_CODE);
    // Blocked between the password and the code.
    if (!user.isActive) throw new HttpError(403, ACCOUNT_DEACTIVATED);
    if (kind === 'recovery-code') {
      await db.transaction().execute((trx) =>
        recordFactorChange(trx, ctx, {
          user,
          action: 'recovery-code-used',
          clientAddress: coarseAddress(request.ip),
          keepSessionId: null,
          notice: 'A recovery code was used to sign in to your account.',
        }),
      );
      ctx.mailOutbox.wake();
    }
    return startSession(ctx, request, reply, user);
  });

  app.get('/api/auth/me', { config: { auth: 'signed-in' } }, async (request) => ({
    data: await signedInUser(db, config, request.auth.user),
  }));

  app.post('/api/auth/logout', async (request, reply) => {
    await endRequestSessions(ctx, request);
    clearSessionCookie(reply, config);
    return { success: true };
  });
}
