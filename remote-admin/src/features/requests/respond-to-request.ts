import { api, REQUEST_TIMEOUT_MS, type RespondBody } from 'shared';

/**
 * POST /admin/membership/respond/{id}: accepts or rejects a request, as the signed-in admin
 * (`adminId`). Resolves when the API says yes; rejects on any error (a 409 means another admin
 * decided first), a time-out or a network failure. Never retried.
 */
export async function respondToRequest(requestId: string, body: RespondBody): Promise<void> {
  await api().post(`admin/membership/respond/${encodeURIComponent(requestId)}`, { json: body, timeout: REQUEST_TIMEOUT_MS.write });
}
