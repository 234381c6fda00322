// Sending a contact message: the message and its e-mail to the club are written in one
// transaction, so a stored message always has its mail on the way. The visitor's answer waits for
// neither the mail server nor the send: the outbox's worker delivers it, retrying while the mail
// server is down, and marks the message `mailed_at` once sent (null marks the messages the club
// has not yet received by e-mail).
import type { ContactMessage } from 'shared/validation';
import type { AppContext } from '../../app/app-context';
import { CONTACT_MAIL_KIND, contactMessageMail } from './contact-mail';
import { insertContactMessage, markContactMessageMailed, type StoredContactMessage } from './contact-message-repository';

type ContactContext = Pick<AppContext, 'config' | 'db' | 'mailOutbox'>;

/** Has the outbox mark a message mailed once its mail is sent. */
export function followContactMails(ctx: Pick<AppContext, 'mailOutbox'>): void {
  ctx.mailOutbox.onSent(CONTACT_MAIL_KIND, async (trx, ref) => {
    if (ref !== undefined) await markContactMessageMailed(trx, ref);
  });
}

export async function sendContactMessage(ctx: ContactContext, message: ContactMessage): Promise<StoredContactMessage> {
  const stored = await ctx.db.transaction().execute(async (trx) => {
    const inserted = await insertContactMessage(trx, message);
    await ctx.mailOutbox.enqueue(trx, contactMessageMail(ctx.config.clubEmail, message), {
      kind: CONTACT_MAIL_KIND,
      ref: inserted.id,
    });
    return inserted;
  });
  ctx.mailOutbox.wake();
  return stored;
}
