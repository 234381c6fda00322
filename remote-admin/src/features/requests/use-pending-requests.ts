import { useCallback, useState } from 'react';
import {
  notifyError, notifySuccess, type MembershipDecision, type MembershipRecord, type RespondBody,
} from 'shared';
import { useLoad, type LoadState } from '../../lib/use-load';
import { fetchPendingRequests } from './fetch-pending-requests';
import { respondToRequest } from './respond-to-request';

/** spec.md section 8: what the admin is told after each decision. */
export const RESPOND_MESSAGES = {
  approved: { success: 'Request accepted successfully', failure: 'Failed to accept request' },
  rejected: { success: 'Request rejected successfully', failure: 'Failed to reject request' },
} as const satisfies Record<MembershipDecision, { success: string; failure: string }>;

const loadPending = (signal: AbortSignal) => fetchPendingRequests({ signal });

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
 * The pending requests and the admin's decisions on them (spec.md section 4: pending to approved
 * or rejected; either way it leaves the pending list, also when the call failed, e.g. a 409 when
 * another admin decided first). Each request can be decided on its own while others are in flight.
 */
export function usePendingRequests(adminId: string): PendingRequests {
  const { state, retry, update } = useLoad(loadPending);
  const [busy, setBusy] = useState<ReadonlyMap<string, MembershipDecision>>(() => new Map());

  const respond = useCallback<PendingRequests['respond']>(async (request, action, rejectionReason, onSettled) => {
    setBusy((current) => new Map(current).set(request.id, action));
    const body: RespondBody = action === 'rejected' ? { adminId, action, rejectionReason } : { adminId, action };
    let done = false;
    try {
      await respondToRequest(request.id, body);
      done = true;
    } catch {
      done = false;
    }
    update((list) => list.filter((item) => item.id !== request.id));
    setBusy((current) => {
      const next = new Map(current);
      next.delete(request.id);
      return next;
    });
    onSettled?.();
    if (done) notifySuccess(RESPOND_MESSAGES[action].success);
    else notifyError(RESPOND_MESSAGES[action].failure);
  }, [adminId, update]);

  return { state, retry, busy, respond };
}
