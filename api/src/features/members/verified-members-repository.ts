// The member directory: verified members (the fields of shared/types VerifiedMember) in one query.
import type { Kysely } from 'kysely';
import type { VerifiedMember } from 'shared/types';
import { blankToNull, latestApprovedApplicationOf } from '../../core/membership/membership-application-repository';
import type { Database } from '../../db/schema';

/** Names in the order a person reads a list: case- and accent-insensitive, numbers by value. */
const byName = new Intl.Collator('en-US', { sensitivity: 'base', numeric: true });

/**
 * Every verified member: a user who is not an admin, is active (not blocked) and has an approved
 * application linked to them (user_id). The directory fields come from the member's latest
 * approved application (by review time). Only the fields of VerifiedMember are selected: never
 * the phone, the answers, a rejection or block reason, or anything about the reviewing admin.
 *
 * One statement, whatever the number of members: a join on the application the correlated
 * subquery picks per member (an index lookup on (user_id, status), migration 0004). Sorted by
 * full name, ignoring case, in JavaScript so both engines give the same order (SQLite's lower()
 * knows only ASCII).
 */
export async function listVerifiedMembers(db: Kysely<Database>): Promise<VerifiedMember[]> {
  const rows = await db
    .selectFrom('users as u')
    .innerJoin('membership_applications as a', 'a.user_id', 'u.id')
    .select([
      'u.id as id',
      'u.full_name as full_name',
      'u.email as email',
      'u.profile_picture as profile_picture',
      'u.created_at as created_at',
      'a.profession as profession',
      'a.cuisine_interests as cuisine_interests',
      'a.instagram_url as instagram_url',
      'a.linkedin_url as linkedin_url',
    ])
    .where('u.is_admin', '=', 0)
    .where('u.is_active', '=', 1)
    .where('a.status', '=', 'approved')
    .where((eb) => eb('a.id', '=', latestApprovedApplicationOf(eb.ref('u.id'))))
    .execute();

  return rows
    .map(
      (row): VerifiedMember => ({
        id: row.id,
        fullName: row.full_name,
        email: row.email,
        profession: blankToNull(row.profession),
        cuisineInterests: blankToNull(row.cuisine_interests),
        instagramUrl: blankToNull(row.instagram_url),
        linkedinUrl: blankToNull(row.linkedin_url),
        memberSince: row.created_at,
        user: { id: row.id, profilePicture: row.profile_picture },
      }),
    )
    .sort((a, b) => byName.compare(a.fullName, b.fullName) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}
