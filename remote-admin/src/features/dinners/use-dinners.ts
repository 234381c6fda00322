import { useCallback } from 'react';
import { useLoad, type Dinner, type Load } from 'shared';
import { fetchDinners, type DinnerList } from './dinners-api';

export interface LoadedDinners {
  dinners: Dinner[];
  /** When the list was read: what has ended by then. */
  readAt: Date;
}

export interface DinnersLoad extends Load<LoadedDinners> {
  /** Puts the dinner as the server answered it in place of the one on screen. */
  replace: (dinner: Dinner) => void;
}

/** One tab of the admin's dinners (upcoming or past): loading, then loaded or error. */
export function useDinners(when: DinnerList): DinnersLoad {
  const load = useCallback(async (signal: AbortSignal): Promise<LoadedDinners> => ({
    dinners: await fetchDinners(when, signal),
    readAt: new Date(),
  }), [when]);
  const loaded = useLoad(load);
  const { update } = loaded;
  const replace = useCallback((dinner: Dinner) => {
    update((current) => ({ ...current, dinners: current.dinners.map((item) => (item.id === dinner.id ? dinner : item)) }));
  }, [update]);
  return { ...loaded, replace };
}
