// Checks a second-factor code of a user: a TOTP code (accepted once: its time step is claimed
// atomically, so a code replayed within its window is refused) or a recovery code (consumed).
// Every check is counted per account on the 'mfa' throttle (account-throttle.ts): at most
// MFA_CODE_FAILURES wrong codes per window, however many MFA tokens, sessions or client
// addresses they come with; a right password does not clear this count, only a right code does.
import type { AppContext } from '../../app/app-context';
import { isTotpCodeShape, matchTotpStep } from '../../core/auth/totp';
import { claimTotpStep, findTotp } from '../../core/auth/totp-repository';
import { createAccountThrottle } from './account-throttle';
import { consumeRecoveryCode, isRecoveryCodeShape } from './recovery-codes';

export const MFA_CODE_FAILURES = 5;

export type FactorCodeKind = 'totp' | 'recovery-code';

export interface FactorCodeChecker {
  /**
   * Which kind of code `code` was, once accepted (and used up); null when it is wrong, replayed
   * or used. Rejects with a RateLimitedError (429, Retry-After) while the account is locked.
   */
  check(userId: string, code: string, accept?: FactorCodeKind[]): Promise<FactorCodeKind | null>;
}

export function createFactorCodeChecker(ctx: Pick<AppContext, 'counters' | 'db' | 'config'>): FactorCodeChecker {
  const throttle = createAccountThrottle(ctx, { name: 'mfa', maxFailures: MFA_CODE_FAILURES });
  const { db } = ctx;
  const key = ctx.config.mfa.encryptionKey;

  async function accepted(userId: string, code: string, accept: FactorCodeKind[]): Promise<FactorCodeKind | null> {
    if (accept.includes('totp') && isTotpCodeShape(code)) {
      const totp = await findTotp(db, userId, key);
      const step = totp?.secret ? matchTotpStep(totp.secret, code) : null;
      return step !== null && (await claimTotpStep(db, userId, step)) ? 'totp' : null;
    }
    if (accept.includes('recovery-code') && isRecoveryCodeShape(code)) {
      return (await consumeRecoveryCode(db, userId, code)) ? 'recovery-code' : null;
    }
    return null;
  }

  return {
    check: (userId, code, accept = ['totp', 'recovery-code']) =>
      throttle.attempt(userId, async () => {
        const kind = await accepted(userId, code.trim(), accept);
        return { passed: kind !== null, result: kind };
      }),
  };
}
