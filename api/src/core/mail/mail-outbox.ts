// How features send e-mail: a mail is recorded in the outbox in the transaction of the change
// that causes it (`enqueue(trx, ...)`), so it exists exactly when the change does, and this
// instance's worker delivers it (mail-outbox-worker.ts). After the transaction commits, `wake()`
// has the worker send it at once rather than at its next poll. Unsafe headers are refused at
// enqueue (MailHeaderError), failing the change with them.
import type { Kysely } from 'kysely';
import type { DbEngine } from '../../db/create-database';
import { nowIso } from '../../db/portable';
import type { Database } from '../../db/schema';
import { countMails, insertMail, type MailCounts, type MailOrigin } from './mail-outbox-repository';
import {
  createMailWorker, type MailDeliveryOptions, type MailWorker, type MailWorkerLog, type SentFollowUp,
} from './mail-outbox-worker';
import { assertSafeMessage, type Mailer, type MailMessage } from './mailer';

export interface MailOutbox {
  /** Records `message` in `trx`, the transaction of the change that causes it; returns its id. */
  enqueue(trx: Kysely<Database>, message: MailMessage, origin: MailOrigin): Promise<string>;
  /** After a transaction that enqueued mail has committed: deliver now. */
  wake(): void;
  /** Registers what to record, in the same transaction, once a mail of `kind` is sent. */
  onSent(kind: string, followUp: SentFollowUp): void;
  /** Mails waiting and given up, across every instance. */
  counts(): Promise<MailCounts>;
}

/** The outbox with its worker's controls, for the server composition and tests. */
export interface MailOutboxService extends MailOutbox, Pick<MailWorker, 'start' | 'settle' | 'stop'> {}

export interface MailOutboxDeps {
  db: Kysely<Database>;
  engine: DbEngine;
  mailer: Mailer;
  /** The From address, checked with every message. */
  from: string;
  options: MailDeliveryOptions;
  log: MailWorkerLog;
}

export function createMailOutbox(deps: MailOutboxDeps): MailOutboxService {
  const followUps = new Map<string, SentFollowUp>();
  const worker = createMailWorker({ ...deps, followUps });
  return {
    async enqueue(trx, message, origin) {
      assertSafeMessage(message, deps.from);
      return insertMail(trx, message, origin, nowIso());
    },
    wake: () => worker.wake(),
    onSent(kind, followUp) {
      followUps.set(kind, followUp);
    },
    counts: () => countMails(deps.db),
    start: () => worker.start(),
    settle: () => worker.settle(),
    stop: (timeoutMs) => worker.stop(timeoutMs),
  };
}
