// A list's view (search, sort, filters, page) as it lives in the page's URL, so a view can be
// bookmarked and shared: each parameter's default, the values it accepts, and the query the API
// gets (the same names). Pure, so tested alone.

/** One parameter: the value it has when absent, and whether a value from the URL may be used. */
export interface QueryParam {
  fallback: string;
  accepts: (value: string) => boolean;
}

export type QuerySpec<K extends string> = Record<K, QueryParam>;
export type QueryValues<K extends string> = Record<K, string>;

import type { ListSort } from 'shared';

/** The sorts of the membership lists: by name or by date, `-` for descending. */
export const LIST_SORTS = ['name', '-name', 'date', '-date'] as const satisfies readonly ListSort[];

/** Rows per page the pager offers; the API takes 1-100. */
export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 25;
/** The longest search the API takes. */
export const SEARCH_MAX_LENGTH = 200;

const isDay = (value: string): boolean => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

/** Parameters every list has: a page (from 1) and a page size (one of PAGE_SIZES). */
export const pagingParams = {
  page: { fallback: '1', accepts: (value: string) => /^[1-9]\d{0,5}$/.test(value) },
  pageSize: { fallback: String(DEFAULT_PAGE_SIZE), accepts: (value: string) => PAGE_SIZES.some((size) => String(size) === value) },
} satisfies QuerySpec<'page' | 'pageSize'>;

/** A day range, Chicago days `YYYY-MM-DD`, both included. */
export const dayRangeParams = {
  from: { fallback: '', accepts: isDay },
  to: { fallback: '', accepts: isDay },
} satisfies QuerySpec<'from' | 'to'>;

/** A search text (trimmed, at most SEARCH_MAX_LENGTH). */
export const searchParam: QueryParam = {
  fallback: '',
  accepts: (value) => value.trim() !== '' && value.length <= SEARCH_MAX_LENGTH,
};

/** A parameter that takes one of `values`. */
export const oneOf = (values: readonly string[], fallback: string): QueryParam => ({
  fallback,
  accepts: (value) => values.includes(value),
});

/**
 * The view a URL asks for: each parameter's value when it is one the list accepts, else its
 * default (a hand-edited URL never reaches the API as a bad request). A `to` before `from` is
 * dropped.
 */
export function readQuery<K extends string>(params: URLSearchParams, spec: QuerySpec<K>): QueryValues<K> {
  const values = {} as QueryValues<K>;
  for (const key of Object.keys(spec) as K[]) {
    const raw = params.get(key);
    const value = key === 'q' && raw !== null ? raw.trim() : raw;
    values[key] = value !== null && spec[key].accepts(value) ? value : spec[key].fallback;
  }
  const range = values as Partial<Record<string, string>>;
  if (range.from && range.to && range.to < range.from) (values as Record<string, string>).to = '';
  return values;
}

/** The parameters that differ from their default, in the spec's order (for the URL and the API). */
export function queryParams<K extends string>(values: QueryValues<K>, spec: QuerySpec<K>, omit: readonly K[] = []): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of Object.keys(spec) as K[]) {
    if (omit.includes(key)) continue;
    const value = values[key];
    if (value !== spec[key].fallback && spec[key].accepts(value)) params.set(key, value);
  }
  return params;
}

/** The parameters that narrow the list (a search, a filter, a date range): all but paging and sort. */
const filterKeys = <K extends string>(spec: QuerySpec<K>): K[] =>
  (Object.keys(spec) as K[]).filter((key) => key !== 'page' && key !== 'pageSize' && key !== 'sort');

/** Whether a search or a filter is on (paging and sort aside). */
export function isFiltered<K extends string>(values: QueryValues<K>, spec: QuerySpec<K>): boolean {
  return filterKeys(spec).some((key) => values[key] !== spec[key].fallback);
}

/** Every search and filter back to its default (paging and sort are kept). */
export function clearedFilters<K extends string>(spec: QuerySpec<K>): Partial<QueryValues<K>> {
  return Object.fromEntries(filterKeys(spec).map((key) => [key, spec[key].fallback])) as Partial<QueryValues<K>>;
}
