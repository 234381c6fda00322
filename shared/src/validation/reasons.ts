// The admin's reasons (spec.md section 5): checked by the modals and by the API.
export const REASON_MAX_LENGTH = 1000;

export const REASON_MESSAGES = {
  rejectionRequired: 'Rejection reason is required',
  deactivationRequired: 'Reason is required',
  tooLong: `Reason must be at most ${REASON_MAX_LENGTH} characters`,
} as const;

/** The problem with a rejection reason, or null. */
export function rejectionReasonProblem(reason: string | null | undefined): string | null {
  const text = (reason ?? '').trim();
  if (!text) return REASON_MESSAGES.rejectionRequired;
  return text.length > REASON_MAX_LENGTH ? REASON_MESSAGES.tooLong : null;
}

/** The problem with a deactivation (block) reason, or null. */
export function deactivationReasonProblem(reason: string | null | undefined): string | null {
  const text = (reason ?? '').trim();
  if (!text) return REASON_MESSAGES.deactivationRequired;
  return text.length > REASON_MAX_LENGTH ? REASON_MESSAGES.tooLong : null;
}
