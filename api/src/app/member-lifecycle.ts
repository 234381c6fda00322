// What other features do when an admin blocks a member, in the transaction of the block: a
// feature registers a handler at start (dinners release the member's seats and promote their
// waitlists), and the feature that blocks runs them. Neither feature imports the other. A handler
// that throws fails the block, so the block and its consequences commit together or not at all.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface MemberBlocked {
  userId: string;
  /** The admin who blocked the member. */
  adminId: string;
  /** The time of the block (ISO-8601). */
  at: string;
}

export type MemberBlockedHandler = (trx: Kysely<Database>, blocked: MemberBlocked) => Promise<void>;

export interface MemberLifecycle {
  /** Registers what to do, in the block's transaction, when a member is blocked. */
  onBlocked(handler: MemberBlockedHandler): void;
  /** Runs every handler, in the order registered, inside `trx` (the block's transaction). */
  blocked(trx: Kysely<Database>, blocked: MemberBlocked): Promise<void>;
}

export function createMemberLifecycle(): MemberLifecycle {
  const handlers: MemberBlockedHandler[] = [];
  return {
    onBlocked(handler) {
      handlers.push(handler);
    },
    async blocked(trx, blocked) {
      for (const handler of handlers) await handler(trx, blocked);
    },
  };
}
