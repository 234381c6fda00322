// The forgot-password e-mail, in text and HTML. User data in the HTML is escaped.
import { escapeHtml } from '../mail/escape-html';
import type { MailMessage } from '../mail/mailer';

export const RESET_MAIL_SUBJECT = 'Reset your password';

export interface ResetMailInput {
  to: string;
  fullName: string;
  /** `${SITE_URL}/reset-password/<token>` */
  link: string;
}

export function resetPasswordMail({ to, fullName, link }: ResetMailInput): MailMessage {
  // Keep a name on one line, whatever was stored.
  const name = fullName.replace(/\s+/g, ' ').trim() || 'member';
  const text = [
    `Hello ${name},`,
    '',
    'We received a request to reset the password of your club account. Open this link to choose a new password:',
    '',
    link,
    '',
    'The link can be used once and expires in 1 hour.',
    'If you did not ask for this, you can ignore this e-mail: your password stays the same.',
    '',
  ].join('\n');
  const href = escapeHtml(link);
  const html = [
    `<p>Hello ${escapeHtml(name)},</p>`,
    '<p>We received a request to reset the password of your club account. Open this link to choose a new password:</p>',
    `<p><a href="${href}">${href}</a></p>`,
    '<p>The link can be used once and expires in 1 hour.<br>',
    'If you did not ask for this, you can ignore this e-mail: your password stays the same.</p>',
  ].join('\n');
  return { to, subject: RESET_MAIL_SUBJECT, text, html };
}
