import { loadConfig } from '../app/config';
import { createTestDatabase, dropTestDatabases, engines } from '../test/test-database';
import { createDatabase } from './create-database';
import { withStartLock } from './start-lock';

describe.each(engines)('the start lock (%s)', (engine) => {
  afterAll(async () => {
    await dropTestDatabases();
  });

  it('lets instances (here three connections in one process) run their start one at a time, each once', async () => {
    const database = await createTestDatabase(engine, { blank: true });
    const config = loadConfig(database.env).database;
    const handles = [createDatabase(config), createDatabase(config), createDatabase(config)];
    const events: string[] = [];
    let running = 0;
    let mostAtOnce = 0;
    try {
      await Promise.all(
        handles.map((handle, i) =>
          withStartLock(config, handle.db, async () => {
            running += 1;
            mostAtOnce = Math.max(mostAtOnce, running);
            events.push(`start ${i}`);
            await new Promise((resolve) => setTimeout(resolve, 100));
            events.push(`end ${i}`);
            running -= 1;
          }),
        ),
      );
    } finally {
      for (const handle of handles) await handle.close();
    }
    expect(mostAtOnce).toBe(1);
    expect(events).toHaveLength(6);
    for (let at = 0; at < events.length; at += 2) expect(events[at + 1]).toBe(events[at]?.replace('start', 'end'));
  });

  it('is released when the start fails, so the next instance can run', async () => {
    const database = await createTestDatabase(engine, { blank: true });
    const config = loadConfig(database.env).database;
    const handle = createDatabase(config);
    try {
      await expect(withStartLock(config, handle.db, () => Promise.reject(new Error('migration failed')))).rejects.toThrow('migration failed');
      await expect(withStartLock(config, handle.db, () => Promise.resolve('started'))).resolves.toBe('started');
    } finally {
      await handle.close();
    }
  });
});
