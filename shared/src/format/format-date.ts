import { isValid, parseISO } from 'date-fns';

/** A dash stands in for a date that is missing or cannot be read. */
export const NO_DATE = '—';

export type DateParts = Partial<Record<Intl.DateTimeFormatPartTypes, string>>;

/**
 * How the club reads a moment: its parts ('March', '1', '2024', '3', '05', 'PM') from the
 * platform's own calendar (no locale data in the bundle), in `timeZone` (the reader's when
 * omitted), for an ISO date or date-time; undefined when it is missing or not a real date.
 */
export function datePartsIn(timeZone?: string): (iso: string | null | undefined) => DateParts | undefined {
  const format = new Intl.DateTimeFormat('en-US', {
    ...(timeZone ? { timeZone } : {}),
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  });
  return (iso) => {
    if (typeof iso !== 'string' || iso.trim() === '') return undefined;
    const date = parseISO(iso.trim());
    if (!isValid(date)) return undefined;
    return Object.fromEntries(format.formatToParts(date).map(({ type, value }) => [type, value]));
  };
}

const inReaderZone = datePartsIn();

/**
 * An ISO date or date-time as 'March 1, 2024' in the reader's time zone, or undefined when it
 * is missing or not a real date (the caller decides what stands in for it).
 */
export function formatDate(iso: string | null | undefined): string | undefined {
  const part = inReaderZone(iso);
  return part && `${part.month} ${part.day}, ${part.year}`;
}

/** An ISO date-time as 'March 1, 2024, 3:05 PM' in the reader's time zone, or undefined like formatDate. */
export function formatDateTime(iso: string | null | undefined): string | undefined {
  const part = inReaderZone(iso);
  return part && `${part.month} ${part.day}, ${part.year}, ${part.hour}:${part.minute} ${part.dayPeriod?.toUpperCase()}`;
}
