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
});
