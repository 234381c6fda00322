import { atom } from 'jotai';
import type { User } from '../types/user';

/** The session holds currentUser, token and isAuthenticated. */
export interface Session {
  currentUser: User | null;
  token: string | null;
  isAuthenticated: boolean;
}

export const signedOutSession: Session = { currentUser: null, token: null, isAuthenticated: false };

export const sessionAtom = atom<Session>(signedOutSession);

/**
 * Whether the server has confirmed the session since the page loaded. A user restored from
 * local storage is only a guess until `GET /auth/me` answers; guarded routes wait for it, and
 * when the server cannot be reached ('unreachable') they show an error with a retry rather than
 * trust the stored role.
 */
export type SessionCheck = 'restoring' | 'pending' | 'confirmed' | 'unreachable';
/**
 * 'restoring' until the page has read local storage: the server renders every page in that
 * state, and the browser hydrates in it, so both draw the same first frame.
 */
export const sessionCheckAtom = atom<SessionCheck>('restoring');

export const loginAtom = atom(null, (_get, set, payload: { user: User; token: string | null }) => {
  set(sessionAtom, { currentUser: payload.user, token: payload.token, isAuthenticated: true });
  set(sessionCheckAtom, 'confirmed');
});

export const logoutAtom = atom(null, (_get, set) => {
  set(sessionAtom, signedOutSession);
});

/** Merges fields into the current user; does nothing when signed out. */
export const updateUserAtom = atom(null, (get, set, patch: Partial<User>) => {
  const session = get(sessionAtom);
  if (!session.currentUser) return;
  set(sessionAtom, { ...session, currentUser: { ...session.currentUser, ...patch } });
});
