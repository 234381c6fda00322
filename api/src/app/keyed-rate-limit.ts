// A rate limit on a key the request body names (e.g. the e-mail of a contact message), where the
// per-client limits of rate-limit.ts cannot look: they run before the body is read. Fixed
// windows in memory, like the per-client limits (one API process owns its counters).
import { HttpError } from './http-error';

/** A 429 that says when to come back; error-handling.ts sends it as `Retry-After`. */
export class RateLimitedError extends HttpError {
  readonly retryAfterSeconds: number;

  constructor(message: string, retryAfterSeconds: number) {
    super(429, message);
    this.name = 'RateLimitedError';
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export interface KeyedRateLimit {
  /** Requests allowed per key per window. */
  max: number;
  windowMs: number;
  message: string;
}

export interface KeyedLimiter {
  /** Counts one request for `key`; throws a RateLimitedError once the key's limit is used. */
  hit(key: string): void;
}

/** Keys kept before the expired ones are swept (and, past it, the oldest dropped). */
const MAX_KEYS = 50_000;

export function createKeyedLimiter(limit: KeyedRateLimit, now: () => number = Date.now): KeyedLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();

  function makeRoom(at: number): void {
    if (windows.size < MAX_KEYS) return;
    for (const [key, window] of windows) if (window.resetAt <= at) windows.delete(key);
    // Still full (a flood of distinct keys, each also under the per-client limit): forget the oldest.
    for (const key of windows.keys()) {
      if (windows.size < MAX_KEYS) break;
      windows.delete(key);
    }
  }

  return {
    hit(key) {
      const at = now();
      let window = windows.get(key);
      if (!window || window.resetAt <= at) {
        windows.delete(key);
        makeRoom(at);
        window = { count: 0, resetAt: at + limit.windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      if (window.count > limit.max) {
        throw new RateLimitedError(limit.message, Math.max(1, Math.ceil((window.resetAt - at) / 1000)));
      }
    },
  };
}
