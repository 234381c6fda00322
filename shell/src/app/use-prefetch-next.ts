import { useEffect } from 'react';
import { useSession, type RemoteModuleId } from 'shared';
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

/** Prefetches, when the browser is idle, the remote the user likely needs next. */
export function usePrefetchNext(pathname: string): void {
  const { currentUser, isConfirmed } = useSession();
  const next = nextRemoteFor(pathname, Boolean(currentUser), Boolean(currentUser?.isAdmin && isConfirmed));
  useEffect(() => {
    if (next) prefetchRemote(next);
  }, [next]);
}
