import { createStore } from 'jotai';
import {
  loginAtom, logoutAtom, sessionAtom, sessionCheckAtom, signedOutSession, updateUserAtom,
} from './session-atoms';
import { memberUser } from '../testing/fixtures';

const member = memberUser;

describe('session atoms', () => {
  it('starts signed out, its stored session not yet read (as the server renders every page)', () => {
    const store = createStore();
    expect(store.get(sessionAtom)).toEqual({ currentUser: null, token: null, isAuthenticated: false });
    expect(store.get(sessionCheckAtom)).toBe('restoring');
  });

  it('login sets the user, the token and isAuthenticated, and marks the session confirmed', () => {
    const store = createStore();
    store.set(loginAtom, { user: member, token: 'tok-123' });
    expect(store.get(sessionAtom)).toEqual({ currentUser: member, token: 'tok-123', isAuthenticated: true });
    expect(store.get(sessionCheckAtom)).toBe('confirmed');
  });

  it('logout clears user, token and isAuthenticated', () => {
    const store = createStore();
    store.set(loginAtom, { user: member, token: 'tok-123' });
    store.set(logoutAtom);
    expect(store.get(sessionAtom)).toEqual(signedOutSession);
    expect(store.get(sessionAtom).currentUser).toBeNull();
    expect(store.get(sessionAtom).token).toBeNull();
    expect(store.get(sessionAtom).isAuthenticated).toBe(false);
  });

  it('updateUser merges fields into the current user and keeps the token', () => {
    const store = createStore();
    store.set(loginAtom, { user: member, token: 'tok-123' });
    store.set(updateUserAtom, { fullName: 'Ada King', phone: '+13125550199' });
    expect(store.get(sessionAtom)).toEqual({
      currentUser: { ...member, fullName: 'Ada King', phone: '+13125550199' },
      token: 'tok-123',
      isAuthenticated: true,
    });
  });

  it('updateUser does nothing when signed out', () => {
    const store = createStore();
    const before = store.get(sessionAtom);
    const listener = jest.fn();
    store.sub(sessionAtom, listener);
    store.set(updateUserAtom, { fullName: 'Nobody' });
    expect(store.get(sessionAtom)).toBe(before);
    expect(store.get(sessionAtom).currentUser).toBeNull();
    expect(listener).not.toHaveBeenCalled();
  });
});
