import { useCallback, useEffect, useRef, useState } from 'react';

/** spec.md section 4: a screen is loading, then loaded or in error. */
export type LoadState<T> =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'loaded'; data: T };

export interface Load<T> {
  state: LoadState<T>;
  /** Loads again from scratch, with the spinner (after a failure). */
  retry: () => void;
  /** Changes the loaded data in place (after an action the server has answered). */
  update: (change: (data: T) => T) => void;
}

/**
 * Runs `load` on mount and on retry. Each load cancels the one before it and is cancelled on
 * unmount, so a late answer never lands on a screen that has moved on. `load` must be stable
 * (a module-level function).
 */
export function useLoad<T>(load: (signal: AbortSignal) => Promise<T>): Load<T> {
  const [state, setState] = useState<LoadState<T>>({ status: 'loading' });
  const current = useRef<AbortController | null>(null);

  const run = useCallback(async () => {
    current.current?.abort();
    const controller = new AbortController();
    current.current = controller;
    setState({ status: 'loading' });
    try {
      const data = await load(controller.signal);
      if (!controller.signal.aborted) setState({ status: 'loaded', data });
    } catch {
      if (!controller.signal.aborted) setState({ status: 'error' });
    }
  }, [load]);

  useEffect(() => {
    void run();
    return () => current.current?.abort();
  }, [run]);

  const retry = useCallback(() => void run(), [run]);
  const update = useCallback((change: (data: T) => T) => {
    setState((previous) => (previous.status === 'loaded' ? { status: 'loaded', data: change(previous.data) } : previous));
  }, []);
  return { state, retry, update };
}
