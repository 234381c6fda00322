// The club's admission rules (table admission_settings, one row): the yes votes and the sponsor
// endorsements an acceptance needs. Both 0 by default: any admin accepts directly.
import type { Kysely } from 'kysely';
import type { AdmissionSettings } from 'shared/types';
import { recordMembershipAudit } from '../../core/membership/membership-audit-repository';
import { nowIso } from '../../db/portable';
import type { Database } from '../../db/schema';

export async function readAdmissionSettings(db: Kysely<Database>): Promise<AdmissionSettings> {
  const row = await db
    .selectFrom('admission_settings')
    .select(['quorum', 'sponsors_required'])
    .where('id', '=', 1)
    .executeTakeFirst();
  return { quorum: Number(row?.quorum ?? 0), sponsorsRequired: Number(row?.sponsors_required ?? 0) };
}

/** What changed, as the audit trail says it: "quorum 0 → 2, sponsors required 0 → 1". */
function changesOf(before: AdmissionSettings, after: AdmissionSettings): string {
  const changes = [
    before.quorum !== after.quorum ? `quorum ${before.quorum} → ${after.quorum}` : null,
    before.sponsorsRequired !== after.sponsorsRequired ? `sponsors required ${before.sponsorsRequired} → ${after.sponsorsRequired}` : null,
  ].filter((change): change is string => change !== null);
  return changes.join(', ');
}

/**
 * Sets the rules, and records the change in the audit trail (nothing is recorded when nothing
 * changes). The row is updated under its lock, so two admins saving at once record two changes in
 * order, each against the rules the other left.
 */
export async function writeAdmissionSettings(db: Kysely<Database>, settings: AdmissionSettings, adminId: string): Promise<AdmissionSettings> {
  return db.transaction().execute(async (trx) => {
    const now = nowIso();
    // Takes the row's lock first (PostgreSQL), then reads what it holds.
    await trx.updateTable('admission_settings').set((eb) => ({ quorum: eb.ref('quorum') })).where('id', '=', 1).execute();
    const before = await readAdmissionSettings(trx);
    const change = changesOf(before, settings);
    if (!change) return before;
    await trx
      .updateTable('admission_settings')
      .set({ quorum: settings.quorum, sponsors_required: settings.sponsorsRequired, updated_at: now, updated_by: adminId })
      .where('id', '=', 1)
      .execute();
    await recordMembershipAudit(trx, { action: 'admissions-changed', applicationId: null, userId: null, adminId, reason: change }, now);
    return settings;
  });
}
