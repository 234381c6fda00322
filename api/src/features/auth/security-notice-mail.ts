// The notice e-mailed when an account's sign-in changes (a second factor or passkey added or
// removed, a recovery code used), so that a person whose session was taken over learns of it.
import { mailBody, mailLink, oneLine } from '../../core/mail/mail-body';
import type { MailMessage } from '../../core/mail/mailer';

export const SECURITY_NOTICE_SUBJECT = 'Your sign-in settings changed';
/** The outbox's name for these mails. */
export const SECURITY_NOTICE_KIND = 'security-notice';

export interface SecurityNoticeInput {
  to: string;
  fullName: string;
  /** What happened, one sentence: 'A passkey named "Laptop" was added to your account.' */
  change: string;
  /** Whether the account's other sessions were ended. */
  otherSessionsEnded: boolean;
  /** `${SITE_URL}/login` */
  loginUrl: string;
}

export function securityNoticeMail({ to, fullName, change, otherSessionsEnded, loginUrl }: SecurityNoticeInput): MailMessage {
  return {
    to,
    subject: SECURITY_NOTICE_SUBJECT,
    ...mailBody([
      `Hello ${oneLine(fullName) || 'member'},`,
      `${oneLine(change)}${otherSessionsEnded ? ' Every other session of your account was signed out.' : ''}`,
      'If this was you, there is nothing to do. If it was not, reset your password at once and contact the club:',
      mailLink(loginUrl),
    ]),
  };
}
