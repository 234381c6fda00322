// Blocking and unblocking an approved member, in one transaction each.
// - Only members: non-admin accounts with an approved application linked to them, who have not
//   asked to leave. An admin (the acting one included) can never be blocked or unblocked here.
// - Block: the account goes inactive with one conditional UPDATE (`where is_active = 1`), every
//   session of the user ends (cookie and bearer tokens are rows of the same sessions table) and
//   their unused password links are invalidated, so none works again after an unblock; what
//   other features hold for the member is released with it (app/member-lifecycle.ts: their
//   dinner seats go to the waitlists).
// - Unblock: the account is active again; the member signs in with their password as before.
// - Idempotent: blocking a blocked member (or unblocking an active one) answers the same success
//   and changes nothing: no audit entry, no e-mail. Two admins blocking at once leave one entry:
//   the second conditional UPDATE finds the account already inactive.
// - Every change is recorded (admin, time, action, reason) and the member's notice enqueued in
//   the same transaction; the outbox's worker delivers it.
import type { Kysely } from 'kysely';
import type { AppContext } from '../../app/app-context';
import { invalidatePasswordTokensOfUser } from '../../core/auth/password-token';
import { deleteSessionsOfUser } from '../../core/auth/session-repository';
import { latestApprovedApplicationId } from '../../core/membership/membership-application-repository';
import { recordMembershipAudit } from '../../core/membership/membership-audit-repository';
import { nowIso } from '../../db/portable';
import type { Database } from '../../db/schema';
import { MEMBERSHIP_MAIL_KINDS, memberBlockedMail, memberUnblockedMail } from './membership-mail';

type VerificationContext = Pick<AppContext, 'config' | 'db' | 'mailOutbox' | 'memberLifecycle'>;

export interface VerificationInput {
  adminId: string;
  userId: string;
  /** false blocks, true unblocks. */
  isVerified: boolean;
  /** Trimmed; required (non-blank) when blocking, optional when unblocking. */
  reason: string | null;
}

export type VerificationOutcome =
  | { outcome: 'blocked' | 'unblocked'; changed: boolean }
  | { outcome: 'not-found' }
  | { outcome: 'admin' };

async function changeIn(ctx: VerificationContext, trx: Kysely<Database>, input: VerificationInput): Promise<VerificationOutcome> {
  const user = await trx
    .selectFrom('users')
    .select(['id', 'email', 'full_name', 'is_admin'])
    .where('id', '=', input.userId)
    .executeTakeFirst();
  if (!user) return { outcome: 'not-found' };
  if (Number(user.is_admin) === 1) return { outcome: 'admin' };
  // A member who asked to leave is no member any more: never unblocked back into the club.
  const departure = await trx.selectFrom('member_departures').select('user_id').where('user_id', '=', user.id).executeTakeFirst();
  if (departure) return { outcome: 'not-found' };
  const applicationId = await latestApprovedApplicationId(trx, user.id);
  if (!applicationId) return { outcome: 'not-found' };

  const now = nowIso();
  const block = !input.isVerified;
  const updated = await trx
    .updateTable('users')
    .set({ is_active: block ? 0 : 1, updated_at: now })
    .where('id', '=', user.id)
    .where('is_admin', '=', 0)
    .where('is_active', '=', block ? 1 : 0)
    .executeTakeFirst();
  const changed = Number(updated.numUpdatedRows) === 1;
  if (block) {
    // Even when already blocked: a blocked member must have no session left, whatever made one.
    await deleteSessionsOfUser(trx, user.id);
    await invalidatePasswordTokensOfUser(trx, user.id, now);
  }
  if (changed) {
    // What other features undo for a blocked member (e.g. their dinner seats), in this transaction.
    if (block) await ctx.memberLifecycle.deactivated(trx, { userId: user.id, adminId: input.adminId, reason: 'member blocked', at: now });
    await recordMembershipAudit(
      trx,
      { action: block ? 'blocked' : 'unblocked', applicationId, userId: user.id, adminId: input.adminId, reason: input.reason },
      now,
    );
    const { clubEmail, siteUrl } = ctx.config;
    const member = { to: user.email, fullName: user.full_name };
    const mail = block
      ? memberBlockedMail({ ...member, clubEmail })
      : memberUnblockedMail({ ...member, loginUrl: `${siteUrl}/login` });
    await ctx.mailOutbox.enqueue(trx, mail, { kind: MEMBERSHIP_MAIL_KINDS[block ? 'blocked' : 'unblocked'], ref: user.id });
  }
  return { outcome: block ? 'blocked' : 'unblocked', changed };
}

/** Blocks or unblocks a member; see the top of this file. */
export async function changeMemberVerification(
  ctx: VerificationContext,
  input: VerificationInput,
): Promise<VerificationOutcome> {
  if (!input.isVerified && !input.reason) throw new RangeError('a block needs a reason');
  const outcome = await ctx.db.transaction().execute((trx) => changeIn(ctx, trx, input));
  if ('changed' in outcome && outcome.changed) ctx.mailOutbox.wake();
  return outcome;
}
