import { sql } from 'kysely';
import { expectConstraint } from '../test/db-constraints';
import { dropTestDatabases, engines, openTestDatabase } from '../test/test-database';
import type { DatabaseHandle } from './create-database';
import { MAIL_OUTBOX_DUE_INDEX } from './migrations/0009-mail-outbox';

describe.each(engines)('migration 0009 mail_outbox (%s)', (engine) => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await openTestDatabase(engine);
  });

  afterAll(async () => {
    await handle?.close();
    await dropTestDatabases();
  });

  let sequence = 0;
  const mail = () => {
    sequence += 1;
    const now = new Date().toISOString();
    return { id: `m${sequence}`, kind: 'test', recipient: 'a@example.com', subject: 'Hi', text_body: 'x', created_at: now, next_attempt_at: now };
  };

  it('records a mail as pending, never attempted, without attachments', async () => {
    const values = mail();
    await handle.db.insertInto('mail_outbox').values(values).execute();
    const row = await handle.db.selectFrom('mail_outbox').selectAll().where('id', '=', values.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'pending', attempts: 0, attachments: '[]', claim_token: null, last_error: null, sent_at: null, failed_at: null, ref: null });
  });

  it('knows three states only', async () => {
    await expectConstraint(handle.db.insertInto('mail_outbox').values({ ...mail(), status: 'lost' as never }).execute(), 'check');
  });

  it("indexes the worker's look-up of due mails", async () => {
    const query =
      engine === 'sqlite'
        ? sql<{ name: string }>`select name from sqlite_master where type = 'index' and tbl_name = 'mail_outbox'`
        : sql<{ name: string }>`select indexname as name from pg_indexes where tablename = 'mail_outbox'`;
    const names = (await query.execute(handle.db)).rows.map((row) => row.name);
    expect(names).toContain(MAIL_OUTBOX_DUE_INDEX);
  });
});
