// A member's own data: download it, or leave the club.
//
// GET  /api/user/export             -> 200 MemberDataExport as a download
//      (Content-Disposition: attachment; filename="club-data-YYYY-MM-DD.json", the Chicago day)
//      any signed-in user (admins have data too); see member-export.ts for what it holds.
// POST /api/user/leave { password } -> 200 LeaveResponse { success, message, eraseAfter }
//      members only (an admin 403: an admin account is closed by another admin, not here).
//      A wrong password is a 400 { message: [{ field: 'password', message: 'Incorrect password' }] },
//      checked by the same argon2id verification as the sign-in (same cost), and limited per
//      client like the sign-in (LOGIN_RATE_LIMIT per 15 minutes, 429). On success the account is
//      deactivated at once (out of the directory, every session ended, the cookie cleared, their
//      dinner seats released), and its personal data is erased after DEPARTURE_GRACE_DAYS
//      (member-erasure.ts).
import type { FastifyInstance } from 'fastify';
import type { LeaveBody, LeaveResponse } from 'shared/types';
import { z } from 'zod';
import type { AppContext } from '../../app/app-context';
import { sendAttachment } from '../../app/attachment';
import { clubDayOf } from '../../app/club-time';
import { FieldValidationError } from '../../app/http-error';
import { rateLimitConfig } from '../../app/rate-limit';
import { parseBody } from '../../app/validate-body';
import { verifyAgainstDummy, verifyPassword } from '../../core/auth/password-hasher';
import { clearSessionCookie } from '../../core/auth/session-cookie';
import { recordDeparture } from './member-departure';
import { exportMemberData } from './member-export';

export const EXPORT_PATH = '/api/user/export';
export const LEAVE_PATH = '/api/user/leave';
export const LEAVE_MEMBERS_ONLY = 'Administrators cannot leave the club here';
export const INCORRECT_PASSWORD = 'Incorrect password';
export const LEAVE_WINDOW_MS = 15 * 60 * 1000;

const leaveBody = z.strictObject({
  password: z.string().min(1, 'Password is required').max(1024, 'Password is too long'),
}) satisfies z.ZodType<LeaveBody>;

export const leftMessage = (eraseAfter: string): string =>
  `Your membership has ended. Your personal data will be erased after ${eraseAfter.slice(0, 10)}.`;

export function registerMemberDataRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { config, db } = ctx;

  app.get(EXPORT_PATH, { config: { auth: 'signed-in' } }, async (request, reply) => {
    const now = new Date();
    const data = await exportMemberData(db, ctx.memberLifecycle, request.auth.user, request.auth.sessionId, now);
    return sendAttachment(
      reply,
      `club-data-${clubDayOf(now)}.json`,
      'application/json; charset=utf-8',
      `${JSON.stringify(data, null, 2)}\n`,
    );
  });

  app.post(
    LEAVE_PATH,
    {
      config: {
        auth: { membersOnly: LEAVE_MEMBERS_ONLY },
        ...rateLimitConfig({ max: config.loginRateLimit, timeWindowMs: LEAVE_WINDOW_MS }),
      },
    },
    async (request, reply): Promise<LeaveResponse> => {
      const { password } = parseBody(leaveBody, request.body);
      const { user } = request.auth;
      const matches = user.passwordHash ? await verifyPassword(user.passwordHash, password) : await verifyAgainstDummy(password);
      if (!matches) throw new FieldValidationError([{ field: 'password', message: INCORRECT_PASSWORD }]);
      const { eraseAfter } = await recordDeparture(ctx, { userId: user.id, graceDays: config.departureGraceDays });
      clearSessionCookie(reply, config);
      return { success: true, message: leftMessage(eraseAfter), eraseAfter };
    },
  );
}
