// Accepting or rejecting a membership request, in one transaction that starts by claiming the
// request: a conditional UPDATE `where id = ? and status = 'pending'`. Of two admins deciding at
// once exactly one claims it: on PostgreSQL the second UPDATE waits for the first transaction's
// row lock and then finds the row no longer pending (0 rows); SQLite runs one write transaction
// at a time. The loser changes nothing.
//
// Accepting creates the member's account from the application (full name, e-mail, phone; no
// password; active; not admin), links it, issues a 72-hour first-password token and records the
// decision. If an account with the application's e-mail already exists (the application form
// refuses such e-mails, so it was made while the request was pending: an admin, or a race), the
// whole transaction is undone and the request stays pending: linking would either hand an
// existing account (possibly an admin's, or a blocked member's) a membership nobody reviewed for
// it, or bypass the block with its audit trail. The admin can reject the request, or unblock the
// member.
//
// Accepting also needs what the club's admission rules ask (features/admissions: a quorum of yes
// votes, sponsor endorsements), counted inside the transaction after the claim: votes and
// endorsements lock the pending application's row first, so none lands between the count and the
// decision. When they fall short the transaction is undone, the request stays pending, and the
// answer says what is missing. A rejection needs nothing.
//
// Rejecting stores the reason. Either way the applicant's e-mail (the first-password link, or the
// reason) is enqueued in the same transaction: it exists exactly when the decision does, and the
// outbox's worker delivers it, retrying while the mail server is down, so a decision never waits
// for, fails with, or loses its mail.
import type { Kysely } from 'kysely';
import type { MembershipDecision } from 'shared/types';
import type { AppContext } from '../../app/app-context';
import {
  FIRST_PASSWORD_TOKEN_TTL_MS,
  issuePasswordToken,
  passwordLinkUrl,
} from '../../core/auth/password-token';
import { recordMembershipAudit } from '../../core/membership/membership-audit-repository';
import { createUser, findUserByEmail } from '../../core/users/user-repository';
import { isUniqueViolation } from '../../db/constraint-error';
import { nowIso } from '../../db/portable';
import type { Database } from '../../db/schema';
import { acceptanceProblem } from '../../core/admissions/admission-rules';
import { readAdmissionSettings } from '../../core/admissions/admission-settings';
import { voteCounts } from '../../core/admissions/committee-votes-repository';
import { sponsorCounts } from '../../core/admissions/sponsorships-repository';
import { MEMBERSHIP_MAIL_KINDS, rejectionMail, welcomeMemberMail } from './membership-mail';

type DecisionContext = Pick<AppContext, 'config' | 'db' | 'mailOutbox'>;

/** The unique e-mail of users (migration 0001), as each engine names it in its errors. */
const USERS_EMAIL = { index: 'users_email_key', column: 'users.email' };

export interface DecisionInput {
  applicationId: string;
  adminId: string;
  action: MembershipDecision;
  /** Trimmed and non-blank when rejecting; ignored when accepting. */
  rejectionReason: string | null;
}

export type DecisionOutcome =
  | { outcome: 'approved'; userId: string }
  | { outcome: 'rejected' }
  | { outcome: 'not-found' }
  | { outcome: 'already-decided' }
  | { outcome: 'account-exists' }
  | { outcome: 'rules-not-met'; message: string };

/** Thrown inside the transaction to undo it and answer `outcome`. */
class Undo extends Error {
  constructor(readonly outcome: DecisionOutcome) {
    super(outcome.outcome);
  }
}

type Committed = { outcome: 'approved'; userId: string } | { outcome: 'rejected' };

async function decideIn(ctx: DecisionContext, trx: Kysely<Database>, input: DecisionInput): Promise<Committed> {
  const now = nowIso();
  const reason = input.action === 'rejected' ? input.rejectionReason : null;
  if (input.action === 'rejected' && !reason) throw new RangeError('a rejection needs a reason');

  const claimed = await trx
    .updateTable('membership_applications')
    .set({ status: input.action, reviewed_at: now, reviewed_by: input.adminId, rejection_reason: reason })
    .where('id', '=', input.applicationId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) {
    const exists = await trx
      .selectFrom('membership_applications')
      .select('id')
      .where('id', '=', input.applicationId)
      .executeTakeFirst();
    throw new Undo({ outcome: exists ? 'already-decided' : 'not-found' });
  }

  const application = await trx
    .selectFrom('membership_applications')
    .select(['email', 'full_name', 'phone_number'])
    .where('id', '=', input.applicationId)
    .executeTakeFirstOrThrow();
  const applicant = { to: application.email, fullName: application.full_name };

  if (input.action === 'rejected') {
    await recordMembershipAudit(
      trx,
      { action: 'rejected', applicationId: input.applicationId, userId: null, adminId: input.adminId, reason },
      now,
    );
    await ctx.mailOutbox.enqueue(
      trx,
      rejectionMail({ ...applicant, reason: reason ?? '', clubEmail: ctx.config.clubEmail }),
      { kind: MEMBERSHIP_MAIL_KINDS.rejected, ref: input.applicationId },
    );
    return { outcome: 'rejected' };
  }

  const settings = await readAdmissionSettings(trx);
  if (settings.quorum > 0 || settings.sponsorsRequired > 0) {
    const votes = await voteCounts(trx, input.applicationId);
    const sponsors = await sponsorCounts(trx, input.applicationId);
    const problem = acceptanceProblem(settings, { yes: votes.yes, no: votes.no, endorsed: sponsors.endorsed });
    if (problem) throw new Undo({ outcome: 'rules-not-met', message: problem });
  }
  if (await findUserByEmail(trx, application.email)) throw new Undo({ outcome: 'account-exists' });
  let userId: string;
  try {
    const user = await createUser(trx, {
      fullName: application.full_name,
      email: application.email,
      phone: application.phone_number || null,
      passwordHash: null,
      isAdmin: false,
      isActive: true,
    });
    userId = user.id;
  } catch (error) {
    // Created by someone else since the look-up above.
    if (isUniqueViolation(error, USERS_EMAIL)) throw new Undo({ outcome: 'account-exists' });
    throw error;
  }
  await trx
    .updateTable('membership_applications')
    .set({ user_id: userId })
    .where('id', '=', input.applicationId)
    .execute();
  const { token } = await issuePasswordToken(trx, userId, 'first-password', FIRST_PASSWORD_TOKEN_TTL_MS);
  await recordMembershipAudit(
    trx,
    { action: 'approved', applicationId: input.applicationId, userId, adminId: input.adminId, reason: null },
    now,
  );
  await ctx.mailOutbox.enqueue(
    trx,
    welcomeMemberMail({ ...applicant, link: passwordLinkUrl(ctx.config.siteUrl, token) }),
    { kind: MEMBERSHIP_MAIL_KINDS.approved, ref: input.applicationId },
  );
  return { outcome: 'approved', userId };
}

/** Decides a pending request; see the top of this file. */
export async function decideApplication(ctx: DecisionContext, input: DecisionInput): Promise<DecisionOutcome> {
  let committed: Committed;
  try {
    committed = await ctx.db.transaction().execute((trx) => decideIn(ctx, trx, input));
  } catch (error) {
    if (error instanceof Undo) return error.outcome;
    throw error;
  }
  ctx.mailOutbox.wake();
  return committed;
}
