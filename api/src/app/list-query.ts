// The query parameters the admin lists share (search, sort, date range, paging), as zod schemas
// for the route's querystring, and the LIMIT/OFFSET of a page. Every value is validated: a bad
// one is a 400 `{ message: [{ field, message }] }` (validate-body.ts), never silently replaced.
import { sql, type Expression, type RawBuilder } from 'kysely';
import { z } from 'zod';
import { nameKeyOf } from '../db/name-key';
import { isCalendarDay } from './club-time';

export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;
export const SEARCH_MAX_LENGTH = 200;
/** Far beyond any list (100 per page); keeps OFFSET a safe integer. */
const MAX_PAGE = 1_000_000;

export const LIST_MESSAGES = {
  wholeNumber: 'Must be a whole number',
  pageMin: 'Must be 1 or more',
  pageMax: `Must be at most ${MAX_PAGE}`,
  pageSizeMin: 'Must be 1 or more',
  pageSizeMax: `Must be at most ${MAX_PAGE_SIZE}`,
  day: 'Must be a date written YYYY-MM-DD',
  toBeforeFrom: 'Must not be before from',
  searchTooLong: `Must be at most ${SEARCH_MAX_LENGTH} characters`,
} as const;

const wholeNumber = (fallback: number, min: number, max: number, messages: { min: string; max: string }) =>
  z
    .string()
    .regex(/^\d{1,9}$/, LIST_MESSAGES.wholeNumber)
    .transform(Number)
    .pipe(z.number().int().min(min, messages.min).max(max, messages.max))
    .optional()
    .transform((value) => value ?? fallback);

/** `page` (from 1, default 1) and `pageSize` (1-100, default 25). */
export const pagingFields = {
  page: wholeNumber(1, 1, MAX_PAGE, { min: LIST_MESSAGES.pageMin, max: LIST_MESSAGES.pageMax }),
  pageSize: wholeNumber(DEFAULT_PAGE_SIZE, 1, MAX_PAGE_SIZE, { min: LIST_MESSAGES.pageSizeMin, max: LIST_MESSAGES.pageSizeMax }),
};

const day = z.string().refine(isCalendarDay, LIST_MESSAGES.day).optional();

/** `from` and `to`: Chicago days (club-time.ts), both included. */
export const dayRangeFields = { from: day, to: day };

/** Refuses `to` before `from` (both `YYYY-MM-DD`, so text order is date order). */
export const dayRangeInOrder = <T extends { from?: string; to?: string }>(query: T, context: z.RefinementCtx): void => {
  if (query.from !== undefined && query.to !== undefined && query.to < query.from) {
    context.addIssue({ code: 'custom', path: ['to'], message: LIST_MESSAGES.toBeforeFrom });
  }
};

/** `q`: trimmed; blank means no search. */
export const searchField = z
  .string()
  .trim()
  .max(SEARCH_MAX_LENGTH, LIST_MESSAGES.searchTooLong)
  .optional()
  .transform((value) => (value ? value : undefined));

/** LIMIT and OFFSET of a page. */
export const pageWindow = (paging: { page: number; pageSize: number }) => ({
  limit: paging.pageSize,
  offset: (paging.page - 1) * paging.pageSize,
});

const likePattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * A list's search key (name_key() of what it searches, lower-cased: db/name-key.ts searchKeyOf)
 * contains `text` keyed the same way, so case and accents are ignored on both engines: 'jose' finds
 * 'José', 'ÉMILE' finds 'émile' (lower(): PostgreSQL all of Unicode, SQLite ASCII; name_key(): A-Z
 * and the accented Latin letters, either case). `%`, `_` and `\` in `text` match themselves.
 */
export function searchKeyContains(key: Expression<string>, text: string): RawBuilder<boolean> {
  return sql<boolean>`${key} like ${nameKeyOf(sql<string>`lower(${likePattern(text)})`)} escape '\\'`;
}
