import { api, REQUEST_TIMEOUT_MS, type FirstScreenRequest, type MembershipStats } from 'shared';

const count = (value: unknown): number | null =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null;

/** The two counts of a stats answer, or null when either is not a count. */
export function toMembershipStats(body: unknown): MembershipStats | null {
  if (typeof body !== 'object' || body === null) return null;
  const { pending, approved } = body as Record<string, unknown>;
  const p = count(pending);
  const a = count(approved);
  return p === null || a === null ? null : { pending: p, approved: a };
}

const STATS_PATH = 'admin/membership/stats';

/** The panel's first screen is drawn from the stats: the server's render draws them, and the page carries them. */
export const STATS_FIRST_SCREEN: FirstScreenRequest<MembershipStats> = { path: STATS_PATH, read: toMembershipStats };

/**
 * GET /admin/membership/stats: how many requests wait and how many were approved. Gives up
 * after REQUEST_TIMEOUT_MS.load (the client has no default time-out); rejects on an error, a
 * time-out, an abort or an answer without both counts.
 */
export async function fetchMembershipStats(signal?: AbortSignal): Promise<MembershipStats> {
  const body = await api().get(STATS_PATH, { timeout: REQUEST_TIMEOUT_MS.load, signal }).json<unknown>();
  const stats = toMembershipStats(body);
  if (!stats) throw new Error('The stats answer has no counts');
  return stats;
}
