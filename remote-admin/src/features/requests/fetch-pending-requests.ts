import { api, LOAD_TIMEOUT_MS, type MembershipRecord } from 'shared';
import { toMembershipRecords } from '../records/membership-record';

/**
 * GET /admin/membership/pendingRequests (spec.md section 7): the requests waiting for a decision
 * (the list is `data`). Gives up after LOAD_TIMEOUT_MS (the client has no default timeout);
 * rejects on an error, a time-out, an abort or an answer without a list.
 */
export async function fetchPendingRequests(signal?: AbortSignal): Promise<MembershipRecord[]> {
  const body = await api().get('admin/membership/pendingRequests', { timeout: LOAD_TIMEOUT_MS, signal }).json<unknown>();
  return toMembershipRecords(body);
}
