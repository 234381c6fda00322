import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { REMOTE_NAMES, type SiteConfig } from 'shared';
import { isReleaseRemote, type ReleaseRemote } from 'shared/canary';
import { isVersion } from 'shared/semver';

/** One version of one remote, by its folder (`remote-member`) and semver. */
export interface RemoteRelease {
  remote: ReleaseRemote;
  version: string;
}

/** Which release of a remote a module, or a piece of code by its URL, belongs to. */
export interface RemoteReleases {
  /** By a module id (`remote_member/dashboard-page`) or a container name (`remote_member`). */
  ofModule: (moduleId: string) => RemoteRelease | null;
  /** The release whose code a stack trace (or a script URL) runs in, by the first URL in it under a remote's base URL. */
  ofStack: (stack: string) => RemoteRelease | null;
}

const MANIFEST_URL = /^(.*\/)([^/]+)\/([^/]+)\/mf-manifest\.json$/;

/**
 * The releases the run-time config loads: a remote's manifest URL ends in
 * `/<remote folder>/<version>/mf-manifest.json`. A remote served from elsewhere (a dev server)
 * has no version and is left out. Code is attributed to a remote when its URL lies under the
 * folder of the remote's manifest, or under the public path its manifest names (`addBase`).
 */
export function remoteReleases(config: SiteConfig): RemoteReleases & { addBase(container: string, base: string): void } {
  const byContainer = new Map<string, RemoteRelease>();
  const bases: Array<{ base: string; release: RemoteRelease }> = [];
  const absolute = (url: string) => {
    try {
      return new URL(url, typeof window !== 'undefined' ? window.location.href : 'http://localhost/').href;
    } catch {
      return null;
    }
  };
  const addBase = (container: string, base: string) => {
    const release = byContainer.get(container);
    const url = absolute(base);
    if (!release || !url || url.length < 10) return;
    const folder = url.endsWith('/') ? url : `${url}/`;
    if (!bases.some((b) => b.base === folder)) bases.push({ base: folder, release });
  };
  for (const container of REMOTE_NAMES) {
    const match = MANIFEST_URL.exec(config.remotes[container] ?? '');
    const remote = match?.[2];
    const version = match?.[3];
    if (!match || !remote || !version || !isReleaseRemote(remote) || !isVersion(version)) continue;
    byContainer.set(container, { remote, version });
    addBase(container, `${match[1]}${remote}/${version}/`);
  }
  const urlPattern = /(https?:\/\/[^\s)'"]+)/g;
  return {
    addBase,
    ofModule: (moduleId) => byContainer.get(moduleId.split('/')[0] ?? '') ?? null,
    ofStack: (stack) => {
      for (const [url] of stack.matchAll(urlPattern)) {
        const found = bases.find(({ base }) => url.startsWith(base));
        if (found) return found.release;
      }
      return null;
    },
  };
}

/**
 * Learns the public path each remote's manifest names, so that code served from there is
 * attributed to its remote too (`RemoteReleases.ofStack`). Answers nothing and never throws: the
 * runtime and the other plugins go on as without it.
 */
export function remoteBasesPlugin(releases: ReturnType<typeof remoteReleases>): ModuleFederationRuntimePlugin {
  return {
    name: 'club-remote-bases',
    loadRemoteSnapshot(args) {
      try {
        const publicPath = (args.manifestJson as { metaData?: { publicPath?: unknown } } | undefined)?.metaData?.publicPath;
        if (typeof publicPath === 'string' && publicPath !== 'auto') releases.addBase(args.moduleInfo.name, publicPath);
      } catch {
        // An odd manifest is the version-skew guard's business.
      }
      return args;
    },
  };
}
