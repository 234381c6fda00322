import { useCallback } from 'react';
import { useLoad, type Load, type MemberDinner } from 'shared';
import { fetchMemberDinners, type MemberDinners } from './dinners-api';

export interface LoadedDinners extends MemberDinners {
  /** When the list was read: what had ended by then shows as past. */
  readAt: Date;
}

const load = async (signal: AbortSignal): Promise<LoadedDinners> => ({ ...(await fetchMemberDinners(signal)), readAt: new Date() });

export interface MemberDinnersLoad extends Load<LoadedDinners> {
  /** Puts the dinner as the server answered it in place of the one on screen. */
  replace: (dinner: MemberDinner) => void;
}

/** The club's dinners for the signed-in member: loading, then loaded or error. */
export function useMemberDinners(): MemberDinnersLoad {
  const loaded = useLoad(load);
  const { update } = loaded;
  const replace = useCallback((dinner: MemberDinner) => {
    update((current) => ({ ...current, dinners: current.dinners.map((item) => (item.id === dinner.id ? dinner : item)) }));
  }, [update]);
  return { ...loaded, replace };
}
