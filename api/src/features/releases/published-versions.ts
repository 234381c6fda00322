// Whether a version of a remote is published: its manifest answers where the site config loads
// that remote from (`<base>/<remote>/<version>/mf-manifest.json`, reached through
// CDN_INTERNAL_URL when set), as a browser would fetch it.
import { readFile } from 'node:fs/promises';
import type { ApiConfig } from '../../app/config';
import { manifestUrlOf, remoteUrlOf } from './effective-config';

const CHECK_TIMEOUT_MS = 5_000;

export async function isPublished(config: ApiConfig, remote: string, version: string): Promise<boolean> {
  if (!config.siteConfigFile) return false;
  let siteConfig: unknown;
  try {
    siteConfig = JSON.parse(await readFile(config.siteConfigFile, 'utf8'));
  } catch {
    return false;
  }
  const url = manifestUrlOf(remoteUrlOf(siteConfig, remote), remote, version);
  if (url === undefined) return false;
  const { cdnRewrite } = config;
  const reachable = cdnRewrite && url.startsWith(cdnRewrite.publicUrl) ? cdnRewrite.internalUrl + url.slice(cdnRewrite.publicUrl.length) : url;
  try {
    const answer = await fetch(reachable, { signal: AbortSignal.timeout(CHECK_TIMEOUT_MS), headers: { accept: 'application/json' } });
    if (!answer.ok) return false;
    const manifest = (await answer.json()) as { id?: unknown; metaData?: unknown };
    return typeof manifest === 'object' && manifest !== null && 'metaData' in manifest;
  } catch {
    return false;
  }
}
