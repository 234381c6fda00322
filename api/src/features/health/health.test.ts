import { call } from '../../test/http';
import { createTestDatabase, dropTestDatabases, engines } from '../../test/test-database';
import { startTestServer, type TestServer } from '../../test/test-server';

describe.each(engines)('GET /api/health (%s)', (engine) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(await createTestDatabase(engine), { SEED_DEMO: '0' });
  });

  afterAll(async () => {
    await server?.close();
    await dropTestDatabases();
  });

  it('answers ok with the database engine', async () => {
    const res = await call(server, '/api/health');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.body).toEqual({ status: 'ok', db: engine });
  });

  it('answers 503 when the database is gone', async () => {
    const other = await startTestServer(await createTestDatabase(engine), { SEED_DEMO: '0' });
    try {
      await other.app.db.destroy();
      const res = await call(other, '/api/health');
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ message: 'Database unavailable' });
    } finally {
      await other.close().catch(() => undefined);
    }
  });
});
