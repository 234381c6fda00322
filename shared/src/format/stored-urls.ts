// The URLs a member or applicant stored (links, picture) as they may be used in a page. The API
// refuses anything else at write time, but a row may predate a rule change: checked again here,
// with the same rules as the forms and the API, so a hostile value never becomes an href or a src.
import { isInstagramProfileUrl, isLinkedInProfileUrl } from '../validation/common';
import { isWebUrl } from './web-url';

/** An Instagram profile link as typed, or undefined when it is not one (https on instagram.com). */
export function instagramHref(value: string | null | undefined): string | undefined {
  return value && isInstagramProfileUrl(value) ? value.trim() : undefined;
}

/** A LinkedIn profile link as typed, or undefined when it is not one (https on linkedin.com). */
export function linkedinHref(value: string | null | undefined): string | undefined {
  return value && isLinkedInProfileUrl(value) ? value.trim() : undefined;
}

/**
 * A stored profile picture: an absolute http(s) URL on the club storage's origin (the profile
 * save only accepts its public URLs), else null so the initials stand in.
 */
export function storedPicture(value: string | null | undefined, storageUrl: string): string | null {
  if (!value || !isWebUrl(value)) return null;
  try {
    return new URL(value).origin === new URL(storageUrl).origin ? value : null;
  } catch {
    return null;
  }
}
