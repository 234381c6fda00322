// The one function that applies a member's directory choices (core/users/member-privacy.ts) to
// their directory entry. Every directory answer (the list, and a member's preview of their own
// entry) is made by `toDirectoryMember`, so a hidden field is never in what the API sends: it is
// null there, and nothing else in the entry is derived from it.
import type { DirectoryMember, PrivacySettings } from 'shared/types';
import { blankToNull } from '../../core/membership/membership-application-repository';

/** Everything a directory entry may show about a member, before their choices are applied. */
export interface MemberListing {
  id: string;
  fullName: string;
  email: string;
  phone: string | null;
  profilePicture: string | null;
  memberSince: string | null;
  profession: string | null;
  cuisineInterests: string | null;
  instagramUrl: string | null;
  linkedinUrl: string | null;
}

/** The entry other members receive, or null when the member is not listed. */
export function toDirectoryMember(listing: MemberListing, privacy: PrivacySettings): DirectoryMember | null {
  if (!privacy.listed) return null;
  return {
    id: listing.id,
    fullName: listing.fullName,
    email: privacy.showEmail ? listing.email : null,
    phone: privacy.showPhone ? blankToNull(listing.phone) : null,
    profession: privacy.showProfession ? blankToNull(listing.profession) : null,
    cuisineInterests: blankToNull(listing.cuisineInterests),
    instagramUrl: privacy.showSocialLinks ? blankToNull(listing.instagramUrl) : null,
    linkedinUrl: privacy.showSocialLinks ? blankToNull(listing.linkedinUrl) : null,
    memberSince: listing.memberSince,
    user: { id: listing.id, profilePicture: privacy.showPicture ? listing.profilePicture : null },
  };
}
