import { httpStatusOf, REQUEST_TIMEOUT_MS } from 'shared';
import { answerWith, hangs, jsonResponse, stubFetch } from 'shared/testing';
import { fetchApplicationStatus, toApplicationStatus } from './fetch-application-status';

let fetchMock: jest.SpyInstance;

beforeEach(() => {
  fetchMock = stubFetch();
});

afterEach(() => {
  fetchMock.mockRestore();
  jest.useRealTimers();
});

const STATUS = { stage: 'sponsors', submittedAt: '2026-03-14T15:00:00.000Z', sponsors: { requested: 2, endorsed: 1 } } as const;

describe('fetchApplicationStatus', () => {
  it('GETs membership/status/{token} with cookies and gives the status in `data`', async () => {
    const sent = answerWith(fetchMock, () => jsonResponse({ data: STATUS }));
    await expect(fetchApplicationStatus('tok-abc_123')).resolves.toEqual(STATUS);
    expect(sent).toEqual([{ method: 'GET', url: 'http://localhost/api/membership/status/tok-abc_123', body: undefined }]);
    const [request] = fetchMock.mock.calls[0] as [Request];
    expect(request.credentials).toBe('include');
  });

  it('keeps the token one path segment', async () => {
    const sent = answerWith(fetchMock, () => jsonResponse({ data: STATUS }));
    await fetchApplicationStatus('a/../b?c');
    expect(sent[0]!.url).toBe('http://localhost/api/membership/status/a%2F..%2Fb%3Fc');
  });

  it('keeps only what the page shows', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ data: { ...STATUS, votes: [{ adminName: 'Ada', vote: 'yes' }], decision: 'approved' } }));
    await expect(fetchApplicationStatus('tok')).resolves.toEqual(STATUS);
  });

  it('gives null for an application the API does not know (404)', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ message: 'Application not found' }, 404));
    await expect(fetchApplicationStatus('unknown')).resolves.toBeNull();
  });

  it('rejects on any other error, with its status', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ message: 'Too many requests' }, 429));
    const error = await fetchApplicationStatus('tok').catch((e: unknown) => e);
    expect(httpStatusOf(error)).toBe(429);
  });

  it.each([
    ['no data', {}],
    ['an unknown stage', { data: { ...STATUS, stage: 'approved' } }],
    ['no date', { data: { ...STATUS, submittedAt: null } }],
    ['counts that are no counts', { data: { ...STATUS, sponsors: { requested: '2', endorsed: -1 } } }],
  ])('rejects an answer with %s', async (_label, body) => {
    fetchMock.mockResolvedValue(jsonResponse(body));
    await expect(fetchApplicationStatus('tok')).rejects.toThrow('The status answer holds no application status');
  });

  it(`gives up after ${REQUEST_TIMEOUT_MS.load / 1000} s without an answer`, async () => {
    jest.useFakeTimers();
    fetchMock.mockImplementation(hangs);
    let outcome: unknown = 'pending';
    void fetchApplicationStatus('tok').then(() => { outcome = 'loaded'; }, (error: unknown) => { outcome = error; });

    await jest.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS.load - 1);
    expect(outcome).toBe('pending');
    await jest.advanceTimersByTimeAsync(1);
    expect((outcome as Error).name).toBe('TimeoutError');
  });
});

describe('toApplicationStatus', () => {
  it('reads each stage', () => {
    for (const stage of ['received', 'sponsors', 'committee', 'decided'] as const) {
      expect(toApplicationStatus({ ...STATUS, stage })?.stage).toBe(stage);
    }
    expect(toApplicationStatus(null)).toBeNull();
    expect(toApplicationStatus([STATUS])).toBeNull();
  });
});
