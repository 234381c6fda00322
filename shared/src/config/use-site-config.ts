import { getSiteConfig, type SiteConfig } from './site-config';

/** The run-time config inside components (it never changes after start). */
export function useSiteConfig(): SiteConfig {
  return getSiteConfig();
}
