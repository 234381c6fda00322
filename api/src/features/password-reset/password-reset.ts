// Forgot password and reset password.
// - requestPasswordReset answers in the same time whether or not the account exists: the request
//   path only looks the e-mail up (the same query either way); the token and the mail for an
//   active user run as background work the response does not wait for: one transaction issues
//   the token and enqueues its mail, which the outbox's worker sends.
// - Per account, at most RESET_MAILS_PER_WINDOW reset mails go out per window, whatever client
//   asks (the route's own limit is per client): no flooding a member's inbox from many addresses.
//   The answer stays the same, so the cap reveals nothing either.
// - resetPassword consumes the token with one conditional UPDATE in the transaction that sets the
//   password, ends every session of the user and supersedes their other tokens.
import type { Kysely } from 'kysely';
import type { AppContext } from '../../app/app-context';
import { hashSecretToken, isWellFormedSecretToken } from '../../app/secret-token';
import { hashPassword } from '../../core/auth/password-hasher';
import {
  RESET_TOKEN_TTL_MS,
  consumePasswordToken,
  countPasswordTokensSince,
  findUsablePasswordToken,
  invalidatePasswordTokensOfUser,
  issuePasswordToken,
  lockUser,
  passwordLinkUrl,
} from '../../core/auth/password-token';
import { deleteSessionsOfUser } from '../../core/auth/session-repository';
import { findUserByEmail, updateUser } from '../../core/users/user-repository';
import type { Database } from '../../db/schema';
import { RESET_MAIL_KIND, resetPasswordMail } from './password-reset-mail';

export const RESET_MAILS_PER_WINDOW = 3;
export const RESET_MAIL_WINDOW_MS = 15 * 60 * 1000;

type ResetContext = Pick<AppContext, 'config' | 'db' | 'mailOutbox' | 'background'>;

/**
 * Starts the reset of an active user's password (token + e-mail) without waiting for it.
 * Unknown e-mails and blocked users get nothing; a user without a password yet may reset.
 */
export async function requestPasswordReset(ctx: ResetContext, email: string): Promise<void> {
  const user = await findUserByEmail(ctx.db, email);
  if (!user || !user.isActive) return;
  const { id, email: to, fullName } = user;
  ctx.background.run('password reset mail', async () => {
    // Count and issue under the user's row lock, so that requests at once cannot all pass the cap.
    const issued = await ctx.db.transaction().execute(async (trx) => {
      await lockUser(trx, id);
      const since = new Date(Date.now() - RESET_MAIL_WINDOW_MS).toISOString();
      if ((await countPasswordTokensSince(trx, id, 'reset', since)) >= RESET_MAILS_PER_WINDOW) return false;
      const { token } = await issuePasswordToken(trx, id, 'reset', RESET_TOKEN_TTL_MS);
      const mail = resetPasswordMail({ to, fullName, link: passwordLinkUrl(ctx.config.siteUrl, token) });
      await ctx.mailOutbox.enqueue(trx, mail, { kind: RESET_MAIL_KIND, ref: id });
      return true;
    });
    if (issued) ctx.mailOutbox.wake();
  });
}

export type ResetOutcome = 'updated' | 'invalid-token';

export async function resetPassword(db: Kysely<Database>, token: string, newPassword: string): Promise<ResetOutcome> {
  if (!isWellFormedSecretToken(token)) return 'invalid-token';
  const tokenHash = hashSecretToken(token);
  // A cheap look first, so that a bad token costs no argon2 hash; the hash is computed outside
  // the transaction so that no lock is held while it runs.
  const found = await findUsablePasswordToken(db, tokenHash);
  if (!found) return 'invalid-token';
  const passwordHash = await hashPassword(newPassword);

  return db.transaction().execute(async (trx) => {
    await lockUser(trx, found.userId);
    // The decision: whoever marks the token used first wins; the other sees 0 rows.
    if (!(await consumePasswordToken(trx, tokenHash))) return 'invalid-token';
    await updateUser(trx, found.userId, { passwordHash });
    await deleteSessionsOfUser(trx, found.userId);
    await invalidatePasswordTokensOfUser(trx, found.userId);
    return 'updated';
  });
}
