// A member's directory choices, and the one function that applies them to a directory entry.
// Every directory answer (the list, and a member's preview of their own entry) is made by
// `toDirectoryMember`, so a hidden field is never in what the API sends: it is null there, and
// nothing else in the entry is derived from it.
import type { DirectoryMember, PrivacySettings } from 'shared/types';
import { blankToNull } from '../../core/membership/membership-application-repository';
import { fromIntBool } from '../../db/portable';
import type { IntBool } from '../../db/schema';

/**
 * What a member who never chose gets: what the directory always showed (listed; name, e-mail,
 * profession and picture on the card; social links in the detail), the phone hidden.
 */
export const DEFAULT_PRIVACY: Readonly<PrivacySettings> = Object.freeze({
  listed: true,
  showEmail: true,
  showPhone: false,
  showProfession: true,
  showSocialLinks: true,
  showPicture: true,
});

/** The privacy columns of a member, as a left join reads them: all null when they never chose. */
export interface PrivacyColumns {
  listed: IntBool | null;
  show_email: IntBool | null;
  show_phone: IntBool | null;
  show_profession: IntBool | null;
  show_social_links: IntBool | null;
  show_picture: IntBool | null;
}

const flag = (value: IntBool | null, fallback: boolean): boolean => (value === null ? fallback : fromIntBool(value));

export function privacyFromColumns(columns: PrivacyColumns): PrivacySettings {
  return {
    listed: flag(columns.listed, DEFAULT_PRIVACY.listed),
    showEmail: flag(columns.show_email, DEFAULT_PRIVACY.showEmail),
    showPhone: flag(columns.show_phone, DEFAULT_PRIVACY.showPhone),
    showProfession: flag(columns.show_profession, DEFAULT_PRIVACY.showProfession),
    showSocialLinks: flag(columns.show_social_links, DEFAULT_PRIVACY.showSocialLinks),
    showPicture: flag(columns.show_picture, DEFAULT_PRIVACY.showPicture),
  };
}

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
