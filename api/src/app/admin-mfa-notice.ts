// What a started server says when ADMIN_MFA is off (the API's own start and `npm start`): a
// framed warning, so that a password-only admin never goes unnoticed.
import { boxedNotice } from '../features/seed/boxed-notice';
import type { ApiConfig } from './config';

export function adminMfaNotice(config: Pick<ApiConfig, 'mfa'>): string[] {
  if (config.mfa.admin !== 'off') return [];
  return boxedNotice([
    'WARNING: ADMIN_MFA=off: administrators sign in with a password alone.',
    'For local development and test suites only; never in production.',
    'Unset it (or ADMIN_MFA=required) to require a second factor of every admin.',
  ]);
}
