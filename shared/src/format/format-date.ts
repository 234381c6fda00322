import { format, isValid, parseISO } from 'date-fns';

/** Every date on screen reads like 'March 1, 2024'. */
export const DATE_FORMAT = 'MMMM d, yyyy';

/** A dash stands in for a date that is missing or cannot be read. */
export const NO_DATE = '—';

/**
 * An ISO date or date-time as 'MMMM d, yyyy' in the reader's time zone, or undefined when it
 * is missing or not a real date (the caller decides what stands in for it).
 */
export function formatDate(iso: string | null | undefined): string | undefined {
  if (typeof iso !== 'string' || iso.trim() === '') return undefined;
  const date = parseISO(iso.trim());
  return isValid(date) ? format(date, DATE_FORMAT) : undefined;
}

/** A moment on screen reads like 'March 1, 2024, 3:05 PM'. */
export const DATE_TIME_FORMAT = `${DATE_FORMAT}, h:mm a`;

/** An ISO date-time as DATE_TIME_FORMAT in the reader's time zone, or undefined like formatDate. */
export function formatDateTime(iso: string | null | undefined): string | undefined {
  if (typeof iso !== 'string' || iso.trim() === '') return undefined;
  const date = parseISO(iso.trim());
  return isValid(date) ? format(date, DATE_TIME_FORMAT) : undefined;
}
