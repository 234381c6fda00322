import { useCallback, useEffect, useRef, useState } from 'react';

/** A screen is loading, then loaded or in error. */
export type LoadState<T> =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'loaded'; data: T };

const LOADING = { status: 'loading' } as const;

export interface Load<T> {
  state: LoadState<T>;
  /** Loads again from scratch, with the spinner (after a failure). */
  retry: () => void;
  /** Loads again behind the data on screen (after a change elsewhere); a failure keeps that data. */
  refresh: () => void;
  /** Changes the loaded data in place (after an action the server has answered). */
  update: (change: (data: T) => T) => void;
}

/**
 * Runs `load` on mount, on retry and on refresh. Each load cancels the one before it and is
 * cancelled on unmount, so a late answer never lands on a screen that has moved on. `load` must
 * be stable (a module-level function, or `useCallback`): a new one loads again from scratch.
 */
export function useLoad<T>(load: (signal: AbortSignal) => Promise<T>): Load<T> {
  // The state belongs to the `load` that produced it: a new `load` shows loading until it answers.
  const [owned, setOwned] = useState<{ load: typeof load; state: LoadState<T> }>({ load, state: LOADING });
  const state = owned.load === load ? owned.state : LOADING;
  const current = useRef<AbortController | null>(null);

  const fetchInto = useCallback(async (quiet: boolean) => {
    current.current?.abort();
    const controller = new AbortController();
    current.current = controller;
    const settle = (next: (previous: LoadState<T>) => LoadState<T>) =>
      setOwned((previous) => ({ load, state: next(previous.load === load ? previous.state : LOADING) }));
    try {
      const data = await load(controller.signal);
      if (!controller.signal.aborted) settle(() => ({ status: 'loaded', data }));
    } catch {
      if (controller.signal.aborted) return;
      // A failed refresh keeps the data on screen; a failed load says so.
      settle((previous) => (quiet && previous.status === 'loaded' ? previous : { status: 'error' }));
    }
  }, [load]);

  useEffect(() => {
    void fetchInto(false);
    return () => current.current?.abort();
  }, [fetchInto]);

  const retry = useCallback(() => {
    setOwned({ load, state: LOADING });
    void fetchInto(false);
  }, [load, fetchInto]);
  const refresh = useCallback(() => void fetchInto(true), [fetchInto]);
  const update = useCallback((change: (data: T) => T) => {
    setOwned((previous) => (previous.load === load && previous.state.status === 'loaded'
      ? { load, state: { status: 'loaded', data: change(previous.state.data) } }
      : previous));
  }, [load]);
  return { state, retry, refresh, update };
}
