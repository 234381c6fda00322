// The dinner e-mails, in text and HTML (stored text escaped in the HTML, names and titles on one
// line in greetings and subjects): a confirmation and a promotion from the waitlist carry the
// dinner's .ics; so does a change or a cancellation sent to a confirmed member, so their calendar
// entry follows. Times are in Chicago time.
import { escapeHtml } from '../../core/mail/escape-html';
import { mailBody, mailLink, oneLine, type MailParagraph } from '../../core/mail/mail-body';
import type { MailAttachment, MailMessage } from '../../core/mail/mailer';
import type { DinnerRow } from '../../db/schema';
import { chicagoRange } from './chicago-time';
import { dinnerFileName, dinnerIcsFile, ICS_CONTENT_TYPE, type IcsContext } from './dinner-ics';

/** The outbox's names for these mails. */
export const DINNER_MAIL_KINDS = {
  confirmed: 'dinner-confirmed',
  waitlisted: 'dinner-waitlisted',
  promoted: 'dinner-promoted',
  changed: 'dinner-changed',
  cancelled: 'dinner-cancelled',
  reminder: 'dinner-reminder',
} as const;

export const dinnerMailSubjects = {
  confirmed: (title: string) => `You're confirmed: ${oneLine(title)}`,
  waitlisted: (title: string) => `You're on the waitlist: ${oneLine(title)}`,
  promoted: (title: string) => `A seat opened up, you're confirmed: ${oneLine(title)}`,
  changed: (title: string) => `Dinner changed: ${oneLine(title)}`,
  cancelled: (title: string) => `Dinner cancelled: ${oneLine(title)}`,
  reminder: (title: string) => `Reminder, tomorrow: ${oneLine(title)}`,
};

export interface MailMember {
  email: string;
  fullName: string;
}

export interface MailParty {
  guests: number;
  dietaryNotes: string | null;
}

export interface DinnerMailContext extends IcsContext {
  /** When the mail is written (the .ics's DTSTAMP). */
  now: Date;
}

const nameOf = (fullName: string): string => oneLine(fullName) || 'there';

const partyText = (guests: number): string =>
  guests === 0 ? '1 seat (just you)' : `${1 + guests} seats (you and ${guests} guest${guests === 1 ? '' : 's'})`;

const quoted = (text: string): MailParagraph => ({ text, html: `<p style="white-space: pre-wrap">${escapeHtml(text)}</p>` });

function details(dinner: DinnerRow): MailParagraph[] {
  return [`When: ${chicagoRange(dinner.starts_at, dinner.ends_at)}\nWhere: ${dinner.venue}`];
}

function icsAttachment(dinner: DinnerRow, context: DinnerMailContext): MailAttachment {
  return { filename: dinnerFileName(dinner, 'ics'), contentType: ICS_CONTENT_TYPE, content: dinnerIcsFile(dinner, context, context.now) };
}

const yourRsvp = (context: DinnerMailContext): MailParagraph[] => ['Your RSVP, to change or cancel it:', mailLink(`${context.siteUrl}/user`)];

function dietary(party: MailParty): MailParagraph[] {
  return party.dietaryNotes ? ['Your dietary notes:', quoted(party.dietaryNotes)] : [];
}

export function confirmedMail(dinner: DinnerRow, member: MailMember, party: MailParty, context: DinnerMailContext): MailMessage {
  return {
    to: member.email,
    subject: dinnerMailSubjects.confirmed(dinner.title),
    ...mailBody([
      `Hello ${nameOf(member.fullName)},`,
      `Your RSVP to ${oneLine(dinner.title)} is confirmed: ${partyText(party.guests)}.`,
      ...details(dinner),
      ...dietary(party),
      'The calendar file is attached.',
      ...yourRsvp(context),
    ]),
    attachments: [icsAttachment(dinner, context)],
  };
}

export function waitlistedMail(
  dinner: DinnerRow,
  member: MailMember,
  party: MailParty & { position: number },
  context: DinnerMailContext,
): MailMessage {
  return {
    to: member.email,
    subject: dinnerMailSubjects.waitlisted(dinner.title),
    ...mailBody([
      `Hello ${nameOf(member.fullName)},`,
      `${oneLine(dinner.title)} is full for now. Your party, ${partyText(party.guests)}, is number ${party.position} on the waitlist.`,
      'If seats open up for your whole party, you will be confirmed in waitlist order and we will e-mail you at once.',
      ...details(dinner),
      ...yourRsvp(context),
    ]),
  };
}

export function promotedMail(dinner: DinnerRow, member: MailMember, party: MailParty, context: DinnerMailContext): MailMessage {
  return {
    to: member.email,
    subject: dinnerMailSubjects.promoted(dinner.title),
    ...mailBody([
      `Hello ${nameOf(member.fullName)},`,
      `Good news: seats opened up and your party is off the waitlist. Your RSVP to ${oneLine(dinner.title)} is confirmed: ${partyText(party.guests)}.`,
      ...details(dinner),
      ...dietary(party),
      'The calendar file is attached.',
      ...yourRsvp(context),
    ]),
    attachments: [icsAttachment(dinner, context)],
  };
}

export interface DinnerChange {
  field: 'time' | 'venue';
  from: string;
  to: string;
}

/** What a change of time or venue looks like to a member, in Chicago time. */
export function describeChanges(before: DinnerRow, after: DinnerRow): DinnerChange[] {
  const changes: DinnerChange[] = [];
  if (before.starts_at !== after.starts_at || before.ends_at !== after.ends_at) {
    changes.push({ field: 'time', from: chicagoRange(before.starts_at, before.ends_at), to: chicagoRange(after.starts_at, after.ends_at) });
  }
  if (before.venue !== after.venue) changes.push({ field: 'venue', from: before.venue, to: after.venue });
  return changes;
}

export function changedMail(
  dinner: DinnerRow,
  changes: DinnerChange[],
  member: MailMember,
  confirmed: boolean,
  context: DinnerMailContext,
): MailMessage {
  const lines = changes.map((change) => `${change.field === 'time' ? 'Time' : 'Venue'}: ${change.to} (was ${change.from})`);
  return {
    to: member.email,
    subject: dinnerMailSubjects.changed(dinner.title),
    ...mailBody([
      `Hello ${nameOf(member.fullName)},`,
      `${oneLine(dinner.title)} has changed:`,
      lines.join('\n'),
      confirmed
        ? 'Your seats are kept. The updated calendar file is attached. If you can no longer come, please cancel your RSVP so a member on the waitlist can take your seats:'
        : 'You are still on the waitlist. If you are no longer interested, you can cancel your RSVP:',
      mailLink(`${context.siteUrl}/user`),
    ]),
    ...(confirmed && { attachments: [icsAttachment(dinner, context)] }),
  };
}

export function cancelledMail(dinner: DinnerRow, member: MailMember, confirmed: boolean, context: DinnerMailContext): MailMessage {
  return {
    to: member.email,
    subject: dinnerMailSubjects.cancelled(dinner.title),
    ...mailBody([
      `Hello ${nameOf(member.fullName)},`,
      `We are sorry: ${oneLine(dinner.title)}, planned for ${chicagoRange(dinner.starts_at, dinner.ends_at)}, has been cancelled.`,
      'The reason:',
      quoted(dinner.cancel_reason ?? ''),
      ...(confirmed ? ['The attached calendar file marks it cancelled in your calendar.'] : []),
      'We hope to see you at the next one.',
    ]),
    ...(confirmed && { attachments: [icsAttachment(dinner, context)] }),
  };
}

export function reminderMail(dinner: DinnerRow, member: MailMember, party: MailParty, context: DinnerMailContext): MailMessage {
  return {
    to: member.email,
    subject: dinnerMailSubjects.reminder(dinner.title),
    ...mailBody([
      `Hello ${nameOf(member.fullName)},`,
      `A reminder that ${oneLine(dinner.title)} is coming up, and we are holding ${partyText(party.guests)} for you.`,
      ...details(dinner),
      ...dietary(party),
      'If you can no longer come, please cancel your RSVP so a member on the waitlist can take your seats:',
      mailLink(`${context.siteUrl}/user`),
    ]),
  };
}
