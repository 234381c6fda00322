import { theme } from 'shared';

/** The panel's screens, chosen from the side menu. */
export type AdminViewId = 'dashboard' | 'requests' | 'members' | 'dinners' | 'activity' | 'releases' | 'security';

export interface AdminView {
  id: AdminViewId;
  /** The side menu's button. */
  menuLabel: string;
  /** The screen's title. */
  title: string;
}

export const ADMIN_VIEWS: readonly AdminView[] = [
  { id: 'dashboard', menuLabel: 'Dashboard', title: 'Dashboard Overview' },
  { id: 'requests', menuLabel: 'Membership Requests', title: 'Pending Requests' },
  { id: 'members', menuLabel: 'Approved Requests', title: 'Approved Members' },
  { id: 'dinners', menuLabel: 'Dinners', title: 'Dinners' },
  { id: 'activity', menuLabel: 'Activity', title: 'Activity' },
  { id: 'releases', menuLabel: 'Releases', title: 'Releases' },
  { id: 'security', menuLabel: 'Security', title: 'Sign-in & security' },
];

/** The panel opens on the Dashboard. */
export const FIRST_VIEW: AdminViewId = 'dashboard';

export function viewOf(id: AdminViewId): AdminView {
  return ADMIN_VIEWS.find((view) => view.id === id) ?? ADMIN_VIEWS[0]!;
}

/** The URL's query parameter naming the screen shown (`/admin?view=members`), so a view can be bookmarked. */
export const VIEW_PARAM = 'view';

/** The screen a `view` parameter names; the Dashboard when there is none or it names no screen. */
export function viewFromParam(value: string | null): AdminViewId {
  return ADMIN_VIEWS.find((view) => view.id === value)?.id ?? FIRST_VIEW;
}

/** Below 640px the side menu starts collapsed and collapses after a choice. */
export const NARROW_SCREEN = `(max-width: ${theme.breakpoint.sm - 1}px)`;
