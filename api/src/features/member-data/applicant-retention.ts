// Applicants who were turned down and never became members: their personal data is kept for
// REJECTED_APPLICATION_RETENTION_DAYS after the decision (room to answer a question about it, or
// to see a returning applicant), then erased by whichever API instance's hourly run comes first
// (departure-erasure-job.ts), as a departed member's is: the application is emptied
// (eraseApplications: 'Former member', an erased address, no answers, no status link, which then
// answers 404), the mails to that address (and, with the outbox transport, this instance's files
// of them) and the counts kept under it are deleted. The decision,
// its date and its audit entry stay; so do the admins' notes and the sponsors' answers (the
// club's and the sponsors' records). An address that belongs to an account is the member's data,
// erased with the member if they leave.
import type { Kysely } from 'kysely';
import type { AppContext } from '../../app/app-context';
import { emailLimitKey } from '../../app/email-limit-key';
import { deleteCountersNaming } from '../../app/window-counters';
import { deleteMailsOf } from '../../core/mail/mail-outbox-repository';
import { addressesOf, outboxDir, removeFromOutbox } from '../../core/mail/outbox-store';
import type { Database } from '../../db/schema';
import { ERASED_DOMAIN, eraseApplications } from './member-erasure';

/** Applications erased per transaction. */
const BATCH = 50;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The rejected applications whose retention has run out at `now`, of addresses no account has. */
function expired(db: Kysely<Database>, now: Date, retentionDays: number) {
  const cutoff = new Date(now.getTime() - retentionDays * DAY_MS).toISOString();
  return db
    .selectFrom('membership_applications as a')
    .select(['a.id', 'a.email'])
    .where('a.status', '=', 'rejected')
    .where('a.reviewed_at', '<=', cutoff)
    .where('a.email', 'not like', `%@${ERASED_DOMAIN}`)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('users as u').select('u.id').where('u.email', '=', eb.ref('a.email')))));
}

/**
 * With MAIL_TRANSPORT=outbox, the mails this instance recorded to or answering to these addresses
 * under DATA_DIR/outbox, as a departed member's erasure removes theirs (features/mail).
 */
async function removeRecordedMails(ctx: Pick<AppContext, 'config'>, emails: readonly string[]): Promise<void> {
  if (ctx.config.mail.transport !== 'outbox') return;
  const theirs = new Set(emails);
  await removeFromOutbox(outboxDir(ctx.config.dataDir), (recorded) =>
    [...addressesOf(recorded.to), ...addressesOf(recorded.replyTo)].some((address) => theirs.has(address)));
}

/** Erases every rejected applicant whose retention has run out at `now`; returns how many applications this call erased. */
export async function eraseExpiredApplicants(ctx: Pick<AppContext, 'config' | 'db'>, now: Date, retentionDays: number): Promise<number> {
  let erased = 0;
  for (;;) {
    const batch = await ctx.db.transaction().execute(async (trx) => {
      const rows = await expired(trx, now, retentionDays).orderBy('a.reviewed_at', 'asc').limit(BATCH).execute();
      const emails = [...new Set(rows.map((row) => row.email))];
      await eraseApplications(trx, rows.map((row) => row.id));
      if (emails.length > 0) {
        await deleteMailsOf(trx, emails);
        await deleteCountersNaming(trx, [...emails, ...emails.map(emailLimitKey)]);
        await removeRecordedMails(ctx, emails);
      }
      return rows.length;
    });
    erased += batch;
    if (batch < BATCH) return erased;
  }
}
