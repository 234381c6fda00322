// Every API instance erases the departures whose grace period has passed: once shortly after it
// starts, then every ERASURE_INTERVAL_MS (app/periodic-job.ts). Instances need no coordination:
// each erasure claims its departure in its own transaction (member-erasure.ts), so running in
// several instances at once, or twice, erases each member once.
import { startPeriodicJob, type PeriodicJob, type PeriodicJobOptions } from '../../app/periodic-job';

/** How often an instance looks for departures due for erasure. */
export const ERASURE_INTERVAL_MS = 60 * 60 * 1000;
/** The first run, after the start (the server is then listening and migrated). */
export const FIRST_RUN_DELAY_MS = 5_000;

export type ErasureJobOptions = Omit<PeriodicJobOptions, 'intervalMs' | 'firstRunDelayMs'> &
  Partial<Pick<PeriodicJobOptions, 'intervalMs' | 'firstRunDelayMs'>>;

export type ErasureJob = PeriodicJob;

export const startErasureJob = (options: ErasureJobOptions): ErasureJob =>
  startPeriodicJob({
    ...options,
    intervalMs: options.intervalMs ?? ERASURE_INTERVAL_MS,
    firstRunDelayMs: options.firstRunDelayMs ?? FIRST_RUN_DELAY_MS,
  });
