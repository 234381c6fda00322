// Failed sign-ins per account (OWASP ASVS 6.3: throttling per account, not only per client): a
// password guesser who rotates client addresses (or spoofs X-Forwarded-For) still gets at most
// ACCOUNT_LOGIN_FAILURES guesses per e-mail per window. The key is the e-mail as the account
// lookup reads it (trimmed, lowercased), whether or not an account exists, so a locked-out answer
// says nothing about which e-mails are registered. A success clears the count. The failures are
// counted on the shared counters (app/window-counters.ts), so a lock holds on every API instance.
// The same mechanism, under other names, counts second-factor codes ('mfa', factor-code.ts) and
// passkey sign-ins ('passkey') per user id: each name has its own failures and its own lock.
import type { AppContext } from '../../app/app-context';
import { RateLimitedError } from '../../app/http-error';
import { secondsLeft } from '../../app/keyed-rate-limit';
import { TOO_MANY_ATTEMPTS } from '../../app/rate-limit';
import { normalizeEmail } from '../../core/users/user-repository';

export const ACCOUNT_LOGIN_FAILURES = 10;
export const ACCOUNT_LOGIN_WINDOW_MS = 15 * 60 * 1000;
/**
 * How long a sign-in may wait for a place while the account's budget is taken by attempts in
 * flight (a burst of simultaneous sign-ins), before it answers 429 with Retry-After: 1. Long
 * enough for a busy server to hash a burst of passwords (a right password in the burst waits
 * rather than being refused); a locked account answers at once whatever this is.
 */
export const ACCOUNT_LOGIN_WAIT_MS = 30_000;
/** An attempt in flight holds its place this long at most (a process that died mid-check). */
const IN_FLIGHT_WINDOW_MS = 60_000;
const RETRY_EVERY_MS = 25;

/** Which attempts a throttle counts, apart from every other throttle's. */
export interface AccountThrottleOptions {
  /** Prefix of its counters' keys: 'login' (passwords, by e-mail), 'mfa' (second-factor codes, by user id). */
  name: string;
  /** Failures per account per window before it locks. */
  maxFailures: number;
}

const LOGIN_THROTTLE: AccountThrottleOptions = { name: 'login', maxFailures: ACCOUNT_LOGIN_FAILURES };

export interface AccountThrottle {
  /**
   * Runs one sign-in check of `email`: `verify` resolves whether the password was right. Rejects
   * with a RateLimitedError (429, Retry-After) while the account is locked. A wrong password
   * counts as a failure, a right one clears the failures.
   */
  attempt<T>(email: string, verify: () => Promise<{ passed: boolean; result: T }>): Promise<T>;
}

/**
 * Every attempt takes a place before its password is checked: failures plus attempts in flight
 * never exceed ACCOUNT_LOGIN_FAILURES, so a burst of simultaneous guesses, on any number of
 * instances, is checked ACCOUNT_LOGIN_FAILURES times at most. Right passwords in the same burst
 * wait for a place (their check frees it at once) rather than being refused.
 */
export function createAccountThrottle(
  { counters }: Pick<AppContext, 'counters'>,
  { name, maxFailures }: AccountThrottleOptions = LOGIN_THROTTLE,
): AccountThrottle {
  const failuresOf = (email: string) => `${name}-account:${normalizeEmail(email)}`;
  const inFlightOf = (email: string) => `${name}-in-flight:${normalizeEmail(email)}`;

  /** Takes a place for one check; resolves once taken, rejects when locked or no place came free. */
  async function takePlace(email: string): Promise<void> {
    const waitUntil = Date.now() + ACCOUNT_LOGIN_WAIT_MS;
    for (;;) {
      // The place is taken before the failures are read: a check that ends meanwhile records its
      // failure before it gives its place back, so the sum never misses it.
      const inFlight = await counters.add(inFlightOf(email), IN_FLIGHT_WINDOW_MS);
      const failures = await counters.current(failuresOf(email));
      const failed = failures?.count ?? 0;
      if (failed + inFlight.count <= maxFailures) return;
      await counters.release(inFlightOf(email));
      if (failures && failed >= maxFailures) throw new RateLimitedError(TOO_MANY_ATTEMPTS, secondsLeft(failures));
      if (Date.now() >= waitUntil) throw new RateLimitedError(TOO_MANY_ATTEMPTS, 1);
      await new Promise((resolve) => setTimeout(resolve, RETRY_EVERY_MS));
    }
  }

  return {
    async attempt(email, verify) {
      await takePlace(email);
      try {
        const { passed, result } = await verify();
        if (passed) await counters.forget(failuresOf(email));
        else await counters.add(failuresOf(email), ACCOUNT_LOGIN_WINDOW_MS);
        return result;
      } finally {
        await counters.release(inFlightOf(email));
      }
    },
  };
}
