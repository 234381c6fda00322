// What a typed second-factor code must look like before it is sent: a 6-digit code of an
// authenticator app, or a recovery code (16 letters and digits, shown as abcd-efgh-ijkl-mnop).
// The server checks the code itself; these only catch a slip of the finger without a round trip.

export const APP_CODE_MESSAGE = 'Enter the 6-digit code from your authenticator app.';
export const RECOVERY_CODE_MESSAGE = 'Enter a recovery code: 16 letters and digits, like abcd-efgh-ijkl-mnop.';
export const ANY_CODE_MESSAGE = 'Enter a 6-digit code from your authenticator app or a recovery code.';

/** A code as it is sent: without spaces (and without the dashes of a recovery code). */
export function normalizeCode(code: string): string {
  return code.replace(/[\s-]/g, '');
}

export const isAppCode = (code: string): boolean => /^\d{6}$/.test(normalizeCode(code));
export const isRecoveryCode = (code: string): boolean => /^[a-z2-7]{16}$/i.test(normalizeCode(code));

/** The problem with a typed code, or null: `kind` says which codes are accepted. */
export function codeProblem(code: string, kind: 'app' | 'recovery' | 'any'): string | null {
  if (kind === 'app') return isAppCode(code) ? null : APP_CODE_MESSAGE;
  if (kind === 'recovery') return isRecoveryCode(code) ? null : RECOVERY_CODE_MESSAGE;
  return isAppCode(code) || isRecoveryCode(code) ? null : ANY_CODE_MESSAGE;
}
