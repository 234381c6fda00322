import { useCallback } from 'react';
import { useLoad, type Load, type Sponsorship } from 'shared';
import { fetchSponsorships } from './sponsorships-api';

export interface SponsorshipsLoad extends Load<Sponsorship[]> {
  /** Puts the application as the server answered it in place of the one on screen. */
  replace: (sponsorship: Sponsorship) => void;
}

/**
 * The applications naming the signed-in member as a sponsor: loading, then loaded or error.
 * `refresh` loads them again behind the list on screen (after the server refused a stale answer).
 */
export function useSponsorships(): SponsorshipsLoad {
  const loaded = useLoad(fetchSponsorships);
  const { update } = loaded;
  const replace = useCallback((sponsorship: Sponsorship) => {
    update((current) => current.map((item) => (item.id === sponsorship.id ? sponsorship : item)));
  }, [update]);
  return { ...loaded, replace };
}
