// The step between a right password and the second factor: a secret token (app/secret-token)
// handed out instead of a session, stored only as its SHA-256, bound to the user whose password
// was right. It lives MFA_TOKEN_TTL_MS, allows MFA_TOKEN_MAX_ATTEMPTS codes and signs in once.
import type { Kysely } from 'kysely';
import { generateSecretToken, hashSecretToken, isWellFormedSecretToken } from '../../app/secret-token';
import { isoIn, newId, nowIso } from '../../db/portable';
import type { Database } from '../../db/schema';

export const MFA_TOKEN_TTL_MS = 5 * 60 * 1000;
export const MFA_TOKEN_MAX_ATTEMPTS = 5;

/** Issues a token for the user (their expired or used ones are cleared). */
export async function issueMfaToken(db: Kysely<Database>, userId: string): Promise<string> {
  const now = new Date();
  await db
    .deleteFrom('mfa_tokens')
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('expires_at', '<=', now.toISOString()), eb('used_at', 'is not', null)]))
    .execute();
  const token = generateSecretToken();
  await db
    .insertInto('mfa_tokens')
    .values({
      id: newId(),
      user_id: userId,
      token_hash: hashSecretToken(token),
      created_at: now.toISOString(),
      expires_at: isoIn(MFA_TOKEN_TTL_MS, now),
      used_at: null,
    })
    .execute();
  return token;
}

/**
 * Counts one code attempt with the token, if it is unused, unexpired and has attempts left (one
 * conditional UPDATE, so concurrent attempts never exceed the budget). The token's user, or null.
 */
export async function takeMfaAttempt(db: Kysely<Database>, token: string): Promise<string | null> {
  if (!isWellFormedSecretToken(token)) return null;
  const row = await db
    .updateTable('mfa_tokens')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('token_hash', '=', hashSecretToken(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', nowIso())
    .where('attempts', '<', MFA_TOKEN_MAX_ATTEMPTS)
    .returning('user_id')
    .executeTakeFirst();
  return row?.user_id ?? null;
}

/** Marks the token used; true for exactly one caller. */
export async function consumeMfaToken(db: Kysely<Database>, token: string): Promise<boolean> {
  const result = await db
    .updateTable('mfa_tokens')
    .set({ used_at: nowIso() })
    .where('token_hash', '=', hashSecretToken(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', nowIso())
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
