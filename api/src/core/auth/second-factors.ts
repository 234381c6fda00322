// Which second factors a user has: an enabled TOTP, passkeys, recovery codes left. An account
// "has a second factor" with an enabled TOTP or at least one passkey; a password alone then
// never signs it in.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export interface SecondFactors {
  totp: boolean;
  passkeys: number;
  recoveryCodesLeft: number;
}

export const hasSecondFactor = (factors: SecondFactors): boolean => factors.totp || factors.passkeys > 0;

export async function secondFactorsOf(db: Kysely<Database>, userId: string): Promise<SecondFactors> {
  const row = await db
    .selectFrom('users')
    .select((eb) => [
      eb
        .selectFrom('totp_factors')
        .select((inner) => inner.fn.countAll<number | string>().as('n'))
        .where('totp_factors.user_id', '=', userId)
        .where('totp_factors.secret', 'is not', null)
        .as('totp'),
      eb
        .selectFrom('passkeys')
        .select((inner) => inner.fn.countAll<number | string>().as('n'))
        .where('passkeys.user_id', '=', userId)
        .as('passkeys'),
      eb
        .selectFrom('recovery_codes')
        .select((inner) => inner.fn.countAll<number | string>().as('n'))
        .where('recovery_codes.user_id', '=', userId)
        .where('recovery_codes.used_at', 'is', null)
        .as('recovery'),
    ])
    .where('users.id', '=', userId)
    .executeTakeFirst();
  return {
    totp: Number(row?.totp ?? 0) > 0,
    passkeys: Number(row?.passkeys ?? 0),
    recoveryCodesLeft: Number(row?.recovery ?? 0),
  };
}
