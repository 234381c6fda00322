import { whileMailFails } from '../../test/mail';
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

  it('answers ok with the database engine, the database and the mail outbox', async () => {
    const res = await call(server, '/api/health');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.body).toEqual({ status: 'ok', db: engine, database: 'ok', mail: { pending: 0, failed: 0 } });
  });

  it('counts the mails waiting to be sent and those given up', async () => {
    const { db, mailOutbox } = server.app;
    await whileMailFails(server, async () => {
      for (const to of ['one@example.com', 'two@example.com']) {
        await db.transaction().execute((trx) => mailOutbox.enqueue(trx, { to, subject: 'Hello', text: 'Hi' }, { kind: 'test' }));
      }
      mailOutbox.wake();
    });
    expect((await call(server, '/api/health')).body.mail).toEqual({ pending: 2, failed: 0 });

    await db.updateTable('mail_outbox').set({ status: 'failed' }).where('recipient', '=', 'two@example.com').execute();
    expect((await call(server, '/api/health')).body.mail).toEqual({ pending: 1, failed: 1 });
  });

  it('answers 503 when the database is gone', async () => {
    const other = await startTestServer(await createTestDatabase(engine), { SEED_DEMO: '0' });
    try {
      await other.app.db.destroy();
      const res = await call(other, '/api/health');
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ message: 'Database unavailable', database: 'down' });
    } finally {
      await other.close().catch(() => undefined);
    }
  });
});
