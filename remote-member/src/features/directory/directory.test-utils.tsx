// What the directory's tests share: members made to order, and many of them.
import type { VerifiedMember } from 'shared';

let serial = 0;

/** A complete verified member; override what the test is about. */
export function aMember(overrides: Partial<VerifiedMember> = {}): VerifiedMember {
  serial += 1;
  const id = overrides.id ?? `member-${1000 + serial}`;
  return {
    id,
    fullName: 'Grace Hopper',
    email: 'grace@club.com',
    profession: 'Software Developer',
    cuisineInterests: 'Sichuan, natural wine',
    instagramUrl: 'https://www.instagram.com/grace',
    linkedinUrl: 'https://www.linkedin.com/in/grace-hopper',
    memberSince: '2023-06-15T12:00:00.000Z',
    ...overrides,
    user: { id, profilePicture: null, ...overrides.user },
  };
}

const FIRST = ['Ada', 'Grace', 'Katherine', 'Dorothy', 'Mary', 'Hedy', 'Radia', 'Barbara', 'Frances', 'Jean'];
const LAST = ['Lovelace', 'Hopper', 'Johnson', 'Vaughan', 'Jackson', 'Lamarr', 'Perlman', 'Liskov', 'Allen', 'Sammet'];
const PROFESSIONS = ['Physician', 'Lawyer', 'Engineer', 'Chef / Culinary Professional', null];

/** `count` distinct members, sorted by name as the API sends them. */
export function manyMembers(count: number): VerifiedMember[] {
  return Array.from({ length: count }, (_, i) => {
    const first = FIRST[i % FIRST.length] ?? 'Ada';
    const last = LAST[Math.floor(i / FIRST.length) % LAST.length] ?? 'Lovelace';
    const n = String(i).padStart(5, '0');
    return aMember({
      id: `m-${n}`,
      fullName: `${first} ${last} ${n}`,
      email: `${first.toLowerCase()}.${n}@club.com`,
      profession: PROFESSIONS[i % PROFESSIONS.length] ?? null,
    });
  }).sort((a, b) => a.fullName.localeCompare(b.fullName));
}
