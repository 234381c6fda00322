// How the member detail modal words each value: pure, so tested alone.
import { formatDate } from 'shared/format';

/** What an empty value shows. */
export const NOT_AVAILABLE = 'N/A';
/** Approved At when there is no decision date. */
export const NO_APPROVAL_DATE = 'Not available';
/** Availability when no day was chosen. */
export const NO_AVAILABILITY = 'No availability provided';

/** The value, or 'N/A' when it is missing or blank. */
export function orNotAvailable(value: string | null | undefined): string {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : NOT_AVAILABLE;
}

/** The non-blank items joined by ', ' (Membership Goals), or 'N/A' when there are none. */
export function joinedOrNotAvailable(items: readonly string[] | null | undefined): string {
  const shown = (items ?? []).map((item) => item.trim()).filter(Boolean);
  return shown.length > 0 ? shown.join(', ') : NOT_AVAILABLE;
}

/** Approved At as 'MMMM d, yyyy', or 'Not available' when missing or unreadable. */
export function approvedAtText(reviewedAt: string | null | undefined): string {
  return formatDate(reviewedAt) ?? NO_APPROVAL_DATE;
}

/**
 * The detail modal's initials: the first two letters of the full name in capitals, so
 * 'Ada Lovelace' gives 'AD', not the 'AL' of a first-and-last rule. Spaces and marks are skipped
 * ('Jo Ann' gives 'JO', "d'Arcy" gives 'DA'); a name with no letter gives '?'.
 */
export function twoLetterInitials(fullName: string | null | undefined): string {
  const letters = Array.from(fullName ?? '').filter((char) => /[\p{L}\p{N}]/u.test(char));
  const initials = letters.slice(0, 2).join('').toLocaleUpperCase();
  return initials || '?';
}
