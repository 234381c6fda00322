import { api, REQUEST_TIMEOUT_MS, type Page, type PersonRef } from 'shared';
import { toPage } from '../lists/fetch-page';
import { toActivityEntry, type ActivityEntry } from './activity-entry';

/**
 * GET /admin/activity with the trail's view (`adminId`, `action`, `from`, `to`, `page`,
 * `pageSize`; only those set): one page, newest first. Gives up after REQUEST_TIMEOUT_MS.load;
 * rejects on an error, a time-out, an abort or an answer without a list.
 */
export async function fetchActivity(params: URLSearchParams, signal?: AbortSignal): Promise<Page<ActivityEntry>> {
  const body = await api().get('admin/activity', { searchParams: params, timeout: REQUEST_TIMEOUT_MS.load, signal }).json<unknown>();
  return toPage(body, toActivityEntry);
}

const toPerson = (value: unknown): PersonRef | null => {
  if (typeof value !== 'object' || value === null) return null;
  const { id, fullName } = value as Record<string, unknown>;
  return typeof id === 'string' && id ? { id, fullName: typeof fullName === 'string' ? fullName : '' } : null;
};

/** GET /admin/activity/admins: every admin, by name, for the trail's admin filter. */
export async function fetchActivityAdmins(signal?: AbortSignal): Promise<PersonRef[]> {
  const body = await api().get('admin/activity/admins', { timeout: REQUEST_TIMEOUT_MS.load, signal }).json<unknown>();
  const list = typeof body === 'object' && body !== null ? (body as { data?: unknown }).data : undefined;
  if (!Array.isArray(list)) throw new Error('The admins answer has no list');
  return list.map(toPerson).filter((person): person is PersonRef => person !== null);
}
