// The members' personal calendar feeds (migration 0014): one secret per member, made on first
// use, replaced by a reset; the feed lists the member's confirmed dinners.
import type { Kysely } from 'kysely';
import { generateSecretToken, isWellFormedSecretToken } from '../../app/secret-token';
import type { Database, DinnerRow } from '../../db/schema';

/** How far back a feed lists dinners. */
const FEED_HISTORY_MS = 365 * 24 * 60 * 60 * 1000;

/** The member's feed secret, made now if they have none (two first calls at once agree on one). */
export async function feedSecretOf(db: Kysely<Database>, userId: string, now: Date): Promise<string> {
  await db
    .insertInto('calendar_feeds')
    .values({ user_id: userId, secret: generateSecretToken(), created_at: now.toISOString() })
    .onConflict((conflict) => conflict.column('user_id').doNothing())
    .execute();
  const row = await db.selectFrom('calendar_feeds').select('secret').where('user_id', '=', userId).executeTakeFirstOrThrow();
  return row.secret;
}

/** Replaces the member's feed secret: the old URL answers 404 from now on. */
export async function resetFeedSecret(db: Kysely<Database>, userId: string, now: Date): Promise<string> {
  const secret = generateSecretToken();
  await db
    .insertInto('calendar_feeds')
    .values({ user_id: userId, secret, created_at: now.toISOString() })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet({ secret, created_at: now.toISOString() }))
    .execute();
  return secret;
}

/** The member a feed secret belongs to, if they are an active member (not blocked, not an admin). */
export async function feedOwner(db: Kysely<Database>, secret: string): Promise<string | null> {
  if (!isWellFormedSecretToken(secret)) return null;
  const row = await db
    .selectFrom('calendar_feeds as f')
    .innerJoin('users as u', 'u.id', 'f.user_id')
    .select('u.id')
    .where('f.secret', '=', secret)
    .where('u.is_active', '=', 1)
    .where('u.is_admin', '=', 0)
    .executeTakeFirst();
  return row?.id ?? null;
}

/** The dinners the member is confirmed for, from a year ago on, cancelled ones included. */
export async function feedDinners(db: Kysely<Database>, userId: string, now: Date): Promise<DinnerRow[]> {
  return db
    .selectFrom('dinners as d')
    .innerJoin('dinner_rsvps as r', 'r.dinner_id', 'd.id')
    .selectAll('d')
    .where('r.user_id', '=', userId)
    .where('r.status', '=', 'confirmed')
    .where('d.starts_at', '>=', new Date(now.getTime() - FEED_HISTORY_MS).toISOString())
    .orderBy('d.starts_at')
    .orderBy('d.id')
    .execute();
}
