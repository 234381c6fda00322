import type { ContactMessage } from 'shared/validation';
import { contactMessageMail } from './contact-mail';

const CLUB = 'concierge@club.example';

const message = (overrides: Partial<ContactMessage> = {}): ContactMessage => ({
  fullName: 'Taylor Visitor',
  email: 'taylor@example.com',
  interest: 'Other',
  message: 'Hello to the club!',
  ...overrides,
});

describe('contactMessageMail', () => {
  it('goes to the club with Reply-To set to the sender', () => {
    const mail = contactMessageMail(CLUB, message({ phone: '+13125550199' }));
    expect(mail).toEqual({
      to: CLUB,
      replyTo: 'taylor@example.com',
      subject: 'Contact form: Other from Taylor Visitor',
      text: expect.stringContaining('Hello to the club!'),
      html: expect.stringContaining('Hello to the club!'),
    });
    expect(mail.text).toContain('Phone: +13125550199');
    expect(mail.text).toContain('Reply to this e-mail');
  });

  it.each(['two,addresses@example.com', '"Boss" <boss@example.com>', 'a@b@example.com'])(
    'leaves out Reply-To for %s, which a header would not read as one address',
    (email) => {
      const mail = contactMessageMail(CLUB, message({ email }));
      expect(mail.replyTo).toBeUndefined();
      expect(mail.text).toContain(`Email: ${email}`);
      expect(mail.text).toContain('cannot be used as Reply-To');
      expect(mail.html).not.toContain('<boss@');
    },
  );
});
