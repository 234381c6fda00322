// Sends e-mail through nodemailer: the local outbox (jsonTransport, then a file per mail) or SMTP.
import nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import { z } from 'zod';
import type { ApiConfig } from '../../app/config';
import { appendToOutbox, outboxDir } from './outbox-store';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
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

/** Refuses values that could add or split headers. */
export function assertSafeMessage(message: MailMessage, from: string): void {
  for (const [field, value] of [['to', message.to], ['subject', message.subject], ['from', from]] as const) {
    if (typeof value !== 'string' || /[\r\n\0]/.test(value)) {
      throw new MailHeaderError(`Mail ${field} must be a single line`);
    }
  }
  if (!address.safeParse(message.to).success) throw new MailHeaderError('Mail to must be one e-mail address');
  if (message.subject.trim() === '') throw new MailHeaderError('Mail subject is required');
}

interface JsonAddress {
  address?: string;
}

interface JsonMessage {
  to?: JsonAddress[];
  subject?: string;
  text?: string;
  html?: string;
}

export function createMailer(config: ApiConfig, print: (line: string) => void): Mailer {
  const from = config.clubEmail;

  if (config.mail.transport === 'smtp') {
    const transporter: Transporter = nodemailer.createTransport(config.mail.smtpUrl);
    return {
      transport: 'smtp',
      async send(message) {
        assertSafeMessage(message, from);
        await transporter.sendMail({ from, to: message.to, subject: message.subject, text: message.text, html: message.html });
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
      const info = await transporter.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
      const built = JSON.parse(String(info.message)) as JsonMessage;
      const sentAt = new Date().toISOString();
      await appendToOutbox(dir, {
        to: (built.to ?? []).map((a) => a.address ?? '').join(', '),
        subject: built.subject ?? '',
        text: built.text ?? '',
        html: built.html ?? null,
        sentAt,
      });
      print(`[mail] outbox: to ${message.to}: ${message.subject}`);
    },
    close: () => transporter.close(),
  };
}
