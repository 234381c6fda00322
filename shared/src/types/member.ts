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

/** The body of GET /admin/membership/verifiedMembers?userId={id}: the list is `data.data`. */
export interface VerifiedMembersResponse {
  data: { data: VerifiedMember[] };
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
