// The mail outbox: every e-mail is written here in the transaction of the change that causes it,
// then delivered by a worker in each API instance (core/mail/mail-outbox-worker.ts). Portable
// column types only (see db/schema.ts).
// - status: 'pending' until sent ('sent') or given up ('failed', last_error kept).
// - next_attempt_at: when a pending mail is due. A worker that claims a mail moves it to the end
//   of its lease and sets claim_token, so no other worker takes it while it is being sent; a
//   mail whose worker died becomes due again when the lease ends.
// - attachments: a JSON array of { filename, contentType, content, encoding? }.
// - kind and ref: what the mail is (e.g. 'welcome') and the record it is about, for logs and for
//   what a feature records once it is sent.
import { sql, type Kysely, type Migration } from 'kysely';

export const MAIL_OUTBOX_DUE_INDEX = 'mail_outbox_status_due_idx';

export const mailOutbox: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('mail_outbox')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('ref', 'text')
      .addColumn('recipient', 'text', (c) => c.notNull())
      .addColumn('reply_to', 'text')
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('text_body', 'text', (c) => c.notNull())
      .addColumn('html_body', 'text')
      .addColumn('attachments', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('next_attempt_at', 'text', (c) => c.notNull())
      .addColumn('claim_token', 'text')
      .addColumn('last_error', 'text')
      .addColumn('sent_at', 'text')
      .addColumn('failed_at', 'text')
      .addCheckConstraint('mail_outbox_status', sql`status in ('pending', 'sent', 'failed')`)
      .execute();
    // The worker's look-up (pending mails that are due) and the health and metrics counts.
    await db.schema.createIndex(MAIL_OUTBOX_DUE_INDEX).on('mail_outbox').columns(['status', 'next_attempt_at']).execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('mail_outbox').execute();
  },
};
