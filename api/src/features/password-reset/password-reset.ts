// Forgot password and reset password.
// - requestPasswordReset answers in the same time whether or not the account exists: the request
//   path only looks the e-mail up (the same query either way); the token and the mail for an
//   active user run as background work the response does not wait for.
// - resetPassword consumes the token with one conditional UPDATE in the transaction that sets the
//   password, ends every session of the user and supersedes their other tokens.
import type { Kysely } from 'kysely';
import type { AppContext } from '../../app/app-context';
import type { Database } from '../../db/schema';
import { hashSecretToken, isWellFormedSecretToken } from '../../app/secret-token';
import { hashPassword } from '../auth/password-hasher';
import { deleteSessionsOfUser } from '../auth/session-repository';
import { findUserByEmail, updateUser } from '../users/user-repository';
import { resetPasswordMail } from './password-reset-mail';
import {
  RESET_TOKEN_TTL_MS,
  consumePasswordToken,
  findUsablePasswordToken,
  invalidatePasswordTokensOfUser,
  issuePasswordToken,
  lockUser,
  passwordLinkUrl,
} from './password-token';

type ResetContext = Pick<AppContext, 'config' | 'db' | 'mailer' | 'background'>;

/**
 * Starts the reset of an active user's password (token + e-mail) without waiting for it.
 * Unknown e-mails and blocked users get nothing; a user without a password yet may reset.
 */
export async function requestPasswordReset(ctx: ResetContext, email: string): Promise<void> {
  const user = await findUserByEmail(ctx.db, email);
  if (!user || !user.isActive) return;
  const { id, email: to, fullName } = user;
  ctx.background.run('password reset mail', async () => {
    const { token } = await issuePasswordToken(ctx.db, id, 'reset', RESET_TOKEN_TTL_MS);
    // Read at send time, so a replaced mailer (tests) is the one used.
    await ctx.mailer.send(resetPasswordMail({ to, fullName, link: passwordLinkUrl(ctx.config.siteUrl, token) }));
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
