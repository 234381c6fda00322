// Data access for membership applications. Callers see camelCase records with real lists and
// booleans; rows (JSON text lists, 0/1) stay inside.
import { expressionBuilder, type Expression, type Kysely } from 'kysely';
import type { MembershipApplication } from 'shared/validation';
import { isUniqueViolation } from '../../db/constraint-error';
import { PENDING_APPLICATION_EMAIL_INDEX } from '../../db/migrations/0003-contact-and-applications';
import { fromIntBool, newId, nowIso, toIntBool } from '../../db/portable';
import type { ApplicationStatus, Database, MembershipApplicationRow } from '../../db/schema';

/** A validated application as stored: e-mail trimmed and lower case, empty optional fields null. */
export type NewApplication = Omit<MembershipApplication, 'instagramUrl' | 'linkedinUrl' | 'dietaryRestrictions'> & {
  instagramUrl: string | null;
  linkedinUrl: string | null;
  dietaryRestrictions: string | null;
};

export interface StoredApplication extends NewApplication {
  id: string;
  status: ApplicationStatus;
  createdAt: string;
  reviewedAt: string | null;
  reviewedBy: string | null;
  rejectionReason: string | null;
  userId: string | null;
}

/** A stored optional text as the API shows it: null when blank. */
export const blankToNull = (value: string | null): string | null => (value?.trim() ? value : null);

/** A JSON text list as stored; anything else reads as an empty list. */
export function parseList(text: string): string[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

export function applicationFromRow(row: Omit<MembershipApplicationRow, 'status_token_hash'>): StoredApplication {
  return {
    id: row.id,
    email: row.email,
    fullName: row.full_name,
    phoneNumber: row.phone_number,
    profession: row.profession,
    professionalContribution: row.professional_contribution,
    interestReason: row.interest_reason,
    culinarySkills: row.culinary_skills,
    cuisineInterests: row.cuisine_interests,
    restaurantRecommendations: row.restaurant_recommendations,
    diningFrequency: row.dining_frequency,
    availableDays: parseList(row.available_days),
    membershipGoals: parseList(row.membership_goals),
    cohostingInterest: row.cohosting_interest,
    referralSource: row.referral_source,
    instagramUrl: row.instagram_url,
    linkedinUrl: row.linkedin_url,
    dietaryRestrictions: row.dietary_restrictions,
    membershipAgreement: fromIntBool(row.membership_agreement),
    status: row.status,
    createdAt: row.created_at,
    reviewedAt: row.reviewed_at,
    reviewedBy: row.reviewed_by,
    rejectionReason: row.rejection_reason,
    userId: row.user_id,
  };
}

/** A new application's row: the status link's hash only when there is one (databases from before migration 0021 have no such column). */
export type ApplicationRowToInsert = Omit<MembershipApplicationRow, 'status_token_hash'> & { status_token_hash?: string };

export type InsertApplicationResult =
  | { outcome: 'inserted'; application: StoredApplication }
  | { outcome: 'pending-exists' };

/**
 * The row of a new, pending application (its id and created_at are new), with the hash of its
 * applicant's status link token, if it has one.
 */
export function newApplicationRow(
  input: NewApplication,
  statusTokenHash: string | null = null,
): ApplicationRowToInsert {
  return {
    id: newId(),
    email: input.email,
    full_name: input.fullName,
    phone_number: input.phoneNumber,
    profession: input.profession,
    professional_contribution: input.professionalContribution,
    interest_reason: input.interestReason,
    culinary_skills: input.culinarySkills,
    cuisine_interests: input.cuisineInterests,
    restaurant_recommendations: input.restaurantRecommendations,
    dining_frequency: input.diningFrequency,
    available_days: JSON.stringify(input.availableDays),
    membership_goals: JSON.stringify(input.membershipGoals),
    cohosting_interest: input.cohostingInterest,
    referral_source: input.referralSource,
    instagram_url: input.instagramUrl,
    linkedin_url: input.linkedinUrl,
    dietary_restrictions: input.dietaryRestrictions,
    membership_agreement: toIntBool(input.membershipAgreement),
    status: 'pending',
    created_at: nowIso(),
    reviewed_at: null,
    reviewed_by: null,
    rejection_reason: null,
    user_id: null,
    // Only when there is one: the rows of databases from before migration 0021 have no such column.
    ...(statusTokenHash !== null && { status_token_hash: statusTokenHash }),
  };
}

/**
 * Stores a pending application. The unique partial index decides between simultaneous
 * submissions for one e-mail: the second insert fails on it and reads as 'pending-exists'.
 */
export async function insertApplication(
  db: Kysely<Database>,
  input: NewApplication,
  statusTokenHash: string | null = null,
): Promise<InsertApplicationResult> {
  const row = newApplicationRow(input, statusTokenHash);
  try {
    await db.insertInto('membership_applications').values(row).execute();
  } catch (error) {
    const pendingTarget = { index: PENDING_APPLICATION_EMAIL_INDEX, column: 'membership_applications.email' };
    if (isUniqueViolation(error, pendingTarget)) return { outcome: 'pending-exists' };
    throw error;
  }
  return { outcome: 'inserted', application: applicationFromRow(row) };
}

/**
 * The id of the user's latest approved application (by review time, then id): the application a
 * member's directory entry, admin record and audit entries go by. Kept for every user by triggers
 * (table member_records, migration 0012), so this is one primary-key look-up.
 */
function latestApprovedApplicationQuery(
  db: Pick<Kysely<Database>, 'selectFrom'>,
  userId: string | Expression<string>,
) {
  return db
    .selectFrom('member_records as record')
    .select('record.application_id')
    .where('record.user_id', '=', userId);
}

/**
 * The latest approved application of the outer query's user (e.g. `eb.ref('u.id')`), as a
 * correlated subquery: `eb('a.id', '=', latestApprovedApplicationOf(eb.ref('u.id')))`. Built
 * without a database, so it only ever runs as part of the outer statement.
 */
export const latestApprovedApplicationOf = (userId: Expression<string>) =>
  latestApprovedApplicationQuery(expressionBuilder<Database, never>(), userId);

/** The id of the member's latest approved application, or null when the user is no member. */
export async function latestApprovedApplicationId(db: Kysely<Database>, userId: string): Promise<string | null> {
  const row = await latestApprovedApplicationQuery(db, userId).executeTakeFirst();
  return row?.application_id ?? null;
}
