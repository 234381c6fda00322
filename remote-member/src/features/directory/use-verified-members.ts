import { useCallback } from 'react';
import { useLoad, type Load, type VerifiedMember } from 'shared';
import { fetchVerifiedMembers } from './fetch-verified-members';

/**
 * The directory of verified members for the signed-in member (loading, then loaded or error).
 * `refresh` loads again behind the list on screen (after a profile save).
 */
export function useVerifiedMembers(userId: string): Load<VerifiedMember[]> {
  const load = useCallback((signal: AbortSignal) => fetchVerifiedMembers(userId, signal), [userId]);
  return useLoad(load);
}
