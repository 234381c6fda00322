// The stored form of a membership application that passed `membershipApplicationErrors`: the
// e-mail as accounts are looked up, texts trimmed, lists in the form's order, blank optional
// fields null. Applications from the form and the seeded demo members are stored the same way.
import {
  CONSULTANT_PREFIX, MEMBERSHIP_GOALS, normalizePhone, OTHER_PROFESSION_PREFIX, WEEK_DAYS,
  type MembershipApplication,
} from 'shared/validation';
import { normalizeEmail } from '../users/user-repository';
import type { NewApplication } from './membership-application-repository';

/** Trimmed text, or null when blank (empty optional fields are stored as null). */
const optionalText = (value: string | undefined): string | null => value?.trim() || null;

/** 'Consultant -   tax ' -> 'Consultant - tax'; a listed option as it is. */
function normalizeProfession(profession: string): string {
  for (const prefix of [CONSULTANT_PREFIX, OTHER_PROFESSION_PREFIX]) {
    if (profession.startsWith(prefix)) return `${prefix}${profession.slice(prefix.length).trim()}`;
  }
  return profession;
}

/** The stored form of a payload that passed `membershipApplicationErrors`. */
export function normalizeApplication(payload: MembershipApplication): NewApplication {
  return {
    email: normalizeEmail(payload.email),
    fullName: payload.fullName.trim(),
    // The form sends it normalised already; a client that does not is normalised here.
    phoneNumber: normalizePhone(payload.phoneNumber),
    profession: normalizeProfession(payload.profession),
    professionalContribution: payload.professionalContribution.trim(),
    interestReason: payload.interestReason.trim(),
    culinarySkills: payload.culinarySkills.trim(),
    cuisineInterests: payload.cuisineInterests.trim(),
    restaurantRecommendations: payload.restaurantRecommendations.trim(),
    diningFrequency: payload.diningFrequency,
    // In the order the form lists them, whatever order they were sent in.
    availableDays: WEEK_DAYS.filter((day) => payload.availableDays.includes(day)),
    membershipGoals: MEMBERSHIP_GOALS.filter((goal) => payload.membershipGoals.includes(goal)),
    cohostingInterest: payload.cohostingInterest,
    referralSource: payload.referralSource,
    instagramUrl: optionalText(payload.instagramUrl),
    linkedinUrl: optionalText(payload.linkedinUrl),
    dietaryRestrictions: optionalText(payload.dietaryRestrictions),
    membershipAgreement: payload.membershipAgreement,
  };
}
