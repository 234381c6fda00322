import { act, renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { FirstScreenContext, pageAnswers, type PageAnswers } from './first-screen';
import { useLoad } from './use-load';

describe('useLoad', () => {
  it('is loading, then loaded with the data', async () => {
    const load = jest.fn(async () => [1, 2]);
    const { result } = renderHook(() => useLoad(load));
    expect(result.current.state).toEqual({ status: 'loading' });
    await waitFor(() => expect(result.current.state).toEqual({ status: 'loaded', data: [1, 2] }));
  });

  it('is in error when the load fails, and loads again on retry', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce('ok');
    const { result } = renderHook(() => useLoad(load as (signal: AbortSignal) => Promise<string>));
    await waitFor(() => expect(result.current.state).toEqual({ status: 'error' }));
    act(() => result.current.retry());
    expect(result.current.state).toEqual({ status: 'loading' });
    await waitFor(() => expect(result.current.state).toEqual({ status: 'loaded', data: 'ok' }));
  });

  it('changes the loaded data in place with update, and ignores it before', async () => {
    let finish: (value: number[]) => void = () => undefined;
    const load = () => new Promise<number[]>((resolve) => { finish = resolve; });
    const { result } = renderHook(() => useLoad(load));
    act(() => result.current.update((list) => [...list, 9]));
    expect(result.current.state).toEqual({ status: 'loading' });
    await act(async () => finish([1, 2, 3]));
    act(() => result.current.update((list) => list.filter((n) => n !== 2)));
    expect(result.current.state).toEqual({ status: 'loaded', data: [1, 3] });
  });

  it('refreshes behind the loaded data, then shows the new data', async () => {
    const load = jest.fn().mockResolvedValueOnce('first').mockResolvedValueOnce('second');
    const { result } = renderHook(() => useLoad(load as (signal: AbortSignal) => Promise<string>));
    await waitFor(() => expect(result.current.state).toEqual({ status: 'loaded', data: 'first' }));
    act(() => result.current.refresh());
    expect(result.current.state).toEqual({ status: 'loaded', data: 'first' });
    await waitFor(() => expect(result.current.state).toEqual({ status: 'loaded', data: 'second' }));
  });

  it('keeps the loaded data when a refresh fails, but is in error when a refresh before any data fails', async () => {
    const load = jest.fn().mockResolvedValueOnce('first').mockRejectedValueOnce(new Error('down'));
    const { result } = renderHook(() => useLoad(load as (signal: AbortSignal) => Promise<string>));
    await waitFor(() => expect(result.current.state).toEqual({ status: 'loaded', data: 'first' }));
    await act(async () => result.current.refresh());
    expect(load).toHaveBeenCalledTimes(2);
    expect(result.current.state).toEqual({ status: 'loaded', data: 'first' });

    const slowThenFailing = jest.fn()
      .mockReturnValueOnce(new Promise<string>(() => undefined))
      .mockRejectedValueOnce(new Error('down'));
    const { result: empty } = renderHook(() => useLoad(slowThenFailing as (signal: AbortSignal) => Promise<string>));
    expect(empty.current.state).toEqual({ status: 'loading' });
    await act(async () => empty.current.refresh());
    expect(empty.current.state).toEqual({ status: 'error' });
  });

  it('cancels the load in flight when another starts', async () => {
    const signals: AbortSignal[] = [];
    const load = (signal: AbortSignal) => {
      signals.push(signal);
      return new Promise<string>(() => undefined);
    };
    const { result } = renderHook(() => useLoad(load));
    act(() => result.current.retry());
    expect(signals.map((signal) => signal.aborted)).toEqual([true, false]);
  });

  it('aborts the load on unmount and ignores its late answer', async () => {
    let signal: AbortSignal | undefined;
    const load = (s: AbortSignal) => {
      signal = s;
      return new Promise<string>(() => undefined);
    };
    const { unmount } = renderHook(() => useLoad(load));
    expect(signal?.aborted).toBe(false);
    unmount();
    expect(signal?.aborted).toBe(true);
  });

  describe('with keepPrevious', () => {
    /** A load per query whose answers the test lets through one at a time. */
    function loads() {
      const pending = new Map<string, (value: string) => void>();
      const failing = new Map<string, (error: Error) => void>();
      const byQuery = new Map<string, (signal: AbortSignal) => Promise<string>>();
      const loadFor = (query: string) => {
        let load = byQuery.get(query);
        if (!load) {
          load = () => new Promise<string>((resolve, reject) => {
            pending.set(query, resolve);
            failing.set(query, reject);
          });
          byQuery.set(query, load);
        }
        return load;
      };
      return {
        loadFor,
        answer: (query: string) => act(async () => pending.get(query)?.(`data of ${query}`)),
        fail: (query: string) => act(async () => failing.get(query)?.(new Error('down'))),
      };
    }

    it('keeps the data of the previous load on screen (stale) until the next answers', async () => {
      const { loadFor, answer } = loads();
      const { result, rerender } = renderHook(({ query }) => useLoad(loadFor(query), { keepPrevious: true }), {
        initialProps: { query: 'page 1' },
      });
      expect(result.current.state).toEqual({ status: 'loading' });
      expect(result.current.stale).toBe(false);
      await answer('page 1');
      expect(result.current.state).toEqual({ status: 'loaded', data: 'data of page 1' });

      rerender({ query: 'page 2' });
      expect(result.current.state).toEqual({ status: 'loaded', data: 'data of page 1' });
      expect(result.current.stale).toBe(true);
      await answer('page 2');
      expect(result.current.state).toEqual({ status: 'loaded', data: 'data of page 2' });
      expect(result.current.stale).toBe(false);
    });

    it('shows the error when the next load fails', async () => {
      const { loadFor, answer, fail } = loads();
      const { result, rerender } = renderHook(({ query }) => useLoad(loadFor(query), { keepPrevious: true }), {
        initialProps: { query: 'page 1' },
      });
      await answer('page 1');
      rerender({ query: 'page 2' });
      await fail('page 2');
      expect(result.current.state).toEqual({ status: 'error' });
      expect(result.current.stale).toBe(false);
    });

    it('shows loading for a new load without the option', async () => {
      const { loadFor, answer } = loads();
      const { result, rerender } = renderHook(({ query }) => useLoad(loadFor(query)), { initialProps: { query: 'page 1' } });
      await answer('page 1');
      rerender({ query: 'page 2' });
      expect(result.current.state).toEqual({ status: 'loading' });
      expect(result.current.stale).toBe(false);
    });
  });
});

describe('useLoad with a first-screen request', () => {
  const firstScreen = { path: 'admin/stats', read: (body: unknown) => ((body as { n?: unknown }).n === undefined ? null : body as { n: number }) };
  const withAnswers = (answers: PageAnswers) => ({ children }: { children: ReactNode }) => createElement(FirstScreenContext, { value: answers }, children);

  it('starts loaded from the answer the page carries and does not load; a later mount loads', async () => {
    const answers = pageAnswers({ 'admin/stats': { n: 3 } });
    const load = jest.fn(async () => ({ n: 4 }));
    const first = renderHook(() => useLoad(load, { firstScreen }), { wrapper: withAnswers(answers) });
    expect(first.result.current.state).toEqual({ status: 'loaded', data: { n: 3 } });
    await act(async () => undefined);
    expect(load).not.toHaveBeenCalled();
    first.unmount();
    // The answer was the first render's: the screen opened again loads afresh.
    const again = renderHook(() => useLoad(load, { firstScreen }), { wrapper: withAnswers(answers) });
    expect(again.result.current.state).toEqual({ status: 'loading' });
    await waitFor(() => expect(again.result.current.state).toEqual({ status: 'loaded', data: { n: 4 } }));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads as usual when the page carries no answer for the path, or one that does not read', async () => {
    for (const carried of [{ 'other/path': { n: 1 } }, { 'admin/stats': { wrong: true } }]) {
      const load = jest.fn(async () => ({ n: 5 }));
      const { result } = renderHook(() => useLoad(load, { firstScreen }), { wrapper: withAnswers(pageAnswers(carried)) });
      expect(result.current.state).toEqual({ status: 'loading' });
      await waitFor(() => expect(result.current.state).toEqual({ status: 'loaded', data: { n: 5 } }));
      expect(load).toHaveBeenCalledTimes(1);
    }
  });
});
