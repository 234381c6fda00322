// A valid membership application body (shared/validation MembershipApplication), as the form
// sends it.
import type { MembershipApplication } from 'shared/validation';

let sequence = 0;

/** A unique e-mail per call, so tests do not collide on the one-pending-per-email rule. */
export function uniqueEmail(name = 'applicant'): string {
  sequence += 1;
  return `${name}.${sequence}.${Date.now().toString(36)}@example.com`;
}

export function validApplication(overrides: Partial<MembershipApplication> = {}): MembershipApplication {
  return {
    email: uniqueEmail(),
    fullName: 'Jordan Applicant',
    phoneNumber: '+13125550100',
    profession: 'Physician',
    professionalContribution: 'I host monthly dinners for colleagues.',
    interestReason: 'To meet people who love food as much as I do.',
    culinarySkills: 'Confident home cook; fresh pasta and braises.',
    cuisineInterests: 'Italian, Ethiopian, Japanese.',
    restaurantRecommendations: 'Kasama, Lula Cafe.',
    diningFrequency: '3–5 times/month',
    availableDays: ['Friday', 'Saturday'],
    membershipGoals: ['Social community / new friendships', 'Professional networking'],
    cohostingInterest: 'Maybe, with support',
    referralSource: 'Friend',
    membershipAgreement: true,
    ...overrides,
  };
}
