// The release state every instance reads: changes, their history, compare-and-swap under races,
// and the first state taken from the site config.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../app/config';
import { createDatabase, type DatabaseHandle } from '../../db/create-database';
import { createTestDatabase, dropTestDatabases, engines, type TestDatabase } from '../../test/test-database';
import { migrateToLatest } from '../../db/migrations';
import {
  applyReleaseChange, listReleaseHistory, readReleaseState, readRemoteRelease, ReleaseChangeError, seedReleaseState, StaleRevisionError,
} from './release-repository';
import { seedReleasesFromSiteConfig, versionsInSiteConfig } from './site-config-versions';

describe.each(engines)('the release repository (%s)', (engine) => {
  let database: TestDatabase;
  let handle: DatabaseHandle;
  /**
   * Another instance: a second pool on PostgreSQL. A SQLite file is one process's own, whose one
   * connection runs the calls in turn: there the race is between calls on that connection.
   */
  let other: DatabaseHandle;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    handle = createDatabase(loadConfig(database.env).database);
    other = engine === 'postgres' ? createDatabase(loadConfig(database.env).database) : handle;
    await migrateToLatest(handle.db);
  });

  beforeEach(async () => {
    await handle.db.deleteFrom('remote_releases').execute();
    await handle.db.deleteFrom('release_history').execute();
  });

  afterAll(async () => {
    if (other !== handle) await other?.close();
    await handle?.close();
    await dropTestDatabases();
  });

  const by = (expectedRevision: number, reason?: string) => ({ expectedRevision, actor: 'cli:ana', reason });

  it('seeds each remote without state once, whatever runs it again', async () => {
    expect(await seedReleaseState(handle.db, { 'remote-member': '0.1.0', 'remote-public': '0.2.0' })).toEqual(['remote-member', 'remote-public']);
    expect(await seedReleaseState(handle.db, { 'remote-member': '9.9.9', 'remote-admin': '0.3.0' })).toEqual(['remote-admin']);
    const state = await readReleaseState(handle.db);
    expect(state.map(({ remote, stable, canary, revision }) => ({ remote, stable, canary, revision }))).toEqual([
      { remote: 'remote-admin', stable: '0.3.0', canary: null, revision: 1 },
      { remote: 'remote-member', stable: '0.1.0', canary: null, revision: 1 },
      { remote: 'remote-public', stable: '0.2.0', canary: null, revision: 1 },
    ]);
    expect((await listReleaseHistory(handle.db)).map((e) => [e.remote, e.kind, e.to, e.actor])).toEqual(expect.arrayContaining([
      ['remote-member', 'release', '0.1.0', 'config'],
    ]));
  });

  it('runs a canary, changes its share, promotes it; aborts another; keeps every step in the history', async () => {
    await seedReleaseState(handle.db, { 'remote-member': '1.0.0' });
    const t0 = new Date('2030-01-01T10:00:00.000Z');
    let state = await applyReleaseChange(handle.db, { kind: 'canary', remote: 'remote-member', version: '1.1.0', share: 10 }, { ...by(1), now: t0 });
    expect(state).toMatchObject({ stable: '1.0.0', canary: { version: '1.1.0', share: 10, startedAt: t0.toISOString() }, revision: 2 });
    state = await applyReleaseChange(handle.db, { kind: 'canary', remote: 'remote-member', version: '1.1.0', share: 50 }, by(2));
    // A new share keeps the canary's start: its figures go on.
    expect(state.canary).toEqual({ version: '1.1.0', share: 50, startedAt: t0.toISOString() });
    state = await applyReleaseChange(handle.db, { kind: 'promote', remote: 'remote-member' }, by(3, 'Looks good'));
    expect(state).toMatchObject({ stable: '1.1.0', canary: null, revision: 4 });
    state = await applyReleaseChange(handle.db, { kind: 'canary', remote: 'remote-member', version: '1.2.0', share: 5 }, by(4));
    state = await applyReleaseChange(handle.db, { kind: 'abort', remote: 'remote-member' }, by(5, 'Wrong build'));
    expect(state).toMatchObject({ stable: '1.1.0', canary: null, revision: 6 });
    expect(await readRemoteRelease(handle.db, 'remote-member')).toEqual(state);

    const history = await listReleaseHistory(handle.db, { remote: 'remote-member' });
    expect(history.map(({ kind, from, to, share, actor, reason }) => ({ kind, from, to, share, actor, reason }))).toEqual([
      { kind: 'abort', from: '1.1.0', to: '1.2.0', share: 5, actor: 'cli:ana', reason: 'Wrong build' },
      { kind: 'canary', from: '1.1.0', to: '1.2.0', share: 5, actor: 'cli:ana', reason: null },
      { kind: 'promote', from: '1.0.0', to: '1.1.0', share: 50, actor: 'cli:ana', reason: 'Looks good' },
      { kind: 'canary', from: '1.0.0', to: '1.1.0', share: 50, actor: 'cli:ana', reason: null },
      { kind: 'canary', from: '1.0.0', to: '1.1.0', share: 10, actor: 'cli:ana', reason: null },
      { kind: 'release', from: null, to: '1.0.0', share: null, actor: 'config', reason: 'Initial state from the site config' },
    ]);
    expect(await listReleaseHistory(handle.db, { remote: 'remote-member', limit: 2 })).toHaveLength(2);
  });

  it('releases a remote that has no state yet at revision 0; a release ends a running canary', async () => {
    let state = await applyReleaseChange(handle.db, { kind: 'release', remote: 'remote-admin', version: '2.0.0' }, by(0));
    expect(state).toMatchObject({ stable: '2.0.0', canary: null, revision: 1 });
    await applyReleaseChange(handle.db, { kind: 'canary', remote: 'remote-admin', version: '2.1.0', share: 20 }, by(1));
    state = await applyReleaseChange(handle.db, { kind: 'release', remote: 'remote-admin', version: '1.9.0' }, by(2));
    expect(state).toMatchObject({ stable: '1.9.0', canary: null, revision: 3 });
  });

  it.each([
    ['promote without a canary', { kind: 'promote', remote: 'remote-member' }, /runs no canary/],
    ['abort without a canary', { kind: 'abort', remote: 'remote-member' }, /runs no canary/],
    ['a canary of the stable version', { kind: 'canary', remote: 'remote-member', version: '1.0.0', share: 10 }, /already stable/],
    ['a share of 0', { kind: 'canary', remote: 'remote-member', version: '1.1.0', share: 0 }, /1 to 100/],
    ['a share over 100', { kind: 'canary', remote: 'remote-member', version: '1.1.0', share: 101 }, /1 to 100/],
    ['a version that is not one', { kind: 'release', remote: 'remote-member', version: 'latest' }, /not a version/],
    ['an unknown remote', { kind: 'release', remote: 'remote-evil', version: '1.0.0' }, /Unknown remote/],
  ] as const)('refuses %s and changes nothing', async (_name, change, message) => {
    await seedReleaseState(handle.db, { 'remote-member': '1.0.0' });
    await expect(applyReleaseChange(handle.db, change as never, by(1))).rejects.toThrow(ReleaseChangeError);
    await expect(applyReleaseChange(handle.db, change as never, by(1))).rejects.toThrow(message);
    expect(await readRemoteRelease(handle.db, 'remote-member')).toMatchObject({ stable: '1.0.0', canary: null, revision: 1 });
    expect(await listReleaseHistory(handle.db)).toHaveLength(1);
  });

  it('refuses a change made on a stale revision, with a clear message, and changes nothing', async () => {
    await seedReleaseState(handle.db, { 'remote-member': '1.0.0' });
    await applyReleaseChange(handle.db, { kind: 'canary', remote: 'remote-member', version: '1.1.0', share: 10 }, by(1));
    const stale = applyReleaseChange(handle.db, { kind: 'release', remote: 'remote-member', version: '0.9.0' }, by(1));
    await expect(stale).rejects.toThrow(StaleRevisionError);
    await expect(applyReleaseChange(handle.db, { kind: 'release', remote: 'remote-member', version: '0.9.0' }, by(1))).rejects.toThrow(
      'The release state of remote-member changed (revision 2, not 1): another change came first. Look at the current state and try again.',
    );
    expect(await readRemoteRelease(handle.db, 'remote-member')).toMatchObject({ stable: '1.0.0', canary: { version: '1.1.0' }, revision: 2 });
  });

  it('lets exactly one of two changes made at once on the same revision apply, from two instances; the other is refused', async () => {
    await seedReleaseState(handle.db, { 'remote-member': '1.0.0' });
    for (let round = 0; round < 10; round += 1) {
      const { revision } = (await readRemoteRelease(handle.db, 'remote-member'))!;
      const results = await Promise.allSettled([
        applyReleaseChange(handle.db, { kind: 'release', remote: 'remote-member', version: `2.0.${round}` }, { expectedRevision: revision, actor: 'team-a' }),
        applyReleaseChange(other.db, { kind: 'release', remote: 'remote-member', version: `3.0.${round}` }, { expectedRevision: revision, actor: 'team-b' }),
      ]);
      const applied = results.filter((r) => r.status === 'fulfilled');
      const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
      expect(applied).toHaveLength(1);
      expect(refused.map((r) => r.reason)).toEqual([expect.any(StaleRevisionError)]);
      const state = (await readRemoteRelease(handle.db, 'remote-member'))!;
      expect(state.revision).toBe(revision + 1);
      // The state is the applied change's, and the history holds it alone.
      expect(state.stable).toBe((applied[0] as PromiseFulfilledResult<{ stable: string }>).value.stable);
      expect((await listReleaseHistory(handle.db, { limit: 1 }))[0]).toMatchObject({ to: state.stable });
    }
    expect(await listReleaseHistory(handle.db)).toHaveLength(11);
  });

  it('lets two changes made one after the other, each on the revision it read, both apply', async () => {
    await seedReleaseState(handle.db, { 'remote-member': '1.0.0', 'remote-admin': '1.0.0' });
    // Different remotes never conflict, even at once.
    await Promise.all([
      applyReleaseChange(handle.db, { kind: 'canary', remote: 'remote-member', version: '1.1.0', share: 10 }, by(1)),
      applyReleaseChange(other.db, { kind: 'canary', remote: 'remote-admin', version: '1.1.0', share: 10 }, by(1)),
    ]);
    const member = (await readRemoteRelease(other.db, 'remote-member'))!;
    await applyReleaseChange(other.db, { kind: 'canary', remote: 'remote-member', version: '1.1.0', share: 30 }, by(member.revision));
    expect(await readRemoteRelease(handle.db, 'remote-member')).toMatchObject({ canary: { share: 30 }, revision: 3 });
    expect(await readRemoteRelease(handle.db, 'remote-admin')).toMatchObject({ canary: { share: 10 }, revision: 2 });
  });

  it('takes the first state from the site config file, when there is one', async () => {
    const config = {
      remotes: {
        remote_public: 'http://localhost:3001/remote-public/0.4.0/mf-manifest.json',
        remote_member: 'http://localhost:3001/remote-member/0.5.0-local/mf-manifest.json',
        remote_admin: 'http://localhost:5003/mf-manifest.json',
      },
    };
    expect(versionsInSiteConfig(config)).toEqual({ 'remote-public': '0.4.0', 'remote-member': '0.5.0-local' });
    expect(versionsInSiteConfig(null)).toEqual({});
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'club-releases-'));
    try {
      const file = path.join(dir, 'site-config.json');
      const printed: string[] = [];
      await seedReleasesFromSiteConfig(handle.db, file, (line) => printed.push(line));
      expect(await readReleaseState(handle.db)).toEqual([]);
      await fs.writeFile(file, JSON.stringify(config));
      await seedReleasesFromSiteConfig(handle.db, file, (line) => printed.push(line));
      expect((await readReleaseState(handle.db)).map((s) => [s.remote, s.stable])).toEqual([
        ['remote-member', '0.5.0-local'],
        ['remote-public', '0.4.0'],
      ]);
      expect(printed).toEqual([`Release state started from ${file}: remote-public, remote-member`]);
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});
