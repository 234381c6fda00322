// What a database must look like after any crash: intact (SQLite's own check), and no decision
// half-applied. Each check returns the problems it finds, as readable lines (empty when sound),
// so a failing test names the rows.
import { sql, type Kysely } from 'kysely';
import type { DatabaseHandle } from '../../db/create-database';
import { fromIntBool } from '../../db/portable';
import type { Database } from '../../db/schema';

/**
 * SQLite: `PRAGMA integrity_check` (pages, indexes, the recovered WAL) and `foreign_key_check`.
 * PostgreSQL keeps its own storage whatever happens to a client; a fresh connection answering is
 * the check there.
 */
export async function integrityProblems(handle: DatabaseHandle): Promise<string[]> {
  if (handle.engine === 'postgres') {
    await sql`select 1`.execute(handle.db);
    return [];
  }
  const integrity = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(handle.db);
  const problems = integrity.rows.map((row) => row.integrity_check).filter((line) => line !== 'ok');
  const foreignKeys = await sql<Record<string, unknown>>`pragma foreign_key_check`.execute(handle.db);
  return [...problems, ...foreignKeys.rows.map((row) => `foreign key: ${JSON.stringify(row)}`)];
}

/**
 * Half-applied decisions. Accepting, rejecting, blocking and unblocking each run in one
 * transaction (membership-admin), so after a crash either all of one is there or none:
 * - an approved application has its account (same e-mail), a first-password link and one
 *   'approved' audit entry; a rejected one its reason and one 'rejected' entry; a pending one no
 *   review at all;
 * - every member account comes from an approved application (an accept that died after creating
 *   the account would leave one without);
 * - a member is blocked exactly when their audit trail has more blocks than unblocks, and a
 *   blocked member has no session.
 * Assumes every decision went through the API (no seeded demo members).
 */
export async function halfWrittenProblems(db: Kysely<Database>): Promise<string[]> {
  const problems: string[] = [];
  const applications = await db.selectFrom('membership_applications').selectAll().execute();
  const users = new Map((await db.selectFrom('users').selectAll().execute()).map((user) => [user.id, user]));
  const audit = await db.selectFrom('membership_audit').selectAll().execute();
  const tokens = await db.selectFrom('password_reset_tokens').select(['user_id', 'purpose']).execute();
  const sessions = await db.selectFrom('sessions').select('user_id').execute();
  const auditOf = (applicationId: string, action: string) =>
    audit.filter((entry) => entry.application_id === applicationId && entry.action === action).length;

  for (const a of applications) {
    const name = `application ${a.email} (${a.status})`;
    if (a.status === 'pending') {
      if (a.reviewed_at !== null || a.reviewed_by !== null || a.user_id !== null || a.rejection_reason !== null) {
        problems.push(`${name} carries a review`);
      }
      if (audit.some((entry) => entry.application_id === a.id)) problems.push(`${name} has audit entries`);
      continue;
    }
    if (a.reviewed_at === null || a.reviewed_by === null) problems.push(`${name} has no reviewer or time`);
    if (a.status === 'rejected') {
      if (!a.rejection_reason) problems.push(`${name} has no reason`);
      if (a.user_id !== null) problems.push(`${name} has an account`);
      if (auditOf(a.id, 'rejected') !== 1) problems.push(`${name} has ${auditOf(a.id, 'rejected')} 'rejected' entries`);
      continue;
    }
    const user = a.user_id === null ? undefined : users.get(a.user_id);
    if (!user || user.email !== a.email) problems.push(`${name} has no account of its e-mail`);
    if (!tokens.some((t) => t.user_id === a.user_id && t.purpose === 'first-password')) {
      problems.push(`${name} has no first-password link`);
    }
    if (auditOf(a.id, 'approved') !== 1) problems.push(`${name} has ${auditOf(a.id, 'approved')} 'approved' entries`);
  }

  for (const user of users.values()) {
    if (fromIntBool(user.is_admin)) continue;
    if (!applications.some((a) => a.user_id === user.id && a.status === 'approved')) {
      problems.push(`member ${user.email} has no approved application`);
    }
    const blocks = audit.filter((entry) => entry.user_id === user.id && entry.action === 'blocked').length;
    const unblocks = audit.filter((entry) => entry.user_id === user.id && entry.action === 'unblocked').length;
    const blocked = !fromIntBool(user.is_active);
    if (blocked !== blocks > unblocks) {
      problems.push(`member ${user.email} is ${blocked ? '' : 'not '}blocked after ${blocks} blocks, ${unblocks} unblocks`);
    }
    if (blocked && sessions.some((s) => s.user_id === user.id)) problems.push(`blocked member ${user.email} has a session`);
  }
  return problems;
}
