import {
  api, clubStore, httpStatusOf, loginAtom, logoutAtom, REQUEST_TIMEOUT_MS, sessionAtom, sessionCheckAtom, type User,
} from 'shared';

/**
 * Asks the server who is signed in and makes the store agree: the user restored from local
 * storage is replaced by the server's (a hand-edited isAdmin is gone), or cleared on a 401.
 * If the server cannot be reached the check is 'unreachable' and guarded routes offer a retry.
 * An answer that arrives after the user signed out or someone else signed in is ignored.
 */
export async function confirmSession(store = clubStore): Promise<void> {
  const restored = store.get(sessionAtom);
  if (!restored.isAuthenticated || !restored.currentUser) {
    store.set(sessionCheckAtom, 'confirmed');
    return;
  }
  const askedFor = restored.currentUser.id;
  const stillTheSame = () => store.get(sessionAtom).currentUser?.id === askedFor;
  store.set(sessionCheckAtom, 'pending');
  try {
    const { data } = await api().get('auth/me', { timeout: REQUEST_TIMEOUT_MS.load }).json<{ data: User }>();
    if (!stillTheSame()) return;
    if (data.id !== askedFor) {
      store.set(logoutAtom);
      store.set(sessionCheckAtom, 'confirmed');
      return;
    }
    store.set(loginAtom, { user: data, token: store.get(sessionAtom).token });
  } catch (error) {
    if (!stillTheSame()) return;
    if (httpStatusOf(error) === 401) {
      store.set(logoutAtom);
      store.set(sessionCheckAtom, 'confirmed');
    } else {
      store.set(sessionCheckAtom, 'unreachable');
    }
  }
}
