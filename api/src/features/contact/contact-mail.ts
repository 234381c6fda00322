// The e-mail that forwards a contact message to the club, in text and HTML. Everything the
// visitor typed is escaped in the HTML; replies go to the visitor (Reply-To).
import type { ContactMessage } from 'shared/validation';
import { escapeHtml } from '../../core/mail/escape-html';
import { oneLine } from '../../core/mail/mail-body';
import { isSingleMailAddress, type MailMessage } from '../../core/mail/mailer';

export const CONTACT_MAIL_SUBJECT_PREFIX = 'Contact form';
/** The outbox's name for these mails. */
export const CONTACT_MAIL_KIND = 'contact-message';

export function contactMessageMail(clubEmail: string, message: ContactMessage): MailMessage {
  // On one line, whatever was typed (a header cannot hold a line break).
  const name = oneLine(message.fullName);
  const phone = message.phone ?? 'not given';
  // The forms' e-mail rule lets through a few addresses a header cannot carry as one address
  // (e.g. with a comma): those are left out of Reply-To and only shown in the body.
  const replyTo = isSingleMailAddress(message.email) ? message.email : undefined;
  const text = [
    'A new message was sent with the contact form.',
    '',
    `Name: ${name}`,
    `Email: ${message.email}`,
    `Phone: ${phone}`,
    `Interest: ${message.interest}`,
    '',
    'Message:',
    message.message,
    '',
    replyTo
      ? 'Reply to this e-mail to answer the sender.'
      : 'The sender’s address cannot be used as Reply-To: check it before answering.',
    '',
  ].join('\n');
  const html = [
    '<p>A new message was sent with the contact form.</p>',
    '<p>',
    `Name: ${escapeHtml(name)}<br>`,
    `Email: ${escapeHtml(message.email)}<br>`,
    `Phone: ${escapeHtml(phone)}<br>`,
    `Interest: ${escapeHtml(message.interest)}`,
    '</p>',
    '<p>Message:</p>',
    `<p style="white-space: pre-wrap">${escapeHtml(message.message)}</p>`,
  ].join('\n');
  return {
    to: clubEmail,
    subject: `${CONTACT_MAIL_SUBJECT_PREFIX}: ${message.interest} from ${name}`,
    text,
    html,
    ...(replyTo !== undefined ? { replyTo } : {}),
  };
}
