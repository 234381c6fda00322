import { api, REQUEST_TIMEOUT_MS, type PendingRequestsResponse } from 'shared';
import { toPage } from '../lists/fetch-page';
import { toPendingRequest } from './pending-request';

/**
 * GET /admin/membership/pendingRequests with the list's view (`q`, `sort`, `from`, `to`, `page`,
 * `pageSize`; only those set): one page of the requests waiting for a decision, each with the
 * committee's progress on it. Gives up after REQUEST_TIMEOUT_MS.load (the client has no default
 * time-out); rejects on an error, a time-out, an abort or an answer without a list.
 */
export async function fetchPendingRequests(params: URLSearchParams, signal?: AbortSignal): Promise<PendingRequestsResponse> {
  const body = await api()
    .get('admin/membership/pendingRequests', { searchParams: params, timeout: REQUEST_TIMEOUT_MS.load, signal })
    .json<unknown>();
  return toPage(body, toPendingRequest);
}
