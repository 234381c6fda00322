import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '..', '..');

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

export function versionOf(dir: string): string {
  return (JSON.parse(readFileSync(join(ROOT, dir, 'package.json'), 'utf8')) as { version: string }).version;
}
