/**
 * The release state in the database the API reads (DATABASE_URL, else DATA_DIR's SQLite file):
 * opened by `npm run release` and `npm run versions` as the API opens it (its createDatabase and
 * migrations, under its start lock), and seeded from the site config file as the API's start
 * seeds it, so a command run before the first `npm start` finds the same state.
 */
import { isVersion } from 'shared/semver';
import { loadConfig } from '../../api/src/app/config';
import { createDatabase, type DatabaseHandle } from '../../api/src/db/create-database';
import { migrateToLatest } from '../../api/src/db/migrations';
import { withStartLock } from '../../api/src/db/start-lock';
import { applyReleaseChange, readReleaseState } from '../../api/src/features/releases/release-repository';
import { seedReleasesFromSiteConfig } from '../../api/src/features/releases/site-config-versions';
import { dataDir, siteConfigFile } from './releases';

export async function openReleaseDatabase(env: NodeJS.ProcessEnv = process.env, print: (line: string) => void = () => undefined): Promise<DatabaseHandle> {
  const config = loadConfig({ DATA_DIR: dataDir(env), DATABASE_URL: env.DATABASE_URL ?? '' }).database;
  const handle = createDatabase(config);
  try {
    await withStartLock(config, handle.db, async () => {
      await migrateToLatest(handle.db);
      await seedReleasesFromSiteConfig(handle.db, siteConfigFile(env), print);
    });
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle;
}

/** The user a command's release history entries name: `cli:<user>`. */
export function cliActor(env: NodeJS.ProcessEnv = process.env): string {
  return `cli:${env.USER?.trim() || env.USERNAME?.trim() || 'unknown'}`;
}

/**
 * For `npm start`: a remote that follows the checkout (not pinned by `npm run release`) gets the
 * version this start serves as its stable release, so the database agrees with the build served;
 * a pinned remote keeps the state `npm run release` gave it. Returns what changed, as lines.
 */
export async function followCheckout(
  served: Record<string, string>,
  pinned: Record<string, string>,
  env: NodeJS.ProcessEnv = process.env,
): Promise<string[]> {
  const handle = await openReleaseDatabase(env);
  const changed: string[] = [];
  try {
    for (const state of await readReleaseState(handle.db)) {
      const version = served[state.remote];
      if (!version || !isVersion(version) || pinned[state.remote] || state.stable === version) continue;
      try {
        await applyReleaseChange(handle.db, { kind: 'release', remote: state.remote, version }, {
          expectedRevision: state.revision,
          actor: `start:${cliActor(env).slice('cli:'.length)}`,
          reason: 'npm start serves the checkout\'s build (not pinned)',
        });
        changed.push(`${state.remote}: ${state.stable} -> ${version} (the checkout's build; not pinned)`);
      } catch (error) {
        // Another change came first: the state keeps it, as the API would serve it.
        changed.push(`${state.remote}: kept ${state.stable} (${error instanceof Error ? error.message : String(error)})`);
      }
    }
  } finally {
    await handle.close();
  }
  return changed;
}
