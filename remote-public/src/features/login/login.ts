import { api, type User } from 'shared';

export interface LoginResponse {
  data: User;
  token: string;
}

/** POST /auth/login (spec.md section 7). */
export function login(email: string, password: string): Promise<LoginResponse> {
  return api().post('auth/login', { json: { email, password }, timeout: 20_000 }).json<LoginResponse>();
}
