// Data access for sessions.
import type { Kysely } from 'kysely';
import { isoIn, newId, nowIso } from '../../db/portable';
import type { Database } from '../../db/schema';
import { userFromRow, type User } from '../users/user-repository';
import { generateSecretToken, hashSecretToken } from '../../app/secret-token';
import type { SessionOrigin } from './session-origin';
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

/** A session as its user sees it in their list. */
export interface SessionSummary {
  id: string;
  browser: string | null;
  os: string | null;
  clientAddress: string | null;
  createdAt: string;
  lastSeenAt: string;
}

const NO_ORIGIN: SessionOrigin = { browser: null, os: null, clientAddress: null };

export async function createSession(db: Kysely<Database>, userId: string, origin: SessionOrigin = NO_ORIGIN): Promise<NewSession> {
  const token = generateSecretToken();
  const now = new Date();
  const session = {
    id: newId(),
    user_id: userId,
    token_hash: hashSecretToken(token),
    created_at: now.toISOString(),
    expires_at: isoIn(SESSION_TTL_MS, now),
    last_seen_at: null,
    browser: origin.browser,
    os: origin.os,
    client_address: origin.clientAddress,
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

/**
 * Ends every session of a user (block, password change, departure), and every sign-in waiting
 * for its second factor: a password that was right before the change opens nothing after it.
 */
export async function deleteSessionsOfUser(db: Kysely<Database>, userId: string): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
  await db.deleteFrom('mfa_tokens').where('user_id', '=', userId).execute();
}

/** The user's unexpired sessions, the most recently seen first. */
export async function listSessionsOfUser(db: Kysely<Database>, userId: string): Promise<SessionSummary[]> {
  const rows = await db
    .selectFrom('sessions')
    .select(['id', 'browser', 'os', 'client_address', 'created_at', 'last_seen_at'])
    .where('user_id', '=', userId)
    .where('expires_at', '>', nowIso())
    .execute();
  return rows
    .map((row) => ({
      id: row.id,
      browser: row.browser,
      os: row.os,
      clientAddress: row.client_address,
      createdAt: row.created_at,
      lastSeenAt: row.last_seen_at ?? row.created_at,
    }))
    .sort((a, b) => b.lastSeenAt.localeCompare(a.lastSeenAt) || b.createdAt.localeCompare(a.createdAt));
}

/** Ends one session of the user; false when the user has no session with that id. */
export async function deleteSessionOfUser(db: Kysely<Database>, userId: string, sessionId: string): Promise<boolean> {
  const result = await db.deleteFrom('sessions').where('id', '=', sessionId).where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Ends every session of the user but `keepSessionId`; returns how many ended. */
export async function deleteOtherSessionsOfUser(db: Kysely<Database>, userId: string, keepSessionId: string): Promise<number> {
  const result = await db.deleteFrom('sessions').where('user_id', '=', userId).where('id', '<>', keepSessionId).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Timestamps share one fixed ISO format, so text order is time order on both engines. */
export async function deleteExpiredSessionsOfUser(db: Kysely<Database>, userId: string): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).where('expires_at', '<=', nowIso()).execute();
}
