// The admin's reasons for a rejection or a block: required once trimmed, checked by the modals
// and by the API.
import { requiredTextProblem } from './common';

export const REASON_MAX_LENGTH = 1000;

export const REASON_MESSAGES = {
  rejectionRequired: 'Rejection reason is required',
  deactivationRequired: 'Reason is required',
  tooLong: `Reason must be at most ${REASON_MAX_LENGTH} characters`,
} as const;

/** The problem with a rejection reason, or null. */
export function rejectionReasonProblem(reason: string | null | undefined): string | null {
  return reasonProblem(reason, REASON_MESSAGES.rejectionRequired);
}

/** The problem with a deactivation (block) reason, or null. */
export function deactivationReasonProblem(reason: string | null | undefined): string | null {
  return reasonProblem(reason, REASON_MESSAGES.deactivationRequired);
}

function reasonProblem(reason: string | null | undefined, required: string): string | null {
  return requiredTextProblem(reason, { max: REASON_MAX_LENGTH }, { required, tooLong: REASON_MESSAGES.tooLong });
}
