import { useCallback, useEffect, useRef, useState } from 'react';

/** A screen is loading, then loaded or in error. */
export type LoadState<T> =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'loaded'; data: T };

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
  const [state, setState] = useState<LoadState<T>>({ status: 'loading' });
  const current = useRef<AbortController | null>(null);

  const run = useCallback(async (quiet: boolean) => {
    current.current?.abort();
    const controller = new AbortController();
    current.current = controller;
    if (!quiet) setState({ status: 'loading' });
    try {
      const data = await load(controller.signal);
      if (!controller.signal.aborted) setState({ status: 'loaded', data });
    } catch {
      if (controller.signal.aborted) return;
      // A failed refresh keeps the data on screen; a failed load says so.
      setState((previous) => (quiet && previous.status === 'loaded' ? previous : { status: 'error' }));
    }
  }, [load]);

  useEffect(() => {
    void run(false);
    return () => current.current?.abort();
  }, [run]);

  const retry = useCallback(() => void run(false), [run]);
  const refresh = useCallback(() => void run(true), [run]);
  const update = useCallback((change: (data: T) => T) => {
    setState((previous) => (previous.status === 'loaded' ? { status: 'loaded', data: change(previous.data) } : previous));
  }, []);
  return { state, retry, refresh, update };
}
