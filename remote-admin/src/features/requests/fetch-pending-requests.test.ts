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
    await expect(fetchPendingRequests(new URLSearchParams())).resolves.toEqual({ data: requests, total: 2, page: 1, pageSize: 2 });
    expect(sent).toEqual([{ method: 'GET', url: 'http://localhost/api/admin/membership/pendingRequests', body: undefined }]);
  });

  it('sends the view as the query and reads the counts of the page', async () => {
    const requests = [aRequest({ id: 'r-51' })];
    const sent = answerWith(fetchMock, () => jsonResponse({ data: requests, total: 51, page: 3, pageSize: 25 }));
    const params = new URLSearchParams({ q: 'chef', from: '2024-01-01', page: '3' });
    await expect(fetchPendingRequests(params)).resolves.toEqual({ data: requests, total: 51, page: 3, pageSize: 25 });
    expect(sent.map((call) => call.url)).toEqual([
      'http://localhost/api/admin/membership/pendingRequests?q=chef&from=2024-01-01&page=3',
    ]);
  });

  it("reads each request's progress, none yet when the answer has none", async () => {
    const { votes: _votes, endorsements: _endorsements, ...bare } = aRequest({ id: 'r-3' });
    fetchMock.mockResolvedValue(jsonResponse({
      data: [
        aRequest({ id: 'r-1', votes: { yes: 2, no: 1, abstain: 3 }, endorsements: { requested: 1, endorsed: 1, declined: 0 } }),
        { ...bare, endorsements: null },
      ],
    }));
    const { data } = await fetchPendingRequests(new URLSearchParams());
    expect(data.map(({ votes, endorsements }) => ({ votes, endorsements }))).toEqual([
      { votes: { yes: 2, no: 1, abstain: 3 }, endorsements: { requested: 1, endorsed: 1, declined: 0 } },
      { votes: { yes: 0, no: 0, abstain: 0 }, endorsements: { requested: 0, endorsed: 0, declined: 0 } },
    ]);
  });

  it.each([{}, { data: {} }, null])('rejects an answer without a list: %p', async (body) => {
    fetchMock.mockResolvedValue(jsonResponse(body));
    await expect(fetchPendingRequests(new URLSearchParams())).rejects.toThrow();
  });

  it('rejects with the status on an error answer, without retrying', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ message: 'boom' }, 500));
    expect(httpStatusOf(await fetchPendingRequests(new URLSearchParams()).catch((e: unknown) => e))).toBe(500);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('gives up after REQUEST_TIMEOUT_MS.load', async () => {
    jest.useFakeTimers();
    fetchMock.mockImplementation(hangs);
    let outcome: unknown = 'pending';
    void fetchPendingRequests(new URLSearchParams()).catch((e: unknown) => { outcome = e; });
    await jest.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS.load);
    expect((outcome as Error).name).toBe('TimeoutError');
  });
});
