import { api, LOAD_TIMEOUT_MS, type MembershipRecord } from 'shared';
import type { FetchOptions } from '../records/fetch-options';
import { toMembershipRecords } from '../records/membership-record';

/**
 * GET /admin/membership/approvedMembers (spec.md section 7): the approved members with their
 * user (the list is `data`). Rejects on an error, a time-out or an answer without a list.
 */
export async function fetchApprovedMembers({ signal, timeout = LOAD_TIMEOUT_MS }: FetchOptions = {}): Promise<MembershipRecord[]> {
  const body = await api().get('admin/membership/approvedMembers', { timeout, signal }).json<unknown>();
  return toMembershipRecords(body);
}
