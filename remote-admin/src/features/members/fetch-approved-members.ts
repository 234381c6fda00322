import { api, REQUEST_TIMEOUT_MS, type MembershipListResponse } from 'shared';
import { toPage } from '../lists/fetch-page';
import { toMembershipRecord } from '../records/membership-record';

/**
 * GET /admin/membership/approvedMembers with the list's view (`q`, `sort`, `status`, `from`, `to`,
 * `page`, `pageSize`; only those set): one page of the approved members with their user. Gives up
 * after REQUEST_TIMEOUT_MS.load (the client has no default time-out); rejects on an error, a
 * time-out, an abort or an answer without a list.
 */
export async function fetchApprovedMembers(params: URLSearchParams, signal?: AbortSignal): Promise<MembershipListResponse> {
  const body = await api()
    .get('admin/membership/approvedMembers', { searchParams: params, timeout: REQUEST_TIMEOUT_MS.load, signal })
    .json<unknown>();
  return toPage(body, toMembershipRecord);
}
