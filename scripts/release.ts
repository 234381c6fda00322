/**
 * `npm run release -- <remote> <version>`: points the running site at that published version of
 * the remote, by an atomic edit of its run-time config (SITE_CONFIG_FILE, default
 * DATA_DIR/site-config.json, which the API serves as /config.json on every request). The shell
 * loads it at the next page load: no rebuild, no restart. Rollback is the same command with the
 * older version. The choice is pinned in DATA_DIR/releases.json, which `npm start` honours.
 *
 * `npm run release -- <remote> --unpin`: forget the pin; the next `npm start` serves the
 * checkout's build of that remote again.
 */
import { shownPath } from './lib/apps';
import { release, releasesFile, unpin } from './lib/releases';

function main() {
  const args = process.argv.slice(2);
  const [name, version] = args.filter((a) => !a.startsWith('--'));
  if (args.includes('--unpin')) {
    const { remote, previous } = unpin(name ?? '');
    console.log(previous
      ? `[release] ${remote.dir}: unpinned (was ${previous}); the running site is unchanged, the next \`npm start\` serves the checkout's build`
      : `[release] ${remote.dir} was not pinned`);
    return;
  }
  if (!name || !version) throw new Error('usage: npm run release -- <remote> <version>   (or <remote> --unpin)');
  const started = performance.now();
  const result = release(name, version);
  const ms = (performance.now() - started).toFixed(0);
  const from = result.previous ?? 'unknown';
  if (result.siteConfigFile) {
    console.log(`[release] ${result.remote.dir} ${from} -> ${result.version}: ${shownPath(result.siteConfigFile)} now loads ${result.url} `
      + `(atomic write, ${ms} ms); open pages get it at their next load. Pinned in ${shownPath(releasesFile())}.`);
  } else {
    console.log(`[release] ${result.remote.dir} -> ${result.version}: no running site config yet; pinned in ${shownPath(releasesFile())}, `
      + '`npm start` will serve it.');
  }
}

try {
  main();
} catch (error) {
  console.error(`[release] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
