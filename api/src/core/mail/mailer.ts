// Sends e-mail through nodemailer: the local outbox (jsonTransport, then a file per mail) or SMTP.
// Only the mail outbox's worker sends (mail-outbox-worker.ts); features enqueue (mail-outbox.ts).
import nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import { z } from 'zod';
import type { ApiConfig } from '../../app/config';
import { appendToOutbox, outboxDir } from './outbox-store';

/** A file sent with a mail, e.g. a calendar invitation (`text/calendar`). */
export interface MailAttachment {
  filename: string;
  contentType: string;
  /** Text as is, or binary content in base64 with `encoding: 'base64'`. */
  content: string;
  encoding?: 'base64';
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** One address replies go to (e.g. the sender of a contact message). */
  replyTo?: string;
  attachments?: MailAttachment[];
}

export interface Mailer {
  readonly transport: 'outbox' | 'smtp';
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export class MailHeaderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MailHeaderError';
  }
}

const address = z.email();

/**
 * Whether `value` is one plain e-mail address that a header can carry as is. Stricter than the
 * forms' check: no commas, quotes or angle brackets that an address parser would read as a list
 * or a display name.
 */
export const isSingleMailAddress = (value: string): boolean => address.safeParse(value).success;

/** Refuses values that could add or split headers. */
export function assertSafeMessage(message: MailMessage, from: string): void {
  const headers = [['to', message.to], ['subject', message.subject], ['from', from]] as [string, unknown][];
  if (message.replyTo !== undefined) headers.push(['replyTo', message.replyTo]);
  for (const [field, value] of headers) {
    if (typeof value !== 'string' || /[\r\n\0]/.test(value)) {
      throw new MailHeaderError(`Mail ${field} must be a single line`);
    }
  }
  if (!isSingleMailAddress(message.to)) throw new MailHeaderError('Mail to must be one e-mail address');
  if (message.replyTo !== undefined && !isSingleMailAddress(message.replyTo)) {
    throw new MailHeaderError('Mail replyTo must be one e-mail address');
  }
  if (message.subject.trim() === '') throw new MailHeaderError('Mail subject is required');
  for (const attachment of message.attachments ?? []) {
    for (const [field, value] of [['filename', attachment.filename], ['contentType', attachment.contentType]]) {
      if (typeof value !== 'string' || value.trim() === '' || /[\r\n\0"]/.test(value)) {
        throw new MailHeaderError(`Mail attachment ${field} must be a single line`);
      }
    }
  }
}

/**
 * SMTP time-outs, so that a send to a hung server ends (failed, retried later) well within the
 * lease a worker holds on the mail (mail-outbox-worker.ts): otherwise another instance could
 * take the mail over and send it too.
 */
export const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** The fields nodemailer sends, from a message and the club's address. */
const nodemailerMessage = (message: MailMessage, from: string) => ({
  from,
  to: message.to,
  replyTo: message.replyTo,
  subject: message.subject,
  text: message.text,
  html: message.html,
  attachments: message.attachments?.map(({ filename, contentType, content, encoding }) => ({
    filename,
    contentType,
    content,
    ...(encoding ? { encoding } : {}),
  })),
});

interface JsonAddress {
  address?: string;
}

interface JsonMessage {
  to?: JsonAddress[];
  replyTo?: JsonAddress[];
  subject?: string;
  text?: string;
  html?: string;
}

export function createMailer(config: ApiConfig, print: (line: string) => void): Mailer {
  const from = config.clubEmail;

  if (config.mail.transport === 'smtp') {
    const transporter: Transporter = nodemailer.createTransport({ url: config.mail.smtpUrl, ...SMTP_TIMEOUTS });
    return {
      transport: 'smtp',
      async send(message) {
        assertSafeMessage(message, from);
        await transporter.sendMail(nodemailerMessage(message, from));
      },
      close: () => transporter.close(),
    };
  }

  const transporter = nodemailer.createTransport({ jsonTransport: true });
  const dir = outboxDir(config.dataDir);
  return {
    transport: 'outbox',
    async send(message) {
      assertSafeMessage(message, from);
      const info = await transporter.sendMail(nodemailerMessage(message, from));
      const built = JSON.parse(String(info.message)) as JsonMessage;
      const sentAt = new Date().toISOString();
      const addresses = (list: JsonAddress[] | undefined) => (list ?? []).map((a) => a.address ?? '').join(', ');
      await appendToOutbox(dir, {
        to: addresses(built.to),
        // Only on mails that have one, so the other records keep their shape.
        ...(built.replyTo?.length ? { replyTo: addresses(built.replyTo) } : {}),
        subject: built.subject ?? '',
        text: built.text ?? '',
        html: built.html ?? null,
        sentAt,
        ...(message.attachments?.length
          ? { attachments: message.attachments.map(({ filename, contentType }) => ({ filename, contentType })) }
          : {}),
      });
      print(`[mail] outbox: to ${message.to}: ${message.subject}`);
    },
    close: () => transporter.close(),
  };
}
