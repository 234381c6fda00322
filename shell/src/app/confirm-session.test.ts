import { clubStore, logoutAtom, sessionAtom, sessionCheckAtom, type User } from 'shared';
import { adminUser, jsonResponse, memberUser, storeWith, stubFetch } from 'shared/testing';
import { confirmSession } from './confirm-session';

let fetchMock: jest.SpyInstance;

beforeEach(() => {
  fetchMock = stubFetch();
});

afterEach(() => {
  fetchMock.mockRestore();
  clubStore.set(logoutAtom);
});

function calledUrl(): string {
  const [input] = fetchMock.mock.calls[0] as [Request | string];
  return typeof input === 'string' ? input : input.url;
}

describe('confirmSession', () => {
  it('with no session marks it confirmed without calling the server', async () => {
    const store = storeWith('visitor');
    await confirmSession(store);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(store.get(sessionCheckAtom)).toBe('confirmed');
    expect(store.get(sessionAtom).isAuthenticated).toBe(false);
  });

  it("replaces a restored user with the server's: a forged isAdmin becomes false", async () => {
    const forged: User = { ...memberUser, isAdmin: true, fullName: 'Mallory' };
    const store = storeWith({ user: forged, confirmed: false });
    fetchMock.mockResolvedValue(jsonResponse({ data: memberUser }));

    await confirmSession(store);

    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(calledUrl()).toBe('http://localhost/api/auth/me');
    expect(store.get(sessionAtom).currentUser).toEqual(memberUser);
    expect(store.get(sessionAtom).currentUser?.isAdmin).toBe(false);
    expect(store.get(sessionAtom).isAuthenticated).toBe(true);
    expect(store.get(sessionCheckAtom)).toBe('confirmed');
  });

  it('keeps an admin an admin when the server says so', async () => {
    const store = storeWith({ user: adminUser, confirmed: false });
    fetchMock.mockResolvedValue(jsonResponse({ data: adminUser }));
    await confirmSession(store);
    expect(store.get(sessionAtom).currentUser?.isAdmin).toBe(true);
    expect(store.get(sessionCheckAtom)).toBe('confirmed');
  });

  it('keeps the token the session already has', async () => {
    const store = storeWith({ user: memberUser, confirmed: true });
    fetchMock.mockResolvedValue(jsonResponse({ data: { ...memberUser, fullName: 'Ada King' } }));
    await confirmSession(store);
    expect(store.get(sessionAtom)).toEqual({
      currentUser: { ...memberUser, fullName: 'Ada King' },
      token: 'test-token',
      isAuthenticated: true,
    });
  });

  it('signs the user out on a 401 and marks the session confirmed', async () => {
    const store = storeWith({ user: memberUser, confirmed: false });
    fetchMock.mockResolvedValue(jsonResponse({ message: 'Session expired' }, 401));

    await confirmSession(store);

    expect(store.get(sessionAtom)).toEqual({ currentUser: null, token: null, isAuthenticated: false });
    expect(store.get(sessionCheckAtom)).toBe('confirmed');
  });

  it('keeps the restored user on a network error but marks the session unreachable, not confirmed', async () => {
    const store = storeWith({ user: memberUser, confirmed: false });
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));

    await confirmSession(store);

    expect(store.get(sessionAtom).currentUser).toEqual(memberUser);
    expect(store.get(sessionAtom).isAuthenticated).toBe(true);
    expect(store.get(sessionCheckAtom)).toBe('unreachable');
  });

  it('ignores a late answer once the user has signed out meanwhile', async () => {
    const store = storeWith({ user: memberUser, confirmed: false });
    let answer: (r: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => { answer = resolve; }));
    const pending = confirmSession(store);
    await Promise.resolve();
    store.set(sessionAtom, { currentUser: null, token: null, isAuthenticated: false });
    answer(jsonResponse({ data: memberUser }));
    await pending;
    expect(store.get(sessionAtom).isAuthenticated).toBe(false);
    expect(store.get(sessionAtom).currentUser).toBeNull();
  });

  it('keeps the restored user on a server error (500)', async () => {
    const store = storeWith({ user: memberUser, confirmed: false });
    fetchMock.mockResolvedValue(jsonResponse({ message: 'boom' }, 500));
    await confirmSession(store);
    expect(store.get(sessionAtom).currentUser).toEqual(memberUser);
    expect(store.get(sessionCheckAtom)).toBe('unreachable');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('uses the page store by default', async () => {
    clubStore.set(sessionCheckAtom, 'pending');
    await confirmSession();
    expect(clubStore.get(sessionCheckAtom)).toBe('confirmed');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
