import { startErasureJob } from './departure-erasure-job';

describe('the periodic erasure', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs shortly after the start, then at every interval, at the time its clock gives', async () => {
    const runs: string[] = [];
    let now = new Date('2030-01-01T00:00:00.000Z');
    const job = startErasureJob({
      run: async (at) => {
        runs.push(at.toISOString());
      },
      onError: () => undefined,
      clock: () => now,
      firstRunDelayMs: 1_000,
      intervalMs: 60_000,
    });
    await jest.advanceTimersByTimeAsync(999);
    expect(runs).toEqual([]);
    await jest.advanceTimersByTimeAsync(1);
    expect(runs).toEqual(['2030-01-01T00:00:00.000Z']);
    now = new Date('2030-02-01T00:00:00.000Z');
    await jest.advanceTimersByTimeAsync(60_000);
    expect(runs).toEqual(['2030-01-01T00:00:00.000Z', '2030-02-01T00:00:00.000Z']);
    await job.stop();
    await jest.advanceTimersByTimeAsync(600_000);
    expect(runs).toHaveLength(2);
  });

  it('reports a failed run and tries again at the next one; skips ticks while a run is under way; stop waits for it', async () => {
    const errors: unknown[] = [];
    let active = 0;
    let most = 0;
    let calls = 0;
    let release: () => void = () => undefined;
    const job = startErasureJob({
      run: async () => {
        calls += 1;
        active += 1;
        most = Math.max(most, active);
        try {
          if (calls === 1) throw new Error('database away');
          await new Promise<void>((resolve) => {
            release = resolve;
          });
        } finally {
          active -= 1;
        }
      },
      onError: (error) => errors.push(error),
      firstRunDelayMs: 10,
      intervalMs: 10,
    });
    await jest.advanceTimersByTimeAsync(10);
    expect(errors).toEqual([new Error('database away')]);
    await jest.advanceTimersByTimeAsync(50);
    expect([calls, most]).toEqual([2, 1]);
    let stopped = false;
    const stopping = job.stop().then(() => {
      stopped = true;
    });
    await jest.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(stopped).toBe(true);
    await jest.advanceTimersByTimeAsync(50);
    expect([calls, most]).toEqual([2, 1]);
  });
});
