import { dropTestDatabases, engines, openTestDatabase } from '../test/test-database';
import type { DatabaseHandle } from './create-database';

describe.each(engines)('migration 0008 storage objects (%s)', (engine) => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await openTestDatabase(engine);
  });

  afterAll(async () => {
    await handle?.close();
    await dropTestDatabases();
  });

  const object = (bucket: string, name: string, bytes: Buffer) => ({
    bucket,
    name,
    content_type: 'image/png',
    bytes,
    size: bytes.length,
    created_at: new Date().toISOString(),
    updated_at: new Date().toISOString(),
  });

  it('keeps the bytes as they were sent, every byte value included, and reads them back as a Buffer', async () => {
    const bytes = Buffer.from(Array.from({ length: 512 }, (_, i) => i % 256));
    await handle.db.insertInto('storage_objects').values(object('avatars', 'all-bytes.png', bytes)).execute();
    const row = await handle.db.selectFrom('storage_objects').select('bytes').where('name', '=', 'all-bytes.png').executeTakeFirstOrThrow();
    expect(Buffer.isBuffer(row.bytes)).toBe(true);
    expect(row.bytes).toEqual(bytes);
  });

  it('keeps one object per bucket and name', async () => {
    await handle.db.insertInto('storage_objects').values(object('avatars', 'one.png', Buffer.from('a'))).execute();
    await handle.db.insertInto('storage_objects').values(object('other', 'one.png', Buffer.from('b'))).execute();
    // SQLite's errors come from another realm: matched on their message, not with toThrow.
    const refused = await handle.db
      .insertInto('storage_objects')
      .values(object('avatars', 'one.png', Buffer.from('c')))
      .execute()
      .then(() => null, (error: unknown) => String((error as { message?: unknown }).message));
    expect(refused).toMatch(/unique|duplicate/i);
  });
});
