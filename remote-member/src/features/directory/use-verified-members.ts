import { useCallback, useEffect, useRef, useState } from 'react';
import type { VerifiedMember } from 'shared';
import { fetchVerifiedMembers } from './fetch-verified-members';

export type DirectoryState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'loaded'; members: VerifiedMember[] };

export interface VerifiedMembers {
  state: DirectoryState;
  /** Loads again from scratch, with the spinner (after a failure). */
  retry: () => void;
  /** Loads again behind the list on screen (after a profile save); a failure keeps that list. */
  refresh: () => void;
}

/**
 * The directory of verified members for the signed-in member (spec.md section 4: loading, then
 * loaded or error). Each load cancels the one before it and is cancelled on unmount.
 */
export function useVerifiedMembers(userId: string): VerifiedMembers {
  const [state, setState] = useState<DirectoryState>({ status: 'loading' });
  const current = useRef<AbortController | null>(null);

  const load = useCallback(async (quiet: boolean) => {
    current.current?.abort();
    const controller = new AbortController();
    current.current = controller;
    if (!quiet) setState({ status: 'loading' });
    try {
      const members = await fetchVerifiedMembers(userId, { signal: controller.signal });
      if (!controller.signal.aborted) setState({ status: 'loaded', members });
    } catch {
      if (controller.signal.aborted) return;
      // A failed refresh keeps the list the member is reading; a failed load says so.
      setState((previous) => (quiet && previous.status === 'loaded' ? previous : { status: 'error' }));
    }
  }, [userId]);

  useEffect(() => {
    void load(false);
    return () => current.current?.abort();
  }, [load]);

  const retry = useCallback(() => void load(false), [load]);
  const refresh = useCallback(() => void load(true), [load]);
  return { state, retry, refresh };
}
