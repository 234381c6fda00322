// Helpers for suites that look at the mail a request sends (the outbox transport).
import type { OutboxMail } from '../core/mail/outbox-store';
import { call } from './http';
import type { TestServer } from './test-server';

/** The mails sent to `email` once the background work of earlier requests is done. */
export async function mailsTo(server: TestServer, email: string): Promise<OutboxMail[]> {
  await server.app.backgroundTasks.idle();
  const res = await call(server, '/api/dev/outbox');
  expect(res.status).toBe(200);
  return (res.body.data as OutboxMail[]).filter((mail) => mail.to === email);
}

/**
 * Runs `work` with every mail failing (as with SMTP down) and waits for the background work it
 * started, then sends mail again.
 */
export async function whileMailFails(server: TestServer, work: () => Promise<void>): Promise<void> {
  const { mailer } = server.app;
  const send = mailer.send;
  mailer.send = async () => {
    throw new Error('SMTP is down');
  };
  try {
    await work();
    await server.app.backgroundTasks.idle();
  } finally {
    mailer.send = send;
  }
}
