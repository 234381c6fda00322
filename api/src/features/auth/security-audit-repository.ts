// The security audit trail (table security_audit, migration 0016): second factors and passkeys
// added or removed, recovery codes used, sessions ended. Rows are only ever inserted; the erasure of
// a departed member empties their details and networks (auth-member-data.ts).
import type { Kysely } from 'kysely';
import { newId, nowIso } from '../../db/portable';
import type { Database, SecurityAuditAction } from '../../db/schema';

export interface SecurityEvent {
  action: SecurityAuditAction;
  /** The account it happened to. */
  userId: string;
  /** Who did it; the account itself unless someone else acted on it. */
  actorId?: string;
  /** A passkey's name, a session's id, a count of sessions. */
  detail?: string | null;
  /** The actor's network (core/auth/coarse-address.ts). */
  clientAddress: string | null;
}

/** Appends an event; call it inside the transaction that makes the change it records. */
export async function recordSecurityEvent(db: Kysely<Database>, event: SecurityEvent, at: string = nowIso()): Promise<void> {
  await db
    .insertInto('security_audit')
    .values({
      id: newId(),
      action: event.action,
      user_id: event.userId,
      actor_id: event.actorId ?? event.userId,
      detail: event.detail ?? null,
      client_address: event.clientAddress,
      created_at: at,
    })
    .execute();
}
