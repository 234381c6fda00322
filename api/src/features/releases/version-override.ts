// An administrator's try of a published version in their own browser only (like
// import-map-overrides): the cookie `club_override` names, per remote, the version to load
// (`remote-member@0.3.0,remote-public@0.2.1`). It is set and cleared by the admin routes
// (ops-routes.ts) and applies to /config.json and the server-rendered page only while the same
// request carries the session of an administrator: a copied or forged cookie changes nothing for
// anyone else. A browser trying a version reports no telemetry (sample rate 0), so the figures
// and the automatic rollback see only the visitors' loads.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { RELEASE_REMOTES, type ReleaseRemote } from 'shared/canary';
import { isVersion } from 'shared/semver';
import type { VersionOverride } from 'shared/types';
import type { ApiConfig } from '../../app/config';
import { isAdminRequest, type RouteAuthOptions } from '../../core/auth/route-auth';
import type { Database } from '../../db/schema';
import { withRemoteVersion } from './effective-config';

export const OVERRIDE_COOKIE = 'club_override';
const MAX_COOKIE_LENGTH = 512;

const byRemote = (a: VersionOverride, b: VersionOverride) => a.remote.localeCompare(b.remote);

/** `overrides` with `override` in place of any earlier one of its remote, in remote order. */
export const withOverride = (overrides: readonly VersionOverride[], override: VersionOverride): VersionOverride[] =>
  [...overrides.filter((o) => o.remote !== override.remote), override].sort(byRemote);

/** `overrides` without `remote`'s (without any when no remote is named). */
export const withoutOverride = (overrides: readonly VersionOverride[], remote?: ReleaseRemote): VersionOverride[] =>
  (remote ? overrides.filter((o) => o.remote !== remote) : []);

/** The overrides a cookie value names; anything malformed is left out. */
export function parseOverrides(value: string | undefined): VersionOverride[] {
  if (!value || value.length > MAX_COOKIE_LENGTH) return [];
  const found = new Map<ReleaseRemote, string>();
  for (const pair of value.split(',')) {
    const at = pair.indexOf('@');
    const remote = pair.slice(0, at) as ReleaseRemote;
    const version = pair.slice(at + 1);
    if (at > 0 && RELEASE_REMOTES.includes(remote) && version.length <= 64 && isVersion(version)) found.set(remote, version);
  }
  return [...found].map(([remote, version]) => ({ remote, version })).sort(byRemote);
}

export const serializeOverrides = (overrides: readonly VersionOverride[]): string =>
  overrides.map(({ remote, version }) => `${remote}@${version}`).join(',');

/** Sets the cookie to `overrides` (cleared when there are none); the browser's session ends it. */
export function writeOverrideCookie(reply: FastifyReply, config: ApiConfig, overrides: readonly VersionOverride[]): void {
  const options = { httpOnly: true, sameSite: 'lax' as const, path: '/', secure: config.secureCookies };
  if (overrides.length === 0) reply.clearCookie(OVERRIDE_COOKIE, options);
  else reply.setCookie(OVERRIDE_COOKIE, serializeOverrides(overrides), options);
}

export const overridesOfRequest = (request: FastifyRequest): VersionOverride[] => parseOverrides(request.cookies[OVERRIDE_COOKIE]);

/** The overrides a page request gets: its cookie's, when the request is an administrator's; else none. */
export type PageOverrides = (request: FastifyRequest) => Promise<VersionOverride[]>;

export function adminOverrides(db: Kysely<Database>, options: RouteAuthOptions): PageOverrides {
  return async (request) => {
    const overrides = overridesOfRequest(request);
    if (overrides.length === 0) return [];
    return (await isAdminRequest(request, db, options)) ? overrides : [];
  };
}

/**
 * `siteConfig` with each overridden remote pointed at its version (a remote the config does not
 * load from a versioned CDN path keeps its URL) and its telemetry off; the same object when
 * nothing changes.
 */
export function withOverrides<T>(siteConfig: T, overrides: readonly VersionOverride[]): T {
  if (overrides.length === 0) return siteConfig;
  let next = siteConfig;
  for (const { remote, version } of overrides) next = withRemoteVersion(next, remote, version);
  if (next === siteConfig) return siteConfig;
  return { ...next, telemetry: { sampleRate: 0 } };
}
