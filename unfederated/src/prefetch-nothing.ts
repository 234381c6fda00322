import type { RemoteModuleId } from 'shared';

/**
 * Stand-in for `shell/src/federation/prefetch-remote.ts`, which reads a remote's manifest and
 * checks it against the version-skew guard before prefetching: without remotes there is no
 * manifest to read, and the guard (with the federation runtime it asks) is not in the bundle.
 */
export function prefetchRemote(_id: RemoteModuleId): void {}
