// The automatic rollback: a canary erring beyond the threshold is aborted by the instances' watch
// and the history says why; a healthy one, or one with too few loads, runs on; instances deciding
// at once record exactly one rollback.
import type { TelemetryEvent } from 'shared/types';
import type { Kysely } from 'kysely';
import { loadConfig } from '../../app/config';
import { createDatabase, type DatabaseHandle } from '../../db/create-database';
import type { Database } from '../../db/schema';
import { call } from '../../test/http';
import { engines } from '../../test/test-database';
import { serverPerTest, type TestServer } from '../../test/test-server';
import { AUTO_ROLLBACK_ACTOR, evaluateCanaries } from './canary-evaluator';
import { applyReleaseChange, listReleaseHistory, readRemoteRelease, seedReleaseState } from './release-repository';
import { TELEMETRY_PATH } from './telemetry-routes';

const thresholds = { minLoads: 20, maxErrorPoints: 5 };

/** One report of `loads` page loads of a version, `errors` of them with a render error. */
const pages = (version: string, loads: number, errors: number): TelemetryEvent[] => [
  ...Array.from({ length: loads }, (): TelemetryEvent => ({ type: 'load', remote: 'remote-member', version })),
  ...Array.from({ length: errors }, (): TelemetryEvent => ({ type: 'render-error', remote: 'remote-member', version })),
];

async function until<T>(look: () => Promise<T | null | undefined>, timeoutMs = 10_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await look();
    if (value) return value;
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.each(engines)('the automatic rollback (%s)', (engine) => {
  const startServer = serverPerTest(engine, { SEED_DEMO: '0', CANARY_CHECK_MS: '50' });
  const start = async (): Promise<TestServer> => {
    const server = await startServer();
    for (const table of ['remote_releases', 'release_history', 'remote_telemetry_hourly', 'remote_vitals_hourly'] as const) {
      await server.app.db.deleteFrom(table).execute();
    }
    return server;
  };

  const report = async (server: TestServer, events: TelemetryEvent[]) => {
    const res = await call(server, TELEMETRY_PATH, { json: { events }, headers: { origin: server.origin } });
    expect(res.status).toBe(204);
    await server.app.backgroundTasks.idle();
  };

  /** remote-member: 1.0.0 stable, 1.1.0 a 50% canary. */
  const canaryOf = async (db: Kysely<Database>) => {
    await seedReleaseState(db, { 'remote-member': '1.0.0' });
    await applyReleaseChange(db, { kind: 'canary', remote: 'remote-member', version: '1.1.0', share: 50 }, { expectedRevision: 1, actor: 'cli:test' });
  };

  it('rolls back a canary erring 10 points more than stable, within a few looks, and says why', async () => {
    const server = await start();
    await canaryOf(server.app.db);
    await report(server, [...pages('1.0.0', 40, 2), ...pages('1.1.0', 20, 3)]);
    const began = Date.now();
    const state = await until(async () => {
      const current = await readRemoteRelease(server.app.db, 'remote-member');
      return current?.canary === null ? current : null;
    });
    expect(Date.now() - began).toBeLessThan(5_000);
    expect(state).toMatchObject({ stable: '1.0.0', canary: null, revision: 3 });
    const [latest] = await listReleaseHistory(server.app.db, { remote: 'remote-member' });
    expect(latest).toMatchObject({
      kind: 'auto-rollback',
      from: '1.0.0',
      to: '1.1.0',
      share: 50,
      actor: AUTO_ROLLBACK_ACTOR,
      reason: 'Canary 1.1.0: 3 errors in 20 loads (15%); stable 1.0.0: 2 in 40 (5%); 10 points worse, limit 5 with at least 20 loads',
    });
  });

  it('leaves a healthy canary, and one with too few loads, running', async () => {
    const server = await start();
    await canaryOf(server.app.db);
    // 4 errors in 19 loads (21%) would be 16 points worse, but 19 loads decide nothing.
    await report(server, [...pages('1.0.0', 40, 2), ...pages('1.1.0', 19, 4)]);
    // Many looks of the watch (every 50 ms).
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect((await readRemoteRelease(server.app.db, 'remote-member'))?.canary).toMatchObject({ version: '1.1.0' });
    // Enough loads now (one report, so no look sees half of it): 4 errors in 79 loads (5.1%).
    await report(server, pages('1.1.0', 60, 0));
    expect(await evaluateCanaries(server.app.db, thresholds, new Date())).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect((await readRemoteRelease(server.app.db, 'remote-member'))?.canary).toMatchObject({ version: '1.1.0' });
    expect((await listReleaseHistory(server.app.db)).map((e) => e.kind)).toEqual(['canary', 'release']);
  });

  it('records exactly one rollback when instances decide at once', async () => {
    const server = await start();
    // Another instance: a second pool on PostgreSQL; a SQLite file is one process's, whose one
    // connection runs the instances' calls in turn.
    const other: DatabaseHandle | null = engine === 'postgres' ? createDatabase(loadConfig(server.config.database.engine === 'postgres'
      ? { DATABASE_URL: server.config.database.url }
      : {}).database) : null;
    try {
      for (let round = 0; round < 5; round += 1) {
        await server.app.db.deleteFrom('remote_releases').execute();
        await server.app.db.deleteFrom('release_history').execute();
        await server.app.db.deleteFrom('remote_telemetry_hourly').execute();
        await seedReleaseState(server.app.db, { 'remote-member': '1.0.0' });
        await report(server, pages('1.1.0', 30, 30));
        // Before the watch of the server looks (it may look too: one more instance).
        await applyReleaseChange(server.app.db, { kind: 'canary', remote: 'remote-member', version: '1.1.0', share: 50 }, { expectedRevision: 1, actor: 'cli:test' });
        const results = await Promise.all([
          evaluateCanaries(server.app.db, thresholds, new Date()),
          evaluateCanaries((other ?? server.app).db, thresholds, new Date()),
          evaluateCanaries((other ?? server.app).db, thresholds, new Date()),
        ]);
        await until(async () => (await readRemoteRelease(server.app.db, 'remote-member'))?.canary === null);
        await new Promise((resolve) => setTimeout(resolve, 120));
        const rollbacks = (await listReleaseHistory(server.app.db)).filter((e) => e.kind === 'auto-rollback');
        expect(rollbacks).toHaveLength(1);
        expect(results.flat().length).toBeLessThanOrEqual(1);
      }
    } finally {
      await other?.close();
    }
  });
});
