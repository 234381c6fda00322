// Test fixtures every workspace's tests share (imported as `shared/testing`, never by app code).
import type { SiteConfig } from '../config/site-config';
import type { User } from '../types/user';

export const testSiteConfig: SiteConfig = {
  brandName: 'The Supper Club',
  apiBase: '/api',
  remotes: {
    remote_public: 'http://localhost/remotes/public/mf-manifest.json',
    remote_member: 'http://localhost/remotes/member/mf-manifest.json',
    remote_admin: 'http://localhost/remotes/admin/mf-manifest.json',
  },
  storage: { url: 'https://storage.example', anonKey: 'anon-key', bucket: 'avatars' },
  clubEmail: 'hello@club.example',
  calendarEmbedUrl: 'https://calendar.example/embed',
  mapEmbedUrl: 'https://maps.example/embed',
  social: { youtube: 'https://video.example/club', instagram: 'https://photo.example/club' },
};

export const memberUser: User = {
  id: 'member-1',
  fullName: 'Ada Lovelace',
  email: 'ada@club.com',
  phone: '+13125550100',
  profilePicture: null,
  createdAt: '2024-03-01T00:00:00.000Z',
  isAdmin: false,
};

export const adminUser: User = {
  id: 'admin-1',
  fullName: 'Grace Hopper',
  email: 'grace@club.com',
  phone: null,
  profilePicture: null,
  createdAt: '2023-01-15T00:00:00.000Z',
  isAdmin: true,
};

/** A JSON answer as the API sends it. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/**
 * A valid-looking address of exactly `length` characters (at least 70): the longest local part
 * mail allows (64) and a host of 63-letter labels ending in '.com'.
 */
export function emailOfLength(length: number): string {
  let host = 'com';
  while (host.length < length - 65) {
    const room = length - 65 - host.length - 1;
    host = `${'h'.repeat(Math.min(63, Math.max(1, room)))}.${host}`;
  }
  const email = `${'a'.repeat(64)}@${host}`;
  if (email.length !== length) throw new Error(`cannot make an address of ${length} characters`);
  return email;
}
