/** One page of an admin list. */
export interface Page<T> {
  data: T[];
  /** Items matching the filters, over all pages. */
  total: number;
  /** From 1. */
  page: number;
  pageSize: number;
}

/** `sort` of the admin lists: by name or by date, `-` for descending. */
export type ListSort = 'name' | '-name' | 'date' | '-date';

/** `status` of the approved members list. */
export type MemberStatusFilter = 'active' | 'blocked';

/** A person an admin list names. */
export interface PersonRef {
  id: string;
  fullName: string;
}

/** An admin's internal note on an application (GET and POST /admin/membership/{id}/notes). */
export interface ApplicationNote {
  id: string;
  text: string;
  /** ISO date-time. */
  at: string;
  author: PersonRef;
}

/** POST /admin/membership/{id}/notes */
export interface NoteBody {
  text: string;
}

/** An admin's action on a membership. */
export type MembershipActivityAction = 'approved' | 'rejected' | 'blocked' | 'unblocked' | 'noted' | 'erased';

/**
 * A step of an admission: an admin's committee vote ('voted', the vote in `reason`), a sponsor's
 * answer ('endorsed', 'sponsor-declined': the acting person is the member), the club's admission
 * rules changed ('admissions-changed', what changed in `reason`).
 */
export type AdmissionActivityAction = 'voted' | 'endorsed' | 'sponsor-declined' | 'admissions-changed';

/** An admin's action on a dinner ('dinner-rsvps-released': a blocked member's replies released). */
export type DinnerActivityAction =
  | 'dinner-created'
  | 'dinner-updated'
  | 'dinner-cancelled'
  | 'dinner-checked-in'
  | 'dinner-check-in-undone'
  | 'dinner-rsvps-released';

export type ActivityAction = MembershipActivityAction | AdmissionActivityAction | DinnerActivityAction;

/** One admin action (GET /admin/activity, GET /admin/membership/{id}/history). */
export interface ActivityItem {
  id: string;
  /** ISO date-time. */
  at: string;
  action: ActivityAction;
  admin: PersonRef;
  /**
   * The member (their user id), or the applicant (the application id) when there is no member;
   * for a dinner action, the member checked in or released, else null.
   */
  subject: PersonRef | null;
  /** The application the action concerns, if any. */
  applicationId: string | null;
  /** Why: a rejection, block or unblock reason, a dinner's cancel reason, a release's cause. */
  reason: string | null;
  /** The dinner a dinner action concerns; null for a membership action. */
  dinner: { id: string; title: string } | null;
}

/** A member who asked to leave and whose data is not erased yet (GET /admin/departures). */
export interface PendingDeparture {
  userId: string;
  fullName: string;
  email: string;
  /** ISO date-times. */
  requestedAt: string;
  eraseAfter: string;
}
