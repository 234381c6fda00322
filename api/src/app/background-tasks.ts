// Work a request starts but does not wait for, e.g. the forgot-password mail, whose duration
// would otherwise tell a caller whether an account exists. Tasks start after the current response
// has been written (setImmediate), their errors go to `onError`, and `idle()` waits for them
// (the server awaits it on close, before the database and the mailer go away; tests use it too).
export interface BackgroundTasks {
  /** Starts `task` on a later turn of the event loop; never throws, never rejects. */
  run(label: string, task: () => Promise<void>): void;
  /**
   * Resolves once every task started so far (and any they started) has settled: true, or false
   * when `timeoutMs` passed first (a hung SMTP server must not hold a shutdown forever).
   */
  idle(timeoutMs?: number): Promise<boolean>;
}

export function createBackgroundTasks(onError: (error: unknown, label: string) => void): BackgroundTasks {
  const pending = new Set<Promise<void>>();

  return {
    run(label, task) {
      const settled: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(task)
        .catch((error: unknown) => {
          try {
            onError(error, label);
          } catch {
            // A failing error reporter must not become an unhandled rejection.
          }
        })
        .finally(() => pending.delete(settled));
      pending.add(settled);
    },

    async idle(timeoutMs) {
      const drain = async () => {
        while (pending.size > 0) await Promise.allSettled([...pending]);
        return true;
      };
      if (timeoutMs === undefined) return drain();
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<false>((resolve) => {
        timer = setTimeout(() => resolve(false), timeoutMs);
      });
      try {
        return await Promise.race([drain(), timeout]);
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
