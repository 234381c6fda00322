import type { User } from 'shared';
import { desktopItems, isActive, mobileItems, type NavItem } from './nav-items';

const member: User = {
  id: 'm1', fullName: 'Ada Lovelace', email: 'ada@club.com', phone: null,
  profilePicture: null, createdAt: '2024-03-01T00:00:00.000Z', isAdmin: false,
};
const admin: User = { ...member, id: 'a1', isAdmin: true };

const labels = (items: NavItem[]) => items.map((item) => item.label);
const routeTo = (items: NavItem[], label: string) => {
  const item = items.find((i) => i.label === label);
  return item?.kind === 'route' ? item.to : undefined;
};

describe('desktopItems', () => {
  it('is empty for admins', () => {
    expect(desktopItems(admin)).toEqual([]);
  });

  it('gives members About, Contact, Benefits and a Dashboard link to /user', () => {
    const items = desktopItems(member);
    expect(labels(items)).toEqual(['About', 'Contact', 'Benefits', 'Dashboard']);
    expect(routeTo(items, 'Dashboard')).toBe('/user');
  });

  it('gives visitors About, Contact, Benefits, Member Login (/login) and Join Now', () => {
    const items = desktopItems(null);
    expect(labels(items)).toEqual(['About', 'Contact', 'Benefits', 'Member Login', 'Join Now']);
    expect(routeTo(items, 'Member Login')).toBe('/login');
    expect(items.find((i) => i.label === 'Join Now')?.kind).toBe('join');
  });

  it('points the section items at their landing sections', () => {
    const sections = desktopItems(null).filter((i) => i.kind === 'section');
    expect(sections.map((i) => (i.kind === 'section' ? i.section : null))).toEqual(['about', 'contact', 'benefits']);
  });
});

describe('mobileItems', () => {
  it('sends admins to /admin from Dashboard', () => {
    const items = mobileItems(admin);
    expect(labels(items)).toEqual(['About', 'Contact', 'Benefits', 'Dashboard']);
    expect(routeTo(items, 'Dashboard')).toBe('/admin');
  });

  it('sends members to /user from Dashboard', () => {
    const items = mobileItems(member);
    expect(labels(items)).toEqual(['About', 'Contact', 'Benefits', 'Dashboard']);
    expect(routeTo(items, 'Dashboard')).toBe('/user');
  });

  it('gives visitors Login (/login) and Join Now', () => {
    const items = mobileItems(null);
    expect(labels(items)).toEqual(['About', 'Contact', 'Benefits', 'Login', 'Join Now']);
    expect(routeTo(items, 'Login')).toBe('/login');
    expect(items.at(-1)?.kind).toBe('join');
  });
});

describe('isActive', () => {
  const about: NavItem = { kind: 'section', label: 'About', section: 'about' };
  const join: NavItem = { kind: 'join', label: 'Join Now' };
  const login: NavItem = { kind: 'route', label: 'Login', to: '/login' };
  const dashboard: NavItem = { kind: 'route', label: 'Dashboard', to: '/user' };

  it('marks a section item active only on / when its section is current', () => {
    expect(isActive(about, '/', 'about')).toBe(true);
    expect(isActive(about, '/', 'contact')).toBe(false);
    expect(isActive(about, '/', null)).toBe(false);
    expect(isActive(about, '/login', 'about')).toBe(false);
  });

  it('marks Join Now active on / in the join section', () => {
    expect(isActive(join, '/', 'join')).toBe(true);
    expect(isActive(join, '/', 'about')).toBe(false);
    expect(isActive(join, '/privacy', 'join')).toBe(false);
  });

  it('marks a route item active on its path and below it, not on a mere prefix', () => {
    expect(isActive(login, '/login', null)).toBe(true);
    expect(isActive(dashboard, '/user', null)).toBe(true);
    expect(isActive(dashboard, '/user/settings', null)).toBe(true);
    expect(isActive(dashboard, '/users', null)).toBe(false);
    expect(isActive(login, '/', 'home')).toBe(false);
  });
});
