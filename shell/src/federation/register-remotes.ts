import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_NAMES, type SiteConfig } from 'shared';
import { RemoteUnavailable } from '../features/remote-slot/remote-unavailable';
import { remoteFailurePlugin } from './remote-failure-plugin';

/**
 * Tells the federation runtime where each remote's manifest is, as the run-time config says,
 * and installs the shell's failure policy. Runs once before any `loadRemote`. Nothing is
 * fetched here: with `loaded-first` a remote is fetched only when a route needs it.
 */
export function registerClubRemotes(config: SiteConfig): void {
  registerPlugins([remoteFailurePlugin(RemoteUnavailable)]);
  registerRemotes(REMOTE_NAMES.map((name) => ({ name, entry: config.remotes[name] })));
}
