// The audit trail of the admins' dinner actions (migration 0014): who did what to which dinner,
// when, with the details as a JSON object.
import type { Kysely } from 'kysely';
import { newOrderedId } from '../../db/portable';
import type { Database, DinnerAuditAction } from '../../db/schema';

export interface DinnerAuditEntry {
  dinnerId: string;
  adminId: string;
  action: DinnerAuditAction;
  /** The member concerned (a check-in, a release). */
  userId?: string | null;
  details: Record<string, unknown>;
}

/** Appends an entry; call it inside the transaction that makes the change it records. */
export async function recordDinnerAudit(db: Kysely<Database>, entry: DinnerAuditEntry, at: string): Promise<void> {
  await db
    .insertInto('dinner_audit')
    .values({
      id: newOrderedId(),
      dinner_id: entry.dinnerId,
      admin_id: entry.adminId,
      action: entry.action,
      user_id: entry.userId ?? null,
      details: JSON.stringify(entry.details),
      created_at: at,
    })
    .execute();
}
