// Failed sign-ins per account (OWASP ASVS 6.3: throttling per account, not only per client): a
// password guesser who rotates client addresses (or spoofs X-Forwarded-For) still gets at most
// ACCOUNT_LOGIN_FAILURES guesses per e-mail per window. The key is the e-mail as the account
// lookup reads it (trimmed, lowercased), whether or not an account exists, so a locked-out answer
// says nothing about which e-mails are registered. A success clears the count. The failures are
// counted on the shared counters (app/window-counters.ts), so a lock holds on every API instance.
import type { AppContext } from '../../app/app-context';
import { RateLimitedError } from '../../app/http-error';
import { secondsLeft } from '../../app/keyed-rate-limit';
import { TOO_MANY_ATTEMPTS } from '../../app/rate-limit';
import { normalizeEmail } from '../../core/users/user-repository';

export const ACCOUNT_LOGIN_FAILURES = 10;
export const ACCOUNT_LOGIN_WINDOW_MS = 15 * 60 * 1000;

export interface AccountThrottle {
  /** Rejects with a RateLimitedError (429, Retry-After) while the account is locked. */
  check(email: string): Promise<void>;
  recordFailure(email: string): Promise<void>;
  clear(email: string): Promise<void>;
}

export function createAccountThrottle({ counters }: Pick<AppContext, 'counters'>): AccountThrottle {
  const keyOf = (email: string) => `login-account:${normalizeEmail(email)}`;
  return {
    async check(email) {
      const window = await counters.current(keyOf(email));
      if (window && window.count >= ACCOUNT_LOGIN_FAILURES) throw new RateLimitedError(TOO_MANY_ATTEMPTS, secondsLeft(window));
    },
    async recordFailure(email) {
      await counters.add(keyOf(email), ACCOUNT_LOGIN_WINDOW_MS);
    },
    async clear(email) {
      await counters.forget(keyOf(email));
    },
  };
}
