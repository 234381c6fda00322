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
 * `siteConfig` with each remote's manifest URL pointed at its canary version when `inCanary`
 * says so, else at its stable one; a remote the file does not load from a versioned CDN path (a
 * dev server) keeps its URL.
 */
function siteConfigWith<T>(siteConfig: T, states: readonly RemoteReleaseState[], inCanary: (remote: string, share: number) => boolean): T {
  let next = siteConfig;
  for (const state of states) {
    next = withRemoteVersion(next, state.remote, state.canary && inCanary(state.remote, state.canary.share) ? state.canary.version : state.stable);
  }
  return next;
}

/** `siteConfig` with each remote's manifest URL pointed at the version `browserId` gets. */
export function effectiveSiteConfig<T>(siteConfig: T, states: readonly RemoteReleaseState[], browserId: string): T {
  return siteConfigWith(siteConfig, states, (remote, share) => assignCanary(browserId, remote, share) === 'canary');
}

/**
 * Every site config a browser can get while canaries run, the stable one first, then each
 * canary alone, then the combinations of several (empty when no canary runs).
 */
export function possibleSiteConfigs<T>(siteConfig: T, states: readonly RemoteReleaseState[]): T[] {
  const canaries = states.filter((state) => state.canary);
  if (canaries.length === 0) return [];
  // Each subset of the canaries, by size: the browsers in exactly those canaries' shares.
  const subsets = Array.from({ length: 2 ** canaries.length }, (_, mask) => canaries.filter((_, i) => mask & (1 << i)))
    .sort((a, b) => a.length - b.length);
  return subsets.map((subset) => siteConfigWith(siteConfig, states, (remote) => subset.some((state) => state.remote === remote)));
}

/** The manifest URL of `version` of a remote loaded from `url` (a versioned CDN path), else undefined. */
export function manifestUrlOf(url: unknown, remote: string, version: string): string | undefined {
  if (typeof url !== 'string') return undefined;
  const base = new RegExp(`^(.*)/${remote}/[^/]+/${MANIFEST.replace('.', '\\.')}$`).exec(url)?.[1];
  return base === undefined ? undefined : `${base}/${remote}/${version}/${MANIFEST}`;
}

/** The URL the site config loads a remote's manifest from (undefined when it names none). */
export function remoteUrlOf(siteConfig: unknown, remote: string): unknown {
  const remotes = (siteConfig as { remotes?: unknown } | null)?.remotes;
  return remotes && typeof remotes === 'object' ? (remotes as Record<string, unknown>)[containerOf(remote)] : undefined;
}

/** `siteConfig` with one remote pointed at `version`; the same object when it does not apply. */
export function withRemoteVersion<T>(siteConfig: T, remote: string, version: string): T {
  const url = manifestUrlOf(remoteUrlOf(siteConfig, remote), remote, version);
  if (url === undefined) return siteConfig;
  const remotes = (siteConfig as { remotes: Record<string, unknown> }).remotes;
  return { ...siteConfig, remotes: { ...remotes, [containerOf(remote)]: url } };
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
export function createReleaseStateCache(db: Kysely<Database>, { ttlMs = 1500 }: { ttlMs?: number | undefined } = {}): ReleaseStateCache {
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
