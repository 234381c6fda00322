// The admin panel's lists and counts (shared/types MembershipRecord and MembershipStats). Only
// the fields of MembershipRecord are selected: never a password hash, the reviewing admin, a
// rejection reason, the dietary restrictions or a session.
import type { Kysely } from 'kysely';
import type { ListSort, MembershipRecord, MembershipStats, MemberStatusFilter, PendingRequest } from 'shared/types';
import { clubDayRange } from '../../app/club-time';
import { searchKeyContains } from '../../app/list-query';
import { admissionProgress } from '../../core/admissions/committee-votes-repository';
import { blankToNull, parseList } from '../../core/membership/membership-application-repository';
import { nameSortOf, searchKeyOf } from '../../db/name-key';
import { fromIntBool } from '../../db/portable';
import type { Database } from '../../db/schema';

/** The application columns a record shows, as `a`. */
const APPLICATION_COLUMNS = [
  'a.id as id',
  'a.email as email',
  'a.full_name as full_name',
  'a.phone_number as phone_number',
  'a.profession as profession',
  'a.professional_contribution as professional_contribution',
  'a.interest_reason as interest_reason',
  'a.culinary_skills as culinary_skills',
  'a.cuisine_interests as cuisine_interests',
  'a.restaurant_recommendations as restaurant_recommendations',
  'a.dining_frequency as dining_frequency',
  'a.cohosting_interest as cohosting_interest',
  'a.referral_source as referral_source',
  'a.membership_goals as membership_goals',
  'a.available_days as available_days',
  'a.instagram_url as instagram_url',
  'a.linkedin_url as linkedin_url',
  'a.created_at as created_at',
  'a.reviewed_at as reviewed_at',
] as const;

interface ApplicationColumns {
  id: string;
  email: string;
  full_name: string;
  phone_number: string | null;
  profession: string;
  professional_contribution: string;
  interest_reason: string;
  culinary_skills: string;
  cuisine_interests: string;
  restaurant_recommendations: string;
  dining_frequency: string;
  cohosting_interest: string;
  referral_source: string;
  membership_goals: string;
  available_days: string;
  instagram_url: string | null;
  linkedin_url: string | null;
  created_at: string;
  reviewed_at: string | null;
}

function recordFromColumns(row: ApplicationColumns, user: MembershipRecord['user']): MembershipRecord {
  return {
    id: row.id,
    fullName: row.full_name,
    email: row.email,
    phoneNumber: blankToNull(row.phone_number),
    profession: blankToNull(row.profession),
    professionalContribution: blankToNull(row.professional_contribution),
    interestReason: blankToNull(row.interest_reason),
    culinarySkills: blankToNull(row.culinary_skills),
    cuisineInterests: blankToNull(row.cuisine_interests),
    restaurantRecommendations: blankToNull(row.restaurant_recommendations),
    diningFrequency: blankToNull(row.dining_frequency),
    cohostingInterest: blankToNull(row.cohosting_interest),
    referralSource: blankToNull(row.referral_source),
    membershipGoals: parseList(row.membership_goals),
    availableDays: parseList(row.available_days),
    instagramUrl: blankToNull(row.instagram_url),
    linkedinUrl: blankToNull(row.linkedin_url),
    createdAt: row.created_at,
    reviewedAt: row.reviewed_at,
    user,
  };
}

/** What an admin list shows: a search, a sort and a range of Chicago days (app/list-query.ts). */
export interface RecordFilter {
  q?: string;
  sort: ListSort;
  from?: string;
  to?: string;
}

export interface ApprovedFilter extends RecordFilter {
  status?: MemberStatusFilter;
}

/** Default sorts: the order each list always had (pending oldest first, approved newest first). */
export const DEFAULT_PENDING_SORT: ListSort = 'date';
export const DEFAULT_APPROVED_SORT: ListSort = '-date';

type Direction = 'asc' | 'desc';
const directionOf = (sort: ListSort): Direction => (sort.startsWith('-') ? 'desc' : 'asc');

/** A page of a list (LIMIT/OFFSET), or the whole list (an export). */
type Window = { limit: number; offset: number } | null;

/**
 * Pending requests: their date is when they were sent (created_at). Search: the applicant's full
 * name, e-mail and profession. None has a user yet.
 */
function pendingQuery(db: Kysely<Database>, filter: RecordFilter) {
  const range = clubDayRange(filter);
  return db
    .selectFrom('membership_applications as a')
    .where('a.status', '=', 'pending')
    .$if(filter.q !== undefined, (qb) => qb.where(searchKeyContains(searchKeyOf(db, 'membership_applications', 'a'), filter.q ?? '')))
    .$if(range.from !== undefined, (qb) => qb.where('a.created_at', '>=', range.from ?? ''))
    .$if(range.before !== undefined, (qb) => qb.where('a.created_at', '<', range.before ?? ''));
}

async function pendingRecords(db: Kysely<Database>, filter: RecordFilter, window: Window): Promise<MembershipRecord[]> {
  const direction = directionOf(filter.sort);
  const rows = await pendingQuery(db, filter)
    .select(APPLICATION_COLUMNS)
    .$if(filter.sort.endsWith('name'), (qb) => qb.orderBy(nameSortOf(db, 'a'), direction))
    .orderBy('a.created_at', direction)
    .orderBy('a.id', direction)
    .$if(window !== null, (qb) => qb.limit(window?.limit ?? 0).offset(window?.offset ?? 0))
    .execute();
  return rows.map((row) => recordFromColumns(row, null));
}

/** One page of the pending requests, and how many match. */
export async function pendingRequestsPage(
  db: Kysely<Database>,
  filter: RecordFilter,
  window: { limit: number; offset: number },
): Promise<{ records: PendingRequest[]; total: number }> {
  const records = await pendingRecords(db, filter, window);
  const progress = await admissionProgress(db, records.map((record) => record.id));
  const count = await pendingQuery(db, filter).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  return { records: records.map((record) => ({ ...record, ...progress.get(record.id)! })), total: Number(count.n) };
}

/** Every pending request the filter matches, in its order (the CSV export). */
export const allPendingRequests = (db: Kysely<Database>, filter: RecordFilter): Promise<MembershipRecord[]> =>
  pendingRecords(db, filter, null);

/**
 * Approved members: one record per member, i.e. per non-admin user with an approved application
 * linked to them, blocked (inactive) members included, members who asked to leave not (they are
 * the departures' list). Name, e-mail and phone are the account's current ones (a member may have
 * edited them since applying); the rest comes from the member's latest approved application, as
 * the directory picks it. An approved application whose account is gone is not listed. Their date
 * is the approval. Search: the member's full name, e-mail and profession.
 *
 * Filtering, sorting, counting and paging read one narrow table, the members' records
 * (member_records, kept by triggers, migration 0012); the full records are read for the page's
 * members only.
 */
function approvedQuery(db: Kysely<Database>, filter: ApprovedFilter) {
  const range = clubDayRange(filter);
  return db
    .selectFrom('member_records as m')
    .where('m.is_admin', '=', 0)
    .where('m.departed', '=', 0)
    .$if(filter.status !== undefined, (qb) => qb.where('m.is_active', '=', filter.status === 'active' ? 1 : 0))
    .$if(filter.q !== undefined, (qb) => qb.where(searchKeyContains(searchKeyOf(db, 'member_records', 'm'), filter.q ?? '')))
    .$if(range.from !== undefined, (qb) => qb.where('m.approved_at', '>=', range.from ?? ''))
    .$if(range.before !== undefined, (qb) => qb.where('m.approved_at', '<', range.before ?? ''));
}

/** How many approved members match. */
async function countApproved(db: Kysely<Database>, filter: ApprovedFilter): Promise<number> {
  const row = await approvedQuery(db, filter).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The matching members' full records, in the filter's order; `applicationIds` narrows them. */
async function approvedRecords(
  db: Kysely<Database>,
  filter: ApprovedFilter,
  applicationIds: string[] | null,
): Promise<MembershipRecord[]> {
  if (applicationIds?.length === 0) return [];
  const direction = directionOf(filter.sort);
  const rows = await approvedQuery(db, filter)
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .innerJoin('membership_applications as a', 'a.id', 'm.application_id')
    .select(APPLICATION_COLUMNS)
    .select([
      'u.id as user_id',
      'u.full_name as user_full_name',
      'u.email as user_email',
      'u.phone as user_phone',
      'u.is_active as user_is_active',
      'u.profile_picture as user_profile_picture',
    ])
    .$if(applicationIds !== null, (qb) => qb.where('m.application_id', 'in', applicationIds ?? []))
    .$if(filter.sort.endsWith('name'), (qb) => qb.orderBy(nameSortOf(db, 'm'), direction))
    .orderBy('m.approved_at', direction)
    .orderBy('m.application_id', direction)
    .execute();
  return rows.map((row) =>
    recordFromColumns(
      { ...row, full_name: row.user_full_name, email: row.user_email, phone_number: row.user_phone },
      { id: row.user_id, isActive: fromIntBool(row.user_is_active), profilePicture: row.user_profile_picture },
    ),
  );
}

/** One page of the approved members, and how many match. */
export async function approvedMembersPage(
  db: Kysely<Database>,
  filter: ApprovedFilter,
  window: { limit: number; offset: number },
): Promise<{ records: MembershipRecord[]; total: number }> {
  const direction = directionOf(filter.sort);
  const page = await approvedQuery(db, filter)
    .select('m.application_id')
    .$if(filter.sort.endsWith('name'), (qb) => qb.orderBy(nameSortOf(db, 'm'), direction))
    .orderBy('m.approved_at', direction)
    .orderBy('m.application_id', direction)
    .limit(window.limit)
    .offset(window.offset)
    .execute();
  const records = await approvedRecords(db, filter, page.map((row) => row.application_id));
  return { records, total: await countApproved(db, filter) };
}

/** Every approved member the filter matches, in its order (the CSV export). */
export const allApprovedMembers = (db: Kysely<Database>, filter: ApprovedFilter): Promise<MembershipRecord[]> =>
  approvedRecords(db, filter, null);

/**
 * The dashboard counts. `approved` counts what the approved list shows: members (non-admin
 * accounts with an approved application), blocked ones included, since a block does not undo
 * the approval (they still show, with Unblock, in the approved list); members who asked to leave
 * not (they are no longer members).
 */
export async function membershipStats(db: Kysely<Database>): Promise<MembershipStats> {
  const pending = await db
    .selectFrom('membership_applications')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  // PostgreSQL returns counts as bigint strings, SQLite as numbers.
  return { pending: Number(pending.n), approved: await countApproved(db, { sort: DEFAULT_APPROVED_SORT }) };
}
