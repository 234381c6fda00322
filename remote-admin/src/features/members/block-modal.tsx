import { deactivationReasonProblem, type MembershipRecord } from 'shared';
import { ReasonModal } from '../records/reason-modal';

export interface BlockModalProps {
  member: MembershipRecord;
  busy: boolean;
  onCancel: () => void;
  onBlock: (reason: string) => void;
}

/** 'Deactivate {name}', a required reason, Cancel and Block ('Blocking...'). */
export function BlockModal({ member, busy, onCancel, onBlock }: BlockModalProps) {
  return (
    <ReasonModal
      title={`Deactivate ${member.fullName}`}
      description="Please provide a reason for deactivation:"
      label="Reason"
      submitLabel="Block"
      busyLabel="Blocking..."
      busy={busy}
      problemOf={deactivationReasonProblem}
      onCancel={onCancel}
      onSubmit={onBlock}
    />
  );
}
