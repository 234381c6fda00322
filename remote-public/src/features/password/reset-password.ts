import { api } from 'shared';

export interface ResetPasswordResponse {
  success: boolean;
  message?: string;
}

/** PATCH /auth/reset-password (spec.md section 7). */
export function resetPassword(token: string, newPassword: string): Promise<ResetPasswordResponse> {
  return api()
    .patch('auth/reset-password', { json: { token, newPassword }, timeout: 20_000 })
    .json<ResetPasswordResponse>();
}
