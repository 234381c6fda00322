/**
 * Seeds the API load benchmark's database (bench/api-load.ts): `count` verified members (active,
 * not admin, an approved application linked to their account, reviewed by the admin) with varied
 * directory fields, some noise the directory query must leave out (pending and rejected
 * applicants, blocked members, older approvals superseded by a later one), and one member to
 * sign in with. Rows go in through the API's own row builders, in a few multi-row statements in
 * one transaction: well under a second. Every member shares one argon2id hash (hashing
 * 1,000 passwords would take a minute and measures nothing).
 */
import type { Kysely } from 'kysely';
import {
  CONSULTANT_PREFIX, DINING_FREQUENCIES, MEMBERSHIP_GOALS, OTHER_PROFESSION_PREFIX, PROFESSIONS, REFERRAL_SOURCES,
  WEEK_DAYS, COHOSTING_OPTIONS, type MembershipApplication,
} from 'shared/validation';
import { hashPassword } from '../api/src/core/auth/password-hasher';
import { newApplicationRow, type ApplicationRowToInsert } from '../api/src/core/membership/membership-application-repository';
import { normalizeApplication } from '../api/src/core/membership/normalize-application';
import { newId } from '../api/src/db/portable';
import type { ApplicationStatus, Database, UserRow } from '../api/src/db/schema';

const FIRST = [
  'Amara', 'Marcus', 'Priya', 'Elena', 'Daniel', 'Sofia', 'Luis', 'Hana', 'Omar', 'Nina', 'Grace', 'Tomasz', 'Aisha',
  'Kenji', 'Chloé', 'Mateo', 'Zoë', 'Ravi', 'Ingrid', 'Kwame', 'Lucía', 'Noah', 'Yuki', 'Fatima', 'Sean', 'Mei',
  'Olamide', 'José', 'Anya', 'Dmitri', 'Camille', 'Tariq', 'Beatriz', 'Jonah', 'Saoirse', 'Arjun', 'Leila', 'Björn',
];
const LAST = [
  'Okafor', 'Bennett', 'Raman', 'Novak', 'Kowalski', 'Martinez', 'Reyes', 'Sato', 'Haddad', "O'Brien", 'Nguyen',
  'García', 'Schmidt', 'Adeyemi', 'Rossi', 'Kim', 'Dubois', 'Patel', 'Lindqvist', 'Mensah', 'Fernández', 'Cohen',
  'Takahashi', 'Al-Sayed', 'Murphy', 'Chen', 'Van der Berg', 'Moreau', 'Wiśniewski', 'Oyelaran', 'Park', 'Silva',
];
const CONSULTING = ['Strategy', 'Tax', 'Hospitality', 'Supply chain', 'Healthcare IT', 'Brand'];
const OTHER_WORK = ['Sommelier', 'Architect', 'Urban farmer', 'Pilot', 'Journalist', 'Florist', 'Museum curator'];
const CUISINES = [
  'Italian', 'Ethiopian', 'Japanese', 'Korean', 'Levantine', 'West African', 'Basque', 'Sichuan', 'Oaxacan',
  'Georgian', 'Filipino', 'Peruvian', 'Nordic', 'Thai', 'Lebanese', 'Polish', 'Cantonese', 'Southern', 'Persian',
];
const COMPANIES = [
  'Northwestern Medicine', 'Kirkland & Ellis', 'Motorola Solutions', 'Boeing', 'Grubhub', 'Morningstar', 'Allstate',
  'Rush University', 'Alinea Group', 'Hyatt', 'Abbott', 'United Airlines', 'McDonald’s HQ', 'a Pilsen bakery',
  'the Art Institute', 'Loyola', 'Sprout Social', 'Discover', 'Walgreens', 'a West Loop startup',
];
const CITIES = [
  'Chicago', 'Evanston', 'Oak Park', 'Skokie', 'Naperville', 'Wilmette', 'Pilsen', 'Logan Square', 'Hyde Park',
  'Andersonville', 'Wicker Park', 'Bronzeville',
];
const RESTAURANTS = ['Kasama', 'Lula Cafe', 'Smyth', 'Andros Taverna', 'Boka', 'Monteverde', 'Avec', 'Oriole', 'Girl & the Goat'];

export const BENCH_MEMBER_PASSWORD = 'bench-member-password-1';

export interface SeededMembers {
  /** The member to sign in with (a verified member too). */
  member: { id: string; email: string; password: string };
  /** Verified members in the directory: `count` and the member who signs in. */
  verified: number;
  /** Users and applications the directory must leave out. */
  hidden: number;
}

/** A small deterministic generator (mulberry32), so two runs seed the same data. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Seeds `count` verified members, one more who signs in, and the noise; see the file comment. */
export async function seedBenchMembers(
  db: Kysely<Database>,
  options: {
    count: number;
    storageUrl: string;
    adminId: string | null;
    /** Pending applications (no account) besides the noise; none by default. */
    pending?: number;
  },
): Promise<SeededMembers> {
  const next = random(20_240_601);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const some = <T>(items: readonly T[], min: number, max: number): T[] =>
    [...items].sort(() => next() - 0.5).slice(0, min + Math.floor(next() * (max - min + 1)));
  const slug = (text: string) => text.normalize('NFD').replace(/[^A-Za-z0-9]+/g, '').toLowerCase();

  const passwordHash = await hashPassword(BENCH_MEMBER_PASSWORD);
  const now = Date.now();
  const users: UserRow[] = [];
  const applications: ApplicationRowToInsert[] = [];

  const payload = (fullName: string, email: string, phone: string): MembershipApplication => {
    let profession: string = pick(PROFESSIONS);
    if (profession.startsWith('Consultant')) profession = `${CONSULTANT_PREFIX}${pick(CONSULTING)}`;
    if (profession.startsWith('Other')) profession = `${OTHER_PROFESSION_PREFIX}${pick(OTHER_WORK)}`;
    const handle = `${slug(fullName)}${Math.floor(next() * 100)}`;
    return {
      email,
      fullName,
      phoneNumber: phone,
      profession,
      professionalContribution: `${pick(['Works at', 'Leads a team at', 'Consults for', 'Founded'])} ${pick(COMPANIES)}, ${pick(CITIES)}.`,
      interestReason: 'To meet people who love food as much as I do, around one long table.',
      culinarySkills: pick(['Confident home cook', 'Bakes bread weekly', 'Ferments everything', 'Mostly an eater']),
      cuisineInterests: some(CUISINES, 1, 4).join(', '),
      restaurantRecommendations: some(RESTAURANTS, 1, 3).join(', '),
      diningFrequency: pick(DINING_FREQUENCIES),
      availableDays: some(WEEK_DAYS, 1, 4),
      membershipGoals: some(MEMBERSHIP_GOALS, 1, 3),
      cohostingInterest: pick(COHOSTING_OPTIONS),
      referralSource: pick(REFERRAL_SOURCES),
      instagramUrl: next() < 0.55 ? `https://www.instagram.com/${handle}` : '',
      linkedinUrl: next() < 0.45 ? `https://www.linkedin.com/in/${handle}` : '',
      dietaryRestrictions: next() < 0.2 ? pick(['Vegetarian', 'No shellfish', 'Gluten-free', 'Halal']) : '',
      membershipAgreement: true,
    };
  };

  const addUser = (index: number, overrides: Partial<UserRow> = {}): UserRow => {
    const fullName = `${pick(FIRST)} ${pick(LAST)}`;
    const id = newId();
    const created = new Date(now - Math.floor(next() * 3 * 365) * DAY_MS - Math.floor(next() * DAY_MS)).toISOString();
    const user: UserRow = {
      id,
      full_name: fullName,
      email: `${slug(fullName)}.${index}@${pick(['gmail.com', 'outlook.com', 'icloud.com', 'proton.me', 'uchicago.edu'])}`,
      phone: `+1312555${String(1000 + index).slice(-4)}`,
      profile_picture: next() < 0.35
        ? `${options.storageUrl}/storage/v1/object/public/avatars/${now - index * 7919}-${slug(fullName)}.jpg`
        : null,
      password_hash: passwordHash,
      is_admin: 0,
      is_active: 1,
      created_at: created,
      updated_at: created,
      ...overrides,
    };
    users.push(user);
    return user;
  };

  const addApplication = (user: UserRow | null, status: ApplicationStatus, reviewedAt: string | null) => {
    const fullName = user?.full_name ?? `${pick(FIRST)} ${pick(LAST)}`;
    const email = user?.email ?? `${slug(fullName)}.applicant${applications.length}@example.com`;
    applications.push({
      ...newApplicationRow(normalizeApplication(payload(fullName, email, user?.phone ?? '+13125550100'))),
      status,
      created_at: new Date(Date.parse(reviewedAt ?? new Date(now).toISOString()) - 9 * DAY_MS).toISOString(),
      reviewed_at: reviewedAt,
      reviewed_by: status === 'pending' ? null : options.adminId,
      rejection_reason: status === 'rejected' ? 'Not this season' : null,
      user_id: user?.id ?? null,
    });
  };

  // The verified members, and the one who signs in (last); one in ten was approved twice (the
  // directory shows the latest approval).
  for (let i = 0; i <= options.count; i += 1) {
    const user = addUser(i);
    if (i % 10 === 3) addApplication(user, 'approved', new Date(Date.parse(user.created_at) - 400 * DAY_MS).toISOString());
    addApplication(user, 'approved', user.created_at);
  }
  const member = users[users.length - 1] as UserRow;

  // Noise: blocked members, pending and rejected applicants (no account).
  let hidden = 0;
  for (let i = 0; i < Math.ceil(options.count / 50); i += 1) {
    const blocked = addUser(options.count + 1 + i, { is_active: 0 });
    addApplication(blocked, 'approved', blocked.created_at);
    hidden += 1;
  }
  for (let i = 0; i < Math.ceil(options.count / 10); i += 1) {
    addApplication(null, i % 3 === 0 ? 'rejected' : 'pending', i % 3 === 0 ? new Date(now).toISOString() : null);
    hidden += 1;
  }
  // Pending requests sent over the last year.
  for (let i = 0; i < (options.pending ?? 0); i += 1) {
    addApplication(null, 'pending', null);
    const sent = applications[applications.length - 1] as ApplicationRowToInsert;
    sent.created_at = new Date(now - Math.floor(next() * 365 * DAY_MS)).toISOString();
    hidden += 1;
  }

  // A row holds 10 (users) or 25 (applications) values: 200 rows stay far below both engines'
  // limits on bound parameters.
  const chunk = 200;
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < users.length; i += chunk) await trx.insertInto('users').values(users.slice(i, i + chunk)).execute();
    for (let i = 0; i < applications.length; i += chunk) {
      await trx.insertInto('membership_applications').values(applications.slice(i, i + chunk)).execute();
    }
  });
  return {
    member: { id: member.id, email: member.email, password: BENCH_MEMBER_PASSWORD },
    verified: options.count + 1,
    hidden,
  };
}
