/**
 * How long an admin action (accept, reject, block, unblock) may take before its button gives up
 * and says it failed. The client has no default timeout (spec.md section 7); this one is generous
 * so a slow but working API still finishes, and a hung one never leaves 'Processing...' for ever.
 */
export const WRITE_TIMEOUT_MS = 30_000;
