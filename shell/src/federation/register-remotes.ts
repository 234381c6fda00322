import { registerPlugins, registerRemotes, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { REMOTE_NAMES, type SiteConfig } from 'shared';
import { remoteFailurePlugin } from './remote-failure-plugin';
import { versionSkewPlugin } from './version-skew-plugin';

/**
 * Tells the federation runtime where each remote's manifest is, as the run-time config says,
 * and installs the shell's policies: the version-skew guard (a remote built against another
 * major of `shared` or React is refused before its code is fetched) and the failure report (the
 * remote slot shows the fallback).
 * Runs once before any `loadRemote`. Nothing is fetched here: with `loaded-first` a remote is
 * fetched only when a route needs it.
 */
export function registerClubRemotes(config: SiteConfig, extraPlugins: ModuleFederationRuntimePlugin[] = []): void {
  registerPlugins([...extraPlugins, versionSkewPlugin(), remoteFailurePlugin()]);
  registerRemotes(REMOTE_NAMES.map((name) => ({ name, entry: config.remotes[name] })));
}
