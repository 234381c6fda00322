import { useCallback, useState } from 'react';

export interface RowCalls<K> {
  /** The call in flight for each row, by row id. */
  busy: ReadonlyMap<string, K>;
  /**
   * Marks the row busy with `kind` while `call` runs, then calls `settle` with whether it
   * succeeded (and if not, why), in the same update that clears the busy mark (so a row and its
   * dialog change at once). Never rejects.
   */
  run: (id: string, kind: K, call: () => Promise<unknown>, settle: (done: boolean, error?: unknown) => void) => Promise<void>;
}

/** The admin tables' row actions: each row can have its own call in flight while others run. */
export function useRowCalls<K>(): RowCalls<K> {
  const [busy, setBusy] = useState<ReadonlyMap<string, K>>(() => new Map());
  const run = useCallback<RowCalls<K>['run']>(async (id, kind, call, settle) => {
    setBusy((current) => new Map(current).set(id, kind));
    let done = true;
    let failure: unknown;
    try {
      await call();
    } catch (error) {
      done = false;
      failure = error;
    }
    if (done) settle(true);
    else settle(false, failure);
    setBusy((current) => {
      const next = new Map(current);
      next.delete(id);
      return next;
    });
  }, []);
  return { busy, run };
}
