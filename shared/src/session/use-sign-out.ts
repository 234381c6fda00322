import { useSetAtom } from 'jotai';
import { useCallback, useState } from 'react';
import { useNavigate } from '../router';
import { api } from '../http/api-client';
import { REQUEST_TIMEOUT_MS } from '../http/request-policy';
import { logoutAtom } from './session-atoms';

/**
 * Signs out everywhere: ends the server session, clears the local one, goes to /login. The
 * local session is cleared even if the server cannot be reached.
 */
export function useSignOut(): { signOut: () => Promise<void>; signingOut: boolean } {
  const logout = useSetAtom(logoutAtom);
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);
  const signOut = useCallback(async () => {
    setSigningOut(true);
    try {
      await api().post('auth/logout', { timeout: REQUEST_TIMEOUT_MS.bestEffort });
    } catch {
      // The cookie may already be gone; signing out locally is what the user asked for.
    } finally {
      logout();
      setSigningOut(false);
      void navigate('/login', { replace: true });
    }
  }, [logout, navigate]);
  return { signOut, signingOut };
}
