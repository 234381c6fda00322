import { httpStatusOf, REQUEST_TIMEOUT_MS } from 'shared';
import { answerWith, hangs, jsonResponse, stubFetch } from 'shared/testing';
import { fetchMembershipStats, toMembershipStats } from './fetch-membership-stats';

let fetchMock: jest.SpyInstance;

beforeEach(() => {
  fetchMock = stubFetch();
});

afterEach(() => {
  fetchMock.mockRestore();
  jest.useRealTimers();
});

describe('fetchMembershipStats', () => {
  it('GETs admin/membership/stats with credentials and returns the two counts', async () => {
    const sent = answerWith(fetchMock, () => jsonResponse({ pending: 3, approved: 12 }));
    await expect(fetchMembershipStats()).resolves.toEqual({ pending: 3, approved: 12 });
    expect(sent).toEqual([{ method: 'GET', url: 'http://localhost/api/admin/membership/stats', body: undefined }]);
    const [request] = fetchMock.mock.calls[0] as [Request];
    expect(request.credentials).toBe('include');
  });

  it('rejects an answer without both counts', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ pending: 3 }));
    await expect(fetchMembershipStats()).rejects.toThrow('no counts');
  });

  it('rejects with the status on an error answer, without retrying', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ message: 'Forbidden' }, 403));
    const error = await fetchMembershipStats().catch((e: unknown) => e);
    expect(httpStatusOf(error)).toBe(403);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it(`gives up after REQUEST_TIMEOUT_MS.load (${REQUEST_TIMEOUT_MS.load / 1000} s) instead of waiting for ever`, async () => {
    jest.useFakeTimers();
    fetchMock.mockImplementation(hangs);
    let outcome: unknown = 'pending';
    void fetchMembershipStats().then((v) => { outcome = v; }, (e: unknown) => { outcome = e; });
    await jest.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS.load - 1);
    expect(outcome).toBe('pending');
    await jest.advanceTimersByTimeAsync(1);
    expect((outcome as Error).name).toBe('TimeoutError');
  });

  it('stops when its signal aborts', async () => {
    fetchMock.mockImplementation(hangs);
    const controller = new AbortController();
    const pending = fetchMembershipStats(controller.signal);
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('toMembershipStats', () => {
  it('reads two whole, non-negative counts', () => {
    expect(toMembershipStats({ pending: 0, approved: 7, extra: 'x' })).toEqual({ pending: 0, approved: 7 });
  });

  it.each([
    null, 'x', [], {}, { pending: 1 }, { approved: 1 }, { pending: '1', approved: 2 },
    { pending: -1, approved: 2 }, { pending: 1.5, approved: 2 }, { pending: Number.NaN, approved: 2 },
  ])('gives null for %p', (body) => {
    expect(toMembershipStats(body)).toBeNull();
  });
});
