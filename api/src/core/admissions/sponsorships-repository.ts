// The sponsors an applicant named (table sponsorships, migration 0021): one row per address,
// linked to the active member (not an administrator) the address belonged to when the application
// came in. Only such members see and answer theirs; a row of an address that is no member's is
// the committee's alone.
import { sql, type Kysely } from 'kysely';
import type { Endorsement, Sponsorship, SponsorshipStatus } from 'shared/types';
import type { DbEngine } from '../../db/create-database';
import { newId } from '../../db/portable';
import type { Database } from '../../db/schema';
import { lockPendingApplication } from './pending-application-lock';

export interface NamedSponsor {
  id: string;
  email: string;
  /** The member the address belongs to; null: no member's. */
  member: { id: string; fullName: string } | null;
}

/**
 * Stores the sponsors an application names (addresses trimmed and lower-cased, checked before),
 * inside the application's transaction; returns them with the member each address belongs to.
 */
export async function nameSponsors(trx: Kysely<Database>, applicationId: string, emails: readonly string[], at: string): Promise<NamedSponsor[]> {
  if (emails.length === 0) return [];
  const members = await trx
    .selectFrom('users')
    .select(['id', 'email', 'full_name'])
    .where('email', 'in', [...emails])
    .where('is_active', '=', 1)
    .where('is_admin', '=', 0)
    .execute();
  const named = emails.map((email) => {
    const member = members.find((row) => row.email === email);
    return { id: newId(), email, member: member ? { id: member.id, fullName: member.full_name } : null };
  });
  await trx
    .insertInto('sponsorships')
    .values(named.map((sponsor) => ({
      id: sponsor.id,
      application_id: applicationId,
      sponsor_email: sponsor.email,
      sponsor_user_id: sponsor.member?.id ?? null,
      status: 'requested' as const,
      note: null,
      answered_at: null,
      created_at: at,
    })))
    .execute();
  return named;
}

function sponsorshipsOfMember(db: Kysely<Database>) {
  return db
    .selectFrom('sponsorships as s')
    .innerJoin('membership_applications as a', 'a.id', 's.application_id')
    .select(['s.id', 's.status', 's.note', 's.answered_at', 'a.full_name', 'a.created_at', 'a.status as application_status']);
}

type SponsorshipRow = Awaited<ReturnType<ReturnType<typeof sponsorshipsOfMember>['executeTakeFirstOrThrow']>>;

const toSponsorship = (row: SponsorshipRow): Sponsorship => ({
  id: row.id,
  applicantName: row.full_name,
  submittedAt: row.created_at,
  status: row.status,
  note: row.note,
  decided: row.application_status !== 'pending',
});

/** The applications naming the member, newest first. */
export async function sponsorshipsOf(db: Kysely<Database>, userId: string): Promise<Sponsorship[]> {
  const rows = await sponsorshipsOfMember(db)
    .where('s.sponsor_user_id', '=', userId)
    .orderBy('a.created_at', 'desc')
    .orderBy('s.id', 'desc')
    .execute();
  return rows.map(toSponsorship);
}

/** The sponsorships the member answered, oldest first, for their data export. */
export async function answeredSponsorshipsOf(db: Kysely<Database>, userId: string) {
  const rows = await sponsorshipsOfMember(db)
    .where('s.sponsor_user_id', '=', userId)
    .where('s.status', '!=', 'requested')
    .orderBy('s.answered_at', 'asc')
    .execute();
  return rows.map((row) => ({ applicantName: row.full_name, submittedAt: row.created_at, status: row.status, note: row.note, answeredAt: row.answered_at }));
}

export type AnswerOutcome =
  | { outcome: 'answered'; sponsorship: Sponsorship; applicationId: string }
  | { outcome: 'not-found' }
  | { outcome: 'decided' };

/** Records the member's answer, inside `trx`, while the application is pending (see pending-application-lock.ts). */
export async function answerSponsorship(
  trx: Kysely<Database>,
  engine: DbEngine,
  input: { id: string; userId: string; status: Exclude<SponsorshipStatus, 'requested'>; note: string | null; at: string },
): Promise<AnswerOutcome> {
  const own = await trx
    .selectFrom('sponsorships')
    .select('application_id')
    .where('id', '=', input.id)
    .where('sponsor_user_id', '=', input.userId)
    .executeTakeFirst();
  if (!own) return { outcome: 'not-found' };
  if ((await lockPendingApplication(trx, own.application_id, engine)) !== 'pending') return { outcome: 'decided' };
  await trx
    .updateTable('sponsorships')
    .set({ status: input.status, note: input.note, answered_at: input.at })
    .where('id', '=', input.id)
    .execute();
  const row = await sponsorshipsOfMember(trx).where('s.id', '=', input.id).executeTakeFirstOrThrow();
  return { outcome: 'answered', sponsorship: toSponsorship(row), applicationId: own.application_id };
}

/** The sponsors an application named, as the committee sees them, in the order named. */
export async function endorsementsOf(db: Kysely<Database>, applicationId: string): Promise<Endorsement[]> {
  const rows = await db
    .selectFrom('sponsorships as s')
    .leftJoin('users as u', 'u.id', 's.sponsor_user_id')
    .select(['s.sponsor_email', 's.sponsor_user_id', 's.status', 's.note', 'u.full_name'])
    .where('s.application_id', '=', applicationId)
    .orderBy('s.created_at', 'asc')
    .orderBy('s.sponsor_email', 'asc')
    .execute();
  return rows.map((row) => ({
    sponsorEmail: row.sponsor_email,
    sponsorName: row.full_name ?? null,
    isMember: row.sponsor_user_id !== null,
    status: row.status,
    note: row.note,
  }));
}

/** How many of an application's sponsors endorsed it (for the rules), and how many were named. */
export async function sponsorCounts(db: Kysely<Database>, applicationId: string): Promise<{ named: number; endorsed: number }> {
  const row = await db
    .selectFrom('sponsorships')
    .select((eb) => [
      eb.fn.countAll<number | string>().as('named'),
      eb.fn.sum<number | string | null>(eb.case().when('status', '=', 'endorsed').then(1).else(0).end()).as('endorsed'),
    ])
    .where('application_id', '=', applicationId)
    .executeTakeFirst();
  return { named: Number(row?.named ?? 0), endorsed: Number(row?.endorsed ?? 0) };
}

/**
 * A departed member's erasure: the sponsorships naming them stay as counts (their status), their
 * address replaced by a placeholder unique to the row (`erased-<id>`) and no note; their name is
 * the account's, which the erasure replaces.
 */
export async function eraseSponsorships(trx: Kysely<Database>, userId: string): Promise<void> {
  await trx
    .updateTable('sponsorships')
    .set({ sponsor_email: sql<string>`${'erased-'} || id`, note: null })
    .where('sponsor_user_id', '=', userId)
    .execute();
}
