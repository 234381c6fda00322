// Work each API instance does on a timer (the erasure of departures due, the canary evaluation):
// once shortly after the start, then every interval. A run never overlaps another of this
// instance (a tick during a long run is skipped); a failed run is reported and the next one tries
// again. Instances need no coordination beyond what each run does in the database.

export interface PeriodicJobOptions {
  /** One run, at the time the clock gives. */
  run: (now: Date) => Promise<unknown>;
  onError: (error: unknown) => void;
  /** The time a run gets; the real clock unless a test gives another. */
  clock?: () => Date;
  intervalMs: number;
  /** The first run, after the start (the server is then listening and migrated). */
  firstRunDelayMs: number;
}

export interface PeriodicJob {
  /** No run starts after this; resolves once the run under way, if any, is over. */
  stop(): Promise<void>;
}

export function startPeriodicJob(options: PeriodicJobOptions): PeriodicJob {
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

  const first = setTimeout(tick, options.firstRunDelayMs);
  const every = setInterval(tick, options.intervalMs);
  // Never what keeps the process alive.
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
