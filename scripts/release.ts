/**
 * Releases of a remote, in the database every API instance reads (see README "Releases and
 * field telemetry"); each visitor gets the change at their next page load.
 *
 * `npm run release -- <remote> <version>`: that published version becomes stable for everyone
 *   (a running canary ends). Rollback is the same command with the older version. The site
 *   config file (SITE_CONFIG_FILE, default DATA_DIR/site-config.json) and the pin in
 *   DATA_DIR/releases.json follow, so `npm start` serves it after a restart too.
 * `npm run release -- <remote> <version> --canary <percent>`: that share of browsers gets the
 *   version, the others the stable one (the same command again changes the share).
 * `npm run release -- <remote> --promote`: the canary becomes stable for everyone.
 * `npm run release -- <remote> --abort`: the canary ends; everyone gets the stable version.
 * `npm run release -- <remote> --unpin`: forget the pin; the next `npm start` serves the
 *   checkout's build of that remote again.
 *
 * Each change is a compare-and-swap on the remote's revision: when another change of the remote
 * came first (another team, the automatic rollback), the command is refused, changes nothing
 * and exits 1.
 */
import type { ReleaseRemote } from 'shared/canary';
import type { RemoteReleaseState } from 'shared/types';
import { applyReleaseChange, readRemoteRelease, type ReleaseChange } from '../api/src/features/releases/release-repository';
import { remoteNamed, shownPath } from './lib/apps';
import { cliActor, openReleaseDatabase } from './lib/release-state';
import { checkPublished, release, releasesFile, unpin } from './lib/releases';

const USAGE = 'usage: npm run release -- <remote> <version> [--canary <percent>]   (or <remote> --promote | --abort | --unpin)';

function parse(args: string[]) {
  const canaryAt = args.indexOf('--canary');
  const share = canaryAt >= 0 ? args[canaryAt + 1] : undefined;
  const positional = args.filter((a, i) => !a.startsWith('--') && !(canaryAt >= 0 && i === canaryAt + 1));
  const flags = new Set(args.filter((a) => a.startsWith('--')));
  const known = ['--canary', '--promote', '--abort', '--unpin'];
  const unknown = [...flags].find((f) => !known.includes(f));
  if (unknown) throw new Error(`unknown option ${unknown}; ${USAGE}`);
  if (canaryAt >= 0 && (share === undefined || !/^\d+$/.test(share))) throw new Error(`--canary takes a whole percent from 1 to 100; ${USAGE}`);
  return { name: positional[0], version: positional[1], share: share === undefined ? null : Number(share), flags };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Applies `change` to the remote's current revision; the repository refuses it if another change came first. */
async function apply(change: ReleaseChange): Promise<{ before: RemoteReleaseState | null; after: RemoteReleaseState }> {
  const handle = await openReleaseDatabase(process.env, (line) => console.log(`[release] ${line}`));
  try {
    const before = await readRemoteRelease(handle.db, change.remote);
    // Tests widen the window between the decision and the write, to race two commands.
    const delay = Number(process.env.RELEASE_DECIDE_DELAY_MS ?? 0);
    if (delay > 0) await pause(delay);
    const after = await applyReleaseChange(handle.db, change, { expectedRevision: before?.revision ?? 0, actor: cliActor() });
    return { before, after };
  } finally {
    await handle.close();
  }
}

/** Makes the site config file and the pin name the new stable version (what `npm start` serves after a restart). */
function followInFiles(remote: ReleaseRemote, version: string): string {
  const result = release(remote, version);
  return result.siteConfigFile
    ? `${shownPath(result.siteConfigFile)} loads ${result.url}; pinned in ${shownPath(releasesFile())}`
    : `no site config yet; pinned in ${shownPath(releasesFile())}, \`npm start\` will serve it`;
}

async function main() {
  const { name, version, share, flags } = parse(process.argv.slice(2));
  if (flags.has('--unpin')) {
    const { remote, previous } = unpin(name ?? '');
    console.log(previous
      ? `[release] ${remote.dir}: unpinned (was ${previous}); the running site is unchanged, the next \`npm start\` serves the checkout's build`
      : `[release] ${remote.dir} was not pinned`);
    return;
  }
  if (!name) throw new Error(USAGE);
  const remote = remoteNamed(name).dir;
  const started = performance.now();
  const took = () => `${(performance.now() - started).toFixed(0)} ms`;

  if (flags.has('--promote') || flags.has('--abort')) {
    const kind = flags.has('--promote') ? 'promote' : 'abort';
    const { before, after } = await apply({ kind, remote });
    const canary = before?.canary?.version ?? '?';
    if (kind === 'promote') {
      console.log(`[release] ${remote} ${before?.stable ?? 'none'} -> ${after.stable}: canary promoted, stable for everyone `
        + `(revision ${after.revision}, ${took()}); ${followInFiles(remote, after.stable)}.`);
    } else {
      console.log(`[release] ${remote}: canary ${canary} aborted; everyone gets ${after.stable} at their next load (revision ${after.revision}, ${took()}).`);
    }
    return;
  }

  if (!version) throw new Error(USAGE);
  checkPublished(remote, version);
  if (share !== null) {
    const { after } = await apply({ kind: 'canary', remote, version, share });
    console.log(`[release] ${remote}: canary ${version} for ${share}% of browsers, ${after.stable} stays stable for the others `
      + `(revision ${after.revision}, ${took()}); \`npm run release -- ${remote} --promote\` or \`--abort\` ends it.`);
    return;
  }
  const { before, after } = await apply({ kind: 'release', remote, version });
  console.log(`[release] ${remote} ${before?.stable ?? 'none'} -> ${after.stable}: stable for everyone at their next load `
    + `(revision ${after.revision}, ${took()}); ${followInFiles(remote, version)}.`);
}

main().catch((error: unknown) => {
  console.error(`[release] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
