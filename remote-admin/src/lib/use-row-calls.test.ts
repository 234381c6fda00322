import { act, renderHook } from '@testing-library/react';
import { useRowCalls } from './use-row-calls';

describe('useRowCalls', () => {
  it('marks a row busy while its call runs, settles with success, then clears the mark', async () => {
    let finish: () => void = () => undefined;
    const call = () => new Promise<void>((resolve) => { finish = resolve; });
    const settle = jest.fn();
    const { result } = renderHook(() => useRowCalls<'approve' | 'reject'>());

    let running: Promise<void> = Promise.resolve();
    act(() => { running = result.current.run('r-1', 'approve', call, settle); });
    expect(result.current.busy).toEqual(new Map([['r-1', 'approve']]));
    expect(settle).not.toHaveBeenCalled();

    await act(async () => {
      finish();
      await running;
    });
    expect(settle).toHaveBeenCalledWith(true);
    expect(result.current.busy.size).toBe(0);
  });

  it('settles with failure and its reason when the call rejects, and never rejects itself', async () => {
    const settle = jest.fn();
    const { result } = renderHook(() => useRowCalls<string>());
    const down = new Error('down');
    await act(() => result.current.run('r-1', 'block', () => Promise.reject(down), settle));
    expect(settle).toHaveBeenCalledWith(false, down);
    expect(result.current.busy.size).toBe(0);
  });

  it('keeps each row busy on its own', async () => {
    const finishes: Array<() => void> = [];
    const call = () => new Promise<void>((resolve) => { finishes.push(resolve); });
    const { result } = renderHook(() => useRowCalls<string>());
    const runs: Array<Promise<void>> = [];
    act(() => {
      runs.push(result.current.run('a', 'x', call, () => undefined));
      runs.push(result.current.run('b', 'y', call, () => undefined));
    });
    expect(result.current.busy).toEqual(new Map([['a', 'x'], ['b', 'y']]));
    await act(async () => {
      finishes[1]?.();
      await runs[1];
    });
    expect(result.current.busy).toEqual(new Map([['a', 'x']]));
  });
});
