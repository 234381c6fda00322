// The committee's votes (table committee_votes, migration 0021): one per admin per application,
// changed in place until the application is decided.
import type { Kysely } from 'kysely';
import type { AdmissionProgress, ApplicationVotes, CastVote, CommitteeVote } from 'shared/types';
import type { DbEngine } from '../../db/create-database';
import type { Database } from '../../db/schema';
import { lockPendingApplication } from './pending-application-lock';
import { endorsementsOf } from './sponsorships-repository';

/** The yes, no and abstain votes on an application. */
export async function voteCounts(db: Kysely<Database>, applicationId: string): Promise<Record<CommitteeVote, number>> {
  const rows = await db
    .selectFrom('committee_votes')
    .select((eb) => ['vote', eb.fn.countAll<number | string>().as('count')])
    .where('application_id', '=', applicationId)
    .groupBy('vote')
    .execute();
  const counts: Record<CommitteeVote, number> = { yes: 0, no: 0, abstain: 0 };
  for (const row of rows) counts[row.vote] = Number(row.count);
  return counts;
}

/** Every vote on an application (oldest first) with the totals, and the sponsors' answers. */
export async function applicationVotes(db: Kysely<Database>, applicationId: string): Promise<ApplicationVotes> {
  const rows = await db
    .selectFrom('committee_votes as v')
    .innerJoin('users as admin', 'admin.id', 'v.admin_id')
    .select(['v.admin_id', 'admin.full_name', 'v.vote', 'v.comment', 'v.updated_at'])
    .where('v.application_id', '=', applicationId)
    .orderBy('v.created_at', 'asc')
    .orderBy('v.admin_id', 'asc')
    .execute();
  const votes: CastVote[] = rows.map((row) => ({
    adminId: row.admin_id,
    adminName: row.full_name,
    vote: row.vote,
    comment: row.comment,
    at: row.updated_at,
  }));
  const count = (vote: CommitteeVote) => votes.filter((cast) => cast.vote === vote).length;
  return { votes, yes: count('yes'), no: count('no'), abstain: count('abstain'), endorsements: await endorsementsOf(db, applicationId) };
}

export type VoteOutcome = { outcome: 'voted' } | { outcome: 'not-found' } | { outcome: 'decided' };

/**
 * Casts or changes the admin's vote, inside `trx`, while the application is pending (see
 * pending-application-lock.ts). Two admins voting at once each keep their own row.
 */
export async function castVote(
  trx: Kysely<Database>,
  engine: DbEngine,
  input: { applicationId: string; adminId: string; vote: CommitteeVote; comment: string | null; at: string },
): Promise<VoteOutcome> {
  const lock = await lockPendingApplication(trx, input.applicationId, engine);
  if (lock !== 'pending') return { outcome: lock === 'decided' ? 'decided' : 'not-found' };
  await trx
    .insertInto('committee_votes')
    .values({
      application_id: input.applicationId,
      admin_id: input.adminId,
      vote: input.vote,
      comment: input.comment,
      created_at: input.at,
      updated_at: input.at,
    })
    .onConflict((oc) => oc.columns(['application_id', 'admin_id']).doUpdateSet({ vote: input.vote, comment: input.comment, updated_at: input.at }))
    .execute();
  return { outcome: 'voted' };
}

/**
 * The committee's progress on each of these applications: its votes, and the answers of the named
 * sponsors who are members (an address that is no member's never answers, so it is not counted).
 */
export async function admissionProgress(db: Kysely<Database>, applicationIds: readonly string[]): Promise<Map<string, AdmissionProgress>> {
  const progress = new Map<string, AdmissionProgress>(applicationIds.map((id) => [id, {
    votes: { yes: 0, no: 0, abstain: 0 },
    endorsements: { requested: 0, endorsed: 0, declined: 0 },
  }]));
  if (applicationIds.length === 0) return progress;
  const votes = await db
    .selectFrom('committee_votes')
    .select((eb) => ['application_id', 'vote', eb.fn.countAll<number | string>().as('count')])
    .where('application_id', 'in', [...applicationIds])
    .groupBy(['application_id', 'vote'])
    .execute();
  for (const row of votes) progress.get(row.application_id)!.votes[row.vote] = Number(row.count);
  const answers = await db
    .selectFrom('sponsorships')
    .select((eb) => ['application_id', 'status', eb.fn.countAll<number | string>().as('count')])
    .where('application_id', 'in', [...applicationIds])
    .where('sponsor_user_id', 'is not', null)
    .groupBy(['application_id', 'status'])
    .execute();
  for (const row of answers) progress.get(row.application_id)!.endorsements[row.status] = Number(row.count);
  return progress;
}
