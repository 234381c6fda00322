import { httpStatusOf, REQUEST_TIMEOUT_MS } from 'shared';
import { answerWith, hangs, jsonResponse, stubFetch } from 'shared/testing';
import { aMember } from './directory.test-utils';
import { fetchVerifiedMembers, toVerifiedMember } from './fetch-verified-members';

let fetchMock: jest.SpyInstance;

beforeEach(() => {
  fetchMock = stubFetch();
});

afterEach(() => {
  fetchMock.mockRestore();
  jest.useRealTimers();
});

describe('fetchVerifiedMembers', () => {
  it("asks for the caller's directory with credentials and returns data.data in the API's order", async () => {
    const members = [aMember({ id: 'm-2', fullName: 'Ada Lovelace' }), aMember({ id: 'm-1', fullName: 'Zora Neale' })];
    const sent = answerWith(fetchMock, () => jsonResponse({ data: { data: members } }));

    await expect(fetchVerifiedMembers('member-1')).resolves.toEqual(members);

    expect(sent).toEqual([{
      method: 'GET', url: 'http://localhost/api/admin/membership/verifiedMembers?userId=member-1', body: undefined,
    }]);
    const [request] = fetchMock.mock.calls[0] as [Request];
    expect(request.credentials).toBe('include');
  });

  it('encodes the user id', async () => {
    const sent = answerWith(fetchMock, () => jsonResponse({ data: { data: [] } }));
    await fetchVerifiedMembers('a&b=c');
    expect(sent[0]?.url).toBe('http://localhost/api/admin/membership/verifiedMembers?userId=a%26b%3Dc');
  });

  it.each([{}, { data: [] }, { data: { data: 'x' } }, null, []])('rejects an answer without a list: %p', async (body) => {
    fetchMock.mockResolvedValue(jsonResponse(body));
    await expect(fetchVerifiedMembers('member-1')).rejects.toThrow();
  });

  it('rejects with the status on an error answer, without retrying', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ message: 'Forbidden' }, 403));
    const error = await fetchVerifiedMembers('member-1').catch((e: unknown) => e);
    expect(httpStatusOf(error)).toBe(403);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it(`gives up after REQUEST_TIMEOUT_MS.load (${REQUEST_TIMEOUT_MS.load / 1000} s) instead of waiting for ever`, async () => {
    jest.useFakeTimers();
    fetchMock.mockImplementation(hangs);
    let outcome: unknown = 'pending';
    void fetchVerifiedMembers('member-1').then((v) => { outcome = v; }, (e: unknown) => { outcome = e; });

    await jest.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS.load - 1);
    expect(outcome).toBe('pending');
    await jest.advanceTimersByTimeAsync(1);
    expect((outcome as Error).name).toBe('TimeoutError');
  });

  it('stops when its signal aborts', async () => {
    fetchMock.mockImplementation(hangs);
    const controller = new AbortController();
    const pending = fetchVerifiedMembers('member-1', controller.signal);
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('toVerifiedMember', () => {
  it('keeps a complete member as it is', () => {
    const member = aMember();
    expect(toVerifiedMember(member)).toEqual(member);
  });

  it('takes _id when there is no id, and fills what is missing with null', () => {
    expect(toVerifiedMember({ _id: 'abc', fullName: 'Ada', email: 'ada@club.com' })).toEqual({
      id: 'abc',
      fullName: 'Ada',
      email: 'ada@club.com',
      profession: null,
      cuisineInterests: null,
      instagramUrl: null,
      linkedinUrl: null,
      memberSince: null,
      user: { id: 'abc', profilePicture: null },
    });
  });

  it('reads empty strings as missing', () => {
    expect(toVerifiedMember({ id: 'a', fullName: 'Ada', email: 'a@b.co', profession: '  ', user: { id: 'u', profilePicture: '' } }))
      .toMatchObject({ profession: null, user: { id: 'u', profilePicture: null } });
  });

  it.each([null, 'Ada', 42, [], {}, { fullName: '' }, { fullName: 3 }])('drops %p', (value) => {
    expect(toVerifiedMember(value)).toBeNull();
  });
});
