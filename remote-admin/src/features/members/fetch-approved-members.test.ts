import { httpStatusOf, REQUEST_TIMEOUT_MS } from 'shared';
import { answerWith, hangs, jsonResponse, stubFetch } from 'shared/testing';
import { aRecord } from '../records/records.test-utils';
import { fetchApprovedMembers } from './fetch-approved-members';

let fetchMock: jest.SpyInstance;

beforeEach(() => {
  fetchMock = stubFetch();
});

afterEach(() => {
  fetchMock.mockRestore();
  jest.useRealTimers();
});

describe('fetchApprovedMembers', () => {
  it('GETs admin/membership/approvedMembers and returns `data` with each user', async () => {
    const members = [
      aRecord({ id: 'm-1', user: { id: 'u-1', isActive: true, profilePicture: null } }),
      aRecord({ id: 'm-2', user: { id: 'u-2', isActive: false, profilePicture: 'https://storage.example/b.png' } }),
    ];
    const sent = answerWith(fetchMock, () => jsonResponse({ data: members }));
    await expect(fetchApprovedMembers(new URLSearchParams())).resolves.toEqual({ data: members, total: 2, page: 1, pageSize: 2 });
    expect(sent).toEqual([{ method: 'GET', url: 'http://localhost/api/admin/membership/approvedMembers', body: undefined }]);
  });

  it('sends the view as the query and reads the counts of the page', async () => {
    const members = [aRecord({ id: 'm-26' })];
    const sent = answerWith(fetchMock, () => jsonResponse({ data: members, total: 26, page: 2, pageSize: 25 }));
    const params = new URLSearchParams({ q: 'ada', sort: '-name', status: 'blocked', page: '2' });
    await expect(fetchApprovedMembers(params)).resolves.toEqual({ data: members, total: 26, page: 2, pageSize: 25 });
    expect(sent.map((call) => call.url)).toEqual([
      'http://localhost/api/admin/membership/approvedMembers?q=ada&sort=-name&status=blocked&page=2',
    ]);
  });

  it.each([{}, { data: 'x' }, []])('rejects an answer without a list: %p', async (body) => {
    fetchMock.mockResolvedValue(jsonResponse(body));
    await expect(fetchApprovedMembers(new URLSearchParams())).rejects.toThrow();
  });

  it('rejects with the status on an error answer, without retrying', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ message: 'Forbidden' }, 403));
    expect(httpStatusOf(await fetchApprovedMembers(new URLSearchParams()).catch((e: unknown) => e))).toBe(403);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('gives up after REQUEST_TIMEOUT_MS.load', async () => {
    jest.useFakeTimers();
    fetchMock.mockImplementation(hangs);
    let outcome: unknown = 'pending';
    void fetchApprovedMembers(new URLSearchParams()).catch((e: unknown) => { outcome = e; });
    await jest.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS.load);
    expect((outcome as Error).name).toBe('TimeoutError');
  });
});
