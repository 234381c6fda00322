// The audit trail as the admin panel shows it (table membership_audit, migrations 0005, 0012):
// who did what, to whom, when and why. Names are read at the time of reading: a member's current
// name, 'Former member' once their data is erased (the entry itself keeps only ids).
import type { Kysely } from 'kysely';
import type { ActivityAction, ActivityItem, PersonRef } from 'shared/types';
import { clubDayRange } from '../../app/club-time';
import type { Database } from '../../db/schema';

export interface ActivityFilter {
  adminId?: string;
  action?: ActivityAction;
  /** Chicago days, both included (app/club-time.ts). */
  from?: string;
  to?: string;
}

function activityQuery(db: Kysely<Database>) {
  return db
    .selectFrom('membership_audit as e')
    .innerJoin('users as admin', 'admin.id', 'e.admin_id')
    .leftJoin('users as subject', 'subject.id', 'e.user_id')
    .leftJoin('membership_applications as application', 'application.id', 'e.application_id');
}

/** The entries the filter matches, without names: what a count needs. */
function matching(db: Kysely<Database>, filter: ActivityFilter) {
  const range = clubDayRange(filter);
  return db
    .selectFrom('membership_audit as e')
    .$if(filter.adminId !== undefined, (qb) => qb.where('e.admin_id', '=', filter.adminId ?? ''))
    .$if(filter.action !== undefined, (qb) => qb.where('e.action', '=', filter.action ?? 'approved'))
    .$if(range.from !== undefined, (qb) => qb.where('e.created_at', '>=', range.from ?? ''))
    .$if(range.before !== undefined, (qb) => qb.where('e.created_at', '<', range.before ?? ''));
}

const ITEM_COLUMNS = [
  'e.id as id',
  'e.created_at as at',
  'e.action as action',
  'e.reason as reason',
  'e.application_id as application_id',
  'admin.id as admin_id',
  'admin.full_name as admin_name',
  'subject.id as subject_id',
  'subject.full_name as subject_name',
  'application.full_name as applicant_name',
] as const;

interface ItemRow {
  id: string;
  at: string;
  action: ActivityAction;
  reason: string | null;
  application_id: string | null;
  admin_id: string;
  admin_name: string;
  subject_id: string | null;
  subject_name: string | null;
  applicant_name: string | null;
}

/** The member the entry is about, else the applicant (by application id), else nobody. */
function subjectOf(row: ItemRow): PersonRef | null {
  if (row.subject_id !== null && row.subject_name !== null) return { id: row.subject_id, fullName: row.subject_name };
  if (row.application_id !== null && row.applicant_name !== null) return { id: row.application_id, fullName: row.applicant_name };
  return null;
}

const itemOf = (row: ItemRow): ActivityItem => ({
  id: row.id,
  at: row.at,
  action: row.action,
  admin: { id: row.admin_id, fullName: row.admin_name },
  subject: subjectOf(row),
  applicationId: row.application_id,
  reason: row.reason,
});

/** A page of the trail, newest first, and how many entries match. */
export async function activityPage(
  db: Kysely<Database>,
  filter: ActivityFilter,
  window: { limit: number; offset: number } | null,
): Promise<{ items: ActivityItem[]; total: number }> {
  // The page's entries first (an index walk, names joined for those only), then the count.
  const page = matching(db, filter)
    .select('e.id')
    .orderBy('e.created_at', 'desc')
    .orderBy('e.id', 'desc')
    .$if(window !== null, (qb) => qb.limit(window?.limit ?? 0).offset(window?.offset ?? 0));
  const rows = await activityQuery(db)
    .select(ITEM_COLUMNS)
    .where('e.id', 'in', page)
    .orderBy('e.created_at', 'desc')
    .orderBy('e.id', 'desc')
    .execute();
  const total = window === null
    ? rows.length
    : Number((await matching(db, filter).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  return { items: rows.map(itemOf), total };
}

/**
 * What happened to one application, oldest first: the entries naming it, and those about its
 * member (e.g. a block recorded on a later application). Null when there is no such application.
 */
export async function applicationHistory(db: Kysely<Database>, applicationId: string): Promise<ActivityItem[] | null> {
  const application = await db
    .selectFrom('membership_applications')
    .select(['id', 'user_id'])
    .where('id', '=', applicationId)
    .executeTakeFirst();
  if (!application) return null;
  const rows = await activityQuery(db)
    .select(ITEM_COLUMNS)
    .where((eb) =>
      application.user_id === null
        ? eb('e.application_id', '=', application.id)
        : eb.or([eb('e.application_id', '=', application.id), eb('e.user_id', '=', application.user_id)]),
    )
    .orderBy('e.created_at', 'asc')
    .orderBy('e.id', 'asc')
    .execute();
  return rows.map(itemOf);
}

/** Every administrator (for the activity's admin filter), by name. */
export async function listAdmins(db: Kysely<Database>): Promise<PersonRef[]> {
  const rows = await db
    .selectFrom('users')
    .select(['id', 'full_name'])
    .where('is_admin', '=', 1)
    .orderBy('full_name', 'asc')
    .orderBy('id', 'asc')
    .execute();
  return rows.map((row) => ({ id: row.id, fullName: row.full_name }));
}
