import type { Page } from 'playwright-core';

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  sentAt: string;
}

/** The e-mails the API recorded (MAIL_TRANSPORT=outbox), oldest first. */
export async function readOutbox(page: Page): Promise<OutboxMail[]> {
  const response = await page.request.get('/api/dev/outbox');
  if (!response.ok()) throw new Error(`outbox answered ${response.status()}`);
  return ((await response.json()) as { data: OutboxMail[] }).data;
}

/**
 * Waits for the newest e-mail to `to` that arrived after `since` (an ISO time), of `subject` when
 * given (an application's confirmation comes before the decision's mail, for one).
 */
export async function waitForMail(
  page: Page,
  to: string,
  since: string,
  options: number | { subject?: string; timeoutMs?: number } = {},
): Promise<OutboxMail> {
  const { subject, timeoutMs = 5000 } = typeof options === 'number' ? { timeoutMs: options } : options;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = (await readOutbox(page))
      .filter((m) => m.to.includes(to) && m.sentAt >= since && (subject === undefined || m.subject === subject))
      .at(-1);
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no e-mail to ${to}${subject ? ` titled "${subject}"` : ''} since ${since}`);
    await page.waitForTimeout(100);
  }
}

/** The path of the password link (`/reset-password/<token>`) an e-mail's text holds. */
export function resetPathIn(text: string): string {
  const link = /https?:\/\/\S+\/reset-password\/[A-Za-z0-9_-]+/.exec(text)?.[0];
  if (!link) throw new Error(`no password link in: ${text}`);
  return new URL(link).pathname;
}
