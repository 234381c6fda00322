// Table types as stored. Portable across SQLite and PostgreSQL: ids are text (UUIDs), booleans
// are integers 0/1 and timestamps are ISO-8601 text. Repositories convert at their boundary.
import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/** 0 or 1. */
export type IntBool = number;
/** ISO-8601 timestamp text, e.g. 2025-01-31T18:30:00.000Z. */
export type IsoTimestamp = string;

export interface UsersTable {
  id: string;
  full_name: string;
  /** Always stored trimmed and lowercase. */
  email: string;
  phone: string | null;
  profile_picture: string | null;
  /** Argon2id PHC string; null until the user sets a password. */
  password_hash: string | null;
  is_admin: Generated<IntBool>;
  is_active: Generated<IntBool>;
  created_at: IsoTimestamp;
  updated_at: IsoTimestamp;
}

export interface SessionsTable {
  id: string;
  user_id: string;
  /** SHA-256 hex of the session token; the token itself is never stored. */
  token_hash: string;
  created_at: IsoTimestamp;
  expires_at: IsoTimestamp;
  last_seen_at: IsoTimestamp | null;
}

export type PasswordTokenPurpose = 'reset' | 'first-password';

export interface PasswordResetTokensTable {
  id: string;
  user_id: string;
  /** SHA-256 hex of the token sent in the link; the token itself is never stored. */
  token_hash: string;
  /** 'reset' (forgot password, 1 hour) or 'first-password' (new member, 72 hours). */
  purpose: PasswordTokenPurpose;
  created_at: IsoTimestamp;
  expires_at: IsoTimestamp;
  /** Set when the token is consumed or superseded; a token is usable only while null. */
  used_at: IsoTimestamp | null;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  password_reset_tokens: PasswordResetTokensTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUserRow = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type SessionRow = Selectable<SessionsTable>;
export type NewSessionRow = Insertable<SessionsTable>;
export type PasswordResetTokenRow = Selectable<PasswordResetTokensTable>;
