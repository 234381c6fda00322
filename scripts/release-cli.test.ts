/**
 * `npm run release` and `npm run versions` over the release state in the database the API reads
 * (SQLite in DATA_DIR, or PostgreSQL at DATABASE_URL), as a user runs them.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createDatabase } from '../api/src/db/create-database';
import { readRemoteRelease, listReleaseHistory } from '../api/src/features/releases/release-repository';
import { loadConfig } from '../api/src/app/config';
import { createTestDatabase, dropTestDatabases, engines } from '../api/src/test/test-database';
import { publishImmutable } from './lib/publish';
import { followCheckout } from './lib/release-state';
import { readReleases, siteConfigFile } from './lib/releases';
import { makeSiteConfig, writeJsonAtomic } from './lib/site-config';
import { runScript } from './lib/testing/run-script';
import { fakeBuild, tempSite, type TempSite } from './lib/testing/temp-dirs';

jest.setTimeout(60_000);

describe.each(engines)('release commands over the database (%s)', (engine) => {
  let site: TempSite;
  let env: NodeJS.ProcessEnv;

  beforeAll(async () => {
    site = tempSite();
    const database = await createTestDatabase(engine);
    env = { ...site.env, DATABASE_URL: database.env.DATABASE_URL ?? '', USER: 'tester' };
    const dist = fakeBuild(join(site.root, 'dist'), 'x');
    for (const version of ['0.1.0', '0.2.0', '0.3.0']) publishImmutable({ remoteDir: 'remote-member', version, fromDir: dist, root: site.cdn });
    writeJsonAtomic(siteConfigFile(env), makeSiteConfig({
      siteUrl: 'http://localhost:4998', cdnUrl: 'http://localhost:4999', env: {},
      versions: { 'remote-public': '0.1.0', 'remote-member': '0.1.0', 'remote-admin': '0.1.0' },
    }));
  });

  afterAll(async () => {
    await dropTestDatabases();
    site.cleanup();
  });

  async function withDb<T>(run: (db: ReturnType<typeof createDatabase>['db']) => Promise<T>): Promise<T> {
    const handle = createDatabase(loadConfig({ DATA_DIR: site.data, DATABASE_URL: env.DATABASE_URL ?? '' }).database);
    try {
      return await run(handle.db);
    } finally {
      await handle.close();
    }
  }
  const memberUrl = () => (JSON.parse(readFileSync(siteConfigFile(env), 'utf8')) as { remotes: Record<string, string> }).remotes.remote_member;

  test('a canary, then promote: the state in the database, the file and the pin follow the stable version', async () => {
    const canary = await runScript('release', ['remote-member', '0.2.0', '--canary', '10'], env);
    expect(canary.err).toBe('');
    expect(canary.code).toBe(0);
    expect(canary.out).toMatch(/remote-member: canary 0\.2\.0 for 10% of browsers, 0\.1\.0 stays stable/);
    expect(await withDb((db) => readRemoteRelease(db, 'remote-member'))).toMatchObject({ stable: '0.1.0', canary: { version: '0.2.0', share: 10 } });
    // The stable version has not changed: neither has the file.
    expect(memberUrl()).toBe('http://localhost:4999/remote-member/0.1.0/mf-manifest.json');

    const shown = await runScript('versions', ['remote-member'], env);
    expect(shown.code).toBe(0);
    expect(shown.out).toMatch(/release state \(revision 2\): stable 0\.1\.0, canary 0\.2\.0 for 10% since/);
    expect(shown.out).toMatch(/stable 0\.1\.0 +0 loads +0 errors +- error rate +p75 LCP -, INP -/);
    expect(shown.out).toMatch(/canary 0\.2\.0 +0 loads/);

    const promote = await runScript('release', ['remote-member', '--promote'], env);
    expect(promote.code).toBe(0);
    expect(promote.out).toMatch(/remote-member 0\.1\.0 -> 0\.2\.0: canary promoted, stable for everyone/);
    expect(await withDb((db) => readRemoteRelease(db, 'remote-member'))).toMatchObject({ stable: '0.2.0', canary: null, revision: 3 });
    expect(memberUrl()).toBe('http://localhost:4999/remote-member/0.2.0/mf-manifest.json');
    expect(readReleases(env).pins['remote-member']).toBe('0.2.0');
  });

  test('a canary, then abort: the stable version stays, in the database and the file', async () => {
    expect((await runScript('release', ['remote-member', '0.3.0', '--canary', '50'], env)).code).toBe(0);
    const abort = await runScript('release', ['remote-member', '--abort'], env);
    expect(abort.code).toBe(0);
    expect(abort.out).toMatch(/remote-member: canary 0\.3\.0 aborted; everyone gets 0\.2\.0 at their next load/);
    expect(await withDb((db) => readRemoteRelease(db, 'remote-member'))).toMatchObject({ stable: '0.2.0', canary: null });
    expect(memberUrl()).toBe('http://localhost:4999/remote-member/0.2.0/mf-manifest.json');

    const again = await runScript('release', ['remote-member', '--abort'], env);
    expect(again.code).toBe(1);
    expect(again.err).toMatch(/remote-member runs no canary/);
  });

  test('a stable release goes to the database, the file and the pin; refusals change nothing', async () => {
    const up = await runScript('release', ['remote-member', '0.3.0'], env);
    expect(up.code).toBe(0);
    expect(up.out).toMatch(/remote-member 0\.2\.0 -> 0\.3\.0: stable for everyone/);
    expect(memberUrl()).toBe('http://localhost:4999/remote-member/0.3.0/mf-manifest.json');
    expect(readReleases(env).pins['remote-member']).toBe('0.3.0');

    const badShare = await runScript('release', ['remote-member', '0.2.0', '--canary', 'lots'], env);
    expect(badShare.code).toBe(1);
    expect(badShare.err).toMatch(/--canary takes a whole percent from 1 to 100/);
    const unpublished = await runScript('release', ['remote-member', '9.9.9', '--canary', '5'], env);
    expect(unpublished.code).toBe(1);
    expect(unpublished.err).toMatch(/remote-member 9\.9\.9 is not published/);
    expect(await withDb((db) => readRemoteRelease(db, 'remote-member'))).toMatchObject({ stable: '0.3.0', canary: null });
  });

  test('two release commands at the same moment: one applies, the other is refused with the reason; nothing is lost', async () => {
    const before = await withDb((db) => readRemoteRelease(db, 'remote-member'));
    const historyBefore = (await withDb((db) => listReleaseHistory(db, { remote: 'remote-member' }))).length;
    // Both decide on the same revision, then write.
    const racing = { ...env, RELEASE_DECIDE_DELAY_MS: '3000' };
    const [a, b] = await Promise.all([
      runScript('release', ['remote-member', '0.1.0'], racing),
      runScript('release', ['remote-member', '0.2.0', '--canary', '20'], racing),
    ]);
    const applied = [a, b].filter((r) => r.code === 0);
    const refused = [a, b].filter((r) => r.code !== 0);
    expect(applied).toHaveLength(1);
    expect(refused).toHaveLength(1);
    expect(refused[0]?.err).toMatch(new RegExp(`The release state of remote-member changed \\(revision ${(before?.revision ?? 0) + 1}, not ${before?.revision}\\): another change came first`));
    const history = await withDb((db) => listReleaseHistory(db, { remote: 'remote-member' }));
    expect(history).toHaveLength(historyBefore + 1);
    const state = await withDb((db) => readRemoteRelease(db, 'remote-member'));
    expect(state?.revision).toBe((before?.revision ?? 0) + 1);
    expect(a.code === 0 ? state?.stable : state?.canary?.version).toBe(a.code === 0 ? '0.1.0' : '0.2.0');
  });

  test('npm start makes an unpinned remote\'s stable version the checkout\'s build, and keeps a pinned one', async () => {
    const pinnedBefore = await withDb((db) => readRemoteRelease(db, 'remote-member'));
    const lines = await followCheckout({ 'remote-public': '0.5.0-local', 'remote-member': '0.9.0' }, { 'remote-member': '0.3.0' }, env);
    expect(lines).toEqual(['remote-public: 0.1.0 -> 0.5.0-local (the checkout\'s build; not pinned)']);
    expect(await withDb((db) => readRemoteRelease(db, 'remote-public'))).toMatchObject({ stable: '0.5.0-local' });
    expect(await withDb((db) => readRemoteRelease(db, 'remote-member'))).toEqual(pinnedBefore);
    // Once they agree, a start changes nothing.
    expect(await followCheckout({ 'remote-public': '0.5.0-local' }, {}, env)).toEqual([]);
  });

  test('versions --history prints every change, newest first, with who and why', async () => {
    const result = await runScript('versions', ['--history', 'remote-member'], env);
    expect(result.code).toBe(0);
    const lines = result.out.trim().split('\n');
    expect(lines.at(-1)).toMatch(/remote-member +release +none -> 0\.1\.0 +by config: Initial state from the site config/);
    expect(result.out).toMatch(/remote-member +canary +canary 0\.2\.0 for 10% \(stable 0\.1\.0\) +by cli:tester/);
    expect(result.out).toMatch(/remote-member +promote +0\.1\.0 -> 0\.2\.0 \(canary promoted\) +by cli:tester/);
    expect(result.out).toMatch(/remote-member +abort +canary 0\.3\.0 ended, stable 0\.2\.0 +by cli:tester/);
    expect(lines[0]).not.toMatch(/Initial state/);
  });
});
