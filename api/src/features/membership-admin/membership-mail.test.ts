import { memberBlockedMail, memberUnblockedMail, rejectionMail, welcomeMemberMail } from './membership-mail';

const LINK = 'https://club.example.com/reset-password/abc_DEF-123';

describe('membership mails', () => {
  it('welcomes a new member with the link, in text and HTML', () => {
    const mail = welcomeMemberMail({ to: 'new@example.com', fullName: ' Noor\n  Haddad ', link: LINK });
    expect(mail).toEqual({
      to: 'new@example.com',
      subject: 'Welcome to the club: set your password',
      text: expect.stringContaining(`\n\n${LINK}\n\n`),
      html: expect.stringContaining(`<p><a href="${LINK}">${LINK}</a></p>`),
    });
    expect(mail.text.startsWith('Hello Noor Haddad,\n\n')).toBe(true);
    expect(mail.text).toContain('72 hours');
    expect(mail.text.endsWith('\n')).toBe(true);
  });

  it('escapes names and reasons in the HTML, and keeps the reason as written in the text', () => {
    const reason = '<b>Full</b> & "busy"\nTry again in spring';
    const mail = rejectionMail({ to: 'a@example.com', fullName: '<img src=x>', reason, clubEmail: 'club@example.com' });
    expect(mail.subject).toBe('Your membership application');
    expect(mail.text).toContain(reason);
    expect(mail.text).toContain('club@example.com');
    expect(mail.html).toContain('<p>Hello &lt;img src=x&gt;,</p>');
    expect(mail.html).toContain('<p style="white-space: pre-wrap">&lt;b&gt;Full&lt;/b&gt; &amp; &quot;busy&quot;\nTry again in spring</p>');
    expect(mail.html).not.toMatch(/<img|<b>/);
  });

  it('tells a member of a block without the reason, and of an unblock with the login link', () => {
    const blocked = memberBlockedMail({ to: 'm@example.com', fullName: 'Member', clubEmail: 'club@example.com' });
    expect(blocked.subject).toBe('Your club membership has been deactivated');
    expect(blocked.text).toContain('club@example.com');
    const unblocked = memberUnblockedMail({ to: 'm@example.com', fullName: '', loginUrl: 'https://club.example.com/login' });
    expect(unblocked.subject).toBe('Your club membership is active again');
    expect(unblocked.text.startsWith('Hello there,')).toBe(true);
    expect(unblocked.html).toContain('<a href="https://club.example.com/login">');
  });
});
