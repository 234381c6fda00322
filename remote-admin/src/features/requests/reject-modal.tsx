import { rejectionReasonProblem, type MembershipRecord } from 'shared';
import { ReasonModal } from '../records/reason-modal';

export interface RejectModalProps {
  request: MembershipRecord;
  busy: boolean;
  onCancel: () => void;
  onReject: (reason: string) => void;
}

/** 'Provide a rejection reason', a required reason, Cancel and Reject. */
export function RejectModal({ request, busy, onCancel, onReject }: RejectModalProps) {
  return (
    <ReasonModal
      title="Provide a rejection reason"
      description={request.fullName ? `Rejecting the request of ${request.fullName}.` : undefined}
      label="Rejection reason"
      placeholder="Enter reason..."
      submitLabel="Reject"
      busyLabel="Processing..."
      busy={busy}
      problemOf={rejectionReasonProblem}
      onCancel={onCancel}
      onSubmit={onReject}
    />
  );
}
