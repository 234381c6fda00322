import { CLUB_TIME_ZONE } from './chicago-time';
import { datePartsIn } from './format-date';

const inClubZone = datePartsIn(CLUB_TIME_ZONE);

/**
 * An ISO date-time as 'MMMM d, yyyy h:mm a' in Chicago time ('March 1, 2024 6:05 AM'), whatever
 * the reader's own zone, or undefined when it is missing or not a real date.
 */
export function formatClubDateTime(iso: string | null | undefined): string | undefined {
  const part = inClubZone(iso);
  return part && `${part.month} ${part.day}, ${part.year} ${part.hour}:${part.minute} ${part.dayPeriod?.toUpperCase()}`;
}
