import { withinTime } from '../http/request-policy';
import type { User } from '../types/user';
import { sessionAtom, signedOutSession, type Session } from './session-atoms';
import type { ClubStore } from './club-store';

/** One root key, version 1, only the user part is kept. */
export const PERSIST_KEY = 'club:root';
export const PERSIST_VERSION = 1;
/**
 * How long the first render waits for the stored session. Not a request time-out: it bounds a
 * read of the browser's storage, a constant of the session store.
 */
export const RESTORE_TIMEOUT_MS = 5000;

/** The storage the session is persisted to; local storage in the browser. */
export interface SessionStorageLike {
  getItem(key: string): string | null | Promise<string | null>;
  setItem(key: string, value: string): void | Promise<void>;
  removeItem(key: string): void | Promise<void>;
}

interface PersistedRoot {
  version: number;
  session: { currentUser: User | null };
}

/** Whether a value read from outside (storage, the page) has a user's shape. */
export function isUser(value: unknown): value is User {
  if (!value || typeof value !== 'object') return false;
  const u = value as Record<string, unknown>;
  return typeof u.id === 'string' && typeof u.fullName === 'string' && typeof u.email === 'string'
    && typeof u.isAdmin === 'boolean';
}

/** Reads the persisted user; anything unreadable, of another version or malformed is dropped. */
export function parsePersisted(raw: string | null): User | null {
  if (!raw) return null;
  try {
    const root = JSON.parse(raw) as PersistedRoot;
    if (root?.version !== PERSIST_VERSION) return null;
    const user = root.session?.currentUser;
    return isUser(user) ? user : null;
  } catch {
    return null;
  }
}

export type RestoreResult = 'restored' | 'empty' | 'timeout';

/**
 * Restores the user part into the store, waiting at most `timeoutMs`. The user restored here
 * decides only what shows first; the shell confirms it with the server right after.
 */
export async function restoreSession(
  store: ClubStore,
  storage: SessionStorageLike,
  timeoutMs = RESTORE_TIMEOUT_MS,
): Promise<RestoreResult> {
  const read = Promise.resolve()
    .then(() => storage.getItem(PERSIST_KEY))
    .catch(() => null)
    .then((raw) => parsePersisted(raw));
  // The read itself never fails (an unreadable storage counts as empty): a rejection is the time-out.
  const outcome = await withinTime(read, timeoutMs).catch(() => 'timeout' as const);
  if (outcome === 'timeout') return 'timeout';
  if (!outcome) {
    await Promise.resolve(storage.removeItem(PERSIST_KEY)).catch(() => undefined);
    return 'empty';
  }
  const session: Session = { currentUser: outcome, token: null, isAuthenticated: true };
  store.set(sessionAtom, session);
  return 'restored';
}

/**
 * Writes the user part on every session change (and at once with `now`: a session the page
 * started with, not read from storage); returns the unsubscribe function.
 */
export function persistSession(store: ClubStore, storage: SessionStorageLike, { now = false }: { now?: boolean } = {}): () => void {
  const write = () => {
    const { currentUser } = store.get(sessionAtom) ?? signedOutSession;
    const written = currentUser
      ? storage.setItem(PERSIST_KEY, JSON.stringify({ version: PERSIST_VERSION, session: { currentUser } }))
      : storage.removeItem(PERSIST_KEY);
    Promise.resolve(written).catch(() => undefined);
  };
  if (now) write();
  return store.sub(sessionAtom, write);
}
