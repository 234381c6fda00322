import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { Navigate } from 'shared/router';
import { PageSpinner, roleOf, sessionCheckAtom, useSession, type Role } from 'shared';
import { SessionUnverified } from './session-unverified';

/**
 * Anyone unauthenticated or of the wrong role goes to /login. The role is decided only after the
 * server confirmed the session, so a user forged in local storage never gets to render a
 * protected remote, not even while the server is unreachable. Before the stored session is read
 * (the server's render, and the browser's first frame) it shows the spinner.
 */
export function RequireRole({ role, children }: { role: Role; children: ReactNode }) {
  const { currentUser } = useSession();
  const check = useAtomValue(sessionCheckAtom);
  if (check === 'restoring') return <PageSpinner label="Checking your session" />;
  if (!currentUser) return <Navigate to="/login" replace />;
  if (check === 'pending') return <PageSpinner label="Checking your session" />;
  if (check === 'unreachable') return <SessionUnverified />;
  if (roleOf(currentUser) !== role) return <Navigate to="/login" replace />;
  return children;
}

/** The landing page is for everyone, but a confirmed admin is sent to the admin panel. */
export function AdminGoesToPanel({ children }: { children: ReactNode }) {
  const { currentUser, isConfirmed } = useSession();
  if (currentUser?.isAdmin && isConfirmed) return <Navigate to="/admin" replace />;
  return children;
}
