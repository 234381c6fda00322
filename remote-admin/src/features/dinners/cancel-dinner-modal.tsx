import { cancelReasonProblem, type Dinner } from 'shared';
import { ReasonModal } from '../records/reason-modal';

export interface CancelDinnerModalProps {
  dinner: Dinner;
  busy: boolean;
  onKeep: () => void;
  onCancel: (reason: string) => void;
}

/** 'Cancel {title}': a required reason, mailed to every member with a reply; Keep dinner or Cancel dinner ('Cancelling...'). */
export function CancelDinnerModal({ dinner, busy, onKeep, onCancel }: CancelDinnerModalProps) {
  return (
    <ReasonModal
      title={`Cancel ${dinner.title}`}
      description="Every member with an RSVP is e-mailed the reason. The dinner stays listed as cancelled; this cannot be undone."
      label="Reason"
      placeholder="Enter reason..."
      submitLabel="Cancel dinner"
      busyLabel="Cancelling..."
      dismissLabel="Keep dinner"
      busy={busy}
      problemOf={cancelReasonProblem}
      onCancel={onKeep}
      onSubmit={onCancel}
    />
  );
}
