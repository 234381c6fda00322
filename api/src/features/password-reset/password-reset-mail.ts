// The forgot-password e-mail, in text and HTML. User data in the HTML is escaped.
import { mailBody, mailLink, oneLine } from '../../core/mail/mail-body';
import type { MailMessage } from '../../core/mail/mailer';

export const RESET_MAIL_SUBJECT = 'Reset your password';
/** The outbox's name for these mails. */
export const RESET_MAIL_KIND = 'password-reset';

export interface ResetMailInput {
  to: string;
  fullName: string;
  /** `${SITE_URL}/reset-password/<token>` */
  link: string;
}

export function resetPasswordMail({ to, fullName, link }: ResetMailInput): MailMessage {
  return {
    to,
    subject: RESET_MAIL_SUBJECT,
    ...mailBody([
      `Hello ${oneLine(fullName) || 'member'},`,
      'We received a request to reset the password of your club account. Open this link to choose a new password:',
      mailLink(link),
      'The link can be used once and expires in 1 hour.\nIf you did not ask for this, you can ignore this e-mail: your password stays the same.',
    ]),
  };
}
