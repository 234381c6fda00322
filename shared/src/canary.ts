// `shared/canary`: which version of a remote a browser gets while a canary runs. The shell, the
// server render and the API must all answer the same for one browser, so the rule lives here,
// with no React and no Node API: a hash of the browser's first-party random id and the remote,
// folded to a bucket 0-99; the browser gets the canary when its bucket is below the share.
// - Sticky: the same id and remote always land in the same bucket.
// - Raising the share keeps every browser that had the canary on it (buckets below the old share
//   are below the new one too); each remote draws its own buckets, so one browser is not the
//   canary tester of every remote at once.

/** The remotes that have releases, by their folder (also their path segment on the CDN). */
export const RELEASE_REMOTES = ['remote-public', 'remote-member', 'remote-admin'] as const;
export type ReleaseRemote = (typeof RELEASE_REMOTES)[number];

export type CanaryAssignment = 'canary' | 'stable';

export const isReleaseRemote = (value: string): value is ReleaseRemote =>
  (RELEASE_REMOTES as readonly string[]).includes(value);

/** FNV-1a over the UTF-16 code units, then MurmurHash3's finaliser, so close ids spread evenly. */
function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** The browser's bucket (0-99) for a remote. */
export const canaryBucket = (browserId: string, remote: string): number => hash32(`${remote}\n${browserId}`) % 100;

/**
 * 'canary' for about `share` percent of browsers (0-100; outside is clamped), 'stable' for the
 * others; always the same answer for the same browser, remote and share.
 */
export function assignCanary(browserId: string, remote: string, share: number): CanaryAssignment {
  const percent = Math.min(100, Math.max(0, Number.isFinite(share) ? share : 0));
  return canaryBucket(browserId, remote) < percent ? 'canary' : 'stable';
}
