// Password login. Unknown e-mail, no password yet and wrong password cost the same and look the
// same; only a right password on a deactivated account says so. A right password of an account
// with a second factor opens no session: it hands out an MFA token (mfa-tokens.ts) that
// POST /api/auth/mfa exchanges, with a code, for the session.
import type { Kysely } from 'kysely';
import { verifyAgainstDummy, verifyPassword } from '../../core/auth/password-hasher';
import { hasSecondFactor, secondFactorsOf, type SecondFactors } from '../../core/auth/second-factors';
import { findUserByEmail, type User } from '../../core/users/user-repository';
import type { Database } from '../../db/schema';
import { issueMfaToken } from './mfa-tokens';

export type LoginResult =
  | { outcome: 'password-only'; user: User }
  | { outcome: 'mfa-required'; user: User; mfaToken: string; factors: SecondFactors }
  | { outcome: 'invalid-credentials' }
  | { outcome: 'deactivated' };

export async function login(db: Kysely<Database>, email: string, password: string): Promise<LoginResult> {
  const user = await findUserByEmail(db, email);
  const passwordMatches = user?.passwordHash
    ? await verifyPassword(user.passwordHash, password)
    : await verifyAgainstDummy(password);
  if (!user || !passwordMatches) return { outcome: 'invalid-credentials' };
  if (!user.isActive) return { outcome: 'deactivated' };
  const factors = await secondFactorsOf(db, user.id);
  if (hasSecondFactor(factors)) return { outcome: 'mfa-required', user, mfaToken: await issueMfaToken(db, user.id), factors };
  return { outcome: 'password-only', user };
}

/** The ways the second step can be completed, for the sign-in page to offer. */
export function mfaMethods(factors: SecondFactors): ('totp' | 'recovery-code' | 'passkey')[] {
  return [
    ...(factors.totp ? (['totp'] as const) : []),
    ...(factors.recoveryCodesLeft > 0 ? (['recovery-code'] as const) : []),
    ...(factors.passkeys > 0 ? (['passkey'] as const) : []),
  ];
}
