// Data access for sessions.
import type { Kysely } from 'kysely';
import { isoIn, newId, nowIso } from '../../db/portable';
import type { Database } from '../../db/schema';
import { userFromRow, type User } from '../users/user-repository';
import { generateSecretToken, hashSecretToken } from '../../app/secret-token';
import { SESSION_TTL_MS } from './session-token';

export interface NewSession {
  id: string;
  token: string;
  expiresAt: string;
}

export interface SessionWithUser {
  sessionId: string;
  expiresAt: string;
  lastSeenAt: string | null;
  user: User;
}

export async function createSession(db: Kysely<Database>, userId: string): Promise<NewSession> {
  const token = generateSecretToken();
  const now = new Date();
  const session = {
    id: newId(),
    user_id: userId,
    token_hash: hashSecretToken(token),
    created_at: now.toISOString(),
    expires_at: isoIn(SESSION_TTL_MS, now),
    last_seen_at: null,
  };
  await db.insertInto('sessions').values(session).execute();
  return { id: session.id, token, expiresAt: session.expires_at };
}

export async function findSessionByTokenHash(
  db: Kysely<Database>,
  tokenHash: string,
): Promise<SessionWithUser | null> {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .selectAll('users')
    .select([
      'sessions.id as session_id',
      'sessions.expires_at as session_expires_at',
      'sessions.last_seen_at as session_last_seen_at',
    ])
    .where('sessions.token_hash', '=', tokenHash)
    .executeTakeFirst();
  if (!row) return null;
  const { session_id, session_expires_at, session_last_seen_at, ...userRow } = row;
  return {
    sessionId: session_id,
    expiresAt: session_expires_at,
    lastSeenAt: session_last_seen_at,
    user: userFromRow(userRow),
  };
}

export async function touchSession(db: Kysely<Database>, sessionId: string): Promise<void> {
  await db.updateTable('sessions').set({ last_seen_at: nowIso() }).where('id', '=', sessionId).execute();
}

export async function deleteSessionByTokenHash(db: Kysely<Database>, tokenHash: string): Promise<void> {
  await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
}

/** Ends every session of a user (block, password change). */
export async function deleteSessionsOfUser(db: Kysely<Database>, userId: string): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
}

/** Timestamps share one fixed ISO format, so text order is time order on both engines. */
export async function deleteExpiredSessionsOfUser(db: Kysely<Database>, userId: string): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).where('expires_at', '<=', nowIso()).execute();
}
