// The e-mails of the admin's decisions, in text and HTML: a welcome with the first-password link
// on acceptance, the reason on rejection, a notice on block and unblock. Everything stored (names,
// reasons) is escaped in the HTML; a name is kept on one line.
import { escapeHtml } from '../../core/mail/escape-html';
import { mailBody, mailLink, oneLine } from '../../core/mail/mail-body';
import type { MailMessage } from '../../core/mail/mailer';

export const WELCOME_MAIL_SUBJECT = 'Welcome to the club: set your password';
export const REJECTION_MAIL_SUBJECT = 'Your membership application';
export const BLOCKED_MAIL_SUBJECT = 'Your club membership has been deactivated';
export const UNBLOCKED_MAIL_SUBJECT = 'Your club membership is active again';

/** The outbox's names for these mails. */
export const MEMBERSHIP_MAIL_KINDS = {
  approved: 'membership-welcome',
  rejected: 'membership-rejection',
  blocked: 'member-blocked',
  unblocked: 'member-unblocked',
} as const;

const nameOf = (fullName: string): string => oneLine(fullName) || 'there';

export interface WelcomeMailInput {
  to: string;
  fullName: string;
  /** `${SITE_URL}/reset-password/<token>` */
  link: string;
}

export function welcomeMemberMail(input: WelcomeMailInput): MailMessage {
  return {
    to: input.to,
    subject: WELCOME_MAIL_SUBJECT,
    ...mailBody([
      `Hello ${nameOf(input.fullName)},`,
      'Congratulations: the membership committee has accepted your application, and your member account is ready.',
      'Open this link to choose your password:',
      mailLink(input.link),
      'The link can be used once and expires in 72 hours. If it has expired, use "Forgot Password?" on the login page to get a new one.',
      'We look forward to seeing you at the table.',
    ]),
  };
}

export interface RejectionMailInput {
  to: string;
  fullName: string;
  reason: string;
  clubEmail: string;
}

export function rejectionMail(input: RejectionMailInput): MailMessage {
  return {
    to: input.to,
    subject: REJECTION_MAIL_SUBJECT,
    ...mailBody([
      `Hello ${nameOf(input.fullName)},`,
      'Thank you for your interest in the club and for the time you took to apply. After careful review, the membership committee is unable to offer you a membership at this time.',
      'The committee’s note:',
      {
        text: input.reason,
        html: `<p style="white-space: pre-wrap">${escapeHtml(input.reason)}</p>`,
      },
      `You are welcome to apply again in the future. For any question, write to ${input.clubEmail}.`,
      'With our best wishes,',
    ]),
  };
}

export interface BlockedMailInput {
  to: string;
  fullName: string;
  clubEmail: string;
}

/** The reason stays with the club (it is the admins' note), as the panel keeps it. */
export function memberBlockedMail(input: BlockedMailInput): MailMessage {
  return {
    to: input.to,
    subject: BLOCKED_MAIL_SUBJECT,
    ...mailBody([
      `Hello ${nameOf(input.fullName)},`,
      'Your club membership has been deactivated, and you have been signed out of the member area.',
      `If you have any question, or think this is a mistake, please write to ${input.clubEmail}.`,
    ]),
  };
}

export interface UnblockedMailInput {
  to: string;
  fullName: string;
  /** `${SITE_URL}/login` */
  loginUrl: string;
}

export function memberUnblockedMail(input: UnblockedMailInput): MailMessage {
  return {
    to: input.to,
    subject: UNBLOCKED_MAIL_SUBJECT,
    ...mailBody([
      `Hello ${nameOf(input.fullName)},`,
      'Good news: your club membership is active again. You can sign in to the member area here:',
      mailLink(input.loginUrl),
      'If you do not remember your password, use "Forgot Password?" on the login page.',
    ]),
  };
}
