// Where an application stands, for the applicant holding its status link (the token's SHA-256 is
// stored with the application; the link dies with the application's data). The stages: 'decided'
// once accepted or rejected (the decision itself goes by mail); 'committee' once an admin has
// voted; 'sponsors' while the members the applicant named are asked; 'received' otherwise. It
// names no voter and shows no vote; the sponsors' count is of the addresses named, whoever they
// belong to, so the page tells nobody who is a member.
import type { Kysely } from 'kysely';
import type { ApplicationStage, ApplicationStatus } from 'shared/types';
import { hashSecretToken, isWellFormedSecretToken } from '../../app/secret-token';
import type { Database } from '../../db/schema';
import { sponsorCounts } from '../../core/admissions/sponsorships-repository';

export async function applicationStatusOf(db: Kysely<Database>, token: string): Promise<ApplicationStatus | null> {
  if (!isWellFormedSecretToken(token)) return null;
  const application = await db
    .selectFrom('membership_applications')
    .select(['id', 'status', 'created_at'])
    .where('status_token_hash', '=', hashSecretToken(token))
    .executeTakeFirst();
  if (!application) return null;
  const sponsors = await sponsorCounts(db, application.id);
  const voted = await db
    .selectFrom('committee_votes')
    .select('admin_id')
    .where('application_id', '=', application.id)
    .limit(1)
    .executeTakeFirst();
  let stage: ApplicationStage = 'received';
  if (application.status !== 'pending') stage = 'decided';
  else if (voted) stage = 'committee';
  else if (sponsors.named > 0) stage = 'sponsors';
  return { stage, submittedAt: application.created_at, sponsors: { requested: sponsors.named, endorsed: sponsors.endorsed } };
}
