import { api, clubStore, httpStatusOf, LOAD_TIMEOUT_MS, loginAtom, logoutAtom, sessionAtom, sessionCheckAtom, type User } from 'shared';

/**
 * Asks the server who is signed in and makes the store agree: the user restored from local
 * storage is replaced by the server's (a hand-edited isAdmin is gone), or cleared on a 401.
 * If the server cannot be reached the restored user stays, and pages report their own errors.
 */
export async function confirmSession(store = clubStore): Promise<void> {
  if (!store.get(sessionAtom).isAuthenticated) {
    store.set(sessionCheckAtom, 'confirmed');
    return;
  }
  try {
    const { data } = await api().get('auth/me', { timeout: LOAD_TIMEOUT_MS }).json<{ data: User }>();
    store.set(loginAtom, { user: data, token: store.get(sessionAtom).token });
  } catch (error) {
    if (httpStatusOf(error) === 401) store.set(logoutAtom);
    store.set(sessionCheckAtom, 'confirmed');
  }
}
