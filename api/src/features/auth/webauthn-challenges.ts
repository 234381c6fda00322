// WebAuthn challenges kept on the server (table webauthn_challenges): each is handed out once,
// lives CHALLENGE_TTL_MS and is deleted by the one statement that uses it (DELETE ... RETURNING),
// so a response can be checked against it once only, on any instance. A registration challenge
// is bound to the signed-in user who asked for it; a sign-in challenge to nobody (the browser
// picks the passkey: discoverable credentials, conditional UI).
import type { Kysely } from 'kysely';
import { isoIn, nowIso } from '../../db/portable';
import type { Database, WebAuthnChallengePurpose } from '../../db/schema';

export const CHALLENGE_TTL_MS = 5 * 60 * 1000;

export async function storeChallenge(
  db: Kysely<Database>,
  challenge: string,
  purpose: WebAuthnChallengePurpose,
  userId: string | null,
): Promise<void> {
  const now = new Date();
  // Housekeeping: challenges past their expiry can never be used.
  await db.deleteFrom('webauthn_challenges').where('expires_at', '<=', now.toISOString()).execute();
  await db
    .insertInto('webauthn_challenges')
    .values({ challenge, purpose, user_id: userId, created_at: now.toISOString(), expires_at: isoIn(CHALLENGE_TTL_MS, now) })
    .execute();
}

/**
 * Uses the challenge up: true if it was handed out for `purpose` (to `userId` for a
 * registration), has not expired and was not used before. Of two concurrent uses one gets true.
 */
export async function consumeChallenge(
  db: Kysely<Database>,
  challenge: string,
  purpose: WebAuthnChallengePurpose,
  userId: string | null,
): Promise<boolean> {
  let query = db
    .deleteFrom('webauthn_challenges')
    .where('challenge', '=', challenge)
    .where('purpose', '=', purpose);
  query = userId === null ? query.where('user_id', 'is', null) : query.where('user_id', '=', userId);
  const row = await query.returning(['expires_at']).executeTakeFirst();
  return row !== undefined && row.expires_at > nowIso();
}
