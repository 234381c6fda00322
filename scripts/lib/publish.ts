import { cpSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { distOf, fingerprint } from './build-apps';
import { ROOT, versionOf, type RemoteApp } from './apps';

export const CDN_DIR = join(ROOT, '.cdn');

/** Where a remote's build is published on the CDN: /<remote>/<version>/. */
export function publishedPath(remote: RemoteApp, version = versionOf(remote.dir)): string {
  return join(CDN_DIR, remote.dir, version);
}

/**
 * Copies the remote's current build to its versioned path on the local CDN. For `npm start` a
 * rebuilt working copy replaces the same version's folder; the release pipeline publishes
 * immutable versions instead.
 */
export function publishForLocalRun(remote: RemoteApp): string {
  const target = publishedPath(remote);
  const stamp = join(target, '.build-stamp');
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === fingerprint(remote.dir)) return target;
  rmSync(target, { recursive: true, force: true });
  mkdirSync(target, { recursive: true });
  cpSync(distOf(remote.dir), target, { recursive: true });
  return target;
}
