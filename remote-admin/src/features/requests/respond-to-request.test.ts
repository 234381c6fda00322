import { httpStatusOf, REQUEST_TIMEOUT_MS } from 'shared';
import { answerWith, hangs, jsonResponse, stubFetch } from 'shared/testing';
import { respondToRequest } from './respond-to-request';

let fetchMock: jest.SpyInstance;

beforeEach(() => {
  fetchMock = stubFetch();
});

afterEach(() => {
  fetchMock.mockRestore();
  jest.useRealTimers();
});

describe('respondToRequest', () => {
  it('POSTs the decision as JSON to admin/membership/respond/{id}', async () => {
    const sent = answerWith(fetchMock, () => jsonResponse({ success: true }));
    await respondToRequest('r-1', { adminId: 'admin-1', action: 'rejected', rejectionReason: 'Incomplete' });
    expect(sent).toEqual([{
      method: 'POST',
      url: 'http://localhost/api/admin/membership/respond/r-1',
      body: { adminId: 'admin-1', action: 'rejected', rejectionReason: 'Incomplete' },
    }]);
    const [request] = fetchMock.mock.calls[0] as [Request];
    expect(request.credentials).toBe('include');
    expect(request.headers.get('content-type')).toMatch(/application\/json/);
  });

  it('encodes the id into the path', async () => {
    const sent = answerWith(fetchMock, () => jsonResponse({}));
    await respondToRequest('a/b?c', { adminId: 'admin-1', action: 'approved' });
    expect(sent[0]?.url).toBe('http://localhost/api/admin/membership/respond/a%2Fb%3Fc');
  });

  it('rejects with the status when the request was already decided (409), and never retries', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ message: 'Already decided' }, 409));
    const error = await respondToRequest('r-1', { adminId: 'admin-1', action: 'approved' }).catch((e: unknown) => e);
    expect(httpStatusOf(error)).toBe(409);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it(`gives up after REQUEST_TIMEOUT_MS.write (${REQUEST_TIMEOUT_MS.write / 1000} s)`, async () => {
    jest.useFakeTimers();
    fetchMock.mockImplementation(hangs);
    let outcome: unknown = 'pending';
    void respondToRequest('r-1', { adminId: 'admin-1', action: 'approved' }).catch((e: unknown) => { outcome = e; });
    await jest.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS.write - 1);
    expect(outcome).toBe('pending');
    await jest.advanceTimersByTimeAsync(1);
    expect((outcome as Error).name).toBe('TimeoutError');
  });
});
