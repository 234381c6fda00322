// The user object of a sign-in and of /api/auth/me: the public user and where their second
// factors stand, so that the site can lead an administrator to enrol one.
import type { Kysely } from 'kysely';
import type { ApiConfig } from '../../app/config';
import { hasSecondFactor, secondFactorsOf } from '../../core/auth/second-factors';
import { toPublicUser, type PublicUser } from '../../core/users/public-user';
import type { User } from '../../core/users/user-repository';
import type { Database } from '../../db/schema';

export interface MfaStatus {
  /** TOTP (an authenticator app) is enabled. */
  totp: boolean;
  /** How many passkeys the user has. */
  passkeys: number;
  /** Unused recovery codes. */
  recoveryCodesLeft: number;
  /**
   * An administrator without a second factor while ADMIN_MFA is required: every admin route
   * answers 403 (code 'mfa-enrolment-required') until TOTP is enabled or a passkey added.
   */
  enrolmentRequired: boolean;
}

export interface SignedInUser extends PublicUser {
  mfa: MfaStatus;
}

export async function signedInUser(db: Kysely<Database>, config: ApiConfig, user: User): Promise<SignedInUser> {
  const factors = await secondFactorsOf(db, user.id);
  return {
    ...toPublicUser(user),
    mfa: {
      ...factors,
      enrolmentRequired: user.isAdmin && config.mfa.admin === 'required' && !hasSecondFactor(factors),
    },
  };
}
