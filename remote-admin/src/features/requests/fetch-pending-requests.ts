import { api, REQUEST_TIMEOUT_MS, type MembershipRecord } from 'shared';
import { toMembershipRecords } from '../records/membership-record';

/**
 * GET /admin/membership/pendingRequests: the requests waiting for a decision (the list is
 * `data`). Gives up after REQUEST_TIMEOUT_MS.load (the client has no default time-out); rejects
 * on an error, a time-out, an abort or an answer without a list.
 */
export async function fetchPendingRequests(signal?: AbortSignal): Promise<MembershipRecord[]> {
  const body = await api().get('admin/membership/pendingRequests', { timeout: REQUEST_TIMEOUT_MS.load, signal }).json<unknown>();
  return toMembershipRecords(body);
}
