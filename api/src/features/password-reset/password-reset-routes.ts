// POST /api/auth/forgot-password, PATCH /api/auth/reset-password: a reset link by e-mail, and a new
// password set with it.
import type { FastifyInstance } from 'fastify';
import {
  PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PASSWORD_TOO_LONG, PASSWORD_TOO_SHORT,
} from 'shared/validation';
import { z } from 'zod';
import type { AppContext } from '../../app/app-context';
import { rateLimitConfig } from '../../app/rate-limit';
import { parseBody } from '../../app/validate-body';
import { requestPasswordReset, resetPassword } from './password-reset';

export const FORGOT_PASSWORD_SENT = 'If an account exists for that e-mail, we have sent password reset instructions.';
export const PASSWORD_UPDATED = 'Password has been updated successfully!';
export const INVALID_RESET_LINK = 'This reset link is invalid or has expired.';

export const PASSWORD_RESET_WINDOW_MS = 15 * 60 * 1000;
/** Per client per window. */
export const FORGOT_PASSWORD_RATE_LIMIT = 5;
export const RESET_PASSWORD_RATE_LIMIT = 10;


const forgotBody = z.strictObject({
  email: z
    .string()
    .trim()
    .min(1, 'Please enter your email address')
    .max(254, 'Email is too long')
    .pipe(z.email('Enter a valid email address')),
});

const resetBody = z.strictObject({
  token: z.string().min(1, 'Token is required'),
  newPassword: z
    .string()
    .min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT)
    .max(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG),
});

export function registerPasswordResetRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post(
    '/api/auth/forgot-password',
    { config: rateLimitConfig({ max: FORGOT_PASSWORD_RATE_LIMIT, timeWindowMs: PASSWORD_RESET_WINDOW_MS }) },
    async (request) => {
      const { email } = parseBody(forgotBody, request.body);
      await requestPasswordReset(ctx, email);
      return { message: FORGOT_PASSWORD_SENT };
    },
  );

  app.patch(
    '/api/auth/reset-password',
    { config: rateLimitConfig({ max: RESET_PASSWORD_RATE_LIMIT, timeWindowMs: PASSWORD_RESET_WINDOW_MS }) },
    async (request, reply) => {
      const { token, newPassword } = parseBody(resetBody, request.body);
      const outcome = await resetPassword(ctx.db, token, newPassword);
      if (outcome === 'invalid-token') return reply.status(400).send({ success: false, message: INVALID_RESET_LINK });
      return { success: true, message: PASSWORD_UPDATED };
    },
  );
}
