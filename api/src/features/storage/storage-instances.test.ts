// The local storage stand-in behind a load balancer: two API instances over one database,
// driven by the real supabase-js client. On PostgreSQL each instance has a DATA_DIR of its own, as
// separate hosts have; a SQLite database is a file in DATA_DIR, so there they share it.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { call } from '../../test/http';
import { GIF_1X1, PNG_1X1, WEBP_1X1 } from '../../test/image-fixtures';
import { storageClient, TEST_STORAGE_KEY } from '../../test/supabase';
import { engines } from '../../test/test-database';
import { inTurn, serverPerTest, type TestServer } from '../../test/test-server';
import { OBJECT_CSP, STORAGE_MESSAGES, UPLOAD_RATE_LIMIT } from './storage-routes';

let sequence = 0;
const objectName = (fileName = 'avatar.png') => {
  sequence += 1;
  return `${Date.now()}${sequence}-${fileName}`;
};

describe.each(engines)('local storage stand-in over two instances (%s)', (engine) => {
  const start = serverPerTest(engine, { SEED_DEMO: '0' });
  const dataDirs: string[] = [];

  afterAll(async () => {
    for (const dir of dataDirs.splice(0)) await fs.rm(dir, { recursive: true, force: true });
  });

  /** Two instances over the block's database, each with a DATA_DIR of its own on PostgreSQL. */
  async function twoInstances(): Promise<TestServer[]> {
    const servers: TestServer[] = [];
    for (let i = 0; i < 2; i += 1) {
      if (engine === 'sqlite') {
        servers.push(await start());
        continue;
      }
      const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'club-api-instance-'));
      dataDirs.push(dataDir);
      servers.push(await start({ DATA_DIR: dataDir }));
    }
    return servers;
  }

  const avatarsOf = (server: TestServer) => storageClient(server.url).storage.from('avatars');
  const download = (server: TestServer, name: string) => fetch(avatarsOf(server).getPublicUrl(name).data.publicUrl);

  it('serves an object uploaded through one instance from the other, with the same checks and headers', async () => {
    const [first, second] = await twoInstances();
    if (!first || !second) throw new Error('two instances expected');
    const name = objectName('me.png');
    expect((await avatarsOf(first).upload(name, PNG_1X1, { contentType: 'image/png' })).error).toBeNull();

    const response = await download(second, name);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toBe(OBJECT_CSP);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(PNG_1X1);

    // The name is taken on every instance; a replacement through one is what the other serves.
    expect((await avatarsOf(second).upload(name, GIF_1X1)).error).toMatchObject({ message: STORAGE_MESSAGES.exists, status: 409 });
    expect((await avatarsOf(second).update(name, WEBP_1X1)).error).toBeNull();
    const replaced = await download(first, name);
    expect(replaced.headers.get('content-type')).toBe('image/webp');
    expect(Buffer.from(await replaced.arrayBuffer())).toEqual(WEBP_1X1);
    expect((await avatarsOf(first).upload(name, GIF_1X1, { upsert: true })).error).toBeNull();
    expect(Buffer.from(await (await download(second, name)).arrayBuffer())).toEqual(GIF_1X1);

    // Missing on both.
    const missing = await call(second, `/storage/v1/object/public/avatars/${objectName('never.png')}`);
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: STORAGE_MESSAGES.objectNotFound });
  });

  it(`counts ${UPLOAD_RATE_LIMIT} uploads per client once for both`, async () => {
    const servers = await twoInstances();
    const next = inTurn(servers);
    for (let i = 0; i < UPLOAD_RATE_LIMIT; i += 1) {
      expect((await avatarsOf(next()).upload(objectName(), PNG_1X1)).error).toBeNull();
    }
    for (const server of servers) {
      const limited = await call(server, `/storage/v1/object/avatars/${objectName()}`, {
        method: 'POST',
        body: PNG_1X1,
        headers: { apikey: TEST_STORAGE_KEY, authorization: `Bearer ${TEST_STORAGE_KEY}`, 'content-type': 'image/png' },
      });
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  });
});
