import type { User } from './user';

/**
 * A verified member as the directory lists them (GET /admin/membership/verifiedMembers), with what
 * a fellow member may see in the detail modal. Never a phone number, never anything an admin wrote.
 */
export interface VerifiedMember {
  /** The member's user id. */
  id: string;
  fullName: string;
  email: string;
  profession: string | null;
  cuisineInterests: string | null;
  instagramUrl: string | null;
  linkedinUrl: string | null;
  /** ISO date-time the member's account was created (their membership start). */
  memberSince: string | null;
  user: { id: string; profilePicture: string | null };
}

/**
 * A directory entry as the API sends it: a verified member with each field its member hides from
 * other members (see PrivacySettings) set to null, the picture as `user.profilePicture`.
 */
export interface DirectoryMember extends Omit<VerifiedMember, 'email'> {
  /** Null when hidden. */
  email: string | null;
  /** Shown only when the member chooses to (null otherwise). */
  phone: string | null;
}

/** The body of GET /admin/membership/verifiedMembers?userId={id}: the list is `data.data`. */
export interface VerifiedMembersResponse {
  data: { data: DirectoryMember[] };
}

/** The body of POST /user/auth/edit-profile. */
export interface ProfileEdit {
  fullName: string;
  /** Empty or absent clears it. */
  phone: string | null;
  /** A public URL under the storage's public URL, or null for none. */
  profilePicture: string | null;
}

/** The answer of POST /user/auth/edit-profile. */
export interface ProfileEditResponse {
  user: User;
}
