import { REQUEST_TIMEOUT_MS, TimeLimitError, withinTime } from './request-policy';

/** A promise the test settles by hand. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** What a promise has done so far. */
function watch(promise: Promise<unknown>) {
  const seen: { outcome: 'pending' | 'resolved' | 'rejected'; value?: unknown } = { outcome: 'pending' };
  promise.then(
    (value) => Object.assign(seen, { outcome: 'resolved', value }),
    (value: unknown) => Object.assign(seen, { outcome: 'rejected', value }),
  );
  return seen;
}

describe('REQUEST_TIMEOUT_MS', () => {
  it('names the presets: load 10 s, write 20 s, upload 30 s, best effort 5 s', () => {
    expect(REQUEST_TIMEOUT_MS).toEqual({ load: 10_000, write: 20_000, upload: 30_000, bestEffort: 5_000 });
  });
});

describe('withinTime', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('gives what the work gives when it settles in time, and leaves no timer behind', async () => {
    const work = deferred<string>();
    const seen = watch(withinTime(work.promise, 1000));
    await jest.advanceTimersByTimeAsync(999);
    work.resolve('done');
    await jest.advanceTimersByTimeAsync(0);
    expect(seen).toEqual({ outcome: 'resolved', value: 'done' });
    expect(jest.getTimerCount()).toBe(0);
  });

  it("passes the work's own failure through", async () => {
    const failure = new Error('offline');
    const seen = watch(withinTime(Promise.reject(failure), 1000));
    await jest.advanceTimersByTimeAsync(0);
    expect(seen).toEqual({ outcome: 'rejected', value: failure });
    expect(jest.getTimerCount()).toBe(0);
  });

  it('rejects with a TimeLimitError once the time has passed, not a moment before', async () => {
    const seen = watch(withinTime(new Promise(() => {}), 1000));
    await jest.advanceTimersByTimeAsync(999);
    expect(seen.outcome).toBe('pending');
    await jest.advanceTimersByTimeAsync(1);
    expect(seen.outcome).toBe('rejected');
    expect(seen.value).toBeInstanceOf(TimeLimitError);
    expect(seen.value).toMatchObject({ name: 'TimeLimitError', ms: 1000, message: 'timed out after 1000 ms' });
  });

  it("rejects with the caller's error when given one", async () => {
    class SlowError extends Error {}
    const seen = watch(withinTime(new Promise(() => {}), 50, () => new SlowError('too slow')));
    await jest.advanceTimersByTimeAsync(50);
    expect(seen.value).toBeInstanceOf(SlowError);
  });

  it('ignores a late answer once it has timed out', async () => {
    const work = deferred<string>();
    const seen = watch(withinTime(work.promise, 10));
    await jest.advanceTimersByTimeAsync(10);
    work.resolve('late');
    await jest.advanceTimersByTimeAsync(0);
    expect(seen.outcome).toBe('rejected');
  });
});
