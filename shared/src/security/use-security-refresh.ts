import { useCallback } from 'react';
import { useSession } from 'shared';
import { fetchSignedInUser } from './security-api';

/**
 * Brings the signed-in user's second factors up to date from the server (after a change, or when
 * the settings open); a failure keeps what is shown.
 */
export function useRefreshSignIn(): () => Promise<void> {
  const { updateUser } = useSession();
  return useCallback(async () => {
    try {
      const fresh = await fetchSignedInUser();
      updateUser({ mfa: fresh.mfa });
    } catch {
      // The screens still show what they had; the next change or visit asks again.
    }
  }, [updateUser]);
}
