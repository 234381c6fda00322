// Mail through a real SMTP server on loopback (MAIL_TRANSPORT=smtp) that refuses connections
// when an admin accepts an application, then comes back: the first-password mail is kept in the
// outbox, retried, and arrives within 60 s of the server's return (the backoff is capped at 30 s),
// with a link that works.
import { ADMIN_EMAIL, ADMIN_PASSWORD, SITE_URL, byCookie, postAs } from '../../test/admin';
import { call, login } from '../../test/http';
import { addPendingApplication } from '../../test/members';
import { freePort, startSmtpServer, type TestSmtpServer } from '../../test/smtp';
import { createTestDatabase, dropTestDatabases, engines } from '../../test/test-database';
import { startTestServer, type TestServer } from '../../test/test-server';
import { RESPOND_PATH } from './membership-admin-routes';
import { WELCOME_MAIL_SUBJECT } from './membership-mail';

const LINK = /https:\/\/club\.example\.com\/reset-password\/([A-Za-z0-9_-]{43})(?![A-Za-z0-9_-])/;
/** Failed attempts before the server comes back: the retries are then 4 to 8 s apart. */
const FAILED_ATTEMPTS = 4;

async function waitFor<T>(read: () => Promise<T | undefined>, timeoutMs: number, what: string): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.each(engines)('mail while the SMTP server is down (%s)', (engine) => {
  let server: TestServer | undefined;
  let smtp: TestSmtpServer | undefined;

  afterAll(async () => {
    await server?.close();
    await smtp?.close();
    await dropTestDatabases();
  });

  it('sends the first-password mail of an accept made while SMTP refused, within 60 s of SMTP coming back', async () => {
    const port = await freePort();
    server = await startTestServer(await createTestDatabase(engine), {
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      SEED_DEMO: '0',
      SITE_URL,
      MAIL_TRANSPORT: 'smtp',
      SMTP_URL: `smtp://127.0.0.1:${port}`,
    });
    const running = server;
    const admin = await login(running, ADMIN_EMAIL, ADMIN_PASSWORD);
    const application = await addPendingApplication(running.app.db, { fullName: 'Robin Newcomer' });

    const res = await postAs(running, `${RESPOND_PATH}/${application.id}`, { adminId: admin.user.id, action: 'approved' }, byCookie(running, admin));
    expect(res.status).toBe(200);

    // Refused, attempt after attempt; the mail waits, with the error.
    const row = await waitFor(async () => {
      const found = await running.app.db.selectFrom('mail_outbox').selectAll().where('recipient', '=', application.email).executeTakeFirst();
      return found && Number(found.attempts) >= FAILED_ATTEMPTS && found.claim_token === null ? found : undefined;
    }, 60_000, `${FAILED_ATTEMPTS} failed attempts`);
    expect(row).toMatchObject({ status: 'pending', subject: WELCOME_MAIL_SUBJECT, last_error: expect.stringMatching(/ECONNREFUSED/) });
    expect((await call(running, '/api/health')).body.mail).toEqual({ pending: 1, failed: 0 });

    smtp = await startSmtpServer(port);
    const cameBack = Date.now();
    const mail = await waitFor(async () => smtp?.received.find((m) => m.to.includes(application.email)), 60_000, 'the mail to arrive');
    expect(mail.receivedAt - cameBack).toBeLessThan(60_000);
    expect(mail.decoded).toContain(`Subject: ${WELCOME_MAIL_SUBJECT}`);
    expect(smtp.received).toHaveLength(1);

    // The new member has a way in: the link sets a first password.
    const token = LINK.exec(mail.decoded)?.[1] ?? '';
    const set = await call(running, '/api/auth/reset-password', {
      method: 'PATCH',
      json: { token, newPassword: 'first-password-1' },
      headers: { origin: running.origin },
    });
    expect(set.status).toBe(200);
    expect((await login(running, application.email, 'first-password-1')).user.email).toBe(application.email);
    await waitFor(async () => {
      const health = await call(running, '/api/health');
      return health.body.mail.pending === 0 ? health : undefined;
    }, 5000, 'the outbox to be empty');
  }, 120_000);
});
