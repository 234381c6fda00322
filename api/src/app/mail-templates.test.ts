// Every outgoing mail, fed names, reasons and messages that carry markup and line breaks: the HTML
// body shows them as text, the subject stays one line, and the mailer accepts the result.
import { assertSafeMessage, type MailMessage } from '../core/mail/mailer';
import { contactMessageMail } from '../features/contact/contact-mail';
import {
  memberBlockedMail, memberUnblockedMail, rejectionMail, welcomeMemberMail,
} from '../features/membership-admin/membership-mail';
import { resetPasswordMail } from '../features/password-reset/password-reset-mail';

const NAME = '<img src=x onerror=alert(1)>\r\nBcc: victim@example.com "Eve" & \'co\'';
const TEXT = '</p><script>alert(document.cookie)</script><a href="javascript:alert(1)">click</a>';
const LINK = 'https://club.example.com/reset-password/abc"><script>alert(1)</script>';
const TO = 'eve@example.com';

const templates: [string, MailMessage][] = [
  ['contact', contactMessageMail('club@example.com', {
    fullName: NAME, email: TO, interest: 'Other', message: TEXT, phone: '<b>1</b>',
  })],
  ['welcome (application accepted)', welcomeMemberMail({ to: TO, fullName: NAME, link: LINK })],
  ['rejection', rejectionMail({ to: TO, fullName: NAME, reason: TEXT, clubEmail: 'club@example.com' })],
  ['blocked', memberBlockedMail({ to: TO, fullName: NAME, clubEmail: 'club@example.com' })],
  ['unblocked', memberUnblockedMail({ to: TO, fullName: NAME, loginUrl: LINK })],
  ['password reset', resetPasswordMail({ to: TO, fullName: NAME, link: LINK })],
];

describe.each(templates)('the %s mail, given hostile text', (_label, mail) => {
  it('has no markup but its own in the HTML body', () => {
    const html = mail.html ?? '';
    expect(html).not.toMatch(/<(script|img|b)\b|<a href="javascript|"><script/i);
    // Only the template's own tags remain.
    for (const tag of html.match(/<[a-z][^>]*>/gi) ?? []) expect(tag).toMatch(/^<(p|br|a href="https:[^"<>]*")( style="[^"<>]*")?>$/);
  });

  it('keeps the subject on one line, and the mailer takes it', () => {
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(() => assertSafeMessage(mail, 'club@example.com')).not.toThrow();
  });
});
