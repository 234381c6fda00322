import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { sessionCheckAtom, useSession, type RemoteModuleId } from 'shared';
import { prefetchRemote } from '../federation/prefetch-remote';

/** The remote module a user on this path likely opens next. */
export function nextRemoteFor(pathname: string, signedIn: boolean, isAdmin: boolean): RemoteModuleId | null {
  if (signedIn) {
    const home = isAdmin ? '/admin' : '/user';
    if (pathname === home) return null;
    return isAdmin ? 'remote_admin/admin-page' : 'remote_member/dashboard-page';
  }
  if (pathname === '/login') return 'remote_member/dashboard-page';
  return 'remote_public/login-page';
}

/**
 * Prefetches, when the browser is idle, the remote the user likely needs next: once the stored
 * session is read (before, a member's own page would look like a visitor's).
 */
export function usePrefetchNext(pathname: string): void {
  const { currentUser, isConfirmed } = useSession();
  const restoring = useAtomValue(sessionCheckAtom) === 'restoring';
  const next = restoring ? null : nextRemoteFor(pathname, Boolean(currentUser), Boolean(currentUser?.isAdmin && isConfirmed));
  useEffect(() => {
    if (next) prefetchRemote(next);
  }, [next]);
}
