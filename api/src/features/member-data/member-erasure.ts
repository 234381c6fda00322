// Erasing a departed member's personal data: once their grace period has passed (every API
// instance runs eraseDueDepartures periodically, departure-erasure-job.ts), or at once by an admin.
//
// One transaction per member, which starts by claiming the departure with a conditional UPDATE
// (`set erased_at ... where erased_at is null`): of two instances (or an instance and an admin)
// erasing one member at once, exactly one claims it; on PostgreSQL the second UPDATE waits for the
// first transaction and then finds the departure erased (0 rows); SQLite runs one write
// transaction at a time. A failed erasure rolls back the claim with everything else, so it is
// tried again at the next run. Erasing twice is impossible, and so idempotent.
//
// What this feature erases or replaces (the rows stay, so counts and the audit trail keep their ids):
// - users: name 'Former member', e-mail `erased-<id>@erased.invalid`, no phone, picture or
//   password, inactive;
// - membership_applications sent by the member (linked to the account, or from their e-mail):
//   name 'Former member', e-mail `erased-<application id>@erased.invalid`, every answer emptied
//   (the status and the dates stay; a rejection's reason stays in the audit trail), and the
//   status link's token dropped (the link answers 404);
// - contact_messages from their e-mails: name 'Former member', e-mail 'erased@erased.invalid', no
//   phone, no message;
// - sessions, password links and directory choices: deleted;
// - mail_outbox: every mail to or answering to their e-mails, pending (never sent then), sent or
//   failed, deleted;
// - rate_limit_counters: the counts kept under their e-mails or id (failed sign-ins, ...), deleted.
// Every other feature erases its own tables in the same transaction (app/member-lifecycle.ts
// `onErased`: dinner replies and feed, passkeys and second factors, the security trail, the
// uploaded avatar), given the e-mails and picture the member had.
// Admins' notes on their applications stay (the club's own records), their subject now reads
// 'Former member'; the audit entries about them stay with the member's id, and show no name.
import { sql, type Kysely } from 'kysely';
import type { AppContext } from '../../app/app-context';
import { emailLimitKey } from '../../app/email-limit-key';
import { deleteCountersNaming } from '../../app/window-counters';
import { lockUser } from '../../core/auth/password-token';
import { deleteMailsOf } from '../../core/mail/mail-outbox-repository';
import { latestApprovedApplicationId } from '../../core/membership/membership-application-repository';
import { recordMembershipAudit } from '../../core/membership/membership-audit-repository';
import type { Database } from '../../db/schema';

export const FORMER_MEMBER_NAME = 'Former member';
export const ERASED_DOMAIN = 'erased.invalid';

/** Departures erased per statement batch of a periodic run. */
const BATCH = 50;

export type ErasureContext = Pick<AppContext, 'db' | 'mailOutbox' | 'memberLifecycle'>;

export interface EraseOptions {
  now: Date;
  /** The admin erasing at once; null when the grace period ran out (then it must have). */
  adminId: string | null;
}

/**
 * Empties these applications: name 'Former member', e-mail `erased-<application id>@erased.invalid`,
 * every answer emptied, the rejection's reason (it stays in the audit trail) and the status link's
 * token dropped (the link answers 404). The status and the dates stay.
 */
export async function eraseApplications(trx: Kysely<Database>, applicationIds: readonly string[]): Promise<void> {
  if (applicationIds.length === 0) return;
  await trx
    .updateTable('membership_applications')
    .set({
      email: sql<string>`${'erased-'} || id || ${`@${ERASED_DOMAIN}`}`,
      full_name: FORMER_MEMBER_NAME,
      phone_number: '',
      profession: '',
      professional_contribution: '',
      interest_reason: '',
      culinary_skills: '',
      cuisine_interests: '',
      restaurant_recommendations: '',
      dining_frequency: '',
      available_days: '[]',
      membership_goals: '[]',
      cohosting_interest: '',
      referral_source: '',
      instagram_url: null,
      linkedin_url: null,
      dietary_restrictions: null,
      rejection_reason: null,
      status_token_hash: null,
    })
    .where('id', 'in', [...applicationIds])
    .execute();
}

async function eraseIn(ctx: ErasureContext, trx: Kysely<Database>, userId: string, options: EraseOptions): Promise<boolean> {
  const now = options.now.toISOString();
  const claimed = await trx
    .updateTable('member_departures')
    .set({ erased_at: now, erased_by: options.adminId })
    .where('user_id', '=', userId)
    .where('erased_at', 'is', null)
    .$if(options.adminId === null, (qb) => qb.where('erase_after', '<=', now))
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) return false;

  // The user's row, then what other features lock (dinners), as a block and a departure do.
  await lockUser(trx, userId);
  const user = await trx
    .selectFrom('users')
    .select(['email', 'profile_picture'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const applicationId = await latestApprovedApplicationId(trx, userId);
  const applicationEmails = await trx
    .selectFrom('membership_applications')
    .select('email')
    .where((eb) => eb.or([eb('user_id', '=', userId), eb('email', '=', user.email)]))
    .execute();
  const emails = [...new Set([user.email, ...applicationEmails.map((row) => row.email)].map((email) => email.trim().toLowerCase()))];

  await ctx.memberLifecycle.erased(trx, { userId, adminId: options.adminId, at: now, emails, profilePicture: user.profile_picture });

  const applicationIds = (await trx
    .selectFrom('membership_applications')
    .select('id')
    .where((eb) => eb.or([eb('user_id', '=', userId), eb('email', '=', user.email)]))
    .execute()).map((row) => row.id);
  await eraseApplications(trx, applicationIds);
  await trx
    .updateTable('contact_messages')
    .set({ full_name: FORMER_MEMBER_NAME, email: `erased@${ERASED_DOMAIN}`, phone: null, message: '' })
    .where((eb) => eb(eb.fn('lower', ['email']), 'in', emails))
    .execute();
  await trx.deleteFrom('sessions').where('user_id', '=', userId).execute();
  await trx.deleteFrom('password_reset_tokens').where('user_id', '=', userId).execute();
  await trx.deleteFrom('member_privacy').where('user_id', '=', userId).execute();
  await deleteMailsOf(trx, emails);
  await deleteCountersNaming(trx, [...emails, ...emails.map(emailLimitKey), userId]);
  await trx
    .updateTable('users')
    .set({
      full_name: FORMER_MEMBER_NAME,
      email: `erased-${userId}@${ERASED_DOMAIN}`,
      phone: null,
      profile_picture: null,
      password_hash: null,
      is_active: 0,
      updated_at: now,
    })
    .where('id', '=', userId)
    .execute();

  if (options.adminId !== null) {
    await recordMembershipAudit(trx, { action: 'erased', applicationId, userId, adminId: options.adminId, reason: null }, now);
  }
  return true;
}

/**
 * Erases the member's personal data if their departure is pending (and, without an admin, due):
 * true when this call erased it, false when there was nothing to erase (no departure, not due,
 * or erased already, by this instance or another).
 */
export async function eraseMember(ctx: ErasureContext, userId: string, options: EraseOptions): Promise<boolean> {
  const erased = await ctx.db.transaction().execute((trx) => eraseIn(ctx, trx, userId, options));
  // Mails the other features enqueued (a waitlisted member promoted to a released seat).
  if (erased) ctx.mailOutbox.wake();
  return erased;
}

/** Erases every departure whose grace period has passed at `now`; returns how many this call erased. */
export async function eraseDueDepartures(ctx: ErasureContext, now: Date): Promise<number> {
  let erased = 0;
  for (;;) {
    const due = await ctx.db
      .selectFrom('member_departures')
      .select('user_id')
      .where('erased_at', 'is', null)
      .where('erase_after', '<=', now.toISOString())
      .orderBy('erase_after', 'asc')
      .limit(BATCH)
      .execute();
    let erasedNow = 0;
    for (const { user_id } of due) if (await eraseMember(ctx, user_id, { now, adminId: null })) erasedNow += 1;
    erased += erasedNow;
    // A short batch was the last; a batch this call erased nothing of is being erased elsewhere.
    if (due.length < BATCH || erasedNow === 0) return erased;
  }
}
