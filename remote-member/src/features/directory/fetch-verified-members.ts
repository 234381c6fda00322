import { api, REQUEST_TIMEOUT_MS, type VerifiedMember } from 'shared';

type Raw = Record<string, unknown>;

const isRecord = (value: unknown): value is Raw => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);

/**
 * One directory entry as the UI uses it, or null for something that is not a member. An entry
 * may carry `_id` or `id`; optional fields that are missing become null.
 */
export function toVerifiedMember(value: unknown): VerifiedMember | null {
  if (!isRecord(value)) return null;
  const fullName = text(value.fullName);
  if (!fullName) return null;
  const user = isRecord(value.user) ? value.user : {};
  const email = typeof value.email === 'string' ? value.email : '';
  const id = text(value.id) ?? text(value._id) ?? text(user.id) ?? (email || fullName);
  return {
    id,
    fullName,
    email,
    profession: text(value.profession),
    cuisineInterests: text(value.cuisineInterests),
    instagramUrl: text(value.instagramUrl),
    linkedinUrl: text(value.linkedinUrl),
    memberSince: text(value.memberSince),
    user: { id: text(user.id) ?? id, profilePicture: text(user.profilePicture) },
  };
}

/**
 * GET /admin/membership/verifiedMembers?userId={id}: the verified members (the list is
 * `data.data`), in the API's order (by name). Gives up after REQUEST_TIMEOUT_MS.load (the client
 * has no default time-out); rejects on an error, a time-out, an abort or an answer without a list.
 */
export async function fetchVerifiedMembers(userId: string, signal?: AbortSignal): Promise<VerifiedMember[]> {
  const body = await api()
    .get('admin/membership/verifiedMembers', { searchParams: { userId }, timeout: REQUEST_TIMEOUT_MS.load, signal })
    .json<unknown>();
  const list = isRecord(body) && isRecord(body.data) ? body.data.data : undefined;
  if (!Array.isArray(list)) throw new Error('The directory answer has no list of members');
  return list.map(toVerifiedMember).filter((member): member is VerifiedMember => member !== null);
}
