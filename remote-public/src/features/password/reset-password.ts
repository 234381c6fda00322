import { api, REQUEST_TIMEOUT_MS } from 'shared';

export interface ResetPasswordResponse {
  success: boolean;
  message?: string;
}

/** PATCH /auth/reset-password. */
export function resetPassword(token: string, newPassword: string): Promise<ResetPasswordResponse> {
  return api()
    .patch('auth/reset-password', { json: { token, newPassword }, timeout: REQUEST_TIMEOUT_MS.write })
    .json<ResetPasswordResponse>();
}
