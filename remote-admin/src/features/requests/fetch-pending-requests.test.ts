import { httpStatusOf, REQUEST_TIMEOUT_MS } from 'shared';
import { answerWith, hangs, jsonResponse, stubFetch } from 'shared/testing';
import { aRequest } from '../records/records.test-utils';
import { fetchPendingRequests } from './fetch-pending-requests';

let fetchMock: jest.SpyInstance;

beforeEach(() => {
  fetchMock = stubFetch();
});

afterEach(() => {
  fetchMock.mockRestore();
  jest.useRealTimers();
});

describe('fetchPendingRequests', () => {
  it("GETs admin/membership/pendingRequests and returns `data` in the API's order", async () => {
    const requests = [aRequest({ id: 'r-2', fullName: 'Zora Neale' }), aRequest({ id: 'r-1', fullName: 'Ada Lovelace' })];
    const sent = answerWith(fetchMock, () => jsonResponse({ data: requests }));
    await expect(fetchPendingRequests()).resolves.toEqual(requests);
    expect(sent).toEqual([{ method: 'GET', url: 'http://localhost/api/admin/membership/pendingRequests', body: undefined }]);
  });

  it.each([{}, { data: {} }, null])('rejects an answer without a list: %p', async (body) => {
    fetchMock.mockResolvedValue(jsonResponse(body));
    await expect(fetchPendingRequests()).rejects.toThrow();
  });

  it('rejects with the status on an error answer, without retrying', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ message: 'boom' }, 500));
    expect(httpStatusOf(await fetchPendingRequests().catch((e: unknown) => e))).toBe(500);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('gives up after REQUEST_TIMEOUT_MS.load', async () => {
    jest.useFakeTimers();
    fetchMock.mockImplementation(hangs);
    let outcome: unknown = 'pending';
    void fetchPendingRequests().catch((e: unknown) => { outcome = e; });
    await jest.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS.load);
    expect((outcome as Error).name).toBe('TimeoutError');
  });
});
