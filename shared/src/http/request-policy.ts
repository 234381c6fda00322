/**
 * How long the apps wait for an answer. The HTTP client has no default time-out, so every call
 * names one of these (ky's `timeout` option; `withinTime` for a promise that is not a ky call),
 * and a hung server always ends in the screen's error text. Nothing is retried automatically: a
 * write sent twice could act twice.
 */
export const REQUEST_TIMEOUT_MS = {
  /** A read that a loading screen waits for (a spinner, then the data or the failure text). */
  load: 10_000,
  /** A write the user sent and waits on ('Sending...', 'Processing...'): form, save, admin action. */
  write: 20_000,
  /** A file sent to the object storage: a few megabytes, from a phone too. */
  upload: 30_000,
  /** A call whose failure changes nothing the user sees (signing out ends the local session anyway). */
  bestEffort: 5_000,
} as const;

/** A promise that did not settle within its time limit. */
export class TimeLimitError extends Error {
  readonly ms: number;

  constructor(ms: number, message = `timed out after ${ms} ms`) {
    super(message);
    this.name = 'TimeLimitError';
    this.ms = ms;
  }
}

/**
 * `work`, or a rejection once `ms` have passed without it settling: with `timedOut()` when
 * given, else a TimeLimitError. The work goes on (a promise cannot be cancelled); the caller
 * decides what a late answer does.
 */
export function withinTime<T>(work: Promise<T>, ms: number, timedOut: () => Error = () => new TimeLimitError(ms)): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(timedOut()), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}
