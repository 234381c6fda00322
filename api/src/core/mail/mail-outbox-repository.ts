// Data access for the mail outbox (migration 0009): recording a mail, claiming due ones for a
// worker, recording the outcome of an attempt, and the counts health and metrics show.
import { sql, type Kysely, type SqlBool } from 'kysely';
import type { DbEngine } from '../../db/create-database';
import { newOrderedId } from '../../db/portable';
import type { Database, IsoTimestamp, MailOutboxRow } from '../../db/schema';
import type { MailAttachment, MailMessage } from './mailer';

/** What a mail is and, when a feature follows it, the record it is about. */
export interface MailOrigin {
  kind: string;
  ref?: string;
}

export interface ClaimedMail extends MailOrigin {
  id: string;
  message: MailMessage;
  /** Attempts so far, this one included. */
  attempts: number;
  createdAt: IsoTimestamp;
  claimToken: string;
}

/** The longest error text kept on a mail. */
const MAX_ERROR_LENGTH = 1000;

export async function insertMail(
  db: Kysely<Database>,
  message: MailMessage,
  origin: MailOrigin,
  now: IsoTimestamp,
): Promise<string> {
  const id = newOrderedId();
  await db
    .insertInto('mail_outbox')
    .values({
      id,
      kind: origin.kind,
      ref: origin.ref ?? null,
      recipient: message.to,
      reply_to: message.replyTo ?? null,
      subject: message.subject,
      text_body: message.text,
      html_body: message.html ?? null,
      attachments: JSON.stringify(message.attachments ?? []),
      created_at: now,
      next_attempt_at: now,
    })
    .execute();
  return id;
}

function toClaimed(row: MailOutboxRow): ClaimedMail {
  const attachments = JSON.parse(row.attachments) as MailAttachment[];
  return {
    id: row.id,
    kind: row.kind,
    ...(row.ref !== null && { ref: row.ref }),
    message: {
      to: row.recipient,
      subject: row.subject,
      text: row.text_body,
      ...(row.html_body !== null && { html: row.html_body }),
      ...(row.reply_to !== null && { replyTo: row.reply_to }),
      ...(attachments.length > 0 && { attachments }),
    },
    attempts: Number(row.attempts),
    createdAt: row.created_at,
    claimToken: row.claim_token ?? '',
  };
}

export interface ClaimOptions {
  now: IsoTimestamp;
  /** The lease: until then no other worker takes the mails claimed. */
  leaseUntil: IsoTimestamp;
  claimToken: string;
  limit: number;
}

/**
 * Claims up to `limit` due mails in one statement: they get the claim token, one more attempt,
 * and the end of the lease as their next attempt time, so no other worker sees them as due until
 * the lease ends. On PostgreSQL the rows are picked `FOR UPDATE SKIP LOCKED`: workers of other
 * instances claiming at the same moment skip them instead of waiting, and a row whose claim has
 * committed is no longer due. The picked ids are read once, as an array: as `id in (subquery)`
 * the planner may run the subquery again for every row it updates, each run locking and
 * returning further rows, so one claim would take far more than `limit`. SQLite runs one write
 * at a time and evaluates the subquery once, so the statement alone suffices there.
 */
export async function claimDueMails(db: Kysely<Database>, engine: DbEngine, options: ClaimOptions): Promise<ClaimedMail[]> {
  const due = db
    .selectFrom('mail_outbox')
    .select('id')
    .where('status', '=', 'pending')
    .where('next_attempt_at', '<=', options.now)
    .orderBy('next_attempt_at')
    .orderBy('id')
    .limit(options.limit);
  const rows = await db
    .updateTable('mail_outbox')
    .set((eb) => ({
      claim_token: options.claimToken,
      next_attempt_at: options.leaseUntil,
      attempts: eb('attempts', '+', 1),
    }))
    .where((eb) =>
      engine === 'postgres'
        ? sql<SqlBool>`${eb.ref('id')} = any(array(${due.forUpdate().skipLocked()}))`
        : eb('id', 'in', due),
    )
    .where('status', '=', 'pending')
    .where('next_attempt_at', '<=', options.now)
    .returningAll()
    .execute();
  // In the order they were written (RETURNING keeps none): a newer mail never overtakes an older.
  return rows.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)).map(toClaimed);
}

/**
 * Marks a claimed mail sent and empties its bodies (a first-password or reset link has no
 * business staying in the database once delivered). False when the claim was lost (its lease
 * ended and another worker took the mail over).
 */
export async function markMailSent(db: Kysely<Database>, mail: ClaimedMail, now: IsoTimestamp): Promise<boolean> {
  const result = await db
    .updateTable('mail_outbox')
    .set({
      status: 'sent',
      sent_at: now,
      claim_token: null,
      last_error: null,
      text_body: '',
      html_body: null,
      attachments: '[]',
    })
    .where('id', '=', mail.id)
    .where('claim_token', '=', mail.claimToken)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

const errorText = (error: string): string => error.slice(0, MAX_ERROR_LENGTH);

/** After a failed attempt: due again at `nextAttemptAt`, the error kept. */
export async function scheduleMailRetry(
  db: Kysely<Database>,
  mail: ClaimedMail,
  error: string,
  nextAttemptAt: IsoTimestamp,
): Promise<boolean> {
  const result = await db
    .updateTable('mail_outbox')
    .set({ next_attempt_at: nextAttemptAt, claim_token: null, last_error: errorText(error) })
    .where('id', '=', mail.id)
    .where('claim_token', '=', mail.claimToken)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Gives a mail up: failed, with the error kept (what it was stays: kind, recipient, subject). */
export async function markMailFailed(db: Kysely<Database>, mail: ClaimedMail, error: string, now: IsoTimestamp): Promise<boolean> {
  const result = await db
    .updateTable('mail_outbox')
    .set({
      status: 'failed',
      failed_at: now,
      claim_token: null,
      last_error: errorText(error),
      text_body: '',
      html_body: null,
      attachments: '[]',
    })
    .where('id', '=', mail.id)
    .where('claim_token', '=', mail.claimToken)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Hands back claimed mails that were never attempted (the worker is stopping): due at once,
 * their attempt not counted.
 */
export async function releaseMails(db: Kysely<Database>, mails: ClaimedMail[], now: IsoTimestamp): Promise<void> {
  for (const mail of mails) {
    await db
      .updateTable('mail_outbox')
      .set((eb) => ({ next_attempt_at: now, claim_token: null, attempts: eb('attempts', '-', 1) }))
      .where('id', '=', mail.id)
      .where('claim_token', '=', mail.claimToken)
      .execute();
  }
}

/** Deletes the records of mails sent before `before`. */
export async function pruneSentMails(db: Kysely<Database>, before: IsoTimestamp): Promise<number> {
  const result = await db
    .deleteFrom('mail_outbox')
    .where('status', '=', 'sent')
    .where('sent_at', '<', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export interface MailCounts {
  /** Waiting to be sent (due, being sent, or waiting for their next attempt). */
  pending: number;
  /** Given up. */
  failed: number;
}

export async function countMails(db: Kysely<Database>): Promise<MailCounts> {
  const rows = await db
    .selectFrom('mail_outbox')
    .select((eb) => ['status', eb.fn.countAll().as('n')])
    .where('status', 'in', ['pending', 'failed'])
    .groupBy('status')
    .execute();
  const count = (status: string) => Number(rows.find((row) => row.status === status)?.n ?? 0);
  return { pending: count('pending'), failed: count('failed') };
}

/** A stored mail as its recipient may see it in their data export (no body). */
export interface MailSummary {
  to: string;
  subject: string;
  createdAt: IsoTimestamp;
  sentAt: IsoTimestamp | null;
  status: 'pending' | 'sent' | 'failed';
}

/** The stored mails addressed to any of `emails` (lower-cased), oldest first. */
export async function mailsTo(db: Kysely<Database>, emails: readonly string[]): Promise<MailSummary[]> {
  if (emails.length === 0) return [];
  const rows = await db
    .selectFrom('mail_outbox')
    .select(['recipient', 'subject', 'created_at', 'sent_at', 'status'])
    .where((eb) => eb(eb.fn('lower', ['recipient']), 'in', emails))
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ to: row.recipient, subject: row.subject, createdAt: row.created_at, sentAt: row.sent_at, status: row.status }));
}

/**
 * Deletes every stored mail, whatever its state, addressed to any of `emails` (lower-cased) or
 * answering to one (Reply-To): a pending one is then never sent, and none keeps the address. A
 * worker sending one at that moment finds its claim gone when it records the outcome.
 */
export async function deleteMailsOf(db: Kysely<Database>, emails: readonly string[]): Promise<number> {
  if (emails.length === 0) return 0;
  const result = await db
    .deleteFrom('mail_outbox')
    .where((eb) => eb.or([eb(eb.fn('lower', ['recipient']), 'in', emails), eb(eb.fn('lower', ['reply_to']), 'in', emails)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
