// What the admissions hold about a member, in their data export and in the erasure of a departed
// member (app/member-lifecycle.ts).
// - Export: the applications naming them as a sponsor that they answered (the applicant's name,
//   when it was sent, their answer and note). Never the committee's votes on their own application.
// - Erasure: the sponsorships naming them stay as counts (their answers), without their address
//   or note; their name is the account's, which the erasure replaces with 'Former member'.
import type { AppContext } from '../../app/app-context';
import { answeredSponsorshipsOf, eraseSponsorships } from '../../core/admissions/sponsorships-repository';

export function registerAdmissionsMemberData(ctx: Pick<AppContext, 'memberLifecycle'>): void {
  ctx.memberLifecycle.onExport('sponsorships', (db, { userId }) => answeredSponsorshipsOf(db, userId));
  ctx.memberLifecycle.onErased(async (trx, { userId }) => eraseSponsorships(trx, userId));
}
