import { useCallback, useState } from 'react';
import type { MembershipRecord } from 'shared';
import { useRefocusWhenLost } from '../../lib/use-refocus-when-lost';
import { MemberDetailModal } from '../member-detail/member-detail-modal';
import { EmptyList, LoadFailed, ScreenSpinner } from '../panel/screen-layout';
import { RecordsTable } from '../records/records-table';
import { RowButton, whoOf } from '../records/row-button';
import { RejectModal } from './reject-modal';
import { usePendingRequests } from './use-pending-requests';

/** The requests screen's load-failure text, empty state and busy label. */
export const REQUESTS_LOAD_FAILED = 'Failed to load requests';
export const NO_PENDING_REQUESTS = 'No pending requests';
export const PROCESSING = 'Processing...';

export interface PendingRequestsProps {
  adminId: string;
  /** Puts focus on the screen's title (when the focused row has gone). */
  focusTitle: () => void;
}

/**
 * Pending Requests: the table of requests waiting for a decision, each with View, Accept and
 * Reject (which asks for a reason first).
 */
export function PendingRequests({ adminId, focusTitle }: PendingRequestsProps) {
  const { state, retry, busy, respond } = usePendingRequests(adminId);
  const [viewing, setViewing] = useState<MembershipRecord | null>(null);
  const [rejecting, setRejecting] = useState<MembershipRecord | null>(null);
  const closeView = useCallback(() => setViewing(null), []);
  useRefocusWhenLost(state.status === 'loaded' ? state.data.length : 0, focusTitle);

  if (state.status === 'loading') return <ScreenSpinner label="Loading requests" />;
  if (state.status === 'error') return <LoadFailed message={REQUESTS_LOAD_FAILED} onRetry={retry} />;

  const requests = state.data;
  return (
    <>
      {requests.length === 0 ? (
        <EmptyList message={NO_PENDING_REQUESTS} />
      ) : (
        <RecordsTable
          caption="Membership requests waiting for a decision"
          records={requests}
          actions={(request) => {
            const deciding = busy.get(request.id);
            const who = whoOf(request);
            return (
              <>
                <RowButton variant="ghost" label="View" who={who} onClick={() => setViewing(request)} />
                <RowButton
                  label={deciding === 'approved' ? PROCESSING : 'Accept'}
                  who={who}
                  busy={deciding === 'approved'}
                  disabled={deciding !== undefined}
                  onClick={() => void respond(request, 'approved')}
                />
                <RowButton
                  variant="secondary"
                  label={deciding === 'rejected' ? PROCESSING : 'Reject'}
                  who={who}
                  busy={deciding === 'rejected'}
                  disabled={deciding !== undefined}
                  onClick={() => setRejecting(request)}
                />
              </>
            );
          }}
        />
      )}

      {viewing && <MemberDetailModal record={viewing} onClose={closeView} />}
      {rejecting && (
        <RejectModal
          request={rejecting}
          busy={busy.get(rejecting.id) === 'rejected'}
          onCancel={() => setRejecting(null)}
          onReject={(reason) => void respond(rejecting, 'rejected', reason, () => setRejecting(null))}
        />
      )}
    </>
  );
}
