// Blocking and unblocking an approved member, in one transaction each.
// - Only members: non-admin accounts with an approved application linked to them, who have not
//   asked to leave. An admin (the acting one included) can never be blocked or unblocked here.
// - Block: the account goes inactive with one conditional UPDATE (`where is_active = 1`), every
//   session of the user ends (cookie and bearer tokens are rows of the same sessions table) and
//   their unused password links are invalidated, so none works again after an unblock.
// - Unblock: the account is active again; the member signs in with their password as before.
// - Idempotent: blocking a blocked member (or unblocking an active one) answers the same success
//   and changes nothing: no audit entry, no e-mail. Two admins blocking at once leave one entry:
//   the second conditional UPDATE finds the account already inactive.
// - Every change is recorded (admin, time, action, reason); the member is e-mailed after the
//   commit, as background work whose failure is only logged.
import type { Kysely } from 'kysely';
import type { AppContext } from '../../app/app-context';
import { invalidatePasswordTokensOfUser } from '../../core/auth/password-token';
import { deleteSessionsOfUser } from '../../core/auth/session-repository';
import { latestApprovedApplicationId } from '../../core/membership/membership-application-repository';
import { recordMembershipAudit } from '../../core/membership/membership-audit-repository';
import { nowIso } from '../../db/portable';
import type { Database } from '../../db/schema';
import { memberBlockedMail, memberUnblockedMail } from './membership-mail';

type VerificationContext = Pick<AppContext, 'config' | 'db' | 'mailer' | 'background'>;

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

interface Member {
  email: string;
  fullName: string;
}

type Result = VerificationOutcome & { member?: Member };

async function changeIn(trx: Kysely<Database>, input: VerificationInput): Promise<Result> {
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
    await recordMembershipAudit(
      trx,
      { action: block ? 'blocked' : 'unblocked', applicationId, userId: user.id, adminId: input.adminId, reason: input.reason },
      now,
    );
  }
  return { outcome: block ? 'blocked' : 'unblocked', changed, member: { email: user.email, fullName: user.full_name } };
}

/** Blocks or unblocks a member; see the top of this file. */
export async function changeMemberVerification(
  ctx: VerificationContext,
  input: VerificationInput,
): Promise<VerificationOutcome> {
  if (!input.isVerified && !input.reason) throw new RangeError('a block needs a reason');
  const { member, ...outcome } = await ctx.db.transaction().execute((trx) => changeIn(trx, input));
  if (member && 'changed' in outcome && outcome.changed) {
    const { config } = ctx;
    const mail =
      outcome.outcome === 'blocked'
        ? memberBlockedMail({ to: member.email, fullName: member.fullName, clubEmail: config.clubEmail })
        : memberUnblockedMail({ to: member.email, fullName: member.fullName, loginUrl: `${config.siteUrl}/login` });
    ctx.background.run(`${outcome.outcome} mail for user ${input.userId}`, async () => {
      await ctx.mailer.send(mail);
    });
  }
  return outcome;
}
