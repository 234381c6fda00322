// Sending a contact message: stored first, then e-mailed to the club as background work.
// The message is in the database before the visitor gets an answer, so a mail that fails (or a
// slow SMTP server) loses nothing and delays nothing: the failure is logged with the message id,
// and `mailed_at` stays null, which marks the messages the club has not received by e-mail.
import type { ContactMessage } from 'shared/validation';
import type { AppContext } from '../../app/app-context';
import { contactMessageMail } from './contact-mail';
import { insertContactMessage, markContactMessageMailed, type StoredContactMessage } from './contact-message-repository';

type ContactContext = Pick<AppContext, 'config' | 'db' | 'mailer' | 'background'>;

export async function sendContactMessage(ctx: ContactContext, message: ContactMessage): Promise<StoredContactMessage> {
  const stored = await insertContactMessage(ctx.db, message);
  ctx.background.run(`contact message ${stored.id} mail`, async () => {
    // Read at send time, so a replaced mailer (tests) is the one used.
    await ctx.mailer.send(contactMessageMail(ctx.config.clubEmail, message));
    await markContactMessageMailed(ctx.db, stored.id);
  });
  return stored;
}
