import { REMOTE_CONTRACT_VERSIONS } from 'shared/remote-contract';

/**
 * What the shell needs from the remotes, published beside its index.html as
 * `/shell-contract.json` so that `npm run ship` can check a remote against the shell that is
 * live, not only the one in the checkout:
 * - `remotes`: per federation container, every exposed module the shell loads from it and the
 *   contract version it expects (REMOTE_CONTRACT_VERSIONS, bound to the typed contract);
 * - `singletons`: per shared singleton package, the version the shell provides (its
 *   `__CLUB_BUILD__.versions`, the very record its run-time compatibility check reads) and the
 *   range it accepts (`requires`).
 */
export interface ShellContract {
  schema: 1;
  remotes: Record<string, { modules: Record<string, number> }>;
  singletons: Record<string, { version: string; requiredVersion?: string }>;
}

/** The file name, at the root of the shell's web build (served at the site's root). */
export const SHELL_CONTRACT_FILE = 'shell-contract.json';

/** The contract of a shell built with `build` (the root rsbuild.config.ts's `clubBuild`). */
export function shellContract(build: { versions: Record<string, string>; requires: Record<string, string> }): ShellContract {
  const remotes: ShellContract['remotes'] = {};
  for (const [id, version] of Object.entries(REMOTE_CONTRACT_VERSIONS)) {
    const [remote, name] = id.split('/');
    if (!remote || !name) continue;
    (remotes[remote] ??= { modules: {} }).modules[name] = version;
  }
  const singletons: ShellContract['singletons'] = {};
  for (const [pkg, version] of Object.entries(build.versions)) {
    const requiredVersion = build.requires[pkg];
    singletons[pkg] = requiredVersion ? { version, requiredVersion } : { version };
  }
  return { schema: 1, remotes, singletons };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A fetched contract, checked field by field; `null` when it is not one. */
export function parseShellContract(value: unknown): ShellContract | null {
  if (!isRecord(value) || value.schema !== 1 || !isRecord(value.remotes) || !isRecord(value.singletons)) return null;
  const remotes: ShellContract['remotes'] = {};
  for (const [remote, entry] of Object.entries(value.remotes)) {
    if (!isRecord(entry) || !isRecord(entry.modules)) return null;
    const modules: Record<string, number> = {};
    for (const [name, version] of Object.entries(entry.modules)) {
      if (typeof version !== 'number' || !Number.isInteger(version)) return null;
      modules[name] = version;
    }
    remotes[remote] = { modules };
  }
  const singletons: ShellContract['singletons'] = {};
  for (const [pkg, entry] of Object.entries(value.singletons)) {
    if (!isRecord(entry) || typeof entry.version !== 'string') return null;
    singletons[pkg] = typeof entry.requiredVersion === 'string'
      ? { version: entry.version, requiredVersion: entry.requiredVersion }
      : { version: entry.version };
  }
  return { schema: 1, remotes, singletons };
}
