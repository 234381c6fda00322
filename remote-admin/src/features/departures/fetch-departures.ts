import { api, REQUEST_TIMEOUT_MS, type PendingDeparture } from 'shared';

type Raw = Record<string, unknown>;

const isRecord = (value: unknown): value is Raw => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** One pending departure, or null for something without a user id. */
export function toPendingDeparture(value: unknown): PendingDeparture | null {
  if (!isRecord(value)) return null;
  const userId = text(value.userId);
  if (!userId) return null;
  return {
    userId,
    fullName: text(value.fullName),
    email: text(value.email),
    requestedAt: text(value.requestedAt),
    eraseAfter: text(value.eraseAfter),
  };
}

/**
 * GET /admin/departures: the members who asked to leave and whose data is not erased yet, soonest
 * erasure first. Gives up after REQUEST_TIMEOUT_MS.load; rejects on an error or an answer
 * without a list.
 */
export async function fetchDepartures(signal?: AbortSignal): Promise<PendingDeparture[]> {
  const body = await api().get('admin/departures', { timeout: REQUEST_TIMEOUT_MS.load, signal }).json<unknown>();
  const list = isRecord(body) ? body.data : undefined;
  if (!Array.isArray(list)) throw new Error('The departures answer has no list');
  return list.map(toPendingDeparture).filter((item): item is PendingDeparture => item !== null);
}

/**
 * POST /admin/departures/{userId}/erase: erases the member's personal data now, as the signed-in
 * admin. Resolves with the API's message; rejects on any error (404: no pending departure, e.g.
 * erased already). Never retried.
 */
export async function eraseDeparture(userId: string): Promise<string | null> {
  const body = await api()
    .post(`admin/departures/${encodeURIComponent(userId)}/erase`, { timeout: REQUEST_TIMEOUT_MS.write })
    .json<unknown>();
  return isRecord(body) && typeof body.message === 'string' ? body.message : null;
}
