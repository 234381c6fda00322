// The admin panel's lists and counts (shared/types MembershipRecord and MembershipStats). Only
// the fields of MembershipRecord are selected: never a password hash, the reviewing admin, a
// rejection reason, the dietary restrictions or a session.
import type { Kysely } from 'kysely';
import type { MembershipRecord, MembershipStats } from 'shared/types';
import {
  blankToNull, latestApprovedApplicationOf, parseList,
} from '../../core/membership/membership-application-repository';
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

/** Pending requests, oldest first (the order they arrived in); none has a user yet. */
export async function listPendingRequests(db: Kysely<Database>): Promise<MembershipRecord[]> {
  const rows = await db
    .selectFrom('membership_applications as a')
    .select(APPLICATION_COLUMNS)
    .where('a.status', '=', 'pending')
    .orderBy('a.created_at', 'asc')
    .orderBy('a.id', 'asc')
    .execute();
  return rows.map((row) => recordFromColumns(row, null));
}

/**
 * Approved members, newest approval first: one record per member, i.e. per non-admin user with
 * an approved application linked to them, blocked (inactive) members included. Name, e-mail and
 * phone are the account's current ones (a member may have edited them since applying); the rest
 * comes from the application. An approved application whose account is gone is not listed.
 */
export async function listApprovedMembers(db: Kysely<Database>): Promise<MembershipRecord[]> {
  const rows = await db
    .selectFrom('membership_applications as a')
    .innerJoin('users as u', 'u.id', 'a.user_id')
    .select(APPLICATION_COLUMNS)
    .select([
      'u.id as user_id',
      'u.full_name as user_full_name',
      'u.email as user_email',
      'u.phone as user_phone',
      'u.is_active as user_is_active',
      'u.profile_picture as user_profile_picture',
    ])
    .where('a.status', '=', 'approved')
    .where('u.is_admin', '=', 0)
    // The application a member's record shows: their latest approved one, as the directory picks it.
    .where((eb) => eb('a.id', '=', latestApprovedApplicationOf(eb.ref('u.id'))))
    .orderBy((eb) => eb.fn.coalesce('a.reviewed_at', 'a.created_at'), 'desc')
    .orderBy('a.id', 'desc')
    .execute();
  return rows.map((row) =>
    recordFromColumns(
      { ...row, full_name: row.user_full_name, email: row.user_email, phone_number: row.user_phone },
      { id: row.user_id, isActive: fromIntBool(row.user_is_active), profilePicture: row.user_profile_picture },
    ),
  );
}

/**
 * The dashboard counts. `approved` counts what the approved list shows: members (non-admin
 * accounts with an approved application), blocked ones included, since a block does not undo
 * the approval (they still show, with Unblock, in the approved list).
 */
export async function membershipStats(db: Kysely<Database>): Promise<MembershipStats> {
  const pending = await db
    .selectFrom('membership_applications')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  const approved = await db
    .selectFrom('membership_applications as a')
    .innerJoin('users as u', 'u.id', 'a.user_id')
    .select((eb) => eb.fn.count('a.user_id').distinct().as('n'))
    .where('a.status', '=', 'approved')
    .where('u.is_admin', '=', 0)
    .executeTakeFirstOrThrow();
  // PostgreSQL returns counts as bigint strings, SQLite as numbers.
  return { pending: Number(pending.n), approved: Number(approved.n) };
}
