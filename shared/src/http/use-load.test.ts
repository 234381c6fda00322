import { act, renderHook, waitFor } from '@testing-library/react';
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
