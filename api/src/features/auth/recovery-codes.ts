// Recovery codes: ten single-use codes shown once when TOTP is enabled, for signing in without
// the authenticator app. Each is 80 random bits (16 base32 characters, shown as 4 groups of 4),
// stored only as its SHA-256: a copy of the database yields none, and 80 bits are beyond guessing
// from the hash. A code is consumed with one conditional UPDATE, so it signs in once.
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { Secret } from 'otpauth';
import { newId, nowIso } from '../../db/portable';
import type { Database } from '../../db/schema';

export const RECOVERY_CODE_COUNT = 10;

/** What a typed code is compared as: lower case, without spaces or dashes. */
const normalize = (code: string): string => code.replace(/[\s-]/g, '').toLowerCase();

/** A recovery code's shape once normalized: 16 base32 characters. */
export const isRecoveryCodeShape = (code: string): boolean => /^[a-z2-7]{16}$/.test(normalize(code));

export const hashRecoveryCode = (code: string): string => createHash('sha256').update(normalize(code)).digest('hex');

/** `abcd-efgh-ijkl-mnop` */
const newRecoveryCode = (): string => new Secret({ size: 10 }).base32.toLowerCase().match(/.{4}/g)?.join('-') ?? '';

/** Replaces every code of the user with RECOVERY_CODE_COUNT new ones; returns them (shown once). */
export async function replaceRecoveryCodes(trx: Kysely<Database>, userId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  const now = nowIso();
  await deleteRecoveryCodes(trx, userId);
  await trx
    .insertInto('recovery_codes')
    .values(codes.map((code) => ({ id: newId(), user_id: userId, code_hash: hashRecoveryCode(code), created_at: now, used_at: null })))
    .execute();
  return codes;
}

/** Marks the code used if it is one of the user's unused codes; true exactly once per code. */
export async function consumeRecoveryCode(db: Kysely<Database>, userId: string, code: string): Promise<boolean> {
  if (!isRecoveryCodeShape(code)) return false;
  const result = await db
    .updateTable('recovery_codes')
    .set({ used_at: nowIso() })
    .where('user_id', '=', userId)
    .where('code_hash', '=', hashRecoveryCode(code))
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteRecoveryCodes(db: Kysely<Database>, userId: string): Promise<void> {
  await db.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
}
