import { useCallback } from 'react';
import {
  httpStatusOf, notifyError, notifySuccess, serverText, type Load, type MembershipDecision, type MembershipRecord,
  type PendingRequestsResponse, type RespondBody,
} from 'shared';
import { useRowCalls } from '../../lib/use-row-calls';
import { usePagedList } from '../lists/use-paged-list';
import { useUrlQuery, type UrlQuery } from '../lists/use-url-query';
import { fetchPendingRequests } from './fetch-pending-requests';
import { PENDING_QUERY } from './pending-query';
import { respondToRequest } from './respond-to-request';

/** What the admin is told after each decision (a refusal, 409, in the server's own words). */
export const RESPOND_MESSAGES = {
  approved: { success: 'Request accepted successfully', failure: 'Failed to accept request' },
  rejected: { success: 'Request rejected successfully', failure: 'Failed to reject request' },
} as const satisfies Record<MembershipDecision, { success: string; failure: string }>;

export interface PendingRequests extends Pick<Load<PendingRequestsResponse>, 'state' | 'stale' | 'retry' | 'refresh'> {
  /** The view in the URL (search, sort, days, page) and its changes. */
  view: UrlQuery<keyof typeof PENDING_QUERY>;
  /** The decision in flight for each request, by request id. */
  busy: ReadonlyMap<string, MembershipDecision>;
  /**
   * Sends the decision as the signed-in admin, says how it went, and takes the request off the
   * page (unless the server refused it, 409). `onSettled` runs in the same update, so a dialog
   * closes with its row.
   */
  respond: (request: MembershipRecord, action: MembershipDecision, rejectionReason?: string, onSettled?: () => void) => Promise<void>;
}

/** The page without `id` (one fewer in the total when it was there). */
function withoutRow(page: PendingRequestsResponse, id: string): PendingRequestsResponse {
  const data = page.data.filter((item) => item.id !== id);
  return data.length === page.data.length ? page : { ...page, data, total: Math.max(0, page.total - 1) };
}

/**
 * One page of the pending requests, for the view in the URL, and the admin's decisions on them
 * (pending to approved or rejected). Each request can be decided on its own while others are in
 * flight. A decision the server took, or one that failed, takes the request off the list; one the
 * server refused (409: the club's admission rules are not met, or another admin decided first)
 * says why in the server's words and leaves the row for the reload to settle. After a decision
 * the server took or refused, the page loads again behind the rows (the next request moves up,
 * the counts follow).
 */
export function usePendingRequests(adminId: string): PendingRequests {
  const view = useUrlQuery(PENDING_QUERY);
  const { state, stale, retry, refresh, update } = usePagedList(fetchPendingRequests, view);
  const { busy, run } = useRowCalls<MembershipDecision>();

  const respond = useCallback<PendingRequests['respond']>((request, action, rejectionReason, onSettled) => {
    const body: RespondBody = action === 'rejected' ? { adminId, action, rejectionReason } : { adminId, action };
    return run(request.id, action, () => respondToRequest(request.id, body), (done, error) => {
      const refused = httpStatusOf(error) === 409;
      if (!refused) update((page) => withoutRow(page, request.id));
      onSettled?.();
      if (done) notifySuccess(RESPOND_MESSAGES[action].success);
      else notifyError(refused ? serverText(error, RESPOND_MESSAGES[action].failure) : RESPOND_MESSAGES[action].failure);
      if (done || refused) refresh();
    });
  }, [adminId, run, update, refresh]);

  return { view, state, stale, retry, refresh, busy, respond };
}
