import { httpStatusOf, REQUEST_TIMEOUT_MS, serverMessage } from 'shared';
import { answerWith, hangs, jsonResponse, stubFetch } from 'shared/testing';
import { submitApplication } from './submit-application';
import { validBody } from './fill-application.test-utils';

let fetchMock: jest.SpyInstance;

beforeEach(() => {
  fetchMock = stubFetch();
});

afterEach(() => {
  fetchMock.mockRestore();
  jest.useRealTimers();
});

describe('submitApplication', () => {
  it('POSTs the application as JSON to user/membership/create with cookies', async () => {
    const sent = answerWith(fetchMock, () => jsonResponse({ success: true }, 201));
    await expect(submitApplication(validBody)).resolves.toBeUndefined();
    expect(sent).toEqual([{ method: 'POST', url: 'http://localhost/api/user/membership/create', body: validBody }]);
    const [request] = fetchMock.mock.calls[0] as [Request];
    expect(request.credentials).toBe('include');
    expect(request.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it('does not need a body on success', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await expect(submitApplication(validBody)).resolves.toBeUndefined();
  });

  it('rejects with the server message and status on failure', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ message: 'An application for this email is already pending.' }, 409));
    const error = await submitApplication(validBody).catch((e: unknown) => e);
    expect(httpStatusOf(error)).toBe(409);
    expect(serverMessage(error)).toBe('An application for this email is already pending.');
  });

  it(`gives up after ${REQUEST_TIMEOUT_MS.write / 1000} s without an answer`, async () => {
    jest.useFakeTimers();
    fetchMock.mockImplementation(hangs);
    let outcome: unknown = 'pending';
    void submitApplication(validBody).then(() => { outcome = 'sent'; }, (error: unknown) => { outcome = error; });

    await jest.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS.write - 1);
    expect(outcome).toBe('pending');
    await jest.advanceTimersByTimeAsync(1);
    expect(outcome).toBeInstanceOf(Error);
    expect((outcome as Error).name).toBe('TimeoutError');
    expect(httpStatusOf(outcome)).toBeUndefined();
    expect(serverMessage(outcome)).toBeUndefined();
  });
});
