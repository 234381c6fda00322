import type { SelectOption } from 'shared';
import { dayRangeParams, LIST_SORTS, oneOf, pagingParams, searchParam } from '../lists/url-query';

/** The pending requests' view in the URL: search, sort (oldest first by default), days applied, page. */
export const PENDING_QUERY = {
  q: searchParam,
  sort: oneOf(LIST_SORTS, 'date'),
  ...dayRangeParams,
  ...pagingParams,
};

export const PENDING_SORTS: readonly SelectOption[] = [
  { value: 'date', label: 'Oldest first' },
  { value: '-date', label: 'Newest first' },
  { value: 'name', label: 'Name, A to Z' },
  { value: '-name', label: 'Name, Z to A' },
];
