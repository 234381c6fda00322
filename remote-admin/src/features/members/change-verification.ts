import { api, REQUEST_TIMEOUT_MS, type ChangeVerificationBody } from 'shared';

/** The body that blocks a member: not verified, with the admin's reason. */
export const blockBody = (userId: string, reason: string): ChangeVerificationBody => ({ userId, isVerified: false, reason });

/** The body that unblocks a member: verified again, no reason. */
export const unblockBody = (userId: string): ChangeVerificationBody => ({ userId, isVerified: true });

/**
 * POST /admin/membership/change-verification: blocks (`isVerified: false`, with a reason) or
 * unblocks (`isVerified: true`) a member's user. Resolves when the API says yes; rejects on any
 * error, a time-out or a network failure. Never retried.
 */
export async function changeVerification(body: ChangeVerificationBody): Promise<void> {
  await api().post('admin/membership/change-verification', { json: body, timeout: REQUEST_TIMEOUT_MS.write });
}
