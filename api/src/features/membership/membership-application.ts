// Submitting a membership application: normalise the validated payload, refuse an e-mail that
// already belongs to a member, store it as pending (one pending application per e-mail; a
// rejected or approved one does not block a new one) with the sponsors it names, and mail the
// applicant their private status link and each named member a request to answer, all in one
// transaction. An address that is no member's is stored for the committee and mailed nothing; the
// applicant's answer is the same either way.
import type { Kysely } from 'kysely';
import type { MembershipApplication } from 'shared/validation';
import type { AppContext } from '../../app/app-context';
import { generateSecretToken, hashSecretToken } from '../../app/secret-token';
import { insertApplication, type StoredApplication } from '../../core/membership/membership-application-repository';
import { normalizeApplication } from '../../core/membership/normalize-application';
import { findUserByEmail } from '../../core/users/user-repository';
import { nowIso } from '../../db/portable';
import type { Database } from '../../db/schema';
import { ADMISSIONS_MAIL_KINDS, applicationReceivedMail, sponsorRequestMail, statusLinkUrl } from '../../core/admissions/admissions-mail';
import { nameSponsors } from '../../core/admissions/sponsorships-repository';

export type SubmitApplicationResult =
  | { outcome: 'submitted'; application: StoredApplication }
  | { outcome: 'member-exists' }
  | { outcome: 'pending-exists' };

type SubmitContext = Pick<AppContext, 'config' | 'db' | 'mailOutbox'>;

/** Thrown inside the transaction to undo it: another pending application holds the e-mail. */
class PendingExists extends Error {}

async function submitIn(ctx: SubmitContext, trx: Kysely<Database>, payload: MembershipApplication, sponsors: readonly string[]) {
  const application = normalizeApplication(payload);
  if (await findUserByEmail(trx, application.email)) return { outcome: 'member-exists' } as const;
  const token = generateSecretToken();
  const result = await insertApplication(trx, application, hashSecretToken(token));
  if (result.outcome === 'pending-exists') throw new PendingExists();
  const stored = result.application;
  const named = await nameSponsors(trx, stored.id, sponsors.map((email) => email.trim().toLowerCase()), nowIso());
  const siteUrl = ctx.config.siteUrl.replace(/\/+$/, '');
  await ctx.mailOutbox.enqueue(
    trx,
    applicationReceivedMail({ to: stored.email, fullName: stored.fullName, link: statusLinkUrl(siteUrl, token) }),
    { kind: ADMISSIONS_MAIL_KINDS.received, ref: stored.id },
  );
  for (const sponsor of named) {
    if (!sponsor.member) continue;
    await ctx.mailOutbox.enqueue(
      trx,
      sponsorRequestMail({ to: sponsor.email, sponsorName: sponsor.member.fullName, applicantName: stored.fullName, dashboardUrl: `${siteUrl}/user` }),
      { kind: ADMISSIONS_MAIL_KINDS.sponsorRequest, ref: sponsor.id },
    );
  }
  return { outcome: 'submitted', application: stored } as const;
}

/** Stores a validated application (see `membershipApplicationErrors`) naming validated `sponsors`. */
export async function submitApplication(
  ctx: SubmitContext,
  payload: MembershipApplication,
  sponsors: readonly string[] = [],
): Promise<SubmitApplicationResult> {
  let result: SubmitApplicationResult;
  try {
    result = await ctx.db.transaction().execute((trx) => submitIn(ctx, trx, payload, sponsors));
  } catch (error) {
    if (error instanceof PendingExists) return { outcome: 'pending-exists' };
    throw error;
  }
  if (result.outcome === 'submitted') ctx.mailOutbox.wake();
  return result;
}
