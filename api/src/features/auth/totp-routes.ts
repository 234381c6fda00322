// TOTP (an authenticator app) as a second factor, for any signed-in user:
//   POST   /api/auth/totp/setup   -> { secret, otpauthUrl }: a new secret, not active yet (replaces
//                                    one set up and not confirmed; an active one stays active)
//   POST   /api/auth/totp/enable  { code, currentCode? } -> { recoveryCodes }: confirms the new
//                                    secret with one of its codes; replacing an active TOTP also
//                                    takes a code of the current one (or a recovery code)
//   DELETE /api/auth/totp         { code } -> { success: true }: a code of the active TOTP or a
//                                    recovery code. An administrator (ADMIN_MFA required) never
//                                    drops the last second factor: 409 'last-factor'.
// Enabling, replacing and removing end every other session, are audited and mailed
// (factor-change.ts). The secret is never returned once enabled.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app/app-context';
import { HttpError } from '../../app/http-error';
import { parseBody } from '../../app/validate-body';
import { coarseAddress } from '../../core/auth/coarse-address';
import { lockUser } from '../../core/auth/password-token';
import { secondFactorsOf } from '../../core/auth/second-factors';
import { generateTotpSecret, matchTotpStep, totpUri } from '../../core/auth/totp';
import { activatePendingTotp, deleteTotp, findTotp, setPendingTotp } from '../../core/auth/totp-repository';
import { INVALID_CODE, INVALID_CODE_CODE } from './auth-routes';
import { createAccountThrottle } from './account-throttle';
import { createFactorCodeChecker, MFA_CODE_FAILURES } from './factor-code';
import { recordFactorChange } from './factor-change';
import { deleteRecoveryCodes, replaceRecoveryCodes } from './recovery-codes';

export const TOTP_SETUP_MISSING = 'Start the set-up again: no new authenticator is waiting for confirmation.';
export const TOTP_SETUP_MISSING_CODE = 'totp-setup-missing';
export const TOTP_NOT_ENABLED = 'Two-step sign-in with an authenticator app is not on.';
export const TOTP_NOT_ENABLED_CODE = 'totp-not-enabled';
export const CURRENT_CODE_REQUIRED = 'Enter a code of your current authenticator app (or a recovery code) to replace it.';
export const CURRENT_CODE_REQUIRED_CODE = 'current-code-required';
export const LAST_FACTOR = 'An administrator keeps a second factor: add a passkey or replace the authenticator app instead.';
export const LAST_FACTOR_CODE = 'last-factor';
/** A set-up not confirmed within this time must start again. */
export const TOTP_SETUP_TTL_MS = 30 * 60 * 1000;

const enableBody = z.strictObject({
  code: z.string().trim().min(1, 'Enter the code').max(40, 'Code is too long'),
  currentCode: z.string().trim().min(1, 'Enter the code').max(40, 'Code is too long').optional(),
});

const disableBody = z.strictObject({
  code: z.string().trim().min(1, 'Enter the code').max(40, 'Code is too long'),
});

export function registerTotpRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { config, db } = ctx;
  const key = config.mfa.encryptionKey;
  const codes = createFactorCodeChecker(ctx);
  // Codes of a secret being set up are counted on the same per-account budget.
  const setupCodes = createAccountThrottle(ctx, { name: 'mfa', maxFailures: MFA_CODE_FAILURES });

  app.post('/api/auth/totp/setup', { config: { auth: 'signed-in' } }, async (request) => {
    const { user } = request.auth;
    const secret = generateTotpSecret();
    await setPendingTotp(db, user.id, secret, key);
    return { secret, otpauthUrl: totpUri(secret, config.mfa.rpName, user.email) };
  });

  app.post('/api/auth/totp/enable', { config: { auth: 'signed-in' } }, async (request) => {
    const { user, sessionId } = request.auth;
    const { code, currentCode } = parseBody(enableBody, request.body);
    const totp = await findTotp(db, user.id, key);
    const pendingSince = totp?.pendingCreatedAt;
    const pending = totp?.pendingSecret;
    if (!pending || !pendingSince || Date.parse(pendingSince) <= Date.now() - TOTP_SETUP_TTL_MS) {
      throw new HttpError(409, TOTP_SETUP_MISSING, TOTP_SETUP_MISSING_CODE);
    }
    const replacing = Boolean(totp.secret);
    if (replacing) {
      if (!currentCode) throw new HttpError(400, CURRENT_CODE_REQUIRED, CURRENT_CODE_REQUIRED_CODE);
      if (!(await codes.check(user.id, currentCode))) throw new HttpError(400, INVALID_CODE, INVALID_CODE_CODE);
    }
    const step = await setupCodes.attempt(user.id, async () => {
      const matched = matchTotpStep(pending, code);
      return { passed: matched !== null, result: matched };
    });
    if (step === null) throw new HttpError(400, INVALID_CODE, INVALID_CODE_CODE);

    const recoveryCodes = await db.transaction().execute(async (trx) => {
      if (!(await activatePendingTotp(trx, user.id, pendingSince, step))) return null;
      const issued = await replaceRecoveryCodes(trx, user.id);
      await recordFactorChange(trx, ctx, {
        user,
        action: replacing ? 'totp-replaced' : 'totp-enabled',
        clientAddress: coarseAddress(request.ip),
        keepSessionId: sessionId,
        notice: replacing
          ? 'The authenticator app of your account was replaced.'
          : 'Two-step sign-in with an authenticator app was turned on for your account.',
      });
      return issued;
    });
    if (!recoveryCodes) throw new HttpError(409, TOTP_SETUP_MISSING, TOTP_SETUP_MISSING_CODE);
    ctx.mailOutbox.wake();
    return { recoveryCodes };
  });

  app.delete('/api/auth/totp', { config: { auth: 'signed-in' } }, async (request) => {
    const { user, sessionId } = request.auth;
    const { code } = parseBody(disableBody, request.body);
    const totp = await findTotp(db, user.id, key);
    if (!totp?.secret) throw new HttpError(409, TOTP_NOT_ENABLED, TOTP_NOT_ENABLED_CODE);
    if (user.isAdmin && config.mfa.admin === 'required' && (await secondFactorsOf(db, user.id)).passkeys === 0) {
      throw new HttpError(409, LAST_FACTOR, LAST_FACTOR_CODE);
    }
    if (!(await codes.check(user.id, code))) throw new HttpError(400, INVALID_CODE, INVALID_CODE_CODE);
    await db.transaction().execute(async (trx) => {
      // Again under the user's lock: a passkey removed meanwhile must not leave an admin without a factor.
      await lockUser(trx, user.id);
      if (user.isAdmin && config.mfa.admin === 'required' && (await secondFactorsOf(trx, user.id)).passkeys === 0) {
        throw new HttpError(409, LAST_FACTOR, LAST_FACTOR_CODE);
      }
      await deleteTotp(trx, user.id);
      await deleteRecoveryCodes(trx, user.id);
      await recordFactorChange(trx, ctx, {
        user,
        action: 'totp-disabled',
        clientAddress: coarseAddress(request.ip),
        keepSessionId: sessionId,
        notice: 'Two-step sign-in with an authenticator app was turned off for your account.',
      });
    });
    ctx.mailOutbox.wake();
    return { success: true };
  });
}
