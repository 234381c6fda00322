import type { SiteConfig } from 'shared';

/** Stand-in for `shell/src/federation/register-remotes.ts`: there are no remotes to register. */
export function registerClubRemotes(_config: SiteConfig, _plugins: unknown[] = []): void {}
