// Fixed-window counters in the database (table rate_limit_counters), the one store of every rate
// limit and lock: per client (rate-limit.ts), per e-mail (keyed-rate-limit.ts) and per account
// (the login lock). Every API instance over the same database counts on the same rows, so a limit
// holds however many instances share the load; on SQLite they live in the one process's file.
// - A hit is one atomic upsert: it opens a window (count 1, ending windowMs later) when none runs
//   for the key or the last one has ended, and adds one otherwise, returning the count and the
//   window's end. Concurrent hits of one key, from any instance, each see their own count.
// - Windows are fixed, like the limits' answers: Retry-After is the time left in the window.
// - The clock is the instance's (Date.now()); instances of one deployment keep their clocks in
//   step (NTP), far closer than a window's length.
// - Expired rows are swept (sweepExpired) by every instance on a timer, a batch at a time.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface WindowCount {
  count: number;
  /** When the window ends (ms since the epoch). */
  resetAt: number;
}

export interface WindowCounters {
  /** Counts one more for `key` in its window of `windowMs`, opening one when none runs. */
  add(key: string, windowMs: number): Promise<WindowCount>;
  /** The key's count in its running window, or undefined when none runs. Reads only. */
  current(key: string): Promise<WindowCount | undefined>;
  /** Counts one less for `key` in its running window (never below 0): gives back an `add`. */
  release(key: string): Promise<void>;
  /** Forgets the key's count. */
  forget(key: string): Promise<void>;
  /** Deletes expired rows, up to `maxRows`; returns how many went. */
  sweepExpired(maxRows?: number): Promise<number>;
}

/** Rows one sweep statement deletes at most: short statements, never a long lock. */
export const SWEEP_BATCH_ROWS = 1000;
/** Rows one sweep deletes at most; the next sweep takes the rest. */
const SWEEP_MAX_ROWS = 20 * SWEEP_BATCH_ROWS;

const toWindowCount = (row: { count: number | string; reset_at: number | string }): WindowCount => ({
  count: Number(row.count),
  resetAt: Number(row.reset_at),
});

export function createWindowCounters(db: Kysely<Database>): WindowCounters {
  return {
    async add(key, windowMs) {
      const now = Date.now();
      const ended = sql<boolean>`rate_limit_counters.reset_at <= ${now}`;
      const row = await db
        .insertInto('rate_limit_counters')
        .values({ key, count: 1, reset_at: now + windowMs })
        .onConflict((conflict) =>
          conflict.column('key').doUpdateSet({
            count: sql`case when ${ended} then 1 else rate_limit_counters.count + 1 end`,
            reset_at: sql`case when ${ended} then excluded.reset_at else rate_limit_counters.reset_at end`,
          }),
        )
        .returning(['count', 'reset_at'])
        .executeTakeFirstOrThrow();
      return toWindowCount(row);
    },

    async current(key) {
      const row = await db
        .selectFrom('rate_limit_counters')
        .select(['count', 'reset_at'])
        .where('key', '=', key)
        .where('reset_at', '>', Date.now())
        .executeTakeFirst();
      return row && toWindowCount(row);
    },

    async release(key) {
      await db
        .updateTable('rate_limit_counters')
        .set({ count: sql`count - 1` })
        .where('key', '=', key)
        .where('count', '>', 0)
        .execute();
    },
    async forget(key) {
      await db.deleteFrom('rate_limit_counters').where('key', '=', key).execute();
    },

    async sweepExpired(maxRows = SWEEP_MAX_ROWS) {
      let deleted = 0;
      while (deleted < maxRows) {
        const now = Date.now();
        const batch = Math.min(SWEEP_BATCH_ROWS, maxRows - deleted);
        // The outer condition again: a key whose window another instance reopened between the
        // subquery and the delete keeps its row.
        const result = await db
          .deleteFrom('rate_limit_counters')
          .where('reset_at', '<=', now)
          .where('key', 'in', (rows) =>
            rows.selectFrom('rate_limit_counters').select('key').where('reset_at', '<=', now).limit(batch),
          )
          .executeTakeFirst();
        const count = Number(result.numDeletedRows);
        deleted += count;
        if (count < batch) break;
      }
      return deleted;
    },
  };
}

/** `text` matched literally by LIKE ... ESCAPE '\\' on both engines. */
const likeLiteral = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Deletes, in the caller's transaction, the counters whose key names any of `names` (a key is
 * `<limit>:<name>`, e.g. `login-account:ada@example.com` or `dinner-rsvp:<user id>`), whatever
 * the limit: the erasure of a member forgets the counts kept under their e-mail addresses and id.
 */
export async function deleteCountersNaming(db: Kysely<Database>, names: readonly string[]): Promise<number> {
  let deleted = 0;
  for (const name of new Set(names)) {
    if (name === '') continue;
    const result = await db
      .deleteFrom('rate_limit_counters')
      .where(sql<boolean>`${sql.ref('key')} like ${`%:${likeLiteral(name)}`} escape '\\'`)
      .executeTakeFirst();
    deleted += Number(result.numDeletedRows);
  }
  return deleted;
}

/** How often each instance sweeps expired counters. */
export const SWEEP_INTERVAL_MS = 60_000;

export interface Sweeper {
  /** Stops the timer and waits for a sweep under way. */
  stop(): Promise<void>;
}

/** Sweeps `counters` every `intervalMs` until stopped; a failed sweep goes to `onError`. */
export function startSweeping(
  counters: WindowCounters,
  onError: (error: unknown) => void,
  intervalMs = SWEEP_INTERVAL_MS,
): Sweeper {
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = counters
      .sweepExpired()
      .then(() => undefined, onError)
      .finally(() => {
        running = null;
      });
  }, intervalMs);
  // Never what keeps the process alive.
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
