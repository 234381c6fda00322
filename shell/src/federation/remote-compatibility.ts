import { satisfy } from '@module-federation/enhanced/runtime';
import { breakingPart } from 'shared/semver';

/**
 * The packages a remote must agree on with the shell before any of its code runs: one copy of
 * each runs in the page (shared singletons), so a remote built against another major of one
 * of them would either run on a copy it was not built for or bring a second copy. The federation
 * runtime core is one of them: remotes use the one the shell provides.
 */
export const GUARDED_PACKAGES = ['shared', 'react', 'react-dom', '@module-federation/runtime-core'] as const;
export type GuardedPackage = (typeof GUARDED_PACKAGES)[number];

/** The versions this site (the shell) runs, per guarded package. */
export type HostVersions = Partial<Record<GuardedPackage, string>>;

/**
 * The part of a remote's `mf-manifest.json` the check reads. It comes over the network, so
 * every field is checked before use.
 */
export interface RemoteManifestInfo {
  name?: unknown;
  metaData?: unknown;
  shared?: unknown;
}

export interface CompatibilityResult {
  /** False: do not load the remote's code. */
  compatible: boolean;
  /** Why it is refused, one sentence per finding (empty when compatible). */
  reasons: string[];
  /** What could not be checked (the remote is allowed). */
  warnings: string[];
}

/** `react/jsx-runtime` -> `react`, `@scope/pkg/sub` -> `@scope/pkg`. */
export function packageOf(request: string): string {
  return request.split('/').slice(0, request.startsWith('@') ? 2 : 1).join('/');
}

const isGuarded = (pkg: string): pkg is GuardedPackage => (GUARDED_PACKAGES as readonly string[]).includes(pkg);
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const nonEmpty = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** One thing the remote's manifest says about a guarded package. */
interface PackageRecord {
  pkg: GuardedPackage;
  version?: string;
  requiredVersion?: string;
}

/**
 * Collects what the manifest records: `metaData.clubBuild` (written by every app of this repo,
 * see the root rsbuild.config.ts) and the federation's own `shared` array (any MF 2 build).
 */
function recordsOf(manifest: RemoteManifestInfo): PackageRecord[] {
  const records: PackageRecord[] = [];
  const clubBuild = isRecord(manifest.metaData) ? manifest.metaData.clubBuild : undefined;
  if (isRecord(clubBuild)) {
    const versions = isRecord(clubBuild.versions) ? clubBuild.versions : {};
    const requires = isRecord(clubBuild.requires) ? clubBuild.requires : {};
    for (const pkg of GUARDED_PACKAGES) {
      const version = versions[pkg];
      const requiredVersion = requires[pkg];
      if (nonEmpty(version) || nonEmpty(requiredVersion)) {
        records.push({
          pkg,
          ...(nonEmpty(version) ? { version } : {}),
          ...(nonEmpty(requiredVersion) ? { requiredVersion } : {}),
        });
      }
    }
  }
  if (Array.isArray(manifest.shared)) {
    for (const entry of manifest.shared) {
      if (!isRecord(entry) || typeof entry.name !== 'string') continue;
      const pkg = packageOf(entry.name);
      if (!isGuarded(pkg)) continue;
      records.push({
        pkg,
        ...(nonEmpty(entry.version) ? { version: entry.version } : {}),
        ...(nonEmpty(entry.requiredVersion) ? { requiredVersion: entry.requiredVersion } : {}),
      });
    }
  }
  return records;
}

/**
 * Decides whether the shell may load a remote, from the remote's manifest alone (before its
 * remote entry or any chunk is fetched).
 *
 * Refused, for `shared`, `react` and `react-dom`:
 * - the remote was built against a version whose major differs from the one this site runs
 *   (for 0.x the minor, semver caret rules): patch and minor differences are fine;
 * - the remote requires (its `requiredVersion`) a range this site's version does not satisfy
 *   (the federation runtime's own semver rules, which it applies when it shares modules).
 *
 * Missing information is allowed, with a warning: a manifest that records none of these
 * packages, a version that is not semver, or a package whose version this site does not know.
 * Refusing an unknown would take a page down over a manifest format change; every build of
 * this repo records both the `shared` array and `metaData.clubBuild`, so in practice the check
 * always has its data.
 */
export function checkRemoteCompatibility(
  manifest: RemoteManifestInfo,
  host: HostVersions,
  remoteName: string = typeof manifest.name === 'string' ? manifest.name : 'the remote',
): CompatibilityResult {
  const reasons = new Set<string>();
  const warnings = new Set<string>();
  const records = recordsOf(manifest);
  if (records.length === 0) {
    warnings.add(`cannot check ${remoteName}: its manifest records no version of ${GUARDED_PACKAGES.join(', ')}`);
  }
  for (const { pkg, version, requiredVersion } of records) {
    const ours = host[pkg];
    const ourPart = ours ? breakingPart(ours) : null;
    if (!ours || !ourPart) {
      warnings.add(`cannot check ${pkg} for ${remoteName}: this site's version of ${pkg} is unknown`);
      continue;
    }
    if (version !== undefined) {
      const theirPart = breakingPart(version);
      if (theirPart === null) {
        warnings.add(`cannot check ${pkg} for ${remoteName}: it records version "${version}"`);
      } else if (theirPart !== ourPart) {
        reasons.add(`${remoteName} was built against ${pkg} ${version}; this site runs ${pkg} ${ours}`);
      }
    }
    if (requiredVersion !== undefined && !satisfy(ours, requiredVersion)) {
      reasons.add(`${remoteName} requires ${pkg} ${requiredVersion}; this site runs ${pkg} ${ours}`);
    }
  }
  return { compatible: reasons.size === 0, reasons: [...reasons], warnings: [...warnings] };
}
