// The audit trails as the admin panel shows them, as one list: the membership actions (table
// membership_audit, migrations 0005, 0012, 0021: the admins' decisions, notes, erasures, votes and
// rule changes, and the sponsors' answers, whose acting person is the member) and the dinner actions (table dinner_audit,
// migration 0014, shown as 'dinner-<action>'): who did what, to whom, when and why. Names and
// dinner titles are read at the time of reading: a member's current name, 'Former member' once
// their data is erased (the entries themselves keep only ids).
// - Paging is done over both trails at once: a UNION ALL of the two, each cut to the rows the page
//   can need (its own index walk, newest first), ordered by time then id, the page's entries
//   picked from the trails alone and the names joined for those only. The total is the sum of
//   each trail's count.
// - A dinner entry's subject is the member checked in or released (null for the dinner's own
//   changes), its reason the cancel reason or the release's cause.
import { sql, type Kysely } from 'kysely';
import type {
  ActivityAction, ActivityItem, AdmissionActivityAction, DinnerActivityAction, MembershipActivityAction, PersonRef,
} from 'shared/types';
import { clubDayRange } from '../../app/club-time';
import { nameKeyOf } from '../../db/name-key';
import type { Database, DinnerAuditAction } from '../../db/schema';

export const MEMBERSHIP_ACTIVITY_ACTIONS = [
  'approved', 'rejected', 'blocked', 'unblocked', 'noted', 'erased',
  'voted', 'endorsed', 'sponsor-declined', 'admissions-changed',
] as const satisfies readonly (MembershipActivityAction | AdmissionActivityAction)[];
export const DINNER_ACTIVITY_ACTIONS = [
  'dinner-created', 'dinner-updated', 'dinner-cancelled', 'dinner-checked-in', 'dinner-check-in-undone', 'dinner-rsvps-released',
] as const satisfies readonly DinnerActivityAction[];

const DINNER_PREFIX = 'dinner-';

const isDinnerAction = (action: ActivityAction): action is DinnerActivityAction => action.startsWith(DINNER_PREFIX);
const dinnerAuditAction = (action: DinnerActivityAction): DinnerAuditAction => action.slice(DINNER_PREFIX.length) as DinnerAuditAction;

export interface ActivityFilter {
  adminId?: string;
  action?: ActivityAction;
  /** Chicago days, both included (app/club-time.ts). */
  from?: string;
  to?: string;
}

/** Which trail an entry is in. */
type Source = 'membership' | 'dinner';

/** The membership entries the filter matches, without names: what a count needs. */
function membershipMatching(db: Kysely<Database>, filter: ActivityFilter) {
  const range = clubDayRange(filter);
  const action = filter.action;
  return db
    .selectFrom('membership_audit as e')
    .$if(filter.adminId !== undefined, (qb) => qb.where('e.admin_id', '=', filter.adminId ?? ''))
    .$if(action !== undefined && !isDinnerAction(action), (qb) => qb.where('e.action', '=', action as MembershipActivityAction | AdmissionActivityAction))
    .$if(range.from !== undefined, (qb) => qb.where('e.created_at', '>=', range.from ?? ''))
    .$if(range.before !== undefined, (qb) => qb.where('e.created_at', '<', range.before ?? ''));
}

/** The dinner entries the filter matches, without names or titles. */
function dinnerMatching(db: Kysely<Database>, filter: ActivityFilter) {
  const range = clubDayRange(filter);
  const action = filter.action;
  return db
    .selectFrom('dinner_audit as e')
    .$if(filter.adminId !== undefined, (qb) => qb.where('e.admin_id', '=', filter.adminId ?? ''))
    .$if(action !== undefined && isDinnerAction(action), (qb) => qb.where('e.action', '=', dinnerAuditAction(action as DinnerActivityAction)))
    .$if(range.from !== undefined, (qb) => qb.where('e.created_at', '>=', range.from ?? ''))
    .$if(range.before !== undefined, (qb) => qb.where('e.created_at', '<', range.before ?? ''));
}

/** The trails an action filter can match. */
function sourcesOf(filter: ActivityFilter): Source[] {
  if (filter.action === undefined) return ['membership', 'dinner'];
  return [isDinnerAction(filter.action) ? 'dinner' : 'membership'];
}

interface MembershipRow {
  id: string;
  at: string;
  action: MembershipActivityAction | AdmissionActivityAction;
  reason: string | null;
  application_id: string | null;
  admin_id: string;
  admin_name: string;
  subject_id: string | null;
  subject_name: string | null;
  applicant_name: string | null;
}

interface DinnerRow {
  id: string;
  at: string;
  action: DinnerAuditAction;
  details: string;
  dinner_id: string;
  dinner_title: string | null;
  admin_id: string;
  admin_name: string;
  subject_id: string | null;
  subject_name: string | null;
}

function membershipItems(db: Kysely<Database>) {
  return db
    .selectFrom('membership_audit as e')
    .innerJoin('users as admin', 'admin.id', 'e.admin_id')
    .leftJoin('users as subject', 'subject.id', 'e.user_id')
    .leftJoin('membership_applications as application', 'application.id', 'e.application_id')
    .select([
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
    ]);
}

function dinnerItems(db: Kysely<Database>) {
  return db
    .selectFrom('dinner_audit as e')
    .innerJoin('users as admin', 'admin.id', 'e.admin_id')
    .leftJoin('users as subject', 'subject.id', 'e.user_id')
    .leftJoin('dinners as d', 'd.id', 'e.dinner_id')
    .select([
      'e.id as id',
      'e.created_at as at',
      'e.action as action',
      'e.details as details',
      'e.dinner_id as dinner_id',
      'd.title as dinner_title',
      'admin.id as admin_id',
      'admin.full_name as admin_name',
      'subject.id as subject_id',
      'subject.full_name as subject_name',
    ]);
}

/** The member the entry is about, else the applicant (by application id), else nobody. */
function membershipSubject(row: MembershipRow): PersonRef | null {
  if (row.subject_id !== null && row.subject_name !== null) return { id: row.subject_id, fullName: row.subject_name };
  if (row.application_id !== null && row.applicant_name !== null) return { id: row.application_id, fullName: row.applicant_name };
  return null;
}

const membershipItem = (row: MembershipRow): ActivityItem => ({
  id: row.id,
  at: row.at,
  action: row.action,
  admin: { id: row.admin_id, fullName: row.admin_name },
  subject: membershipSubject(row),
  applicationId: row.application_id,
  reason: row.reason,
  dinner: null,
});

/** The reason a dinner entry's details give (a cancellation's, a release's cause), if any. */
function dinnerReason(details: string): string | null {
  try {
    const value: unknown = JSON.parse(details);
    if (value && typeof value === 'object' && 'reason' in value && typeof value.reason === 'string') return value.reason;
  } catch {
    // Details are written as JSON objects; anything else has no reason to show.
  }
  return null;
}

const dinnerItem = (row: DinnerRow): ActivityItem => ({
  id: row.id,
  at: row.at,
  action: `${DINNER_PREFIX}${row.action}` as DinnerActivityAction,
  admin: { id: row.admin_id, fullName: row.admin_name },
  subject: row.subject_id !== null && row.subject_name !== null ? { id: row.subject_id, fullName: row.subject_name } : null,
  applicationId: null,
  reason: dinnerReason(row.details),
  dinner: { id: row.dinner_id, title: row.dinner_title ?? '' },
});

/** The items of these entries, by trail, in the order given. */
async function itemsOf(db: Kysely<Database>, entries: { source: Source; id: string }[]): Promise<ActivityItem[]> {
  const ids = (source: Source) => entries.filter((entry) => entry.source === source).map((entry) => entry.id);
  const membershipIds = ids('membership');
  const dinnerIds = ids('dinner');
  const byKey = new Map<string, ActivityItem>();
  if (membershipIds.length > 0) {
    for (const row of await membershipItems(db).where('e.id', 'in', membershipIds).execute()) byKey.set(`membership:${row.id}`, membershipItem(row));
  }
  if (dinnerIds.length > 0) {
    for (const row of await dinnerItems(db).where('e.id', 'in', dinnerIds).execute()) byKey.set(`dinner:${row.id}`, dinnerItem(row));
  }
  return entries.flatMap((entry) => byKey.get(`${entry.source}:${entry.id}`) ?? []);
}

/** A page of both trails, newest first, and how many entries match. */
export async function activityPage(
  db: Kysely<Database>,
  filter: ActivityFilter,
  window: { limit: number; offset: number } | null,
): Promise<{ items: ActivityItem[]; total: number }> {
  const sources = sourcesOf(filter);
  // Each trail's newest `offset + limit` entries are all the page can hold from it.
  const cut = window === null ? null : window.offset + window.limit;
  const branch = (source: Source) => {
    const matching = source === 'membership' ? membershipMatching(db, filter) : dinnerMatching(db, filter);
    const newest = matching
      .select([sql.lit(source).as('source'), 'e.id as id', 'e.created_at as created_at'])
      .orderBy('e.created_at', 'desc')
      .orderBy('e.id', 'desc')
      .$if(cut !== null, (qb) => qb.limit(cut ?? 0));
    // A subquery: a member of a compound select may not have its own ORDER BY or LIMIT in SQLite.
    return db.selectFrom(newest.as(source === 'membership' ? 'm' : 'd')).select(['source', 'id', 'created_at']);
  };
  const [first, ...rest] = sources.map(branch);
  if (!first) return { items: [], total: 0 };
  const union = rest.reduce((all, next) => all.unionAll(next), first);
  const entries = await db
    .selectFrom(union.as('t'))
    .select(['t.source', 't.id'])
    .orderBy('t.created_at', 'desc')
    .orderBy('t.id', 'desc')
    .orderBy('t.source', 'desc')
    .$if(window !== null, (qb) => qb.limit(window?.limit ?? 0).offset(window?.offset ?? 0))
    .execute();
  const items = await itemsOf(db, entries.map((entry) => ({ source: entry.source, id: entry.id })));

  let total = items.length;
  if (window !== null) {
    total = 0;
    for (const source of sources) {
      const matching = source === 'membership' ? membershipMatching(db, filter) : dinnerMatching(db, filter);
      total += Number((await matching.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    }
  }
  return { items, total };
}

/**
 * What happened to one application, oldest first: the entries naming it, those about its member
 * (e.g. a block recorded on a later application), and the dinner actions about that member
 * (check-ins, releases). Null when there is no such application.
 */
export async function applicationHistory(db: Kysely<Database>, applicationId: string): Promise<ActivityItem[] | null> {
  const application = await db
    .selectFrom('membership_applications')
    .select(['id', 'user_id'])
    .where('id', '=', applicationId)
    .executeTakeFirst();
  if (!application) return null;
  const memberId = application.user_id;
  const membership = (
    await membershipItems(db)
      .where((eb) =>
        memberId === null
          ? eb('e.application_id', '=', application.id)
          : eb.or([eb('e.application_id', '=', application.id), eb('e.user_id', '=', memberId)]),
      )
      .orderBy('e.created_at', 'asc')
      .orderBy('e.id', 'asc')
      .execute()
  ).map(membershipItem);
  if (memberId === null) return membership;
  const dinners = (
    await dinnerItems(db).where('e.user_id', '=', memberId).orderBy('e.created_at', 'asc').orderBy('e.id', 'asc').execute()
  ).map(dinnerItem);
  // Both lists are in time order: merge them, keeping each one's own order (a membership entry
  // first at the same time).
  const merged: ActivityItem[] = [];
  let m = 0;
  let d = 0;
  while (m < membership.length || d < dinners.length) {
    const next = membership[m];
    const other = dinners[d];
    if (next && (!other || next.at <= other.at)) {
      merged.push(next);
      m += 1;
    } else if (other) {
      merged.push(other);
      d += 1;
    }
  }
  return merged;
}

/** Every administrator (for the activity's admin filter), by name. */
export async function listAdmins(db: Kysely<Database>): Promise<PersonRef[]> {
  const rows = await db
    .selectFrom('users')
    .select(['id', 'full_name'])
    .where('is_admin', '=', 1)
    .orderBy(nameKeyOf(sql.ref('full_name')), 'asc')
    .orderBy('id', 'asc')
    .execute();
  return rows.map((row) => ({ id: row.id, fullName: row.full_name }));
}
