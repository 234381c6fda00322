import { api } from 'shared';

/** POST /auth/forgot-password (spec.md section 7). */
export function requestPasswordReset(email: string): Promise<{ message?: string }> {
  return api().post('auth/forgot-password', { json: { email }, timeout: 20_000 }).json<{ message?: string }>();
}
