// Failed sign-ins per account (OWASP ASVS 6.3: throttling per account, not only per client): a
// password guesser who rotates client addresses (or spoofs X-Forwarded-For) still gets at most
// ACCOUNT_LOGIN_FAILURES guesses per e-mail per window. The key is the e-mail as the account
// lookup reads it (trimmed, lowercased), whether or not an account exists, so a locked-out answer
// says nothing about which e-mails are registered. A success clears the count. In memory, like
// the per-client limits (keyed-rate-limit.ts): each API instance counts on its own.
import { RateLimitedError } from '../../app/http-error';
import { createWindowCounts, secondsLeft } from '../../app/keyed-rate-limit';
import { TOO_MANY_ATTEMPTS } from '../../app/rate-limit';
import { normalizeEmail } from '../../core/users/user-repository';

export const ACCOUNT_LOGIN_FAILURES = 10;
export const ACCOUNT_LOGIN_WINDOW_MS = 15 * 60 * 1000;

export interface AccountThrottle {
  /** Throws a RateLimitedError (429, Retry-After) while the account is locked. */
  check(email: string): void;
  recordFailure(email: string): void;
  clear(email: string): void;
}

export function createAccountThrottle(): AccountThrottle {
  const failures = createWindowCounts(ACCOUNT_LOGIN_WINDOW_MS);
  return {
    check(email) {
      const window = failures.current(normalizeEmail(email));
      if (window && window.count >= ACCOUNT_LOGIN_FAILURES) throw new RateLimitedError(TOO_MANY_ATTEMPTS, secondsLeft(window));
    },
    recordFailure(email) {
      failures.add(normalizeEmail(email));
    },
    clear(email) {
      failures.forget(normalizeEmail(email));
    },
  };
}
