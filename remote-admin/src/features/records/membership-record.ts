import type { MembershipRecord } from 'shared';

type Raw = Record<string, unknown>;

const isRecord = (value: unknown): value is Raw => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);
const texts = (value: unknown): string[] =>
  Array.isArray(value) ? value.map(text).filter((item): item is string => item !== null) : [];

/**
 * One membership request or approved member as the admin screens use it (shared's
 * MembershipRecord), or null for something without an id (nothing could be done with it). `_id` is
 * read when there is no `id`; blank or missing texts become null, lists keep only their non-blank
 * texts, and a user whose `isActive` is not a boolean counts as active.
 */
export function toMembershipRecord(value: unknown): MembershipRecord | null {
  if (!isRecord(value)) return null;
  const id = text(value.id) ?? text(value._id);
  if (!id) return null;
  const user = isRecord(value.user) ? value.user : null;
  const userId = user ? text(user.id) ?? text(user._id) : null;
  return {
    id,
    fullName: text(value.fullName) ?? '',
    email: text(value.email) ?? '',
    phoneNumber: text(value.phoneNumber),
    profession: text(value.profession),
    professionalContribution: text(value.professionalContribution),
    interestReason: text(value.interestReason),
    culinarySkills: text(value.culinarySkills),
    cuisineInterests: text(value.cuisineInterests),
    restaurantRecommendations: text(value.restaurantRecommendations),
    diningFrequency: text(value.diningFrequency),
    cohostingInterest: text(value.cohostingInterest),
    referralSource: text(value.referralSource),
    membershipGoals: texts(value.membershipGoals),
    availableDays: texts(value.availableDays),
    instagramUrl: text(value.instagramUrl),
    linkedinUrl: text(value.linkedinUrl),
    createdAt: text(value.createdAt) ?? '',
    reviewedAt: text(value.reviewedAt),
    user: user && userId
      ? { id: userId, isActive: user.isActive !== false, profilePicture: text(user.profilePicture) }
      : null,
  };
}

/**
 * The list of a `{ data: [...] }` answer (GET pendingRequests and approvedMembers), in the API's
 * order. Throws when the answer has no list, so the screen shows its load failure.
 */
export function toMembershipRecords(body: unknown): MembershipRecord[] {
  const list = isRecord(body) ? body.data : undefined;
  if (!Array.isArray(list)) throw new Error('The answer has no list of membership records');
  return list.map(toMembershipRecord).filter((record): record is MembershipRecord => record !== null);
}
