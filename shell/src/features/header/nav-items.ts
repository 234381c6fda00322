import type { LandingSection, User } from 'shared';

export type NavItem =
  | { kind: 'section'; label: string; section: LandingSection }
  | { kind: 'route'; label: string; to: string; emphasis?: boolean }
  | { kind: 'join'; label: string };

const sections: NavItem[] = [
  { kind: 'section', label: 'About', section: 'about' },
  { kind: 'section', label: 'Contact', section: 'contact' },
  { kind: 'section', label: 'Benefits', section: 'benefits' },
];

/** Desktop navigation: none for admins; Dashboard always goes to /user. */
export function desktopItems(user: User | null): NavItem[] {
  if (user?.isAdmin) return [];
  if (user) return [...sections, { kind: 'route', label: 'Dashboard', to: '/user', emphasis: true }];
  return [
    ...sections,
    { kind: 'route', label: 'Member Login', to: '/login' },
    { kind: 'join', label: 'Join Now' },
  ];
}

/** The small-screen menu: Dashboard goes to the panel of the user's role. */
export function mobileItems(user: User | null): NavItem[] {
  if (user) {
    return [...sections, { kind: 'route', label: 'Dashboard', to: user.isAdmin ? '/admin' : '/user', emphasis: true }];
  }
  return [...sections, { kind: 'route', label: 'Login', to: '/login' }, { kind: 'join', label: 'Join Now' }];
}

/** Whether an item is the current place: its section on /, or its route. */
export function isActive(item: NavItem, pathname: string, section: LandingSection | null): boolean {
  if (item.kind === 'section') return pathname === '/' && section === item.section;
  if (item.kind === 'join') return pathname === '/' && section === 'join';
  return pathname === item.to || pathname.startsWith(`${item.to}/`);
}
