// Helpers for suites that look at the mail a request sends (the outbox transport).
import type { OutboxMail } from '../core/mail/outbox-store';
import { nowIso } from '../db/portable';
import { call } from './http';
import type { TestServer } from './test-server';

/**
 * Waits for the work of earlier requests: their background tasks, then the outbox's worker until
 * no mail is due.
 */
export async function deliverDueMail(server: TestServer): Promise<void> {
  await server.app.backgroundTasks.idle();
  await server.app.mailOutbox.settle();
}

/** The mails sent to `email` once the work of earlier requests is done. */
export async function mailsTo(server: TestServer, email: string): Promise<OutboxMail[]> {
  await deliverDueMail(server);
  const res = await call(server, '/api/dev/outbox');
  expect(res.status).toBe(200);
  return (res.body.data as OutboxMail[]).filter((mail) => mail.to === email);
}

/**
 * Runs `work` with every send failing (as with SMTP down) and waits until the worker has tried
 * the mails it enqueued, then lets mail through again. Those mails stay in the outbox, due again
 * after their backoff (`retryMailNow` skips the wait).
 */
export async function whileMailFails(server: TestServer, work: () => Promise<void>): Promise<void> {
  const { mailer } = server.app;
  const send = mailer.send;
  mailer.send = async () => {
    throw new Error('SMTP is down');
  };
  try {
    await work();
    await deliverDueMail(server);
  } finally {
    mailer.send = send;
  }
}

/** Makes every mail waiting for its next attempt due now, and delivers it. */
export async function retryMailNow(server: TestServer): Promise<void> {
  await deliverDueMail(server);
  await server.app.db
    .updateTable('mail_outbox')
    .set({ next_attempt_at: nowIso() })
    .where('status', '=', 'pending')
    .where('claim_token', 'is', null)
    .execute();
  await deliverDueMail(server);
}
