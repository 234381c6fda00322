import { useCallback } from 'react';
import {
  notifyError, notifySuccess, useLoad, type LoadState, type MembershipDecision, type MembershipRecord, type RespondBody,
} from 'shared';
import { useRowCalls } from '../../lib/use-row-calls';
import { fetchPendingRequests } from './fetch-pending-requests';
import { respondToRequest } from './respond-to-request';

/** What the admin is told after each decision. */
export const RESPOND_MESSAGES = {
  approved: { success: 'Request accepted successfully', failure: 'Failed to accept request' },
  rejected: { success: 'Request rejected successfully', failure: 'Failed to reject request' },
} as const satisfies Record<MembershipDecision, { success: string; failure: string }>;

export interface PendingRequests {
  state: LoadState<MembershipRecord[]>;
  retry: () => void;
  /** The decision in flight for each request, by request id. */
  busy: ReadonlyMap<string, MembershipDecision>;
  /**
   * Sends the decision as the signed-in admin, says how it went, and takes the request off the
   * list either way. `onSettled` runs in the same update, so a dialog closes with its row.
   */
  respond: (request: MembershipRecord, action: MembershipDecision, rejectionReason?: string, onSettled?: () => void) => Promise<void>;
}

/**
 * The pending requests and the admin's decisions on them (pending to approved or rejected; either
 * way it leaves the pending list, also when the call failed, e.g. a 409 when another admin decided
 * first). Each request can be decided on its own while others are in flight.
 */
export function usePendingRequests(adminId: string): PendingRequests {
  const { state, retry, update } = useLoad(fetchPendingRequests);
  const { busy, run } = useRowCalls<MembershipDecision>();

  const respond = useCallback<PendingRequests['respond']>((request, action, rejectionReason, onSettled) => {
    const body: RespondBody = action === 'rejected' ? { adminId, action, rejectionReason } : { adminId, action };
    return run(request.id, action, () => respondToRequest(request.id, body), (done) => {
      update((list) => list.filter((item) => item.id !== request.id));
      onSettled?.();
      if (done) notifySuccess(RESPOND_MESSAGES[action].success);
      else notifyError(RESPOND_MESSAGES[action].failure);
    });
  }, [adminId, run, update]);

  return { state, retry, busy, respond };
}
