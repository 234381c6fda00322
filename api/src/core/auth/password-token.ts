// Single-use password tokens: secret tokens (app/secret-token) sent in a link, stored only as
// their SHA-256. Used by forgot-password ('reset', 1 hour) and by the first-password link of a newly
// accepted member ('first-password', 72 hours). A user has at most one usable token: issuing a
// new one supersedes the older ones.
import type { Kysely } from 'kysely';
import { generateSecretToken, hashSecretToken } from '../../app/secret-token';
import { isoIn, newId, nowIso } from '../../db/portable';
import type { Database, PasswordTokenPurpose } from '../../db/schema';

export type { PasswordTokenPurpose } from '../../db/schema';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
export const FIRST_PASSWORD_TOKEN_TTL_MS = 72 * 60 * 60 * 1000;

/** The page that takes the token: always under the configured SITE_URL, never the request's host. */
export const passwordLinkUrl = (siteUrl: string, token: string): string =>
  `${siteUrl.replace(/\/+$/, '')}/reset-password/${encodeURIComponent(token)}`;

export interface IssuedPasswordToken {
  id: string;
  /** The secret for the link; not stored anywhere. */
  token: string;
  expiresAt: string;
}

/**
 * Inside a transaction: takes the user's row lock (a no-op UPDATE, portable), so that concurrent
 * token work for one user runs one transaction after the other: two issues cannot both leave a
 * usable token, and an issue and a reset always lock in the same order (user row, then tokens).
 * SQLite runs one write transaction at a time anyway.
 */
export async function lockUser(trx: Kysely<Database>, userId: string): Promise<void> {
  await trx
    .updateTable('users')
    .set((eb) => ({ updated_at: eb.ref('updated_at') }))
    .where('id', '=', userId)
    .execute();
}

async function issueIn(
  trx: Kysely<Database>,
  userId: string,
  purpose: PasswordTokenPurpose,
  ttlMs: number,
): Promise<IssuedPasswordToken> {
  await lockUser(trx, userId);
  const now = new Date();
  const nowText = now.toISOString();
  await invalidatePasswordTokensOfUser(trx, userId, nowText);
  // Housekeeping: tokens past their expiry can never be used again.
  await trx
    .deleteFrom('password_reset_tokens')
    .where('user_id', '=', userId)
    .where('expires_at', '<=', nowText)
    .execute();

  const token = generateSecretToken();
  const row = {
    id: newId(),
    user_id: userId,
    token_hash: hashSecretToken(token),
    purpose,
    created_at: nowText,
    expires_at: isoIn(ttlMs, now),
    used_at: null,
  };
  await trx.insertInto('password_reset_tokens').values(row).execute();
  return { id: row.id, token, expiresAt: row.expires_at };
}

/**
 * Creates a token for the user and supersedes their older unused ones (of any purpose). Returns
 * the secret to put in the link (see `passwordLinkUrl`). Runs in its own transaction, or in the
 * caller's when `db` is one (e.g. accepting an application creates the member, then the token).
 */
export async function issuePasswordToken(
  db: Kysely<Database>,
  userId: string,
  purpose: PasswordTokenPurpose,
  ttlMs: number,
): Promise<IssuedPasswordToken> {
  if (!Number.isFinite(ttlMs) || ttlMs <= 0) throw new RangeError('ttlMs must be a positive number');
  if (db.isTransaction) return issueIn(db, userId, purpose, ttlMs);
  return db.transaction().execute((trx) => issueIn(trx, userId, purpose, ttlMs));
}

/** How many tokens of that purpose the user was issued since `since` (ISO), used or not. */
export async function countPasswordTokensSince(
  db: Kysely<Database>,
  userId: string,
  purpose: PasswordTokenPurpose,
  since: string,
): Promise<number> {
  const row = await db
    .selectFrom('password_reset_tokens')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export interface UsablePasswordToken {
  id: string;
  userId: string;
  purpose: PasswordTokenPurpose;
}

/** The token with that hash if it is unused, unexpired and its user is active; else null. */
export async function findUsablePasswordToken(
  db: Kysely<Database>,
  tokenHash: string,
): Promise<UsablePasswordToken | null> {
  const row = await db
    .selectFrom('password_reset_tokens')
    .innerJoin('users', 'users.id', 'password_reset_tokens.user_id')
    .select(['password_reset_tokens.id', 'password_reset_tokens.user_id', 'password_reset_tokens.purpose'])
    .where('password_reset_tokens.token_hash', '=', tokenHash)
    .where('password_reset_tokens.used_at', 'is', null)
    .where('password_reset_tokens.expires_at', '>', nowIso())
    .where('users.is_active', '=', 1)
    .executeTakeFirst();
  return row ? { id: row.id, userId: row.user_id, purpose: row.purpose } : null;
}

/**
 * Marks the token used if, at this instant, it is still unused, unexpired and its user active.
 * One conditional UPDATE, so of two concurrent calls exactly one gets true.
 */
export async function consumePasswordToken(db: Kysely<Database>, tokenHash: string): Promise<boolean> {
  const now = nowIso();
  const result = await db
    .updateTable('password_reset_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .where('user_id', 'in', (eb) => eb.selectFrom('users').select('users.id').where('users.is_active', '=', 1))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Marks every unused token of the user as used (new token, password changed, member blocked). */
export async function invalidatePasswordTokensOfUser(
  db: Kysely<Database>,
  userId: string,
  at: string = nowIso(),
): Promise<void> {
  await db
    .updateTable('password_reset_tokens')
    .set({ used_at: at })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
}
