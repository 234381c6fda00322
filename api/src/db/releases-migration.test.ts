import { expectConstraint } from '../test/db-constraints';
import { dropTestDatabases, engines, openTestDatabase } from '../test/test-database';
import type { DatabaseHandle } from './create-database';

/**
 * Expects a primary key to refuse a second row (SQLite reports it apart from a unique index, and
 * its errors come from another realm, so the message is read rather than matched by class).
 */
async function expectDuplicateKey(query: Promise<unknown>): Promise<void> {
  const error = await query.then(() => null, (e: unknown) => e);
  expect(String((error as { message?: unknown } | null)?.message)).toMatch(/UNIQUE constraint failed|duplicate key value/);
}

describe.each(engines)('migration 0017 releases and telemetry (%s)', (engine) => {
  let handle: DatabaseHandle;
  const at = '2030-01-01T00:00:00.000Z';
  const release = (remote: string, values: Record<string, unknown> = {}) => ({
    remote, stable_version: '1.0.0', canary_version: null, canary_share: 0, canary_started_at: null, revision: 1, updated_at: at, ...values,
  });

  beforeAll(async () => {
    handle = await openTestDatabase(engine);
  });

  afterAll(async () => {
    await handle?.close();
    await dropTestDatabases();
  });

  it('keeps one state per remote, a share of 0-100, and a canary only whole and apart from stable', async () => {
    const { db } = handle;
    await db.insertInto('remote_releases').values(release('remote-member')).execute();
    await expectDuplicateKey(db.insertInto('remote_releases').values(release('remote-member')).execute());
    const canary = { canary_version: '1.1.0', canary_share: 10, canary_started_at: at };
    await db.insertInto('remote_releases').values(release('remote-admin', canary)).execute();
    await expectConstraint(db.insertInto('remote_releases').values(release('a', { ...canary, canary_share: 101 })).execute(), 'check');
    await expectConstraint(db.insertInto('remote_releases').values(release('b', { ...canary, canary_share: -1 })).execute(), 'check');
    await expectConstraint(db.insertInto('remote_releases').values(release('c', { ...canary, canary_started_at: null })).execute(), 'check');
    await expectConstraint(db.insertInto('remote_releases').values(release('d', { canary_share: 10 })).execute(), 'check');
    await expectConstraint(db.insertInto('remote_releases').values(release('e', { ...canary, canary_version: '1.0.0' })).execute(), 'check');
  });

  it('records only the known kinds of change', async () => {
    const entry = { remote: 'remote-member', from_version: null, to_version: '1.0.0', share: null, actor: 'cli:ana', reason: null, created_at: at };
    await handle.db.insertInto('release_history').values({ id: 'h1', kind: 'auto-rollback', ...entry }).execute();
    await expectConstraint(handle.db.insertInto('release_history').values({ id: 'h2', kind: 'hotfix' as never, ...entry }).execute(), 'check');
  });

  it('keeps one row per remote, version and hour (and metric and bucket for vitals)', async () => {
    const counts = { remote: 'remote-member', version: '1.0.0', hour: at, loads: 1, errors: 0, load_failures: 0, render_errors: 0, unhandled_errors: 0 };
    await handle.db.insertInto('remote_telemetry_hourly').values(counts).execute();
    await expectDuplicateKey(handle.db.insertInto('remote_telemetry_hourly').values(counts).execute());
    const vital = { remote: 'remote-member', version: '1.0.0', hour: at, metric: 'lcp' as const, bucket: 3, count: 1 };
    await handle.db.insertInto('remote_vitals_hourly').values(vital).execute();
    await expectDuplicateKey(handle.db.insertInto('remote_vitals_hourly').values(vital).execute());
    await expectConstraint(handle.db.insertInto('remote_vitals_hourly').values({ ...vital, metric: 'fid' as never }).execute(), 'check');
  });
});
