// The member directory: verified members, each as other members may see them (member-privacy.ts),
// in one query.
import type { Kysely } from 'kysely';
import type { DirectoryMember } from 'shared/types';
import { privacyFromColumns, type PrivacyColumns } from '../../core/users/member-privacy';
import type { Database } from '../../db/schema';
import { toDirectoryMember, type MemberListing } from './member-privacy';

/** Names in the order a person reads a list: case- and accent-insensitive, numbers by value. */
const byName = new Intl.Collator('en-US', { sensitivity: 'base', numeric: true });

/**
 * Verified members: users who are not admins, are active (not blocked, not leaving) and have an
 * approved application linked to them (user_id). The directory fields come from the member's
 * latest approved application (by review time), with their choices (left join: none chosen reads
 * as the defaults). Only fields a directory entry may show are selected: never the answers a
 * member cannot show, a rejection or block reason, or anything about the reviewing admin.
 *
 * One statement, whatever the number of members: each member joined to their latest approved
 * application through their record (member_records, kept by triggers, migration 0012).
 */
function verifiedMembersQuery(db: Kysely<Database>) {
  return db
    .selectFrom('member_records as record')
    .innerJoin('users as u', 'u.id', 'record.user_id')
    .innerJoin('membership_applications as a', 'a.id', 'record.application_id')
    .leftJoin('member_privacy as p', 'p.user_id', 'u.id')
    .select([
      'u.id as id',
      'u.full_name as full_name',
      'u.email as email',
      'u.phone as phone',
      'u.profile_picture as profile_picture',
      'u.created_at as created_at',
      'a.profession as profession',
      'a.cuisine_interests as cuisine_interests',
      'a.instagram_url as instagram_url',
      'a.linkedin_url as linkedin_url',
      'p.listed as listed',
      'p.show_email as show_email',
      'p.show_phone as show_phone',
      'p.show_profession as show_profession',
      'p.show_social_links as show_social_links',
      'p.show_picture as show_picture',
    ])
    .where('u.is_admin', '=', 0)
    .where('u.is_active', '=', 1)
    .where('a.status', '=', 'approved');
}

type VerifiedMemberRow = Awaited<ReturnType<ReturnType<typeof verifiedMembersQuery>['executeTakeFirstOrThrow']>>;

const listingOf = (row: VerifiedMemberRow): MemberListing => ({
  id: row.id,
  fullName: row.full_name,
  email: row.email,
  phone: row.phone,
  profilePicture: row.profile_picture,
  memberSince: row.created_at,
  profession: row.profession,
  cuisineInterests: row.cuisine_interests,
  instagramUrl: row.instagram_url,
  linkedinUrl: row.linkedin_url,
});

const entryOf = (row: VerifiedMemberRow): DirectoryMember | null =>
  toDirectoryMember(listingOf(row), privacyFromColumns(row satisfies PrivacyColumns));

/**
 * Every listed verified member as other members see them, sorted by full name ignoring case, in
 * JavaScript so both engines give the same order (SQLite's lower() knows only ASCII).
 */
export async function listVerifiedMembers(db: Kysely<Database>): Promise<DirectoryMember[]> {
  const rows = await verifiedMembersQuery(db).execute();
  return rows
    .map(entryOf)
    .filter((entry): entry is DirectoryMember => entry !== null)
    .sort((a, b) => byName.compare(a.fullName, b.fullName) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/**
 * The member's own entry exactly as the directory sends it to others: null when they are not
 * listed, or not a verified member (no approved application, blocked, leaving, an admin).
 */
export async function findDirectoryMember(db: Kysely<Database>, userId: string): Promise<DirectoryMember | null> {
  const row = await verifiedMembersQuery(db).where('u.id', '=', userId).executeTakeFirst();
  return row ? entryOf(row) : null;
}
