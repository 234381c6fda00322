import { use, useCallback, useContext, useEffect, useRef, useState } from 'react';
import { FirstScreenContext, type FirstScreenAnswers, type FirstScreenRequest } from './first-screen';

/** A screen is loading, then loaded or in error. */
export type LoadState<T> =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'loaded'; data: T };

const LOADING = { status: 'loading' } as const;

export interface LoadOptions<T = unknown> {
  /**
   * When `load` changes (a new page, a new search), keep the data of the one before on screen
   * until the new one answers, instead of showing loading: `stale` says so meanwhile. A failure
   * of the new load still shows the error.
   */
  keepPrevious?: boolean;
  /**
   * The load is part of the page's first screen: on the server the page is drawn with the API's
   * answer to this GET, and the page carries the answer, so hydration draws the same data and
   * the first load does not run. Without a page answer (a screen opened later, a page drawn in
   * the browser) the load runs as usual.
   */
  firstScreen?: FirstScreenRequest<T>;
}

export interface Load<T> {
  state: LoadState<T>;
  /** True while the data shown belongs to an earlier `load` whose successor has not answered (keepPrevious). */
  stale: boolean;
  /** Loads again from scratch, with the spinner (after a failure). */
  retry: () => void;
  /** Loads again behind the data on screen (after a change elsewhere); a failure keeps that data. */
  refresh: () => void;
  /** Changes the loaded data in place (after an action the server has answered). */
  update: (change: (data: T) => T) => void;
}

/** The first state of a first-screen load: loaded from the answer the server drew or the page carries. */
function firstScreenState<T>(request: FirstScreenRequest<T> | undefined, answers: FirstScreenAnswers | null, serverBody: unknown): LoadState<T> {
  if (!request || !answers) return LOADING;
  const body = answers.kind === 'server' ? serverBody : answers.peek(request.path);
  const data = body === undefined ? null : request.read(body);
  return data === null ? LOADING : { status: 'loaded', data };
}

/**
 * Runs `load` on mount, on retry and on refresh. Each load cancels the one before it and is
 * cancelled on unmount, so a late answer never lands on a screen that has moved on. `load` must
 * be stable (a module-level function, or `useCallback`): a new one loads again, from scratch
 * unless `keepPrevious`.
 */
export function useLoad<T>(load: (signal: AbortSignal) => Promise<T>, { keepPrevious = false, firstScreen }: LoadOptions<T> = {}): Load<T> {
  const answers = useContext(FirstScreenContext);
  // On the server a first-screen load waits for the API's answer (the render waits for it).
  const serverBody = firstScreen && answers?.kind === 'server' ? use(answers.answer(firstScreen.path)) : undefined;
  // The state belongs to the `load` that produced it: a new `load` shows loading until it answers
  // (or, with keepPrevious, the data before it).
  const [owned, setOwned] = useState<{ load: typeof load; state: LoadState<T> }>(
    () => ({ load, state: firstScreenState(firstScreen, answers, serverBody) }),
  );
  // Started from the page's answer: the first load is not needed.
  const fromPage = useRef(owned.state.status === 'loaded');
  const kept = keepPrevious && owned.state.status === 'loaded';
  const state = owned.load === load || kept ? owned.state : LOADING;
  const stale = owned.load !== load && kept;
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
    if (fromPage.current) {
      fromPage.current = false;
      if (firstScreen && answers?.kind === 'page') answers.drop(firstScreen.path);
    } else {
      void fetchInto(false);
    }
    return () => current.current?.abort();
    // Only a new `load` loads again; the first-screen request belongs to the first render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetchInto]);

  const retry = useCallback(() => {
    setOwned({ load, state: LOADING });
    void fetchInto(false);
  }, [load, fetchInto]);
  const refresh = useCallback(() => void fetchInto(true), [fetchInto]);
  const update = useCallback((change: (data: T) => T) => {
    // Kept data from an earlier load changes too: it is what the screen shows.
    setOwned((previous) => ((previous.load === load || keepPrevious) && previous.state.status === 'loaded'
      ? { load: previous.load, state: { status: 'loaded', data: change(previous.state.data) } }
      : previous));
  }, [load, keepPrevious]);
  return { state, stale, retry, refresh, update };
}
