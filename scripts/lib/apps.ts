import { readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// `import.meta.url` (not `.dirname`): Jest's CommonJS transform rewrites it, so tests and the
// browser-test helpers can import these modules too.
export const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));

export interface RemoteApp {
  /** Workspace folder, also its path segment on the CDN. */
  dir: 'remote-public' | 'remote-member' | 'remote-admin';
  /** Federation container name. */
  name: 'remote_public' | 'remote_member' | 'remote_admin';
}

export const REMOTES: RemoteApp[] = [
  { dir: 'remote-public', name: 'remote_public' },
  { dir: 'remote-member', name: 'remote_member' },
  { dir: 'remote-admin', name: 'remote_admin' },
];

export const FRONTEND_APPS = ['shell', ...REMOTES.map((r) => r.dir)] as const;

/**
 * The same shell and remotes built as one plain app without federation (the yardstick of
 * bench/bundle-ratio.ts); built only when asked for (`npm start -- --unfederated`).
 */
export const UNFEDERATED = 'unfederated';

/** A path as short as it reads well in a command's output: relative inside the repo, absolute outside. */
export function shownPath(path: string): string {
  const inRepo = relative(ROOT, path);
  return inRepo.startsWith('..') ? path : inRepo;
}

export function versionOf(dir: string): string {
  return (JSON.parse(readFileSync(join(ROOT, dir, 'package.json'), 'utf8')) as { version: string }).version;
}

/** The remote named by its folder (`remote-member`), package (`@club/remote-member`) or container name. */
export function findRemote(name: string): RemoteApp | undefined {
  const bare = name.replace(/^@club\//, '').replace(/\/+$/, '');
  return REMOTES.find((r) => r.dir === bare || r.name === bare);
}

/** Like findRemote, but an unknown name throws a message listing the remotes. */
export function remoteNamed(name: string | undefined): RemoteApp {
  const remote = name ? findRemote(name) : undefined;
  if (!remote) {
    throw new Error(`${name ? `unknown remote "${name}"` : 'name a remote'}; one of: ${REMOTES.map((r) => r.dir).join(', ')}`);
  }
  return remote;
}
