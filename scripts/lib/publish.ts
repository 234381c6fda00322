/**
 * The local "CDN" folder: every remote under /<remote>/<version>/. Two kinds of version folder:
 *
 * - **published** (`npm run ship`): holds a `.published` marker, is written once (copied to a
 *   hidden temp folder, then renamed into place) and is never replaced or changed after;
 * - **working copy** (`npm start`, `npm run dev`): the current build of the checkout, stamped
 *   with `.build-stamp`, replaced whenever the sources change. When the package's version is
 *   already published and the checkout's build differs from it, the working copy goes to
 *   `/<remote>/<version>-local/` so the published folder is never touched.
 *
 * Hidden entries (a leading dot) are temp or replaced folders: never versions, never served.
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { compareVersions, isVersion } from 'shared/semver';
import { ROOT, versionOf, type RemoteApp } from './apps';
import { BUILD_STAMP, distOf } from './build-apps';

export const PUBLISHED_MARKER = '.published';
/** Suffix of a working copy served beside an immutable published version of the same number. */
export const LOCAL_SUFFIX = '-local';
export const MANIFEST = 'mf-manifest.json';

/** The CDN folder: `CDN_DIR`, else `.cdn/` at the repo root. Read on every call (tests set it). */
export function cdnDir(env: NodeJS.ProcessEnv = process.env): string {
  return resolve(env.CDN_DIR?.trim() || join(ROOT, '.cdn'));
}

/** Where a remote's build is published on the CDN: /<remote>/<version>/. */
export function publishedPath(remote: RemoteApp, version = versionOf(remote.dir), root = cdnDir()): string {
  return join(root, remote.dir, checkedSegment(version));
}

/** A version used as a path segment: semver only, so never `..`, a slash or a hidden name. */
function checkedSegment(version: string): string {
  if (!isVersion(version)) throw new Error(`"${version}" is not a version (x.y.z, semver)`);
  return version;
}

export interface PublishedMarker {
  remote: string;
  version: string;
  publishedAt: string;
  /** The build's input fingerprint (`dist/.build-stamp`), when known. */
  fingerprint: string | null;
  [extra: string]: unknown;
}

export function readMarker(versionFolder: string): PublishedMarker | null {
  const file = join(versionFolder, PUBLISHED_MARKER);
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as PublishedMarker;
  } catch {
    // A marker that cannot be read still marks the folder immutable.
    return { remote: basename(dirname(versionFolder)), version: basename(versionFolder), publishedAt: '', fingerprint: null };
  }
}

function readStamp(folder: string): string | null {
  const file = join(folder, BUILD_STAMP);
  return existsSync(file) ? readFileSync(file, 'utf8') : null;
}

export class AlreadyPublishedError extends Error {
  constructor(remoteDir: string, version: string, path: string) {
    super(`${remoteDir} ${version} is already published (${path}); published versions are immutable: `
      + 'record a change with `npm run changeset`, bump with `npm run version-packages`, then ship the new version');
    this.name = 'AlreadyPublishedError';
  }
}

function hiddenSibling(target: string, what: string): string {
  return join(dirname(target), `.${basename(target)}.${what}-${process.pid}-${randomBytes(4).toString('hex')}`);
}

/**
 * Files read-only, folders listable, for everyone: the CDN's web server may run as another user
 * than the one publishing (nginx's workers), and a build copied from a private temp folder (0700)
 * would otherwise stay private.
 */
function makeReadOnly(dir: string): void {
  chmodSync(dir, 0o755);
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) makeReadOnly(path);
    else chmodSync(path, 0o444);
  }
}

/**
 * Moves the complete folder `tmp` to `target` with renames only, so a reader sees the old folder
 * or the new one. An existing target is moved aside first, unless it turns out to be published.
 */
function renameInto(tmp: string, target: string, remoteDir: string, version: string): void {
  try {
    renameSync(tmp, target);
    return;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'ENOTEMPTY' && code !== 'EEXIST') throw error;
  }
  const aside = hiddenSibling(target, 'replaced');
  renameSync(target, aside);
  if (existsSync(join(aside, PUBLISHED_MARKER))) {
    // Published meanwhile (another ship): put it back, never replace it.
    renameSync(aside, target);
    throw new AlreadyPublishedError(remoteDir, version, target);
  }
  renameSync(tmp, target);
  rmSync(aside, { recursive: true, force: true });
}

export interface PublishOptions {
  remoteDir: string;
  version: string;
  /** The build to publish (a remote's `dist/`): must hold `mf-manifest.json`. */
  fromDir: string;
  root?: string;
  /** Extra fields for the marker (commit, who, ...). */
  meta?: Record<string, unknown>;
}

/**
 * Publishes a build as an immutable version: refused if that version is already published.
 * Copies to a hidden temp folder beside the target, marks it, makes its files read-only (and
 * readable by everyone), then
 * renames it into place. A working copy of the same version (from `npm start`) is replaced.
 */
export function publishImmutable({ remoteDir, version, fromDir, root = cdnDir(), meta = {} }: PublishOptions): string {
  checkedSegment(version);
  if (version.endsWith(LOCAL_SUFFIX)) throw new Error(`versions ending in ${LOCAL_SUFFIX} are kept for npm start's working copies`);
  const target = join(root, remoteDir, version);
  if (readMarker(target)) throw new AlreadyPublishedError(remoteDir, version, target);
  if (!existsSync(join(fromDir, MANIFEST))) throw new Error(`${fromDir} holds no ${MANIFEST}: not a remote's build`);
  mkdirSync(dirname(target), { recursive: true });
  const tmp = hiddenSibling(target, 'publishing');
  try {
    cpSync(fromDir, tmp, { recursive: true });
    const stamp = readStamp(tmp);
    rmSync(join(tmp, BUILD_STAMP), { force: true });
    const marker: PublishedMarker = {
      remote: remoteDir,
      version,
      publishedAt: new Date().toISOString(),
      fingerprint: stamp,
      ...meta,
    };
    writeFileSync(join(tmp, PUBLISHED_MARKER), `${JSON.stringify(marker, null, 2)}\n`);
    makeReadOnly(tmp);
    renameInto(tmp, target, remoteDir, version);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
  return target;
}

export interface ServedCopy {
  /** The version folder the site should load: `<version>` or `<version>-local`. */
  version: string;
  path: string;
  kind: 'published' | 'working-copy';
}

/**
 * For `npm start` and `npm run dev`: makes the checkout's build of a remote servable, never
 * touching a published version. If `<version>` is published from this very build, that is
 * served; if it is published from another build, the working copy goes to `<version>-local`;
 * otherwise the working copy is (re)placed at `<version>`.
 */
export function publishWorkingCopy({ remoteDir, version, distDir, root = cdnDir() }: {
  remoteDir: string; version: string; distDir: string; root?: string;
}): ServedCopy {
  const home = join(root, remoteDir, checkedSegment(version));
  const stamp = readStamp(distDir);
  const marker = readMarker(home);
  if (marker && stamp && marker.fingerprint === stamp) return { version, path: home, kind: 'published' };
  const served = marker ? `${version}${LOCAL_SUFFIX}` : version;
  const target = join(root, remoteDir, served);
  if (stamp && readStamp(target) === stamp && existsSync(join(target, MANIFEST))) {
    return { version: served, path: target, kind: 'working-copy' };
  }
  mkdirSync(dirname(target), { recursive: true });
  const tmp = hiddenSibling(target, 'copying');
  try {
    cpSync(distDir, tmp, { recursive: true });
    renameInto(tmp, target, remoteDir, served);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
  return { version: served, path: target, kind: 'working-copy' };
}

/** Makes the remote's current build servable for a local run (see publishWorkingCopy). */
export function publishForLocalRun(remote: RemoteApp, root = cdnDir()): ServedCopy {
  return publishWorkingCopy({ remoteDir: remote.dir, version: versionOf(remote.dir), distDir: distOf(remote.dir), root });
}

export interface VersionFolder {
  version: string;
  kind: 'published' | 'working-copy';
  publishedAt: string | null;
  path: string;
}

/** The servable versions of a remote on the CDN (folders holding a manifest), oldest first. */
export function listVersionFolders(remoteDir: string, root = cdnDir()): VersionFolder[] {
  const dir = join(root, remoteDir);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => !name.startsWith('.') && isVersion(name))
    .map((name) => join(dir, name))
    .filter((path) => statSync(path).isDirectory() && existsSync(join(path, MANIFEST)))
    .map((path) => {
      const marker = readMarker(path);
      return {
        version: basename(path),
        kind: marker ? 'published' as const : 'working-copy' as const,
        publishedAt: marker?.publishedAt || null,
        path,
      };
    })
    .sort((a, b) => compareVersions(a.version, b.version));
}

/** Whether `<remote>/<version>/` can be served: it exists and holds the remote's manifest. */
export function isServable(remoteDir: string, version: string, root = cdnDir()): boolean {
  return isVersion(version) && existsSync(join(root, remoteDir, version, MANIFEST));
}
