import { api, REQUEST_TIMEOUT_MS, type LeaveResponse } from 'shared';

/**
 * POST /user/leave { password }: ends the membership at once (the server ends every session) and
 * gives the day after which the personal data is erased. Rejects on any error (a 400 names the
 * password field when it is wrong). Never retried.
 */
export async function leaveClub(password: string): Promise<LeaveResponse> {
  return api().post('user/leave', { json: { password }, timeout: REQUEST_TIMEOUT_MS.write }).json<LeaveResponse>();
}
