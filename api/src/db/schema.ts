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

export interface ContactMessagesTable {
  id: string;
  full_name: string;
  /** Trimmed, as sent (it is the Reply-To of the mail to the club). */
  email: string;
  phone: string | null;
  interest: string;
  message: string;
  created_at: IsoTimestamp;
  /** When the message was e-mailed to the club; null while it is only stored. */
  mailed_at: IsoTimestamp | null;
}

export type ApplicationStatus = 'pending' | 'approved' | 'rejected';

export interface MembershipApplicationsTable {
  id: string;
  /** Always stored trimmed and lowercase; unique among pending applications. */
  email: string;
  full_name: string;
  /** Without formatting: an optional + and 7-15 digits. */
  phone_number: string;
  /** A listed profession, or the merged 'Consultant - {detail}' / 'Other - {detail}'. */
  profession: string;
  professional_contribution: string;
  interest_reason: string;
  culinary_skills: string;
  cuisine_interests: string;
  restaurant_recommendations: string;
  dining_frequency: string;
  /** JSON array of day names, in week order. */
  available_days: string;
  /** JSON array of goals, in the order the form lists them. */
  membership_goals: string;
  cohosting_interest: string;
  referral_source: string;
  instagram_url: string | null;
  linkedin_url: string | null;
  dietary_restrictions: string | null;
  membership_agreement: IntBool;
  status: Generated<ApplicationStatus>;
  created_at: IsoTimestamp;
  reviewed_at: IsoTimestamp | null;
  /** The admin who accepted or rejected the application. */
  reviewed_by: string | null;
  rejection_reason: string | null;
  /** The member account created on approval. */
  user_id: string | null;
}

/**
 * An admin's action: accept, reject, block or unblock (migration 0005), a note left on an
 * application, a departing member's data erased at once (migration 0012).
 */
export type MembershipAuditAction = 'approved' | 'rejected' | 'blocked' | 'unblocked' | 'noted' | 'erased';

/** One admin action on a membership. Never updated. */
export interface MembershipAuditTable {
  id: string;
  action: MembershipAuditAction;
  /**
   * The application decided on (approved, rejected) or noted, or the member's application
   * (blocked, unblocked, erased).
   */
  application_id: string | null;
  /** The member: created on approval, blocked, unblocked or erased; null for a rejection or a note. */
  user_id: string | null;
  /** The acting admin. */
  admin_id: string;
  /** The rejection or block reason; optional on unblock; null on approval. */
  reason: string | null;
  created_at: IsoTimestamp;
}

/**
 * One row (id 1): a counter every committed change to users or membership_applications moves
 * (triggers, migration 0006). PostgreSQL returns the bigint as a string, SQLite as a number.
 */
export interface DirectoryVersionTable {
  id: number;
  version: number | string;
}

/**
 * A member's directory choices (migration 0010); a member without a row has the defaults of
 * features/members/member-privacy.ts.
 */
export interface MemberPrivacyTable {
  user_id: string;
  listed: IntBool;
  show_email: IntBool;
  show_phone: IntBool;
  show_profession: IntBool;
  show_social_links: IntBool;
  show_picture: IntBool;
  updated_at: IsoTimestamp;
}

/** A member who asked to leave (migration 0011): erased after `erase_after`, or at once by an admin. */
export interface MemberDeparturesTable {
  user_id: string;
  requested_at: IsoTimestamp;
  erase_after: IsoTimestamp;
  /** Null while the erasure is pending. */
  erased_at: IsoTimestamp | null;
  /** The admin who erased at once; null when the grace period ran out. */
  erased_by: string | null;
}

/** An admin's internal note on an application (migration 0012). Never updated. */
export interface ApplicationNotesTable {
  id: string;
  application_id: string;
  author_id: string;
  /** Trimmed, 1-2000 characters. */
  text: string;
  created_at: IsoTimestamp;
}

/**
 * Each member's record (migration 0012), kept by triggers on membership_applications, users and
 * member_departures: a user with an approved application has exactly one row, naming their latest
 * approved application, with what the approved list filters, sorts and searches on.
 */
export interface MemberRecordsTable {
  user_id: string;
  application_id: string;
  /** The application's review time (its creation time if it has none). */
  approved_at: IsoTimestamp;
  /** The application's profession, as stored. */
  profession: string;
  /** Copies of the account's columns. */
  full_name: string;
  email: string;
  is_active: IntBool;
  is_admin: IntBool;
  /** 1 when the member asked to leave (a member_departures row). */
  departed: IntBool;
  /** Name, e-mail and profession, lower-cased by the engine's lower(), one per line. */
  search: string;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  password_reset_tokens: PasswordResetTokensTable;
  contact_messages: ContactMessagesTable;
  membership_applications: MembershipApplicationsTable;
  membership_audit: MembershipAuditTable;
  directory_version: DirectoryVersionTable;
  member_privacy: MemberPrivacyTable;
  member_departures: MemberDeparturesTable;
  application_notes: ApplicationNotesTable;
  member_records: MemberRecordsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUserRow = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type SessionRow = Selectable<SessionsTable>;
export type NewSessionRow = Insertable<SessionsTable>;
export type PasswordResetTokenRow = Selectable<PasswordResetTokensTable>;
export type ContactMessageRow = Selectable<ContactMessagesTable>;
export type NewContactMessageRow = Insertable<ContactMessagesTable>;
export type MembershipApplicationRow = Selectable<MembershipApplicationsTable>;
export type NewMembershipApplicationRow = Insertable<MembershipApplicationsTable>;
export type MembershipAuditRow = Selectable<MembershipAuditTable>;
export type NewMembershipAuditRow = Insertable<MembershipAuditTable>;
