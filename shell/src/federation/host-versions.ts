import { GUARDED_PACKAGES, type HostVersions } from './remote-compatibility';

/** The shell's own build record (the root rsbuild.config.ts defines it; absent under Jest). */
declare const __CLUB_BUILD__: { versions?: Record<string, string> } | undefined;

const versions = (typeof __CLUB_BUILD__ === 'undefined' ? undefined : __CLUB_BUILD__.versions) ?? {};

/**
 * The versions of the guarded singletons this site runs: the shell's own, as installed when it
 * was built. With `loaded-first` the shell provides them, so these are the copies in the page.
 */
export const HOST_VERSIONS: HostVersions = Object.fromEntries(
  GUARDED_PACKAGES.flatMap((pkg) => (versions[pkg] ? [[pkg, versions[pkg]]] : [])),
);
