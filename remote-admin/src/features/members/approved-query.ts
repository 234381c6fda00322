import type { MemberStatusFilter, SelectOption } from 'shared';
import { dayRangeParams, LIST_SORTS, oneOf, pagingParams, searchParam } from '../lists/url-query';

const STATUSES = ['active', 'blocked'] as const satisfies readonly MemberStatusFilter[];

/**
 * The approved members' view in the URL: search, sort (newest approval first by default), status,
 * days approved, page.
 */
export const APPROVED_QUERY = {
  q: searchParam,
  sort: oneOf(LIST_SORTS, '-date'),
  status: oneOf(STATUSES, ''),
  ...dayRangeParams,
  ...pagingParams,
};

export const APPROVED_SORTS: readonly SelectOption[] = [
  { value: '-date', label: 'Newest approval first' },
  { value: 'date', label: 'Oldest approval first' },
  { value: 'name', label: 'Name, A to Z' },
  { value: '-name', label: 'Name, Z to A' },
];

export const STATUS_FILTERS: readonly SelectOption[] = [
  { value: '', label: 'All members' },
  { value: 'active', label: 'Active' },
  { value: 'blocked', label: 'Blocked' },
];
