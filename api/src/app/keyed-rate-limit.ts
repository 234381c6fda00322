// Limits keyed by something the request body names (e.g. the e-mail of a contact message), where
// the per-client limits of rate-limit.ts cannot look: they run before the body is read. Fixed
// windows on the shared counters (window-counters.ts), like the per-client limits, so every API
// instance counts on the same rows.
import { RateLimitedError } from './http-error';
import type { WindowCount, WindowCounters } from './window-counters';

/** Whole seconds until `window` ends, at least 1: the 429's `Retry-After`. */
export const secondsLeft = (window: WindowCount): number =>
  Math.max(1, Math.ceil((window.resetAt - Date.now()) / 1000));

export interface KeyedRateLimit {
  /** Names the limit's counters apart from every other limit's (e.g. 'contact-email'). */
  name: string;
  /** Requests allowed per key per window. */
  max: number;
  windowMs: number;
  message: string;
}

export interface KeyedLimiter {
  /** Counts one request for `key`; rejects with a RateLimitedError once the key's limit is used. */
  hit(key: string): Promise<void>;
}

export function createKeyedLimiter(counters: WindowCounters, limit: KeyedRateLimit): KeyedLimiter {
  return {
    async hit(key) {
      const window = await counters.add(`${limit.name}:${key}`, limit.windowMs);
      if (window.count > limit.max) throw new RateLimitedError(limit.message, secondsLeft(window));
    },
  };
}
