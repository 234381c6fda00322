// Members made directly in the database for directory tests: a user and (optionally) an
// application linked to them, in any state.
import type { Kysely } from 'kysely';
import type { MembershipApplication } from 'shared/validation';
import { hashPassword } from '../core/auth/password-hasher';
import { newApplicationRow, type ApplicationRowToInsert } from '../core/membership/membership-application-repository';
import { normalizeApplication } from '../core/membership/normalize-application';
import { newId } from '../db/portable';
import type { ApplicationStatus, Database, UserRow } from '../db/schema';
import { uniqueEmail, validApplication } from './membership-application-fixture';

/** The member directory's path, for the suites of other features that check what it lists. */
export { VERIFIED_MEMBERS_PATH } from '../features/members/verified-members-routes';

export const MEMBER_PASSWORD = 'member-password-1';

export interface MemberOptions {
  fullName: string;
  email?: string;
  phone?: string | null;
  isActive?: boolean;
  isAdmin?: boolean;
  /** With a password (MEMBER_PASSWORD), so the member can sign in. */
  canSignIn?: boolean;
  profilePicture?: string | null;
  /** The applications linked to the user (none: a user without any). */
  applications?: {
    status: ApplicationStatus;
    profession?: string;
    cuisineInterests?: string;
    instagramUrl?: string;
    linkedinUrl?: string;
    reviewedAt?: string;
  }[];
}

export interface TestMember {
  id: string;
  email: string;
  fullName: string;
  createdAt: string;
}

/** Inserts a user and their applications; applications are approved by `reviewedBy` (if given). */
export async function addMember(
  db: Kysely<Database>,
  options: MemberOptions,
  reviewedBy: string | null = null,
): Promise<TestMember> {
  const email = options.email ?? uniqueEmail(options.fullName.replace(/[^A-Za-z]/g, '').toLowerCase() || 'member');
  const now = new Date().toISOString();
  const user: UserRow = {
    id: newId(),
    full_name: options.fullName,
    email,
    phone: options.phone ?? '+13125550100',
    profile_picture: options.profilePicture ?? null,
    password_hash: options.canSignIn ? await hashPassword(MEMBER_PASSWORD) : null,
    is_admin: options.isAdmin ? 1 : 0,
    is_active: options.isActive === false ? 0 : 1,
    created_at: now,
    updated_at: now,
  };
  await db.insertInto('users').values(user).execute();
  for (const application of options.applications ?? []) {
    const stored = normalizeApplication(
      validApplication({
        email,
        fullName: options.fullName,
        ...(application.profession !== undefined && { profession: application.profession }),
        ...(application.cuisineInterests !== undefined && { cuisineInterests: application.cuisineInterests }),
        ...(application.instagramUrl !== undefined && { instagramUrl: application.instagramUrl }),
        ...(application.linkedinUrl !== undefined && { linkedinUrl: application.linkedinUrl }),
      }),
    );
    const reviewed = application.status !== 'pending';
    const row: ApplicationRowToInsert = {
      ...newApplicationRow(stored),
      status: application.status,
      reviewed_at: reviewed ? (application.reviewedAt ?? now) : null,
      reviewed_by: reviewed ? reviewedBy : null,
      rejection_reason: application.status === 'rejected' ? 'Not this season' : null,
      user_id: user.id,
    };
    await db.insertInto('membership_applications').values(row).execute();
  }
  return { id: user.id, email, fullName: user.full_name, createdAt: now };
}

/**
 * `count` verified members in a few bulk statements (no password: they never sign in), named
 * `Member 0001` ... so their order is known.
 */
export async function addManyVerifiedMembers(db: Kysely<Database>, count: number): Promise<void> {
  const now = new Date().toISOString();
  const template = normalizeApplication(validApplication());
  const chunk = 200;
  for (let start = 0; start < count; start += chunk) {
    const users: UserRow[] = [];
    const applications: ApplicationRowToInsert[] = [];
    for (let i = start; i < Math.min(count, start + chunk); i += 1) {
      const id = newId();
      const number = String(i + 1).padStart(4, '0');
      const email = `member.${number}.${id.slice(0, 8)}@bulk.example.com`;
      users.push({
        id,
        full_name: `Member ${number}`,
        email,
        phone: '+13125550100',
        profile_picture: null,
        password_hash: null,
        is_admin: 0,
        is_active: 1,
        created_at: now,
        updated_at: now,
      });
      applications.push({
        ...newApplicationRow({ ...template, email, fullName: `Member ${number}` }),
        status: 'approved',
        reviewed_at: now,
        user_id: id,
      });
    }
    await db.insertInto('users').values(users).execute();
    await db.insertInto('membership_applications').values(applications).execute();
  }
}

export interface TestApplication {
  id: string;
  email: string;
  fullName: string;
  createdAt: string;
}

/**
 * Inserts a pending application (as the form would have sent it, with `overrides`), sent at
 * `createdAt` (now by default).
 */
export async function addPendingApplication(
  db: Kysely<Database>,
  overrides: Partial<MembershipApplication> = {},
  createdAt: string = new Date().toISOString(),
): Promise<TestApplication> {
  const row: ApplicationRowToInsert = {
    ...newApplicationRow(normalizeApplication(validApplication(overrides))),
    created_at: createdAt,
  };
  await db.insertInto('membership_applications').values(row).execute();
  return { id: row.id, email: row.email, fullName: row.full_name, createdAt };
}
