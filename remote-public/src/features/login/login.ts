import { api, REQUEST_TIMEOUT_MS } from 'shared';
import type { LoginAnswer } from 'shared/security';

/** POST /auth/login: the session, or the second step an account with a second factor needs. */
export function login(email: string, password: string): Promise<LoginAnswer> {
  return api().post('auth/login', { json: { email, password }, timeout: REQUEST_TIMEOUT_MS.write }).json<LoginAnswer>();
}
