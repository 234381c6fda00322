// Every API instance erases the departures whose grace period has passed: once shortly after it
// starts, then every ERASURE_INTERVAL_MS. Instances need no coordination: each erasure claims its
// departure in its own transaction (member-erasure.ts), so running in several instances at once,
// or twice, erases each member once. A run never overlaps the previous one of this instance; a
// failed run is reported and the next one tries again.

/** How often an instance looks for departures due for erasure. */
export const ERASURE_INTERVAL_MS = 60 * 60 * 1000;
/** The first run, after the start (the server is then listening and migrated). */
export const FIRST_RUN_DELAY_MS = 5_000;

export interface ErasureJobOptions {
  /** Erases what is due at `now`. */
  run: (now: Date) => Promise<unknown>;
  onError: (error: unknown) => void;
  /** The time a run erases at; the real clock unless a test gives another. */
  clock?: () => Date;
  intervalMs?: number;
  firstRunDelayMs?: number;
}

export interface ErasureJob {
  /** Runs now (after the run under way, if any); resolves when done, never rejects. */
  runNow(): Promise<void>;
  /** No run starts after this; resolves once the run under way, if any, is over. */
  stop(): Promise<void>;
}

export function startErasureJob(options: ErasureJobOptions): ErasureJob {
  const clock = options.clock ?? (() => new Date());
  let stopped = false;
  let running: Promise<void> = Promise.resolve();

  const runOnce = (): Promise<void> => {
    running = running.then(async () => {
      if (stopped) return;
      try {
        await options.run(clock());
      } catch (error) {
        options.onError(error);
      }
    });
    return running;
  };

  const first = setTimeout(() => void runOnce(), options.firstRunDelayMs ?? FIRST_RUN_DELAY_MS);
  const every = setInterval(() => void runOnce(), options.intervalMs ?? ERASURE_INTERVAL_MS);
  first.unref();
  every.unref();

  return {
    runNow: runOnce,
    async stop() {
      stopped = true;
      clearTimeout(first);
      clearInterval(every);
      await running;
    },
  };
}
