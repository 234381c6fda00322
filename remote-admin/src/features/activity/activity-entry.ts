// The audit trail's entries as the admin panel shows them (the Activity screen, an application's
// history): read leniently, so an action or a field the panel does not know yet still shows.
import type { ActivityAction, ActivityItem, PersonRef } from 'shared';

/** One entry: an ActivityItem whose action may be one this panel does not know ('dinner-created'). */
export interface ActivityEntry extends Omit<ActivityItem, 'action'> {
  action: ActivityAction | (string & {});
  /** The dinner the entry is about, if any. */
  dinner: { id: string; title: string } | null;
}

type Raw = Record<string, unknown>;

const isRecord = (value: unknown): value is Raw => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

function personOf(value: unknown): PersonRef | null {
  if (!isRecord(value)) return null;
  const id = text(value.id);
  return id ? { id, fullName: text(value.fullName) ?? '' } : null;
}

/** One entry of an answer, or null for something without an id, a time or an action. */
export function toActivityEntry(value: unknown): ActivityEntry | null {
  if (!isRecord(value)) return null;
  const id = text(value.id);
  const at = text(value.at);
  const action = text(value.action);
  if (!id || !at || !action) return null;
  const dinner = isRecord(value.dinner) && text(value.dinner.id)
    ? { id: text(value.dinner.id) ?? '', title: text(value.dinner.title) ?? '' }
    : null;
  return {
    id,
    at,
    action,
    admin: personOf(value.admin) ?? { id: '', fullName: '' },
    subject: personOf(value.subject),
    applicationId: text(value.applicationId),
    reason: text(value.reason),
    dinner,
  };
}

/** How each action the panel knows reads, in the order the filter offers them. */
const LABELS: Record<ActivityAction, string> = {
  approved: 'Approved',
  rejected: 'Rejected',
  blocked: 'Blocked',
  unblocked: 'Unblocked',
  noted: 'Note added',
  erased: 'Data erased',
  voted: 'Voted',
  endorsed: 'Endorsed an application',
  'sponsor-declined': 'Declined to endorse',
  'admissions-changed': 'Changed the admission rules',
  'dinner-created': 'Dinner created',
  'dinner-updated': 'Dinner changed',
  'dinner-cancelled': 'Dinner cancelled',
  'dinner-checked-in': 'Checked in',
  'dinner-check-in-undone': 'Check-in undone',
  'dinner-rsvps-released': 'Seats released',
};

/** The actions the trail records (memberships, admissions, then dinners), as the filter offers them. */
export const ACTIVITY_ACTIONS = Object.keys(LABELS) as readonly ActivityAction[];

/**
 * How an action reads: the panel's own words for the actions it knows, else the action itself made
 * readable ('dinner-created' reads 'Dinner created').
 */
export function actionLabel(action: string): string {
  if (Object.hasOwn(LABELS, action)) return LABELS[action as ActivityAction];
  const words = action.trim().replace(/[-_]+/g, ' ').replace(/([a-z])([A-Z])/g, '$1 $2').replace(/\s+/g, ' ').toLowerCase();
  return words ? words[0]!.toUpperCase() + words.slice(1) : 'Unknown action';
}

/** Whether an action grants (approved, unblocked), takes away (rejected, blocked, erased) or neither. */
export function actionTone(action: string): 'granted' | 'withdrawn' | 'neutral' {
  if (action === 'approved' || action === 'unblocked') return 'granted';
  if (action === 'rejected' || action === 'blocked' || action === 'erased' || action === 'dinner-cancelled') return 'withdrawn';
  return 'neutral';
}

/** The actions a sponsor (a member, not an admin) takes on an application that names them. */
const SPONSOR_ACTIONS: ReadonlySet<string> = new Set<ActivityAction>(['endorsed', 'sponsor-declined']);

/** Who acted: the admin, or the member answering as a sponsor ('Julia Child (sponsor)'); '' when unknown. */
export function actorText(entry: Pick<ActivityEntry, 'admin' | 'action'>): string {
  const name = entry.admin.fullName;
  return name && SPONSOR_ACTIONS.has(entry.action) ? `${name} (sponsor)` : name;
}

/**
 * Who or what an entry is about: the member or applicant and, for a dinner action, the dinner
 * ('Ada Lovelace (Spring supper)'); the dinner alone for its own changes; else nobody ('').
 */
export function subjectText(entry: Pick<ActivityEntry, 'subject' | 'dinner'>): string {
  const who = entry.subject?.fullName ?? '';
  const dinner = entry.dinner?.title ?? '';
  return who && dinner ? `${who} (${dinner})` : who || dinner;
}
