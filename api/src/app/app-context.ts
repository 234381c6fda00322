// What feature routes get from the server composition.
import type { Kysely } from 'kysely';
import type { MailOutbox, MailOutboxService } from '../core/mail/mail-outbox';
import type { Mailer } from '../core/mail/mailer';
import type { DbEngine } from '../db/create-database';
import type { Database } from '../db/schema';
import type { BackgroundTasks } from './background-tasks';
import type { ApiConfig } from './config';
import type { MemberLifecycle } from './member-lifecycle';
import type { WindowCounters } from './window-counters';

export type Print = (line: string) => void;

export interface AppContext {
  config: ApiConfig;
  db: Kysely<Database>;
  engine: DbEngine;
  /** The transport the outbox's worker sends with; features enqueue through `mailOutbox`. */
  mailer: Mailer;
  /** Every e-mail is enqueued here, in the transaction of the change that causes it. */
  mailOutbox: MailOutbox;
  /** The rate-limit and lock counters every instance shares. */
  counters: WindowCounters;
  /** Work started by a request that its response must not wait for (awaited on close). */
  background: BackgroundTasks;
  /** Writes a line for the operator (stdout by default). */
  print: Print;
  /** What features do when a member is blocked, leaves or is erased, and what they add to the export. */
  memberLifecycle: MemberLifecycle;
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    mailer: Mailer;
    mailOutbox: MailOutboxService;
    backgroundTasks: BackgroundTasks;
    /** The features' handlers of a member's block, departure and erasure (app/member-lifecycle.ts). */
    memberLifecycle: MemberLifecycle;
    /** Where the Prometheus metrics are served (METRICS_PORT), or null. */
    metricsUrl: string | null;
  }
}
