// The admissions' mails, in text and HTML: the applicant's confirmation with their private status
// link, and the request to each member an applicant named as a sponsor. Names are kept on one line.
import { mailBody, mailLink, oneLine } from '../../core/mail/mail-body';
import type { MailMessage } from '../../core/mail/mailer';

export const APPLICATION_RECEIVED_MAIL_SUBJECT = 'We have received your membership application';
export const SPONSOR_REQUEST_MAIL_SUBJECT = 'An applicant has named you as a sponsor';

/** The outbox's names for these mails. */
export const ADMISSIONS_MAIL_KINDS = {
  received: 'application-received',
  sponsorRequest: 'sponsor-request',
} as const;

const nameOf = (fullName: string): string => oneLine(fullName) || 'there';

/** The applicant's status page: always under the configured SITE_URL. */
export const statusLinkUrl = (siteUrl: string, token: string): string =>
  `${siteUrl.replace(/\/+$/, '')}/application/${encodeURIComponent(token)}`;

export function applicationReceivedMail(input: { to: string; fullName: string; link: string }): MailMessage {
  return {
    to: input.to,
    subject: APPLICATION_RECEIVED_MAIL_SUBJECT,
    ...mailBody([
      `Hello ${nameOf(input.fullName)},`,
      'Thank you for applying to join the club. The membership committee reviews every application, and we will write to you once it has decided.',
      'You can see where your application stands at any time here:',
      mailLink(input.link),
      'This link is yours alone: anyone who has it can see the progress of your application, so please do not share it.',
    ]),
  };
}

export function sponsorRequestMail(input: { to: string; sponsorName: string; applicantName: string; dashboardUrl: string }): MailMessage {
  const applicant = oneLine(input.applicantName);
  return {
    to: input.to,
    subject: SPONSOR_REQUEST_MAIL_SUBJECT,
    ...mailBody([
      `Hello ${nameOf(input.sponsorName)},`,
      `${applicant} has applied to join the club and named you as a member who knows them.`,
      'Please tell the membership committee whether you endorse the application: sign in and answer under "Applications naming you" on your dashboard, with a note for the committee if you wish.',
      mailLink(input.dashboardUrl),
      'If you do not know this person, you can decline.',
    ]),
  };
}
