import { parseSiteConfig, REQUEST_TIMEOUT_MS, type SiteConfig } from 'shared';

/** Fetches the run-time config; never cached, so a release or rollback shows on next load. */
export async function loadSiteConfig(url = '/config.json', timeoutMs = REQUEST_TIMEOUT_MS.load): Promise<SiteConfig> {
  const response = await fetch(url, { cache: 'no-store', signal: AbortSignal.timeout(timeoutMs) });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return parseSiteConfig(await response.json());
}
