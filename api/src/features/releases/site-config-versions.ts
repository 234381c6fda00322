// The versions the site's run-time config (site-config.json, served as /config.json) loads: each
// remote's manifest URL ends in `/<remote folder>/<version>/mf-manifest.json` (see
// scripts/lib/releases.ts). The release state of a fresh database starts from them.
import fs from 'node:fs/promises';
import type { Kysely } from 'kysely';
import { RELEASE_REMOTES, type ReleaseRemote } from 'shared/canary';
import { isVersion } from 'shared/semver';
import type { Print } from '../../app/app-context';
import type { Database } from '../../db/schema';
import { seedReleaseState } from './release-repository';

/** The federation container name of a remote folder: `remote-member` -> `remote_member`. */
const containerOf = (remote: ReleaseRemote): string => remote.replaceAll('-', '_');

/** Remote folder -> version, for each remote the config loads from a versioned CDN path. */
export function versionsInSiteConfig(config: unknown): Partial<Record<ReleaseRemote, string>> {
  const remotes = (config as { remotes?: unknown } | null)?.remotes;
  if (!remotes || typeof remotes !== 'object') return {};
  const versions: Partial<Record<ReleaseRemote, string>> = {};
  for (const remote of RELEASE_REMOTES) {
    const url = (remotes as Record<string, unknown>)[containerOf(remote)];
    if (typeof url !== 'string') continue;
    const version = new RegExp(`/${remote}/([^/]+)/mf-manifest\\.json$`).exec(url)?.[1];
    if (version && isVersion(version)) versions[remote] = version;
  }
  return versions;
}

/**
 * Gives each remote without release state the version the site config file loads (nothing when
 * there is no such file or it names no versioned remote). Runs at every start: a database that
 * has state keeps it.
 */
export async function seedReleasesFromSiteConfig(db: Kysely<Database>, file: string | null, print: Print): Promise<void> {
  if (!file) return;
  let text: string;
  try {
    text = await fs.readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  const seeded = await seedReleaseState(db, versionsInSiteConfig(JSON.parse(text)));
  if (seeded.length > 0) print(`Release state started from ${file}: ${seeded.join(', ')}`);
}
