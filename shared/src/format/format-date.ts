import { isValid, parseISO } from 'date-fns';

/** A dash stands in for a date that is missing or cannot be read. */
export const NO_DATE = '—';

// The month's name and a 12-hour clock from the platform's own calendar (no locale data in the
// bundle), in the reader's time zone.
const inReaderZone = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

type Parts = Partial<Record<Intl.DateTimeFormatPartTypes, string>>;

function partsOf(iso: string | null | undefined): Parts | undefined {
  if (typeof iso !== 'string' || iso.trim() === '') return undefined;
  const date = parseISO(iso.trim());
  if (!isValid(date)) return undefined;
  return Object.fromEntries(inReaderZone.formatToParts(date).map(({ type, value }) => [type, value]));
}

/**
 * An ISO date or date-time as 'March 1, 2024' in the reader's time zone, or undefined when it
 * is missing or not a real date (the caller decides what stands in for it).
 */
export function formatDate(iso: string | null | undefined): string | undefined {
  const part = partsOf(iso);
  return part && `${part.month} ${part.day}, ${part.year}`;
}

/** An ISO date-time as 'March 1, 2024, 3:05 PM' in the reader's time zone, or undefined like formatDate. */
export function formatDateTime(iso: string | null | undefined): string | undefined {
  const part = partsOf(iso);
  return part && `${part.month} ${part.day}, ${part.year}, ${part.hour}:${part.minute} ${part.dayPeriod?.toUpperCase()}`;
}
