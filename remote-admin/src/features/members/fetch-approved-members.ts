import { api, LOAD_TIMEOUT_MS, type MembershipRecord } from 'shared';
import { toMembershipRecords } from '../records/membership-record';

/**
 * GET /admin/membership/approvedMembers (spec.md section 7): the approved members with their
 * user (the list is `data`). Gives up after LOAD_TIMEOUT_MS (the client has no default
 * timeout); rejects on an error, a time-out, an abort or an answer without a list.
 */
export async function fetchApprovedMembers(signal?: AbortSignal): Promise<MembershipRecord[]> {
  const body = await api().get('admin/membership/approvedMembers', { timeout: LOAD_TIMEOUT_MS, signal }).json<unknown>();
  return toMembershipRecords(body);
}
