// Failed sign-ins per account (OWASP ASVS 6.3: throttling per account, not only per client): a
// password guesser who rotates client addresses (or spoofs X-Forwarded-For) still gets at most
// ACCOUNT_LOGIN_FAILURES guesses per e-mail per window. The key is the e-mail as typed, trimmed and
// lowercased, whether or not an account exists, so a locked-out answer says nothing about which
// e-mails are registered. A success clears the count. In memory, like the per-client limits: each
// API instance counts on its own.

export const ACCOUNT_LOGIN_FAILURES = 10;
export const ACCOUNT_LOGIN_WINDOW_MS = 15 * 60 * 1000;
/** Bounds the memory a flood of made-up e-mails can take; the oldest counts go first. */
const MAX_TRACKED_ACCOUNTS = 50_000;

interface Count {
  failures: number;
  resetAt: number;
}

export interface AccountThrottle {
  /** Milliseconds until the account may try again, or 0 when it may try now. */
  lockedFor(email: string, now?: number): number;
  recordFailure(email: string, now?: number): void;
  clear(email: string): void;
}

export const accountKey = (email: string): string => email.trim().toLowerCase();

export function createAccountThrottle(
  maxFailures: number = ACCOUNT_LOGIN_FAILURES,
  windowMs: number = ACCOUNT_LOGIN_WINDOW_MS,
): AccountThrottle {
  const counts = new Map<string, Count>();

  const current = (key: string, now: number): Count | undefined => {
    const count = counts.get(key);
    if (count && count.resetAt <= now) {
      counts.delete(key);
      return undefined;
    }
    return count;
  };

  return {
    lockedFor(email, now = Date.now()) {
      const count = current(accountKey(email), now);
      return count && count.failures >= maxFailures ? count.resetAt - now : 0;
    },
    recordFailure(email, now = Date.now()) {
      const key = accountKey(email);
      const count = current(key, now);
      if (count) {
        count.failures += 1;
        return;
      }
      if (counts.size >= MAX_TRACKED_ACCOUNTS) {
        const oldest = counts.keys().next();
        if (!oldest.done) counts.delete(oldest.value);
      }
      counts.set(key, { failures: 1, resetAt: now + windowMs });
    },
    clear(email) {
      counts.delete(accountKey(email));
    },
  };
}
