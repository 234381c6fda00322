// The outbox's worker over a real database: claims that keep two workers (two instances: two
// connection pools on one database) off the same mail, retries with a capped exponential backoff,
// giving up with the error kept, a dead worker's claim taken over once its lease ends, and a clean
// stop.
import { setTimeout as delay } from 'node:timers/promises';
import { loadConfig } from '../../app/config';
import { createDatabase, type DatabaseHandle } from '../../db/create-database';
import { migrateToLatest } from '../../db/migrations';
import { isoIn, nowIso } from '../../db/portable';
import { createTestDatabase, dropTestDatabases, engines } from '../../test/test-database';
import { claimDueMails, countMails, insertMail, markMailSent } from './mail-outbox-repository';
import {
  DEFAULT_MAIL_DELIVERY, createMailWorker, retryDelayMs, type MailDeliveryOptions, type MailWorker,
} from './mail-outbox-worker';
import { assertSafeMessage, type Mailer, type MailMessage } from './mailer';

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

async function waitFor(condition: () => Promise<boolean> | boolean, timeoutMs: number, what: string): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await delay(10);
  }
}

interface Send {
  worker: string;
  to: string;
  at: number;
}

/** A mailer that records each send (and can fail, or take its time). */
function recordingMailer(worker: string, sends: Send[], behaviour: { fail?: () => boolean; takesMs?: () => number } = {}): Mailer {
  return {
    transport: 'smtp',
    async send(message: MailMessage) {
      const at = Date.now();
      await delay(behaviour.takesMs?.() ?? 0);
      if (behaviour.fail?.()) throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:2525'), { code: 'ECONNREFUSED' });
      sends.push({ worker, to: message.to, at });
    },
    close: () => undefined,
  };
}

describe.each(engines)('mail outbox worker (%s)', (engine) => {
  let handles: DatabaseHandle[] = [];
  const workers: MailWorker[] = [];

  /** A fresh database and `count` connections to it, each as another instance would open it. */
  async function openDatabase(count: number): Promise<DatabaseHandle[]> {
    const { database } = loadConfig((await createTestDatabase(engine)).env);
    const opened = Array.from({ length: count }, () => createDatabase(database));
    handles.push(...opened);
    await migrateToLatest(opened[0]!.db);
    return opened;
  }

  function startWorker(handle: DatabaseHandle, mailer: Mailer, options: Partial<MailDeliveryOptions> = {}): MailWorker {
    const worker = createMailWorker({
      db: handle.db,
      engine: handle.engine,
      mailer,
      options: { ...DEFAULT_MAIL_DELIVERY, pollMs: 10, ...options },
      log: quiet,
    });
    workers.push(worker);
    worker.start();
    return worker;
  }

  const enqueue = (handle: DatabaseHandle, to: string, message: Partial<MailMessage> = {}) =>
    insertMail(handle.db, { to, subject: 'Hello', text: 'Hi', ...message }, { kind: 'test' }, nowIso());

  const rowOf = (handle: DatabaseHandle, id: string) =>
    handle.db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  afterEach(async () => {
    for (const worker of workers.splice(0)) await worker.stop(5000);
    for (const handle of handles) await handle.close();
    handles = [];
  });

  afterAll(async () => {
    await dropTestDatabases();
  });

  it('never lets two workers send one mail twice', async () => {
    const [first, second] = await openDatabase(2);
    const count = 150;
    for (let i = 0; i < count; i += 1) await enqueue(first!, `guest-${i}@example.com`);
    // Both connected before either starts, and sends of varied length, so that the claims interleave.
    for (const handle of [first!, second!]) await countMails(handle.db);
    const sends: Send[] = [];
    const takesMs = () => 2 + Math.floor(Math.random() * 8);
    startWorker(first!, recordingMailer('first', sends, { takesMs }), { batchSize: 5 });
    startWorker(second!, recordingMailer('second', sends, { takesMs }), { batchSize: 5 });
    await waitFor(async () => (await countMails(first!.db)).pending === 0, 30_000, 'every mail to be sent');

    const recipients = sends.map((send) => send.to);
    expect(recipients).toHaveLength(count);
    expect(new Set(recipients).size).toBe(count);
    // Both took part: the claims, not one worker's monopoly, kept them apart.
    expect(sends.some((send) => send.worker === 'first')).toBe(true);
    expect(sends.some((send) => send.worker === 'second')).toBe(true);
    const statuses = await first!.db.selectFrom('mail_outbox').select(['status', 'attempts']).execute();
    expect(statuses.every((row) => row.status === 'sent' && Number(row.attempts) === 1)).toBe(true);
  }, 60_000);

  it('retries with an exponential backoff, capped, and sends once the mail server is back', async () => {
    const [handle] = await openDatabase(1);
    const sends: Send[] = [];
    const attempts: number[] = [];
    let serverDown = true;
    const mailer = recordingMailer('worker', sends, {
      fail: () => {
        attempts.push(Date.now());
        return serverDown;
      },
    });
    const id = await enqueue(handle!, 'member@example.com');
    startWorker(handle!, mailer, { retryBaseMs: 40, retryCapMs: 320 });
    await waitFor(async () => {
      const row = await rowOf(handle!, id);
      return Number(row.attempts) >= 6 && row.claim_token === null;
    }, 10_000, 'six failed attempts recorded');
    expect(await rowOf(handle!, id)).toMatchObject({ status: 'pending', last_error: 'connect ECONNREFUSED 127.0.0.1:2525' });
    // Each wait at least 3/4 of its exponential step (40, 80, 160, then the cap of 320 ms).
    const gaps = attempts.slice(1, 6).map((at, i) => at - (attempts[i] ?? 0));
    const steps = [40, 80, 160, 320, 320];
    gaps.forEach((gap, i) => expect(gap).toBeGreaterThanOrEqual(0.75 * (steps[i] ?? 0) - 5));

    serverDown = false;
    const back = Date.now();
    await waitFor(() => sends.length === 1, 5000, 'the mail to be sent');
    // Within the cap (and a poll) of the server coming back.
    expect((sends[0]?.at ?? 0) - back).toBeLessThan(320 + 10 + 200);
    // The worker marks the row once the server has taken the mail: a moment after the send above.
    await waitFor(async () => (await rowOf(handle!, id)).status === 'sent', 5000, 'the row to be marked sent');
    expect(await rowOf(handle!, id)).toMatchObject({ status: 'sent', last_error: null, text_body: '', html_body: null });
  });

  it('computes each retry delay as a doubling step with jitter, never above the cap', () => {
    const options = { retryBaseMs: 1000, retryCapMs: 30_000 };
    for (const [attempts, step] of [[1, 1000], [2, 2000], [3, 4000], [5, 16_000], [6, 30_000], [40, 30_000]] as const) {
      for (let i = 0; i < 20; i += 1) {
        const ms = retryDelayMs(attempts, options);
        expect(ms).toBeGreaterThanOrEqual(0.75 * step);
        expect(ms).toBeLessThanOrEqual(step);
      }
    }
  });

  it('gives a mail up once it is too old, keeping the error, and tries it no more', async () => {
    const [handle] = await openDatabase(1);
    const tries: number[] = [];
    const mailer = recordingMailer('worker', [], { fail: () => (tries.push(Date.now()), true) });
    const id = await enqueue(handle!, 'member@example.com', { html: '<p>Hi</p>' });
    startWorker(handle!, mailer, { retryBaseMs: 20, retryCapMs: 40, giveUpMs: 300 });
    await waitFor(async () => (await rowOf(handle!, id)).status === 'failed', 10_000, 'the mail to be given up');

    const row = await rowOf(handle!, id);
    expect(row).toMatchObject({
      status: 'failed',
      failed_at: expect.any(String),
      last_error: 'connect ECONNREFUSED 127.0.0.1:2525',
      recipient: 'member@example.com',
      subject: 'Hello',
      text_body: '',
      html_body: null,
      sent_at: null,
    });
    expect(await countMails(handle!.db)).toEqual({ pending: 0, failed: 1 });
    const triesThen = tries.length;
    await delay(150);
    expect(tries).toHaveLength(triesThen);
  });

  it('gives up at once a mail the mailer refuses as unsafe', async () => {
    const [handle] = await openDatabase(1);
    // Written around the enqueue check (which refuses it): the send check still stops it.
    const id = await enqueue(handle!, 'a@example.com\r\nBcc: victim@example.com');
    const sent: MailMessage[] = [];
    const mailer: Mailer = {
      transport: 'smtp',
      async send(message) {
        assertSafeMessage(message, 'club@example.com');
        sent.push(message);
      },
      close: () => undefined,
    };
    startWorker(handle!, mailer);
    await waitFor(async () => (await rowOf(handle!, id)).status === 'failed', 5000, 'the mail to be given up');
    expect(await rowOf(handle!, id)).toMatchObject({ attempts: 1, last_error: 'Mail to must be a single line' });
    expect(sent).toEqual([]);
  });

  it('takes over the claim of a worker that died once its lease ends, and the dead claim records nothing', async () => {
    const [handle] = await openDatabase(1);
    const id = await enqueue(handle!, 'member@example.com');
    // A worker claims it and dies before sending (kill -9): its lease runs 400 ms.
    const claimedAt = Date.now();
    const [dead] = await claimDueMails(handle!.db, handle!.engine, {
      now: nowIso(),
      leaseUntil: isoIn(400),
      claimToken: 'dead-worker',
      limit: 10,
    });
    expect(dead?.id).toBe(id);

    const sends: Send[] = [];
    startWorker(handle!, recordingMailer('survivor', sends));
    await waitFor(() => sends.length === 1, 5000, 'the mail to be taken over');
    expect((sends[0]?.at ?? 0) - claimedAt).toBeGreaterThanOrEqual(400 - 20);
    await waitFor(async () => (await rowOf(handle!, id)).status === 'sent', 5000, 'the mail to be marked sent');
    expect(Number((await rowOf(handle!, id)).attempts)).toBe(2);
    // Had the first worker only been slow, its late outcome changes nothing.
    expect(await markMailSent(handle!.db, dead!, nowIso())).toBe(false);
  });

  it('sends at once when woken, without waiting for its poll', async () => {
    const [handle] = await openDatabase(1);
    const sends: Send[] = [];
    const worker = startWorker(handle!, recordingMailer('worker', sends), { pollMs: 60_000 });
    await delay(50);
    await enqueue(handle!, 'member@example.com');
    const woken = Date.now();
    worker.wake();
    await waitFor(() => sends.length === 1, 5000, 'the mail to be sent');
    expect((sends[0]?.at ?? 0) - woken).toBeLessThan(1000);
  });

  it('stops cleanly: waits for the sends under way, then sends nothing more', async () => {
    const [handle] = await openDatabase(1);
    const sends: Send[] = [];
    const started: number[] = [];
    const mailer = recordingMailer('worker', sends, { takesMs: () => (started.push(Date.now()), 150) });
    for (const to of ['one@example.com', 'two@example.com']) await enqueue(handle!, to);
    const worker = startWorker(handle!, mailer);
    await waitFor(() => started.length === 2, 5000, 'the sends to start');

    expect(await worker.stop(5000)).toBe(true);
    const stoppedAt = Date.now();
    expect(sends.map((send) => send.to).sort()).toEqual(['one@example.com', 'two@example.com']);
    await waitFor(async () => (await countMails(handle!.db)).pending === 0, 1000, 'both to be recorded sent');

    await enqueue(handle!, 'three@example.com');
    worker.wake();
    await worker.settle();
    await delay(100);
    expect(started.filter((at) => at >= stoppedAt)).toEqual([]);
    expect(await countMails(handle!.db)).toEqual({ pending: 1, failed: 0 });
  });
});
