// The site config one browser gets: for each remote with release state, the canary version when
// assignCanary puts the browser in the canary's share, else the stable version, at the CDN base
// the site config file names for that remote (`<base>/<remote>/<version>/mf-manifest.json`).
// /config.json and the server-rendered page both use it, so they always agree.
import type { Kysely } from 'kysely';
import { assignCanary } from 'shared/canary';
import type { RemoteReleaseState } from 'shared/types';
import type { Database } from '../../db/schema';
import { readReleaseState } from './release-repository';

const MANIFEST = 'mf-manifest.json';

/** The federation container name of a remote folder: `remote-member` -> `remote_member`. */
const containerOf = (remote: string): string => remote.replaceAll('-', '_');

/**
 * `siteConfig` with each remote's manifest URL pointed at the version `browserId` gets; a remote
 * the file does not load from a versioned CDN path (a dev server) keeps its URL.
 */
export function effectiveSiteConfig<T>(siteConfig: T, states: readonly RemoteReleaseState[], browserId: string): T {
  const remotes = (siteConfig as { remotes?: unknown } | null)?.remotes;
  if (!remotes || typeof remotes !== 'object' || states.length === 0) return siteConfig;
  const next: Record<string, unknown> = { ...(remotes as Record<string, unknown>) };
  for (const state of states) {
    const container = containerOf(state.remote);
    const url = next[container];
    if (typeof url !== 'string') continue;
    const base = new RegExp(`^(.*)/${state.remote}/[^/]+/${MANIFEST.replace('.', '\\.')}$`).exec(url)?.[1];
    if (base === undefined) continue;
    const version = state.canary && assignCanary(browserId, state.remote, state.canary.share) === 'canary'
      ? state.canary.version
      : state.stable;
    next[container] = `${base}/${state.remote}/${version}/${MANIFEST}`;
  }
  return { ...siteConfig, remotes: next };
}

export interface ReleaseStateCache {
  /**
   * Every remote's release state, at most `ttlMs` old (empty: no state, serve the file as it is).
   * `siteConfigText` is the site config file's content: when it changed since the last read (a
   * stable release writes it after the database), the state is read again at once.
   */
  read(siteConfigText?: string): Promise<RemoteReleaseState[]>;
}

/**
 * The release state, read from the database at most once per `ttlMs` (concurrent callers share
 * one read): cheap per page, and a change by any instance (a release, an automatic rollback)
 * reaches every visitor's next load within that time; a change of the site config file at once.
 */
export function createReleaseStateCache(db: Kysely<Database>, { ttlMs = 1500 }: { ttlMs?: number } = {}): ReleaseStateCache {
  let cached: { at: number; fileText: string | undefined; states: Promise<RemoteReleaseState[]> } | null = null;
  return {
    read(siteConfigText) {
      const now = Date.now();
      if (cached && now - cached.at < ttlMs && cached.fileText === siteConfigText) return cached.states;
      const states = readReleaseState(db);
      cached = { at: now, fileText: siteConfigText, states };
      // A failed read is not kept: the next request tries again.
      states.catch(() => {
        if (cached?.states === states) cached = null;
      });
      return states;
    },
  };
}
