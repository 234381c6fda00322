// The membership audit trail (migration 0005): one row per accept, reject, block or unblock.
import type { Kysely } from 'kysely';
import { newId, nowIso } from '../../db/portable';
import type { Database, MembershipAuditAction } from '../../db/schema';

export interface AuditEntry {
  action: MembershipAuditAction;
  applicationId: string | null;
  userId: string | null;
  adminId: string;
  reason: string | null;
}

/** Appends an entry; call it inside the transaction that makes the change it records. */
export async function recordMembershipAudit(db: Kysely<Database>, entry: AuditEntry, at: string = nowIso()): Promise<void> {
  await db
    .insertInto('membership_audit')
    .values({
      id: newId(),
      action: entry.action,
      application_id: entry.applicationId,
      user_id: entry.userId,
      admin_id: entry.adminId,
      reason: entry.reason,
      created_at: at,
    })
    .execute();
}

