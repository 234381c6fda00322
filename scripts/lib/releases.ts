/**
 * Releases and rollbacks: which version of each remote the running site loads.
 *
 * The site loads what its run-time config (`SITE_CONFIG_FILE`, default `DATA_DIR/site-config.json`,
 * served as /config.json and read by the shell at every page load) names, so a release is one
 * atomic edit of that file: no rebuild, no restart. The choice is also recorded as a pin in
 * `DATA_DIR/releases.json`, which `npm start` honours, so a restart never undoes a rollback.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { isVersion } from 'shared/semver';
import { REMOTES, ROOT, remoteNamed, versionOf, type RemoteApp } from './apps';
import { withFileLock } from './file-lock';
import { cdnDir, isServable, listVersionFolders, MANIFEST } from './publish';
import { writeJsonAtomic } from './site-config';

export function dataDir(env: NodeJS.ProcessEnv = process.env): string {
  return resolve(env.DATA_DIR?.trim() || join(ROOT, '.data'));
}

/** The running site's config file, as `npm start` writes it and the API serves it. */
export function siteConfigFile(env: NodeJS.ProcessEnv = process.env): string {
  return resolve(env.SITE_CONFIG_FILE?.trim() || join(dataDir(env), 'site-config.json'));
}

export function releasesFile(env: NodeJS.ProcessEnv = process.env): string {
  return join(dataDir(env), 'releases.json');
}

/** Held while a command reads, changes and writes the site config and the pins. */
const releaseLock = (env: NodeJS.ProcessEnv) => join(dataDir(env), 'releases.lock');

export interface ReleaseRecord {
  remote: string;
  /** null: the pin was removed. */
  version: string | null;
  previous: string | null;
  at: string;
}

export interface Releases {
  /** Remote folder -> the version the site must load, whatever the checkout's version. */
  pins: Record<string, string>;
  /** Newest last, at most HISTORY entries. */
  history: ReleaseRecord[];
}

const HISTORY = 200;

export function readReleases(env: NodeJS.ProcessEnv = process.env): Releases {
  const file = releasesFile(env);
  if (!existsSync(file)) return { pins: {}, history: [] };
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<Releases>;
  return { pins: { ...parsed.pins }, history: [...(parsed.history ?? [])] };
}

function writeReleases(releases: Releases, env: NodeJS.ProcessEnv): void {
  writeJsonAtomic(releasesFile(env), { pins: releases.pins, history: releases.history.slice(-HISTORY) });
}

interface SiteConfigFile {
  remotes: Record<string, string>;
  [key: string]: unknown;
}

function readSiteConfig(file: string): SiteConfigFile | null {
  if (!existsSync(file)) return null;
  const config = JSON.parse(readFileSync(file, 'utf8')) as SiteConfigFile;
  if (!config || typeof config.remotes !== 'object') throw new Error(`${file} has no "remotes": not a site config`);
  return config;
}

const manifestUrl = (remote: RemoteApp) => new RegExp(`^(.*)/${remote.dir}/([^/]+)/${MANIFEST.replace('.', '\\.')}$`);

/** The version a manifest URL of the site config points at (`.../<remote>/<version>/mf-manifest.json`). */
export function versionInUrl(remote: RemoteApp, url: string | undefined): string | null {
  return (url && manifestUrl(remote).exec(url)?.[2]) || null;
}

/** Remote folder -> the version the running site's config loads (null: not from a versioned CDN path). */
export function liveVersions(env: NodeJS.ProcessEnv = process.env): Record<string, string | null> {
  const config = readSiteConfig(siteConfigFile(env));
  return Object.fromEntries(REMOTES.map((r) => [r.dir, versionInUrl(r, config?.remotes[r.name])]));
}

export interface ReleaseResult {
  remote: RemoteApp;
  version: string;
  /** The version the site loaded before (null if unknown). */
  previous: string | null;
  /** The config file edited, or null when no site config exists yet (the pin applies at start). */
  siteConfigFile: string | null;
  url: string | null;
}

/** The remote, when `version` of it is on the CDN (`<CDN_DIR>/<remote>/<version>/` holds a manifest); else why not. */
export function checkPublished(remoteName: string, version: string, env: NodeJS.ProcessEnv = process.env): RemoteApp {
  const remote = remoteNamed(remoteName);
  if (!isVersion(version)) throw new Error(`"${version}" is not a version (x.y.z)`);
  const root = cdnDir(env);
  if (!isServable(remote.dir, version, root)) {
    const known = listVersionFolders(remote.dir, root).map((v) => v.version);
    throw new Error(`${remote.dir} ${version} is not published: ${join(root, remote.dir, version, MANIFEST)} does not exist `
      + `(on the CDN: ${known.join(', ') || 'no version'}); ship it first with \`npm run ship -- ${remote.dir}\``);
  }
  return remote;
}

/**
 * Points the site at `version` of a remote: refused unless `<CDN_DIR>/<remote>/<version>/`
 * holds a manifest. Records the pin, then swaps the site config atomically. Rollback is the
 * same call with the older version.
 */
export function release(remoteName: string, version: string, env: NodeJS.ProcessEnv = process.env): ReleaseResult {
  const remote = checkPublished(remoteName, version, env);
  return withFileLock(releaseLock(env), () => releaseLocked(remote, version, env));
}

function releaseLocked(remote: RemoteApp, version: string, env: NodeJS.ProcessEnv): ReleaseResult {

  // Work out the new config before writing anything, so a refusal changes nothing.
  const file = siteConfigFile(env);
  const config = readSiteConfig(file);
  let next: SiteConfigFile | null = null;
  let previous: string | null = null;
  let url: string | null = null;
  if (config) {
    const current = config.remotes[remote.name];
    const base = (current && manifestUrl(remote).exec(current)?.[1]) || env.CDN_URL?.trim().replace(/\/+$/, '');
    if (!base) {
      throw new Error(`${file} loads ${remote.name} from ${current ?? 'nowhere'}, not from /${remote.dir}/<version>/ on a CDN `
        + '(a dev server?); set CDN_URL to release onto that CDN');
    }
    previous = versionInUrl(remote, current);
    url = `${base}/${remote.dir}/${version}/${MANIFEST}`;
    next = { ...config, remotes: { ...config.remotes, [remote.name]: url } };
  }

  const releases = readReleases(env);
  previous ??= releases.pins[remote.dir] ?? null;
  releases.pins[remote.dir] = version;
  releases.history.push({ remote: remote.dir, version, previous, at: new Date().toISOString() });
  writeReleases(releases, env);
  if (next) writeJsonAtomic(file, next);
  return { remote, version, previous, siteConfigFile: next ? file : null, url };
}

/** Removes a remote's pin: the next `npm start` serves the checkout's build again. The running site is unchanged. */
export function unpin(remoteName: string, env: NodeJS.ProcessEnv = process.env): { remote: RemoteApp; previous: string | null } {
  const remote = remoteNamed(remoteName);
  return withFileLock(releaseLock(env), () => unpinLocked(remote, env));
}

function unpinLocked(remote: RemoteApp, env: NodeJS.ProcessEnv): { remote: RemoteApp; previous: string | null } {
  const releases = readReleases(env);
  const previous = releases.pins[remote.dir] ?? null;
  if (previous === null) return { remote, previous };
  delete releases.pins[remote.dir];
  releases.history.push({ remote: remote.dir, version: null, previous, at: new Date().toISOString() });
  writeReleases(releases, env);
  return { remote, previous };
}

export interface RemoteVersions {
  remote: RemoteApp;
  /** The checkout's package.json version. */
  packageVersion: string;
  live: string | null;
  pinned: string | null;
  versions: ReturnType<typeof listVersionFolders>;
}

/** Every remote's versions on the CDN, with the live and pinned ones. */
export function versionsReport(env: NodeJS.ProcessEnv = process.env, packageVersion: (dir: string) => string = versionOf): RemoteVersions[] {
  const live = liveVersions(env);
  const { pins } = readReleases(env);
  const root = cdnDir(env);
  return REMOTES.map((remote) => ({
    remote,
    packageVersion: packageVersion(remote.dir),
    live: live[remote.dir] ?? null,
    pinned: pins[remote.dir] ?? null,
    versions: listVersionFolders(remote.dir, root),
  }));
}

/**
 * For `npm start`: the version of each remote the site config should name. A pinned remote
 * gets its pinned version, which must be on the CDN (a start never silently undoes a release);
 * the others get the folder their working copy was published to.
 */
export function siteVersions(
  workingCopies: Record<string, string>,
  env: NodeJS.ProcessEnv = process.env,
): { versions: Record<string, string>; pinned: Record<string, string> } {
  const { pins } = readReleases(env);
  const root = cdnDir(env);
  const versions: Record<string, string> = { ...workingCopies };
  const pinned: Record<string, string> = {};
  for (const remote of REMOTES) {
    const pin = pins[remote.dir];
    if (!pin) continue;
    if (!isServable(remote.dir, pin, root)) {
      throw new Error(`${releasesFile(env)} pins ${remote.dir} to ${pin}, which is not on the CDN (${join(root, remote.dir, pin)}): `
        + `publish it, release another version (\`npm run release -- ${remote.dir} <version>\`) `
        + `or follow the checkout again (\`npm run release -- ${remote.dir} --unpin\`)`);
    }
    versions[remote.dir] = pin;
    pinned[remote.dir] = pin;
  }
  return { versions, pinned };
}
