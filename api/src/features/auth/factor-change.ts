// What follows every change to how an account signs in (a second factor or passkey added or
// removed, a recovery code used), in the transaction of the change: the audit entry, the end of
// every other session of the account (for additions and removals: whoever holds another session
// must sign in again under the new settings), and a notice e-mailed through the outbox. The
// caller wakes the outbox after the commit.
import type { Kysely } from 'kysely';
import type { AppContext } from '../../app/app-context';
import { deleteOtherSessionsOfUser } from '../../core/auth/session-repository';
import type { User } from '../../core/users/user-repository';
import type { Database, SecurityAuditAction } from '../../db/schema';
import { recordSecurityEvent } from './security-audit-repository';
import { SECURITY_NOTICE_KIND, securityNoticeMail } from './security-notice-mail';

export interface FactorChange {
  user: Pick<User, 'id' | 'email' | 'fullName'>;
  action: SecurityAuditAction;
  detail?: string | null;
  clientAddress: string | null;
  /** The session to keep; every other one ends. Null: no session ends. */
  keepSessionId: string | null;
  /** The notice's sentence, e.g. 'A passkey named "Laptop" was added to your account.' */
  notice: string;
}

export async function recordFactorChange(
  trx: Kysely<Database>,
  ctx: Pick<AppContext, 'config' | 'mailOutbox'>,
  change: FactorChange,
): Promise<void> {
  const { user, clientAddress } = change;
  await recordSecurityEvent(trx, { action: change.action, userId: user.id, detail: change.detail ?? null, clientAddress });
  const ended = change.keepSessionId === null ? 0 : await deleteOtherSessionsOfUser(trx, user.id, change.keepSessionId);
  if (ended > 0) await recordSecurityEvent(trx, { action: 'other-sessions-ended', userId: user.id, detail: String(ended), clientAddress });
  const mail = securityNoticeMail({
    to: user.email,
    fullName: user.fullName,
    change: change.notice,
    otherSessionsEnded: ended > 0,
    loginUrl: `${ctx.config.siteUrl}/login`,
  });
  await ctx.mailOutbox.enqueue(trx, mail, { kind: SECURITY_NOTICE_KIND, ref: user.id });
}
