/**
 * `npm run ship -- <remote> [--rebuild] [--no-checks] [--strict] [--live <url>]`: the pipeline of
 * one remote, touching no other app.
 *
 * 1. refuses at once if the remote's package.json version is already published (immutable);
 * 2. builds it (Rsbuild in its workspace, precompressed; an up-to-date build of the very same
 *    inputs is reused unless `--rebuild`), and, at the same time, runs its own Jest tests and its
 *    incremental TypeScript check. The tests are those the change since the remote's last
 *    published version can affect (Jest's related tests of the changed files), or all of them
 *    when there is no earlier version from a known commit or something outside the remote
 *    changed (`shared`, the build config). `--no-checks` skips tests and type check: for a run
 *    that has just passed them (CI ships every remote after its tests);
 * 3. checks the build against the LIVE shell (the contract gate, scripts/lib/contract-gate.ts):
 *    the modules the shell loads and their contract versions, the shared singletons' versions,
 *    and the remote's JavaScript against its two budgets (scripts/lib/budgets.ts). The live
 *    shell is the one SITE_URL serves (default the local `npm start`, http://localhost:<PORT>), or
 *    `--live <url>`; when it cannot be reached the gate checks against the checkout's built
 *    shell and says so, or refuses with `--strict`. A refused build publishes nothing;
 * 4. publishes the build to CDN_DIR/<remote>/<version>/ (default `.cdn/`): copied to a hidden
 *    temp folder, marked `.published`, renamed into place. Nothing is released: the site keeps
 *    loading its current version until `npm run release -- <remote> <version>`.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { remoteNamed, ROOT, shownPath, versionOf, type RemoteApp } from './lib/apps';
import { buildApp, distOf, isBuilt } from './lib/build-apps';
import { changedSince, projectOf } from './lib/changed';
import { gateThenPublish } from './lib/contract-gate';
import { AlreadyPublishedError, cdnDir, listVersionFolders, publishedPath, readMarker } from './lib/publish';
import { typecheck } from './lib/typecheck';

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function timed<T>(work: () => T | Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await work();
  return { value, ms: performance.now() - started };
}

/**
 * Which of the remote's tests a ship runs: those related to the files changed since the commit
 * its newest published version was built from, when every change lies inside the remote (or is
 * a document) and that commit is known; otherwise all of them.
 */
function testScope(remote: RemoteApp): { related: string[] | null; why: string } {
  const published = listVersionFolders(remote.dir).filter((v) => v.kind === 'published').map((v) => readMarker(v.path));
  const last = published.at(-1);
  const commit = typeof last?.commit === 'string' && last.dirty === false ? last.commit : null;
  if (!last || !commit) return { related: null, why: 'all (no earlier version from a known, clean commit)' };
  let files: string[];
  try {
    ({ files } = changedSince(commit));
  } catch {
    return { related: null, why: `all (commit ${commit.slice(0, 10)} of ${last.version} is not in this clone)` };
  }
  const outside = files.filter((f) => projectOf(f) !== remote.dir && projectOf(f) !== 'docs');
  if (outside.length) return { related: null, why: `all (${outside[0]}${outside.length > 1 ? ` and ${outside.length - 1} more` : ''} changed outside ${remote.dir} since ${last.version})` };
  const own = files.filter((f) => projectOf(f) === remote.dir && existsSync(join(ROOT, f)));
  return { related: own, why: `those related to the ${own.length} file(s) changed since ${last.version} (${commit.slice(0, 10)})` };
}

/** The remote's own Jest project, alone: all its tests, or those related to `related`. */
function runOwnTests(remote: RemoteApp, related: string[] | null): Promise<boolean> {
  const jest = join(ROOT, 'node_modules', 'jest', 'bin', 'jest.js');
  const scope = related ? ['--passWithNoTests', '--findRelatedTests', ...related.map((f) => join(ROOT, f))] : [];
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [
      jest, '-c', join(remote.dir, 'jest.config.cjs'), '--silent', `--maxWorkers=${Math.max(1, availableParallelism())}`, ...scope,
    ], { cwd: ROOT, stdio: 'inherit' });
    child.on('exit', (code) => resolve(code === 0));
  });
}

/** Changesets naming this package that `npm run version-packages` has not applied yet. */
function pendingChangesets(packageName: string): string[] {
  const dir = join(ROOT, '.changeset');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.md') && f !== 'README.md')
    .filter((f) => {
      const front = /^---\n([\s\S]*?)\n---/.exec(readFileSync(join(dir, f), 'utf8'))?.[1] ?? '';
      return front.split('\n').some((line) => line.replace(/['"]/g, '').split(':')[0]?.trim() === packageName);
    });
}

function gitInfo(remote: RemoteApp): { commit: string | null; dirty: boolean | null } {
  try {
    const commit = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
    const status = execFileSync('git', ['status', '--porcelain', '--', remote.dir, 'shared', 'rsbuild.config.ts'], { cwd: ROOT, encoding: 'utf8' });
    return { commit, dirty: status.trim().length > 0 };
  } catch {
    return { commit: null, dirty: null };
  }
}

async function main() {
  const args = process.argv.slice(2);
  const rebuild = args.includes('--rebuild');
  const strict = args.includes('--strict');
  const checks = !args.includes('--no-checks');
  const liveAt = args.indexOf('--live');
  const live = liveAt >= 0 ? args[liveAt + 1] : undefined;
  if (liveAt >= 0 && (!live || live.startsWith('--'))) throw new Error('--live needs the URL of the running site');
  const siteUrl = live ?? process.env.SITE_URL ?? `http://localhost:${process.env.PORT ?? 3000}`;
  const remote = remoteNamed(args.find((a, i) => !a.startsWith('--') && !(liveAt >= 0 && i === liveAt + 1)));
  const version = versionOf(remote.dir);
  const packageName = (JSON.parse(readFileSync(join(ROOT, remote.dir, 'package.json'), 'utf8')) as { name: string }).name;
  const target = publishedPath(remote, version);
  const started = performance.now();

  if (readMarker(target)) throw new AlreadyPublishedError(remote.dir, version, shownPath(target));
  const pending = pendingChangesets(packageName);
  if (pending.length) {
    console.warn(`[ship] warning: changeset(s) ${pending.join(', ')} for ${packageName} are not applied yet; `
      + `\`npm run version-packages\` would bump ${version} first`);
  }
  const scope = checks ? testScope(remote) : null;
  console.log(`[ship] ${remote.dir} ${version}: build`
    + (scope ? `, type check and tests of this remote only; tests: ${scope.why}` : ' (tests and type check skipped: --no-checks)'));

  const reuse = !rebuild && isBuilt(remote.dir);
  const skipped = () => Promise.resolve(true);
  const [build, tests, types] = await Promise.all([
    timed(async () => {
      if (reuse) return 'reused';
      await buildApp(remote.dir);
      return 'built';
    }),
    timed(scope ? () => runOwnTests(remote, scope.related) : skipped),
    timed(scope ? () => typecheck(remote.dir) : skipped),
  ]);
  console.log(`[ship] build: ${build.value === 'reused' ? 'up to date (same inputs), reused' : `built in ${seconds(build.ms)}`}`
    + (scope ? `; tests ${tests.value ? 'passed' : 'FAILED'} in ${seconds(tests.ms)}; type check ${types.value ? 'passed' : 'FAILED'} in ${seconds(types.ms)}` : ''));
  if (!tests.value || !types.value) throw new Error(`${remote.dir} ${version} not published: its tests or type check failed`);

  const publish = await timed(() => gateThenPublish({
    remote,
    version,
    fromDir: distOf(remote.dir),
    meta: { package: packageName, ...gitInfo(remote) },
    contractSource: { siteUrl, strict },
  }));
  console.log(`[ship] gate passed and published ${remote.dir} ${version} to ${shownPath(publish.value.path)}/ (immutable) in ${seconds(publish.ms)}; `
    + `total ${seconds(performance.now() - started)}`);
  console.log(`[ship] release it with: npm run release -- ${remote.dir} ${version}`
    + (cdnDir() === join(ROOT, '.cdn') ? '' : ` (with the same CDN_DIR)`));
}

main().catch((error: unknown) => {
  console.error(`[ship] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
