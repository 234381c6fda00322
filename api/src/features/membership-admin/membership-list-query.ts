// The query of the admin lists (GET pendingRequests and approvedMembers, and their .csv exports):
//   q         search: full name, e-mail or profession contains it, ignoring case (at most 200)
//   sort      name | -name | date | -date (pending: the date sent; approved: the approval date)
//   status    active | blocked (approved members only)
//   from, to  Chicago days YYYY-MM-DD, both included, on the same date as `sort`
//   page      from 1 (default 1); past the last page the list is empty
//   pageSize  1-100 (default 25); more is a 400, not a shorter page
// Anything else, or a bad value, is a 400 { message: [{ field, message }] }.
import type { ListSort, MemberStatusFilter } from 'shared/types';
import { z } from 'zod';
import { dayRangeFields, dayRangeInOrder, pagingFields, searchField } from '../../app/list-query';
import { DEFAULT_APPROVED_SORT, DEFAULT_PENDING_SORT } from './membership-records-repository';

export const LIST_SORTS = ['name', '-name', 'date', '-date'] as const satisfies readonly ListSort[];
export const MEMBER_STATUSES = ['active', 'blocked'] as const satisfies readonly MemberStatusFilter[];

const sortField = (fallback: ListSort) =>
  z
    .enum(LIST_SORTS, { message: `Must be one of ${LIST_SORTS.join(', ')}` })
    .optional()
    .transform((sort) => sort ?? fallback);

export const pendingListQuery = z
  .strictObject({ q: searchField, sort: sortField(DEFAULT_PENDING_SORT), ...dayRangeFields, ...pagingFields })
  .superRefine(dayRangeInOrder);

export const approvedListQuery = z
  .strictObject({
    q: searchField,
    sort: sortField(DEFAULT_APPROVED_SORT),
    status: z.enum(MEMBER_STATUSES, { message: `Must be one of ${MEMBER_STATUSES.join(', ')}` }).optional(),
    ...dayRangeFields,
    ...pagingFields,
  })
  .superRefine(dayRangeInOrder);
