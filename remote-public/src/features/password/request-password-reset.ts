import { api, REQUEST_TIMEOUT_MS } from 'shared';

/** POST /auth/forgot-password. */
export function requestPasswordReset(email: string): Promise<{ message?: string }> {
  return api().post('auth/forgot-password', { json: { email }, timeout: REQUEST_TIMEOUT_MS.write }).json<{ message?: string }>();
}
