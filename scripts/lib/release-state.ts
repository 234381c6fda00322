/**
 * The release state in the database the API reads (DATABASE_URL, else DATA_DIR's SQLite file):
 * opened by `npm run release` and `npm run versions` as the API opens it (its createDatabase and
 * migrations, under its start lock), and seeded from the site config file as the API's start
 * seeds it, so a command run before the first `npm start` finds the same state.
 */
import { loadConfig } from '../../api/src/app/config';
import { createDatabase, type DatabaseHandle } from '../../api/src/db/create-database';
import { migrateToLatest } from '../../api/src/db/migrations';
import { withStartLock } from '../../api/src/db/start-lock';
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
