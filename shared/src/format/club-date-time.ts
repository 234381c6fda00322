import { isValid, parseISO } from 'date-fns';
import { CLUB_TIME_ZONE } from './chicago-time';

const parts = new Intl.DateTimeFormat('en-US', {
  timeZone: CLUB_TIME_ZONE,
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

/**
 * An ISO date-time as 'MMMM d, yyyy h:mm a' in Chicago time ('March 1, 2024 6:05 AM'), whatever
 * the reader's own zone, or undefined when it is missing or not a real date.
 */
export function formatClubDateTime(iso: string | null | undefined): string | undefined {
  if (typeof iso !== 'string' || iso.trim() === '') return undefined;
  const date = parseISO(iso.trim());
  if (!isValid(date)) return undefined;
  const part = Object.fromEntries(parts.formatToParts(date).map(({ type, value }) => [type, value]));
  return `${part.month} ${part.day}, ${part.year} ${part.hour}:${part.minute} ${part.dayPeriod?.toUpperCase()}`;
}
