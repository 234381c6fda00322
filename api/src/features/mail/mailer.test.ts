import fs from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import type { MailMessage } from '../../core/mail/mailer';
import { call } from '../../test/http';
import { deliverDueMail } from '../../test/mail';
import { createTestDatabase, dropTestDatabases, engines, type TestDatabase } from '../../test/test-database';
import { startTestServer, type TestServer } from '../../test/test-server';

describe.each(engines)('mail (%s)', (engine) => {
  let database: TestDatabase;
  let server: TestServer;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    server = await startTestServer(database, { SEED_DEMO: '0', CLUB_EMAIL: 'concierge@club.example' });
  });

  afterAll(async () => {
    await server?.close();
    await dropTestDatabases();
  });

  /** Enqueues a mail as a feature does (in a transaction, then a wake-up) and lets the worker deliver it. */
  async function sendThroughOutbox(message: MailMessage): Promise<void> {
    const { db, mailOutbox } = server.app;
    await db.transaction().execute((trx) => mailOutbox.enqueue(trx, message, { kind: 'test' }));
    mailOutbox.wake();
    await deliverDueMail(server);
  }

  const outboxRows = () => server.app.db.selectFrom('mail_outbox').selectAll().execute();

  it('records sent mail in the outbox, listed oldest first', async () => {
    const empty = await call(server, '/api/dev/outbox');
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual({ data: [] });

    await sendThroughOutbox({
      to: 'guest@example.com',
      subject: 'Welcome to the club',
      text: 'Hello there',
      html: '<p>Hello there</p>',
    });
    await sendThroughOutbox({ to: 'second@example.com', subject: 'Second', text: 'Plain only' });

    const res = await call(server, '/api/dev/outbox');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body.data).toEqual([
      {
        to: 'guest@example.com',
        subject: 'Welcome to the club',
        text: 'Hello there',
        html: '<p>Hello there</p>',
        sentAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
      },
      { to: 'second@example.com', subject: 'Second', text: 'Plain only', html: null, sentAt: expect.any(String) },
    ]);
    expect(Date.parse(res.body.data[0].sentAt)).toBeLessThanOrEqual(Date.parse(res.body.data[1].sentAt));

    const files = await fs.readdir(path.join(database.dataDir, 'outbox'));
    expect(files.filter((f) => f.endsWith('.json'))).toHaveLength(2);
    expect(server.printed).toContain('[mail] outbox: to guest@example.com: Welcome to the club');
    // Marked sent, with the bodies (links) emptied.
    expect((await outboxRows()).map((row) => [row.recipient, row.status, row.text_body, row.html_body])).toEqual([
      ['guest@example.com', 'sent', '', null],
      ['second@example.com', 'sent', '', null],
    ]);
  });

  it.each([
    ['a subject with a line break', { to: 'a@example.com', subject: 'Hi\r\nBcc: victim@example.com', text: 'x' }],
    ['a recipient with a line break', { to: 'a@example.com\nBcc: victim@example.com', subject: 'Hi', text: 'x' }],
    ['a recipient that is not one address', { to: 'a@example.com, b@example.com', subject: 'Hi', text: 'x' }],
    ['a reply-to with a line break', {
      to: 'a@example.com', replyTo: 'b@example.com\r\nBcc: victim@example.com', subject: 'Hi', text: 'x',
    }],
    ['a reply-to that is not one address', {
      to: 'a@example.com', replyTo: 'b@example.com, c@example.com', subject: 'Hi', text: 'x',
    }],
  ])('refuses %s, at enqueue (undoing its transaction) and at send', async (_name, message) => {
    const before = (await call(server, '/api/dev/outbox')).body.data.length;
    const rowsBefore = (await outboxRows()).length;
    await expect(sendThroughOutbox(message)).rejects.toThrow(/must be/);
    expect(await outboxRows()).toHaveLength(rowsBefore);
    await expect(server.app.mailer.send(message)).rejects.toThrow(/must be/);
    expect((await call(server, '/api/dev/outbox')).body.data).toHaveLength(before);
  });

  it('refuses an attachment whose name could split its header', async () => {
    const message = {
      to: 'a@example.com',
      subject: 'Invitation',
      text: 'x',
      attachments: [{ filename: 'dinner.ics"\r\nBcc: victim@example.com', contentType: 'text/calendar', content: 'BEGIN:VCALENDAR' }],
    };
    await expect(sendThroughOutbox(message)).rejects.toThrow(/must be a single line/);
  });

  it('sends attachments, and the dev outbox names them', async () => {
    await sendThroughOutbox({
      to: 'guest@example.com',
      subject: 'Your invitation',
      text: 'See the attached invitation.',
      attachments: [{ filename: 'dinner.ics', contentType: 'text/calendar; charset=utf-8', content: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n' }],
    });
    const mails = (await call(server, '/api/dev/outbox')).body.data;
    expect(mails.at(-1)).toEqual({
      to: 'guest@example.com',
      subject: 'Your invitation',
      text: 'See the attached invitation.',
      html: null,
      sentAt: expect.any(String),
      attachments: [{ filename: 'dinner.ics', contentType: 'text/calendar; charset=utf-8' }],
    });
  });

  it('records the Reply-To of a mail that has one', async () => {
    await sendThroughOutbox({ to: 'club@example.com', replyTo: 'guest@example.com', subject: 'Question', text: 'Hi' });
    const mails = (await call(server, '/api/dev/outbox')).body.data;
    expect(mails.at(-1)).toEqual({
      to: 'club@example.com',
      replyTo: 'guest@example.com',
      subject: 'Question',
      text: 'Hi',
      html: null,
      sentAt: expect.any(String),
    });
  });

  /** GET with full control of the Host header (fetch does not let a caller set it). */
  const getWithHost = (host: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = http.get(`${server.url}/api/dev/outbox`, { headers: { host, ...headers } }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      });
      request.on('error', reject);
    });

  it('shows the outbox only to a direct request on this machine', async () => {
    await sendThroughOutbox({ to: 'secret@example.com', subject: 'Reset your password', text: 'link' });
    const port = new URL(server.url).port;
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`]) {
      const local = await getWithHost(host);
      expect([host, local.status]).toEqual([host, 200]);
      expect(local.body).toContain('secret@example.com');
    }
    const refused: [string, string, Record<string, string>][] = [
      ['through a proxy (X-Forwarded-For)', `127.0.0.1:${port}`, { 'x-forwarded-for': '203.0.113.9' }],
      ['through a proxy (Forwarded)', `127.0.0.1:${port}`, { forwarded: 'for=203.0.113.9' }],
      ['through a proxy (X-Real-IP)', `localhost:${port}`, { 'x-real-ip': '203.0.113.9' }],
      ['by a rebound host name', `evil.example:${port}`, {}],
      ['by a look-alike host name', `localhost.evil.example:${port}`, {}],
    ];
    for (const [label, host, headers] of refused) {
      const res = await getWithHost(host, headers);
      expect([label, res.status, JSON.parse(res.body)]).toEqual([label, 404, { message: 'Not found' }]);
      expect(res.body).not.toContain('secret@example.com');
    }
  });

  it('has no outbox route with the smtp transport', async () => {
    const smtp = await startTestServer(database, {
      SEED_DEMO: '0',
      MAIL_TRANSPORT: 'smtp',
      SMTP_URL: 'smtp://127.0.0.1:2525',
    });
    try {
      expect(smtp.app.mailer.transport).toBe('smtp');
      const res = await call(smtp, '/api/dev/outbox');
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'Not found' });
    } finally {
      await smtp.close();
    }
  });
});
