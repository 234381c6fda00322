import { loadConfig } from './config';
import { createDatabase, type DatabaseHandle } from '../db/create-database';
import { migrateToLatest } from '../db/migrations';
import { createTestDatabase, dropTestDatabases, engines } from '../test/test-database';
import { createWindowCounters, startSweeping, SWEEP_BATCH_ROWS, type WindowCounters } from './window-counters';

const MINUTE_MS = 60_000;

describe.each(engines)('shared window counters (%s)', (engine) => {
  // Two connections (pools) over one database, as two API instances hold them.
  let first: DatabaseHandle;
  let second: DatabaseHandle;
  let counters: WindowCounters;
  let otherInstance: WindowCounters;
  let sequence = 0;
  const newKey = () => `test:${(sequence += 1)}`;

  beforeAll(async () => {
    const database = await createTestDatabase(engine);
    first = createDatabase(loadConfig(database.env).database);
    await migrateToLatest(first.db);
    second = createDatabase(loadConfig(database.env).database);
    counters = createWindowCounters(first.db);
    otherInstance = createWindowCounters(second.db);
  });

  afterAll(async () => {
    await first?.close();
    await second?.close();
    await dropTestDatabases();
  });

  const row = (key: string) =>
    first.db.selectFrom('rate_limit_counters').selectAll().where('key', '=', key).executeTakeFirst();
  /** Moves the key's window end into the past, as if its window had run out. */
  const endWindow = (key: string) =>
    first.db.updateTable('rate_limit_counters').set({ reset_at: Date.now() - 1 }).where('key', '=', key).execute();

  it('opens a fixed window at the first hit and counts within it, whichever instance counts', async () => {
    const key = newKey();
    const before = Date.now();
    const opened = await counters.add(key, 15 * MINUTE_MS);
    expect(opened.count).toBe(1);
    expect(opened.resetAt).toBeGreaterThanOrEqual(before + 15 * MINUTE_MS);
    expect(opened.resetAt).toBeLessThanOrEqual(Date.now() + 15 * MINUTE_MS);

    expect(await otherInstance.add(key, 15 * MINUTE_MS)).toEqual({ count: 2, resetAt: opened.resetAt });
    expect(await counters.add(key, 15 * MINUTE_MS)).toEqual({ count: 3, resetAt: opened.resetAt });
    // Keys count apart.
    expect((await counters.add(newKey(), 15 * MINUTE_MS)).count).toBe(1);
  });

  it('opens a new window once the last one has ended', async () => {
    const key = newKey();
    await counters.add(key, MINUTE_MS);
    await counters.add(key, MINUTE_MS);
    await endWindow(key);
    const reopened = await otherInstance.add(key, MINUTE_MS);
    expect(reopened.count).toBe(1);
    expect(reopened.resetAt).toBeGreaterThan(Date.now());
  });

  it('gives each of many hits at once their own count, over both instances', async () => {
    const key = newKey();
    const hits = await Promise.all(
      Array.from({ length: 60 }, (_, i) => (i % 2 === 0 ? counters : otherInstance).add(key, MINUTE_MS)),
    );
    expect(hits.map((hit) => hit.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
    expect(new Set(hits.map((hit) => hit.resetAt)).size).toBe(1);
  });

  it('reads a running window without counting, and forgets a key', async () => {
    const key = newKey();
    expect(await counters.current(key)).toBeUndefined();
    const added = await counters.add(key, MINUTE_MS);
    expect(await otherInstance.current(key)).toEqual(added);
    expect(await otherInstance.current(key)).toEqual(added);

    await endWindow(key);
    expect(await counters.current(key)).toBeUndefined();

    await counters.add(key, MINUTE_MS);
    await otherInstance.forget(key);
    expect(await row(key)).toBeUndefined();
    expect((await counters.add(key, MINUTE_MS)).count).toBe(1);
  });

  it('sweeps expired rows in batches and keeps running windows', async () => {
    await first.db.deleteFrom('rate_limit_counters').execute();
    const expired = SWEEP_BATCH_ROWS * 2 + 10;
    const past = Date.now() - 1000;
    const rows = Array.from({ length: expired }, (_, i) => ({ key: `expired:${i}`, count: 3, reset_at: past }));
    for (let at = 0; at < rows.length; at += 500) {
      await first.db.insertInto('rate_limit_counters').values(rows.slice(at, at + 500)).execute();
    }
    const running = newKey();
    await counters.add(running, MINUTE_MS);

    expect(await counters.sweepExpired(SWEEP_BATCH_ROWS + 5)).toBe(SWEEP_BATCH_ROWS + 5);
    expect(await otherInstance.sweepExpired()).toBe(expired - SWEEP_BATCH_ROWS - 5);
    const left = await first.db.selectFrom('rate_limit_counters').select('key').execute();
    expect(left.map((r) => r.key)).toEqual([running]);
  });

  it('sweeps on a timer until stopped', async () => {
    const key = newKey();
    await first.db.insertInto('rate_limit_counters').values({ key, count: 1, reset_at: Date.now() - 1 }).execute();
    const errors: unknown[] = [];
    const sweeper = startSweeping(counters, (error) => errors.push(error), 20);
    const deadline = Date.now() + 5000;
    while ((await row(key)) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await row(key)).toBeUndefined();
    await sweeper.stop();

    const later = newKey();
    await first.db.insertInto('rate_limit_counters').values({ key: later, count: 1, reset_at: Date.now() - 1 }).execute();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await row(later)).toBeDefined();
    expect(errors).toEqual([]);
  });
});
