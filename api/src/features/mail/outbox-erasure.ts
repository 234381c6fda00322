// The erasure of a departed member (app/member-lifecycle.ts) deletes, with MAIL_TRANSPORT=outbox,
// the mails this instance recorded to them or answering to them under DATA_DIR/outbox, as the
// erasure deletes their mails from the database's outbox. Each instance records only the mails it
// sent, in its own folder: another instance's folder keeps its files (with several instances, send
// through SMTP, which records nothing here).
import type { AppContext } from '../../app/app-context';
import { addressesOf, outboxDir, removeFromOutbox } from '../../core/mail/outbox-store';

export function registerOutboxErasure(ctx: Pick<AppContext, 'config' | 'memberLifecycle'>): void {
  const { mail, dataDir } = ctx.config;
  if (mail.transport !== 'outbox') return;
  ctx.memberLifecycle.onErased(async (_trx, { emails }) => {
    // The event's addresses are lower-cased, as addressesOf gives a mail's.
    const theirs = new Set(emails);
    await removeFromOutbox(outboxDir(dataDir), (recorded) =>
      [...addressesOf(recorded.to), ...addressesOf(recorded.replyTo)].some((address) => theirs.has(address)));
  });
}
