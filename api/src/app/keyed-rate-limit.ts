// Counters keyed by something the request body names (e.g. the e-mail of a contact message, the
// account of a sign-in), where the per-client limits of rate-limit.ts cannot look: they run
// before the body is read. Fixed windows in memory, like the per-client limits (one API process
// owns its counters).
import { RateLimitedError } from './http-error';

export interface WindowCount {
  count: number;
  /** When the window ends (ms since the epoch). */
  resetAt: number;
}

export interface WindowCounts {
  /** The key's count in its running window, or undefined when none runs. */
  current(key: string): WindowCount | undefined;
  /** Counts one more for `key`, opening a window when none runs; returns the count. */
  add(key: string): WindowCount;
  /** Forgets the key's count. */
  forget(key: string): void;
}

/** Keys kept before the expired ones are swept (and, past it, the oldest dropped). */
const MAX_KEYS = 50_000;

export function createWindowCounts(windowMs: number): WindowCounts {
  const windows = new Map<string, WindowCount>();

  function current(key: string, at: number): WindowCount | undefined {
    const window = windows.get(key);
    if (window && window.resetAt <= at) {
      windows.delete(key);
      return undefined;
    }
    return window;
  }

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
    current: (key) => current(key, Date.now()),
    add(key) {
      const at = Date.now();
      let window = current(key, at);
      if (!window) {
        makeRoom(at);
        window = { count: 0, resetAt: at + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return window;
    },
    forget(key) {
      windows.delete(key);
    },
  };
}

/** Whole seconds until `window` ends, at least 1: the 429's `Retry-After`. */
export const secondsLeft = (window: WindowCount): number =>
  Math.max(1, Math.ceil((window.resetAt - Date.now()) / 1000));

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

export function createKeyedLimiter(limit: KeyedRateLimit): KeyedLimiter {
  const counts = createWindowCounts(limit.windowMs);
  return {
    hit(key) {
      const window = counts.add(key);
      if (window.count > limit.max) throw new RateLimitedError(limit.message, secondsLeft(window));
    },
  };
}
