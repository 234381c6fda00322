/**
 * The API's fixed-window counters (api/src/app/window-counters.ts) kept in this process's memory
 * instead of the database: the yardstick bench/api-load.ts measures the shared counters against.
 * The same answers for one process; every instance would count apart, so never a product store.
 */
import type { WindowCount, WindowCounters } from '../../api/src/app/window-counters';

export function createMemoryWindowCounters(): WindowCounters {
  const windows = new Map<string, WindowCount>();
  const running = (key: string, now = Date.now()) => {
    const window = windows.get(key);
    return window && window.resetAt > now ? window : undefined;
  };
  return {
    add(key, windowMs) {
      const now = Date.now();
      const window = running(key, now) ?? { count: 0, resetAt: now + windowMs };
      window.count += 1;
      windows.set(key, window);
      return Promise.resolve({ ...window });
    },
    current(key) {
      const window = running(key);
      return Promise.resolve(window && { ...window });
    },
    release(key) {
      const window = windows.get(key);
      if (window && window.count > 0) window.count -= 1;
      return Promise.resolve();
    },
    forget(key) {
      windows.delete(key);
      return Promise.resolve();
    },
    sweepExpired(maxRows = Number.POSITIVE_INFINITY) {
      const now = Date.now();
      let deleted = 0;
      for (const [key, window] of windows) {
        if (deleted >= maxRows) break;
        if (window.resetAt <= now) {
          windows.delete(key);
          deleted += 1;
        }
      }
      return Promise.resolve(deleted);
    },
  };
}
