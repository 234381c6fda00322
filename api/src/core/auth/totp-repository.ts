// Data access for a user's TOTP (table totp_factors): the active secret, the one being set up
// and the last step a code was accepted for. Secrets pass through secret-box.ts.
import type { Kysely } from 'kysely';
import { nowIso } from '../../db/portable';
import type { Database } from '../../db/schema';
import { openSecret, sealSecret } from './secret-box';

export interface TotpState {
  /** The active secret (base32), or null when TOTP is not enabled. */
  secret: string | null;
  enabledAt: string | null;
  /** The secret being set up, not active yet. */
  pendingSecret: string | null;
  pendingCreatedAt: string | null;
}

export async function findTotp(db: Kysely<Database>, userId: string, key: Buffer | null): Promise<TotpState | null> {
  const row = await db.selectFrom('totp_factors').selectAll().where('user_id', '=', userId).executeTakeFirst();
  if (!row) return null;
  return {
    secret: row.secret === null ? null : openSecret(row.secret, userId, key),
    enabledAt: row.enabled_at,
    pendingSecret: row.pending_secret === null ? null : openSecret(row.pending_secret, userId, key),
    pendingCreatedAt: row.pending_created_at,
  };
}

/** Stores a secret being set up, replacing any earlier one; the active secret stays. */
export async function setPendingTotp(db: Kysely<Database>, userId: string, secret: string, key: Buffer | null): Promise<void> {
  const sealed = sealSecret(secret, userId, key);
  const now = nowIso();
  await db
    .insertInto('totp_factors')
    .values({ user_id: userId, secret: null, enabled_at: null, last_step: null, pending_secret: sealed, pending_created_at: now })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet({ pending_secret: sealed, pending_created_at: now }))
    .execute();
}

/**
 * Makes the pending secret the active one, with `step` (the one its confirming code matched)
 * already used. Only if the pending secret is still `pendingCreatedAt`'s: of two confirmations at
 * once, or a confirmation racing a new setup, one wins. Returns whether it did.
 */
export async function activatePendingTotp(
  db: Kysely<Database>,
  userId: string,
  pendingCreatedAt: string,
  step: number,
): Promise<boolean> {
  const result = await db
    .updateTable('totp_factors')
    .set((eb) => ({
      secret: eb.ref('pending_secret'),
      enabled_at: nowIso(),
      last_step: step,
      pending_secret: null,
      pending_created_at: null,
    }))
    .where('user_id', '=', userId)
    .where('pending_secret', 'is not', null)
    .where('pending_created_at', '=', pendingCreatedAt)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Sets the active secret directly (the start-up admin's ADMIN_TOTP_SECRET). */
export async function setActiveTotp(db: Kysely<Database>, userId: string, secret: string, key: Buffer | null): Promise<void> {
  const sealed = sealSecret(secret, userId, key);
  const now = nowIso();
  await db
    .insertInto('totp_factors')
    .values({ user_id: userId, secret: sealed, enabled_at: now, last_step: null, pending_secret: null, pending_created_at: null })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet({ secret: sealed, enabled_at: now, last_step: null }))
    .execute();
}

/**
 * Records that a code of `step` was used, if no code of this step or a later one was: one
 * conditional UPDATE, so of two requests with the same code exactly one gets true.
 */
export async function claimTotpStep(db: Kysely<Database>, userId: string, step: number): Promise<boolean> {
  const result = await db
    .updateTable('totp_factors')
    .set({ last_step: step })
    .where('user_id', '=', userId)
    .where('secret', 'is not', null)
    .where((eb) => eb.or([eb('last_step', 'is', null), eb('last_step', '<', step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteTotp(db: Kysely<Database>, userId: string): Promise<void> {
  await db.deleteFrom('totp_factors').where('user_id', '=', userId).execute();
}
