import { createStore } from 'jotai';
import { loginAtom, logoutAtom, sessionAtom, updateUserAtom } from './session-atoms';
import {
  parsePersisted, persistSession, PERSIST_KEY, PERSIST_VERSION, restoreSession, RESTORE_TIMEOUT_MS,
  type SessionStorageLike,
} from './session-persistence';
import { memberUser } from '../testing/fixtures';

const member = memberUser;

/** An in-memory synchronous storage whose calls can be inspected. */
function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  const storage = {
    getItem: jest.fn((key: string) => data.get(key) ?? null),
    setItem: jest.fn((key: string, value: string) => { data.set(key, value); }),
    removeItem: jest.fn((key: string) => { data.delete(key); }),
  } satisfies SessionStorageLike;
  return { storage, data };
}

const persisted = (value: unknown) => ({ [PERSIST_KEY]: JSON.stringify(value) });

describe('session persistence constants', () => {
  it('uses the root key, version 1 and a 5000 ms restore time-out', () => {
    expect(PERSIST_KEY).toBe('club:root');
    expect(PERSIST_VERSION).toBe(1);
    expect(RESTORE_TIMEOUT_MS).toBe(5000);
  });
});

describe('persistSession', () => {
  it('writes only the user part under club:root, version 1, without the token', () => {
    const store = createStore();
    const { storage, data } = memoryStorage();
    persistSession(store, storage);

    store.set(loginAtom, { user: member, token: 'secret-token' });

    expect(storage.setItem).toHaveBeenCalledWith('club:root', expect.any(String));
    const raw = data.get('club:root')!;
    expect(JSON.parse(raw)).toEqual({ version: 1, session: { currentUser: member } });
    expect(raw).not.toContain('secret-token');
    expect(raw).not.toContain('token');
    expect(raw).not.toContain('isAuthenticated');
  });

  it('with `now`, writes the session the page started with at once (the server confirmed it; nothing was read)', () => {
    const store = createStore();
    store.set(loginAtom, { user: member, token: null });
    const { storage, data } = memoryStorage();
    persistSession(store, storage);
    expect(data.get('club:root')).toBeUndefined();
    persistSession(store, storage, { now: true });
    expect(JSON.parse(data.get('club:root')!)).toEqual({ version: 1, session: { currentUser: member } });
  });

  it('writes again when the user changes', () => {
    const store = createStore();
    const { storage, data } = memoryStorage();
    persistSession(store, storage);
    store.set(loginAtom, { user: member, token: 't' });
    store.set(updateUserAtom, { fullName: 'Ada King' });
    expect(JSON.parse(data.get('club:root')!).session.currentUser.fullName).toBe('Ada King');
  });

  it('removes the key on logout', () => {
    const store = createStore();
    const { storage, data } = memoryStorage();
    persistSession(store, storage);
    store.set(loginAtom, { user: member, token: 't' });
    expect(data.has('club:root')).toBe(true);

    store.set(logoutAtom);

    expect(storage.removeItem).toHaveBeenCalledWith('club:root');
    expect(data.has('club:root')).toBe(false);
  });

  it('stops writing once unsubscribed', () => {
    const store = createStore();
    const { storage } = memoryStorage();
    const unsubscribe = persistSession(store, storage);
    unsubscribe();
    store.set(loginAtom, { user: member, token: 't' });
    expect(storage.setItem).not.toHaveBeenCalled();
  });

  it('swallows a failing asynchronous write', async () => {
    const store = createStore();
    const storage: SessionStorageLike = {
      getItem: () => null,
      setItem: jest.fn(() => Promise.reject(new Error('quota exceeded'))),
      removeItem: jest.fn(() => Promise.resolve()),
    };
    persistSession(store, storage);
    expect(() => store.set(loginAtom, { user: member, token: 't' })).not.toThrow();
    await Promise.resolve();
    expect(storage.setItem).toHaveBeenCalledTimes(1);
  });
});

describe('restoreSession', () => {
  it('restores a valid persisted user as an authenticated session without a token', async () => {
    const store = createStore();
    const { storage } = memoryStorage(persisted({ version: 1, session: { currentUser: member } }));

    await expect(restoreSession(store, storage)).resolves.toBe('restored');

    expect(storage.getItem).toHaveBeenCalledWith('club:root');
    expect(store.get(sessionAtom)).toEqual({ currentUser: member, token: null, isAuthenticated: true });
  });

  it('round-trips what persistSession wrote', async () => {
    const first = createStore();
    const { storage, data } = memoryStorage();
    persistSession(first, storage);
    first.set(loginAtom, { user: member, token: 't' });

    const second = createStore();
    await expect(restoreSession(second, memoryStorage(Object.fromEntries(data)).storage)).resolves.toBe('restored');
    expect(second.get(sessionAtom).currentUser).toEqual(member);
  });

  it('works with an asynchronous storage', async () => {
    const store = createStore();
    const raw = JSON.stringify({ version: 1, session: { currentUser: member } });
    const storage: SessionStorageLike = {
      getItem: () => Promise.resolve(raw),
      setItem: () => Promise.resolve(),
      removeItem: () => Promise.resolve(),
    };
    await expect(restoreSession(store, storage)).resolves.toBe('restored');
    expect(store.get(sessionAtom).currentUser).toEqual(member);
  });

  it('reports empty storage and leaves the session signed out', async () => {
    const store = createStore();
    const { storage } = memoryStorage();
    await expect(restoreSession(store, storage)).resolves.toBe('empty');
    expect(store.get(sessionAtom).isAuthenticated).toBe(false);
  });

  it.each([
    ['garbage JSON', '{not json'],
    ['a wrong version', JSON.stringify({ version: 2, session: { currentUser: member } })],
    ['no version', JSON.stringify({ session: { currentUser: member } })],
    ['a user without an id', JSON.stringify({ version: 1, session: { currentUser: { ...member, id: undefined } } })],
    ['isAdmin as a string', JSON.stringify({ version: 1, session: { currentUser: { ...member, isAdmin: 'true' } } })],
    ['a user that is not an object', JSON.stringify({ version: 1, session: { currentUser: 'ada' } })],
    ['a null user', JSON.stringify({ version: 1, session: { currentUser: null } })],
    ['JSON null', 'null'],
  ])('drops %s: stays signed out and removes the key', async (_label, raw) => {
    const store = createStore();
    const { storage, data } = memoryStorage({ [PERSIST_KEY]: raw });

    await expect(restoreSession(store, storage)).resolves.toBe('empty');

    expect(store.get(sessionAtom)).toEqual({ currentUser: null, token: null, isAuthenticated: false });
    expect(storage.removeItem).toHaveBeenCalledWith('club:root');
    expect(data.has('club:root')).toBe(false);
  });

  it('treats a throwing storage as empty', async () => {
    const store = createStore();
    const storage: SessionStorageLike = {
      getItem: () => { throw new Error('SecurityError'); },
      setItem: () => undefined,
      removeItem: () => undefined,
    };
    await expect(restoreSession(store, storage)).resolves.toBe('empty');
    expect(store.get(sessionAtom).isAuthenticated).toBe(false);
  });

  describe('with a storage that never answers', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it("returns 'timeout' after the given time-out and restores nothing", async () => {
      const store = createStore();
      const storage: SessionStorageLike = {
        getItem: () => new Promise<string | null>(() => undefined),
        setItem: () => undefined,
        removeItem: jest.fn(),
      };
      let result: string | undefined;
      void restoreSession(store, storage, 300).then((r) => { result = r; });

      await jest.advanceTimersByTimeAsync(299);
      expect(result).toBeUndefined();

      await jest.advanceTimersByTimeAsync(1);
      expect(result).toBe('timeout');
      expect(store.get(sessionAtom).isAuthenticated).toBe(false);
      expect(storage.removeItem).not.toHaveBeenCalled();
    });

    it('waits 5000 ms by default', async () => {
      const store = createStore();
      const storage: SessionStorageLike = {
        getItem: () => new Promise<string | null>(() => undefined),
        setItem: () => undefined,
        removeItem: () => undefined,
      };
      let result: string | undefined;
      void restoreSession(store, storage).then((r) => { result = r; });
      await jest.advanceTimersByTimeAsync(4999);
      expect(result).toBeUndefined();
      await jest.advanceTimersByTimeAsync(1);
      expect(result).toBe('timeout');
    });
  });
});

describe('parsePersisted', () => {
  it('returns null for nothing stored', () => {
    expect(parsePersisted(null)).toBeNull();
    expect(parsePersisted('')).toBeNull();
  });

  it('returns the user of a version 1 root', () => {
    expect(parsePersisted(JSON.stringify({ version: 1, session: { currentUser: member } }))).toEqual(member);
  });
});
