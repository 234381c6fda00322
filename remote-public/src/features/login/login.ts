import { api, REQUEST_TIMEOUT_MS, type User } from 'shared';

export interface LoginResponse {
  data: User;
  token: string;
}

/** POST /auth/login. */
export function login(email: string, password: string): Promise<LoginResponse> {
  return api().post('auth/login', { json: { email, password }, timeout: REQUEST_TIMEOUT_MS.write }).json<LoginResponse>();
}
