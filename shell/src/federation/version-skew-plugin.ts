import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { HOST_VERSIONS } from './host-versions';
import { logRemoteFailure } from './remote-failure-plugin';
import { checkRemoteCompatibility, type HostVersions } from './remote-compatibility';
import { RemoteVersionSkewError } from './version-skew-error';

type LoadRemoteSnapshotArgs = Parameters<NonNullable<ModuleFederationRuntimePlugin['loadRemoteSnapshot']>>[0];

/**
 * Refuses a remote whose manifest says it was built against an incompatible `shared`, `react`
 * or `react-dom` (checkRemoteCompatibility), before any of its code is fetched.
 *
 * The hook is `loadRemoteSnapshot`: the runtime calls it with the manifest JSON right after
 * fetching the manifest, inside the snapshot plugin's `afterResolve`, before it works out the
 * remote entry's URL, preloads the expose's chunks or loads the entry. An error thrown here
 * travels through `errorLoadRemote` at `onLoad` to the caller of `loadRemote` (the remote slot,
 * which shows the version-mismatch fallback), and the runtime keeps the failed manifest load
 * for the rest of the page's life, so no later `loadRemote` of that remote fetches anything
 * either. Nothing of the remote is evaluated: no second copy of React or `shared`, and the share
 * scope only ever sees the shell's.
 *
 * The reason is logged once per remote manifest per page load, as `console.error`.
 */
export function versionSkewPlugin(host: HostVersions = HOST_VERSIONS): ModuleFederationRuntimePlugin {
  const verdicts = new Map<string, RemoteVersionSkewError | null>();
  return {
    name: 'club-version-skew-guard',
    loadRemoteSnapshot(args: LoadRemoteSnapshotArgs) {
      if (args.from !== 'manifest' || !args.manifestJson) return args;
      const remote = args.moduleInfo.name;
      const key = args.manifestUrl ?? remote;
      let verdict = verdicts.get(key);
      if (verdict === undefined) {
        const result = checkRemoteCompatibility(args.manifestJson, host, remote);
        for (const warning of result.warnings) console.warn(`[shell] version check: ${warning}`);
        verdict = result.compatible ? null : new RemoteVersionSkewError(remote, result.reasons);
        if (verdict) {
          logRemoteFailure(
            verdict,
            `[shell] not loading remote ${remote} (version skew):\n${result.reasons.map((r) => `- ${r}`).join('\n')}`,
          );
        }
        verdicts.set(key, verdict);
      }
      if (verdict) throw verdict;
      return args;
    },
  };
}
