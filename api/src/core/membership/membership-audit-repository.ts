// The membership audit trail (migrations 0005, 0012): one row per admin action: accept, reject, block,
// unblock, a note left on an application, a departing member's data erased at once.
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

