// Objects kept as files by an earlier stand-in (DATA_DIR/storage/avatars/<name>) are moved into
// the database at start, once, through the upload's checks.
import fs from 'node:fs/promises';
import path from 'node:path';
import { call } from '../../test/http';
import { HTML_PAGE, PNG_1X1, SVG_WITH_SCRIPT, WEBP_1X1 } from '../../test/image-fixtures';
import { createTestDatabase, dropTestDatabases, engines } from '../../test/test-database';
import { startTestServer } from '../../test/test-server';
import { IMPORTED_OBJECT_FILES_DIR, OBJECT_FILES_DIR } from './import-object-files';
import { MAX_OBJECT_BYTES } from './storage-routes';

describe.each(engines)('objects stored as files by an earlier version (%s)', (engine) => {
  afterAll(async () => {
    await dropTestDatabases();
  });

  it('are served from the database after a start, which imports each acceptable file once', async () => {
    const database = await createTestDatabase(engine);
    const bucketDir = path.join(database.dataDir, OBJECT_FILES_DIR, 'avatars');
    await fs.mkdir(bucketDir, { recursive: true });
    const files: Record<string, Buffer> = {
      '1700000000000-me.png': PNG_1X1,
      '1700000000001-other.webp': WEBP_1X1,
      '1700000000002-evil.png': SVG_WITH_SCRIPT,
      '1700000000003-page.gif': HTML_PAGE,
      '1700000000004-huge.png': Buffer.concat([PNG_1X1, Buffer.alloc(MAX_OBJECT_BYTES)]),
      '.upload-1234': PNG_1X1,
    };
    for (const [name, bytes] of Object.entries(files)) await fs.writeFile(path.join(bucketDir, name), bytes);

    const first = await startTestServer(database, { SEED_DEMO: '0' });
    try {
      const me = await fetch(`${first.url}/storage/v1/object/public/avatars/1700000000000-me.png`);
      expect(me.status).toBe(200);
      expect(me.headers.get('content-type')).toBe('image/png');
      expect(Buffer.from(await me.arrayBuffer())).toEqual(PNG_1X1);
      const other = await fetch(`${first.url}/storage/v1/object/public/avatars/1700000000001-other.webp`);
      expect(other.headers.get('content-type')).toBe('image/webp');
      for (const refused of ['1700000000002-evil.png', '1700000000003-page.gif', '1700000000004-huge.png']) {
        expect((await call(first, `/storage/v1/object/public/avatars/${refused}`)).status).toBe(404);
      }
      expect(first.printed.join('\n')).toContain('Moved 2 stored object(s)');
    } finally {
      await first.close();
    }

    // The folder is kept under another name, and a later start imports nothing again.
    await expect(fs.access(path.join(database.dataDir, OBJECT_FILES_DIR))).rejects.toThrow();
    expect((await fs.readdir(path.join(database.dataDir, IMPORTED_OBJECT_FILES_DIR, 'avatars'))).sort()).toEqual(Object.keys(files).sort());
    const second = await startTestServer(database, { SEED_DEMO: '0' });
    try {
      expect(second.printed.join('\n')).not.toContain('Moved');
      expect((await call(second, '/storage/v1/object/public/avatars/1700000000000-me.png')).status).toBe(200);
    } finally {
      await second.close();
    }
  });
});
