// Membership records made to order for the admin screens' tests.
import type { MembershipRecord, PendingRequest } from 'shared';

let serial = 0;

/** A complete record (an approved, active member unless overridden); override what the test is about. */
export function aRecord(overrides: Partial<MembershipRecord> = {}): MembershipRecord {
  serial += 1;
  const id = overrides.id ?? `request-${1000 + serial}`;
  return {
    id,
    fullName: 'Ada Lovelace',
    email: 'ada@analytical.org',
    phoneNumber: '+13125550100',
    profession: 'Engineer',
    professionalContribution: 'Poetical science',
    interestReason: 'Good company',
    culinarySkills: 'Baking',
    cuisineInterests: 'French, Italian',
    restaurantRecommendations: 'Alinea',
    diningFrequency: 'Weekly or more',
    cohostingInterest: 'Yes, definitely',
    referralSource: 'Friend',
    membershipGoals: ['Professional networking', 'Access to exclusive events'],
    availableDays: ['Friday', 'Saturday'],
    instagramUrl: 'https://www.instagram.com/ada',
    linkedinUrl: 'https://www.linkedin.com/in/ada-lovelace',
    createdAt: '2024-02-20T15:00:00.000Z',
    reviewedAt: '2024-03-01T12:00:00.000Z',
    user: { id: `user-${id}`, isActive: true, profilePicture: null },
    ...overrides,
  };
}

/** A request still waiting for a decision: no review date, no user yet, no votes, no sponsors named. */
export function aRequest(overrides: Partial<PendingRequest> = {}): PendingRequest {
  const { votes = { yes: 0, no: 0, abstain: 0 }, endorsements = { requested: 0, endorsed: 0, declined: 0 }, ...record } = overrides;
  return { ...aRecord({ reviewedAt: null, user: null, ...record }), votes, endorsements };
}
