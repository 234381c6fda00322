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
    await expect(fetchApprovedMembers()).resolves.toEqual(members);
    expect(sent).toEqual([{ method: 'GET', url: 'http://localhost/api/admin/membership/approvedMembers', body: undefined }]);
  });

  it.each([{}, { data: 'x' }, []])('rejects an answer without a list: %p', async (body) => {
    fetchMock.mockResolvedValue(jsonResponse(body));
    await expect(fetchApprovedMembers()).rejects.toThrow();
  });

  it('rejects with the status on an error answer, without retrying', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ message: 'Forbidden' }, 403));
    expect(httpStatusOf(await fetchApprovedMembers().catch((e: unknown) => e))).toBe(403);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('gives up after REQUEST_TIMEOUT_MS.load', async () => {
    jest.useFakeTimers();
    fetchMock.mockImplementation(hangs);
    let outcome: unknown = 'pending';
    void fetchApprovedMembers().catch((e: unknown) => { outcome = e; });
    await jest.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS.load);
    expect((outcome as Error).name).toBe('TimeoutError');
  });
});
