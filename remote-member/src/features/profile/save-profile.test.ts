import { httpStatusOf, REQUEST_TIMEOUT_MS } from 'shared';
import { answerWith, hangs, jsonResponse, memberUser, stubFetch } from 'shared/testing';
import { saveProfile } from './save-profile';

let fetchMock: jest.SpyInstance;

beforeEach(() => {
  fetchMock = stubFetch();
});

afterEach(() => {
  jest.useRealTimers();
  fetchMock.mockRestore();
});

const edit = { fullName: 'Ada King', phone: null, profilePicture: null };

describe('saveProfile', () => {
  it('posts the edit as JSON with the bearer token and credentials, and gives the returned user', async () => {
    const updated = { ...memberUser, fullName: 'Ada King', phone: null };
    const sent = answerWith(fetchMock, () => jsonResponse({ user: updated }));

    await expect(saveProfile(edit, 'tok-123')).resolves.toEqual(updated);

    expect(sent).toEqual([{ method: 'POST', url: 'http://localhost/api/user/auth/edit-profile', body: edit }]);
    const [request] = fetchMock.mock.calls[0] as [Request];
    expect(request.headers.get('authorization')).toBe('Bearer tok-123');
    expect(request.credentials).toBe('include');
  });

  it('sends no Authorization header without a token (the cookie is enough)', async () => {
    answerWith(fetchMock, () => jsonResponse({ user: memberUser }));
    await saveProfile(edit, null);
    const [request] = fetchMock.mock.calls[0] as [Request];
    expect(request.headers.get('authorization')).toBeNull();
  });

  it.each([{}, { user: null }, { user: { name: 'x' } }, null])('gives null for an answer without a user: %p', async (body) => {
    fetchMock.mockResolvedValue(jsonResponse(body));
    await expect(saveProfile(edit, 't')).resolves.toBeNull();
  });

  it('rejects with the status on an error answer, without retrying', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ message: 'Nope' }, 400));
    const error = await saveProfile(edit, 't').catch((e: unknown) => e);
    expect(httpStatusOf(error)).toBe(400);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it(`gives up after ${REQUEST_TIMEOUT_MS.write / 1000} s`, async () => {
    jest.useFakeTimers();
    fetchMock.mockImplementation(hangs);
    let outcome: unknown = 'pending';
    void saveProfile(edit, 't').then((v) => { outcome = v; }, (e: unknown) => { outcome = e; });
    await jest.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS.write - 1);
    expect(outcome).toBe('pending');
    await jest.advanceTimersByTimeAsync(1);
    expect((outcome as Error).name).toBe('TimeoutError');
  });
});
