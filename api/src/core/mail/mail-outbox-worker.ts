// Delivers the mail outbox: one worker in each API instance. It polls (every `pollMs`) and is
// woken at once when this instance has committed a mail. Each pass claims a batch of due mails
// (mail-outbox-repository.ts: no two workers, of this instance or another, hold one mail at once),
// sends them through the mailer, and records each outcome under its claim:
// - sent: marked sent (and the feature's follow-up for that kind of mail runs with it);
// - failed: due again after an exponential backoff (retryBaseMs doubling, at most retryCapMs, so
//   a mail goes out at most about retryCapMs + pollMs after the mail server is back), the error
//   kept; a mail older than `giveUpMs` that fails again is given up ('failed', error kept), as is
//   at once one the mailer refuses as unsafe (it would never pass).
//
// Delivery is at least once. A claim lasts `leaseMs` (2 minutes by default); a mail whose worker died holding
// it (kill -9, power loss) is due again when the lease ends, and another worker (or this instance
// after a restart) sends it. A mail therefore goes out twice when:
// - the instance dies after the mail server accepted the mail and before `markMailSent` has
//   committed (a window of a few milliseconds per mail); it is sent again once the lease ends;
// - the server's acceptance never reaches the worker (the connection drops after the message was
//   handed over): recorded as a failure, retried.
// A live worker keeps its claim: the SMTP time-outs (mailer.ts) end a send well within the lease.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DbEngine } from '../../db/create-database';
import { isoIn } from '../../db/portable';
import type { Database } from '../../db/schema';
import {
  claimDueMails, markMailFailed, markMailSent, pruneSentMails, releaseMails, scheduleMailRetry, type ClaimedMail,
} from './mail-outbox-repository';
import { MailHeaderError, type Mailer } from './mailer';

export interface MailDeliveryOptions {
  /** How often the worker looks for due mails when not woken. */
  pollMs: number;
  /** A pending mail that fails again once it is this old is given up. */
  giveUpMs: number;
  /** Mails claimed at once. */
  batchSize: number;
  /** How long a claim keeps other workers off a mail. */
  leaseMs: number;
  /** The first retry's delay; each further one doubles it, up to retryCapMs. */
  retryBaseMs: number;
  retryCapMs: number;
  /** Records of sent mails are deleted once this old. */
  keepSentMs: number;
}

export const DEFAULT_MAIL_DELIVERY: MailDeliveryOptions = {
  pollMs: 1000,
  giveUpMs: 24 * 60 * 60 * 1000,
  batchSize: 20,
  leaseMs: 2 * 60 * 1000,
  retryBaseMs: 1000,
  retryCapMs: 30_000,
  keepSentMs: 30 * 24 * 60 * 60 * 1000,
};

/** How often a worker deletes old records of sent mails. */
const PRUNE_EVERY_MS = 60 * 60 * 1000;

export interface MailWorkerLog {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

/** Runs after a mail of this kind is marked sent, in the same transaction (e.g. marks the record it is about). */
export type SentFollowUp = (trx: Kysely<Database>, ref: string | undefined) => Promise<void>;

export interface MailWorkerDeps {
  db: Kysely<Database>;
  engine: DbEngine;
  mailer: Mailer;
  options: MailDeliveryOptions;
  log: MailWorkerLog;
  /** The follow-up for each kind of mail that has one. */
  followUps?: ReadonlyMap<string, SentFollowUp>;
}

export interface MailWorker {
  /** Starts polling. */
  start(): void;
  /** Looks for due mails now (after a commit that enqueued one) instead of at the next poll. */
  wake(): void;
  /** Resolves once a pass started after this call has found no due mail left (tests, scripts). */
  settle(): Promise<void>;
  /**
   * Stops polling and waits (at most `timeoutMs`) for the sends under way; claims not yet
   * attempted are handed back. Nothing is sent once it has resolved. False on time-out.
   */
  stop(timeoutMs: number): Promise<boolean>;
}

/** The delay before attempt `attempts + 1`: exponential, capped, with jitter (instances spread out). */
export function retryDelayMs(attempts: number, options: Pick<MailDeliveryOptions, 'retryBaseMs' | 'retryCapMs'>): number {
  const exponential = Math.min(options.retryCapMs, options.retryBaseMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(exponential * (0.75 + Math.random() * 0.25));
}

const describeError = (error: unknown): string => {
  if (!(error instanceof Error)) return String(error);
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && !error.message.includes(code) ? `${code}: ${error.message}` : error.message;
};

export function createMailWorker(deps: MailWorkerDeps): MailWorker {
  const { db, engine, mailer, options, log } = deps;
  let timer: NodeJS.Timeout | undefined;
  let started = false;
  let stopped = false;
  /** The pass under way, if any; passes never overlap. */
  let busy: Promise<void> | null = null;
  /** Woken during a pass: run another one right after. */
  let again = false;
  let lastPrune = 0;

  function scheduleNext(): void {
    clearTimeout(timer);
    if (!started || stopped) return;
    // The poll alone does not keep a process alive: the server (or a test) does.
    timer = setTimeout(tick, options.pollMs).unref();
  }

  function tick(): void {
    if (stopped) return;
    if (busy) {
      again = true;
      return;
    }
    void exclusive();
  }

  async function exclusive(): Promise<void> {
    while (busy) await busy;
    const run = (async () => {
      do {
        again = false;
        await drain();
      } while (again && !stopped);
    })();
    busy = run;
    try {
      await run;
    } finally {
      busy = null;
      scheduleNext();
    }
  }

  /** Claims and sends batches until none is due. Never throws. */
  async function drain(): Promise<void> {
    try {
      while (!stopped) {
        const now = new Date();
        const batch = await claimDueMails(db, engine, {
          now: now.toISOString(),
          leaseUntil: isoIn(options.leaseMs, now),
          claimToken: randomUUID(),
          limit: options.batchSize,
        });
        if (batch.length === 0) break;
        // One at a time, in the order written: the last reset link mailed is the newest one.
        // Stopping hands the mails not yet tried back at once, for another instance to send.
        for (const [index, mail] of batch.entries()) {
          if (stopped) {
            await releaseMails(db, batch.slice(index), new Date().toISOString());
            break;
          }
          await deliver(mail);
        }
      }
      if (!stopped && Date.now() - lastPrune >= PRUNE_EVERY_MS) {
        lastPrune = Date.now();
        await pruneSentMails(db, isoIn(-options.keepSentMs));
      }
    } catch (error) {
      // The database is unavailable (or closing): the next poll tries again.
      if (!stopped) log.error({ err: error }, 'mail outbox: pass failed');
    }
  }

  async function deliver(mail: ClaimedMail): Promise<void> {
    const about = { mailId: mail.id, kind: mail.kind, attempts: mail.attempts };
    try {
      await mailer.send(mail.message);
    } catch (error) {
      try {
        await recordFailure(mail, error);
      } catch (recordError) {
        // Not recorded: the mail is due again when the lease ends.
        log.error({ ...about, err: recordError }, 'mail outbox: recording a failed send failed');
      }
      return;
    }
    const now = new Date().toISOString();
    const followUp = deps.followUps?.get(mail.kind);
    try {
      const recorded = followUp
        ? await db.transaction().execute(async (trx) => {
            if (!(await markMailSent(trx, mail, now))) return false;
            await followUp(trx, mail.ref);
            return true;
          })
        : await markMailSent(db, mail, now);
      if (recorded) log.info(about, 'mail outbox: sent');
      else log.warn(about, 'mail outbox: sent after its claim ended (another worker may send it too)');
    } catch (error) {
      // Sent but not recorded: it is sent again once the lease ends (at least once).
      log.error({ ...about, err: error }, 'mail outbox: sent, but recording it failed');
    }
  }

  async function recordFailure(mail: ClaimedMail, error: unknown): Promise<void> {
    const about = { mailId: mail.id, kind: mail.kind, attempts: mail.attempts, error: describeError(error) };
    const now = new Date();
    const permanent = error instanceof MailHeaderError;
    const tooOld = now.getTime() - Date.parse(mail.createdAt) >= options.giveUpMs;
    if (permanent || tooOld) {
      await markMailFailed(db, mail, describeError(error), now.toISOString());
      log.error(about, 'mail outbox: given up');
      return;
    }
    const nextAttemptAt = isoIn(retryDelayMs(mail.attempts, options), now);
    await scheduleMailRetry(db, mail, describeError(error), nextAttemptAt);
    log.warn({ ...about, nextAttemptAt }, 'mail outbox: send failed, will retry');
  }

  return {
    start() {
      if (started || stopped) return;
      started = true;
      tick();
    },
    wake() {
      // After the current turn, so the response that enqueued the mail goes out first.
      if (started && !stopped) setImmediate(tick);
    },
    async settle() {
      if (stopped) return;
      await exclusive();
    },
    async stop(timeoutMs) {
      stopped = true;
      clearTimeout(timer);
      if (!busy) return true;
      let timeout: NodeJS.Timeout | undefined;
      const timedOut = new Promise<false>((resolve) => {
        timeout = setTimeout(() => resolve(false), timeoutMs);
      });
      try {
        return await Promise.race([busy.then(() => true), timedOut]);
      } finally {
        clearTimeout(timeout);
      }
    },
  };
}
