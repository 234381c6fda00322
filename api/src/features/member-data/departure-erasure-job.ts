// Every API instance erases the departures whose grace period has passed: once shortly after it
// starts, then every ERASURE_INTERVAL_MS. Instances need no coordination: each erasure claims its
// departure in its own transaction (member-erasure.ts), so running in several instances at once,
// or twice, erases each member once. A run never overlaps another of this instance (a tick
// during a long run is skipped); a failed run is reported and the next one tries again.

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
  /** No run starts after this; resolves once the run under way, if any, is over. */
  stop(): Promise<void>;
}

export function startErasureJob(options: ErasureJobOptions): ErasureJob {
  const clock = options.clock ?? (() => new Date());
  let stopped = false;
  let current: Promise<void> | null = null;

  /** Starts a run unless one is under way. */
  const tick = (): void => {
    if (stopped || current) return;
    const run = (async () => {
      try {
        await options.run(clock());
      } catch (error) {
        options.onError(error);
      }
    })();
    current = run;
    void run.then(() => {
      if (current === run) current = null;
    });
  };

  const first = setTimeout(tick, options.firstRunDelayMs ?? FIRST_RUN_DELAY_MS);
  const every = setInterval(tick, options.intervalMs ?? ERASURE_INTERVAL_MS);
  first.unref();
  every.unref();

  return {
    async stop() {
      stopped = true;
      clearTimeout(first);
      clearInterval(every);
      await current;
    },
  };
}
