// Table types as stored. Portable across SQLite and PostgreSQL: ids are text (UUIDs), booleans
// are integers 0/1 and timestamps are ISO-8601 text. Repositories convert at their boundary.
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

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
  /** Browser and operating system read from the User-Agent at sign-in (e.g. 'Chrome 131', 'macOS'). */
  browser: string | null;
  os: string | null;
  /** The client's network at sign-in (IPv4 /24, IPv6 /48), never the full address. */
  client_address: string | null;
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
  /** PostgreSQL only: name_key(full_name), as lists sort names (migration 0018); generated, never written. */
  name_sort: ColumnType<string, never, never>;
  /** PostgreSQL only: the key a search compares, name, e-mail and profession (migration 0019); generated, never written. */
  search_key: ColumnType<string, never, never>;
  /** The member account created on approval. */
  user_id: string | null;
  /** SHA-256 (hex) of the applicant's status link token (migration 0021); null once erased. */
  status_token_hash: string | null;
}

/** The club's admission rules (migration 0021): one row, id 1. */
export interface AdmissionSettingsTable {
  id: number;
  /** Yes votes an acceptance needs (and more yes than no), 0-20. */
  quorum: number;
  /** Sponsor endorsements an acceptance needs, 0-2. */
  sponsors_required: number;
  updated_at: IsoTimestamp | null;
  updated_by: string | null;
}

export type SponsorshipStatusValue = 'requested' | 'endorsed' | 'declined';

/** An address an applicant named as a sponsor (migration 0021). */
export interface SponsorshipsTable {
  id: string;
  application_id: string;
  /** Trimmed and lowercase; '' once the sponsor's data is erased. */
  sponsor_email: string;
  /** The active member the address belonged to when the application came in; null: no member's. */
  sponsor_user_id: string | null;
  status: Generated<SponsorshipStatusValue>;
  note: string | null;
  answered_at: IsoTimestamp | null;
  created_at: IsoTimestamp;
}

export type CommitteeVoteValue = 'yes' | 'no' | 'abstain';

/** An admin's vote on an application (migration 0021), one per admin, changed in place. */
export interface CommitteeVotesTable {
  application_id: string;
  admin_id: string;
  vote: CommitteeVoteValue;
  comment: string | null;
  created_at: IsoTimestamp;
  updated_at: IsoTimestamp;
}

/**
 * An admin's action: accept, reject, block or unblock (migration 0005), a note left on an
 * application, a departing member's data erased at once (migration 0012).
 */
export type MembershipAuditAction =
  | 'approved' | 'rejected' | 'blocked' | 'unblocked' | 'noted' | 'erased'
  /** Admissions (migration 0021): an admin's vote, a sponsor's answer, the club's rules changed. */
  | 'voted' | 'endorsed' | 'sponsor-declined' | 'admissions-changed';

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
  /** The acting admin; for a sponsor's answer ('endorsed', 'sponsor-declined'), the sponsoring member. */
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
 * A rate-limit or lock counter shared by every API instance (migration 0007): `count` hits in the
 * fixed window that ends at `reset_at` (ms since the epoch; PostgreSQL returns the bigint as a
 * string, SQLite as a number).
 */
export interface RateLimitCountersTable {
  key: string;
  count: number;
  reset_at: number | string;
}

/**
 * An object of the local storage stand-in (migration 0008): its bytes, their size and the image
 * type sniffed from them at upload.
 */
export interface StorageObjectsTable {
  bucket: string;
  name: string;
  content_type: string;
  bytes: Buffer;
  size: number;
  created_at: IsoTimestamp;
  updated_at: IsoTimestamp;
}

export type MailStatus = 'pending' | 'sent' | 'failed';

/** One e-mail to deliver (migration 0009). Bodies are emptied once it is sent or given up. */
export interface MailOutboxTable {
  id: string;
  /** What the mail is, e.g. 'welcome' or 'contact-message'. */
  kind: string;
  /** The record it is about (e.g. a contact message's id), when a feature follows it. */
  ref: string | null;
  recipient: string;
  reply_to: string | null;
  subject: string;
  text_body: string;
  html_body: string | null;
  /** JSON array of MailAttachment. */
  attachments: Generated<string>;
  status: Generated<MailStatus>;
  /** Attempts started so far (counted when a worker claims the mail). */
  attempts: Generated<number>;
  created_at: IsoTimestamp;
  /** When a pending mail is due; while a worker holds it, the end of its lease. */
  next_attempt_at: IsoTimestamp;
  /** The claim of the worker sending it; only that claim may record the outcome. */
  claim_token: string | null;
  last_error: string | null;
  sent_at: IsoTimestamp | null;
  failed_at: IsoTimestamp | null;
}

export type DinnerStatus = 'scheduled' | 'cancelled';

/** A dinner the club runs (migration 0013). Times are ISO-8601 UTC. */
export interface DinnersTable {
  id: string;
  title: string;
  description: string;
  venue: string;
  starts_at: IsoTimestamp;
  ends_at: IsoTimestamp;
  /** Replies are taken until then (at or before starts_at). */
  rsvp_closes_at: IsoTimestamp;
  /** Seats, members and their guests alike. */
  capacity: number;
  /** Plus-ones a member may bring. */
  max_guests: number;
  status: Generated<DinnerStatus>;
  cancel_reason: string | null;
  cancelled_at: IsoTimestamp | null;
  /** The calendar entry's SEQUENCE: moves with every change a calendar shows. */
  sequence: Generated<number>;
  /** The last place in the queue handed to a reply. */
  rsvp_counter: Generated<number>;
  /** When the reminder was enqueued (by one instance); null until then, and again after a move. */
  reminded_at: IsoTimestamp | null;
  created_at: IsoTimestamp;
  updated_at: IsoTimestamp;
}

export type RsvpStatus = 'confirmed' | 'waitlisted';

/** A member's reply to a dinner: their party and its state (migration 0013). */
export interface DinnerRsvpsTable {
  id: string;
  dinner_id: string;
  user_id: string;
  status: RsvpStatus;
  guests: number;
  dietary_notes: string | null;
  /** The reply's place in the dinner's queue (arrival order). */
  queue_number: number;
  created_at: IsoTimestamp;
  updated_at: IsoTimestamp;
  confirmed_at: IsoTimestamp | null;
  /** When the member was let in at the door; null when not (or undone). */
  checked_in_at: IsoTimestamp | null;
  checked_in_by: string | null;
}

export type DinnerAuditAction = 'created' | 'updated' | 'cancelled' | 'checked-in' | 'check-in-undone' | 'rsvps-released';

/** One admin action on a dinner (migration 0014). Never updated. */
export interface DinnerAuditTable {
  id: string;
  dinner_id: string;
  admin_id: string;
  action: DinnerAuditAction;
  /** The member concerned (a check-in, a release), if any. */
  user_id: string | null;
  /** JSON object: what changed, the reason, who was promoted. */
  details: Generated<string>;
  created_at: IsoTimestamp;
}

/** The secret of a member's calendar feed URL (migration 0014). */
export interface CalendarFeedsTable {
  user_id: string;
  secret: string;
  created_at: IsoTimestamp;
}

/** A passkey (WebAuthn credential) a user registered (migration 0015). */
export interface PasskeysTable {
  id: string;
  user_id: string;
  /** The credential id, base64url; unique over every user. */
  credential_id: string;
  /** The COSE public key, base64url. */
  public_key: string;
  /** The signature counter of the last assertion (PostgreSQL returns the bigint as a string). */
  counter: Generated<number | string>;
  /** JSON array of the transports the browser reported. */
  transports: Generated<string>;
  name: string;
  /** 'singleDevice' or 'multiDevice' (synced). */
  device_type: string;
  backed_up: Generated<IntBool>;
  created_at: IsoTimestamp;
  last_used_at: IsoTimestamp | null;
}

export type WebAuthnChallengePurpose = 'registration' | 'authentication';

/** A WebAuthn challenge handed out and not used yet (migration 0015). */
export interface WebAuthnChallengesTable {
  /** base64url, as the browser echoes it in clientDataJSON. */
  challenge: string;
  purpose: WebAuthnChallengePurpose;
  /** The user a registration is for; null for a sign-in. */
  user_id: string | null;
  created_at: IsoTimestamp;
  expires_at: IsoTimestamp;
}

/** A user's TOTP (migration 0015): the active secret and the one being set up. */
export interface TotpFactorsTable {
  user_id: string;
  /** Base32, or sealed with MFA_ENCRYPTION_KEY (see core/auth/secret-box.ts); null until enabled. */
  secret: string | null;
  enabled_at: IsoTimestamp | null;
  /** The last time step a code was accepted for (bigint: a string on PostgreSQL). */
  last_step: number | string | null;
  pending_secret: string | null;
  pending_created_at: IsoTimestamp | null;
}

/** A single-use recovery code, stored as its SHA-256 (migration 0015). */
export interface RecoveryCodesTable {
  id: string;
  user_id: string;
  code_hash: string;
  created_at: IsoTimestamp;
  used_at: IsoTimestamp | null;
}

/** The step between a right password and its second factor (migration 0015). */
export interface MfaTokensTable {
  id: string;
  user_id: string;
  /** SHA-256 hex of the token; the token itself is never stored. */
  token_hash: string;
  /** Codes tried with it so far. */
  attempts: Generated<number>;
  created_at: IsoTimestamp;
  expires_at: IsoTimestamp;
  used_at: IsoTimestamp | null;
}

export type SecurityAuditAction =
  | 'totp-enabled'
  | 'totp-replaced'
  | 'totp-disabled'
  | 'passkey-added'
  | 'passkey-removed'
  | 'recovery-code-used'
  | 'session-ended'
  | 'other-sessions-ended';

/** One security event of an account (migration 0016). Never updated, but by a departed member's erasure (detail and network emptied). */
export interface SecurityAuditTable {
  id: string;
  action: SecurityAuditAction;
  /** The account it happened to. */
  user_id: string | null;
  /** Who did it (the account itself for everything a user does to their own sign-in). */
  actor_id: string | null;
  /** What it was about: a passkey's name, a session's id, how many sessions ended. */
  detail: string | null;
  /** The actor's network (IPv4 /24, IPv6 /48). */
  client_address: string | null;
  created_at: IsoTimestamp;
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
  /** PostgreSQL only: name_key(full_name), as lists sort names (migration 0018); generated, never written. */
  name_sort: ColumnType<string, never, never>;
  /** PostgreSQL only: name_key(search), what a search compares (migration 0019); generated, never written. */
  search_key: ColumnType<string, never, never>;
}

export type ReleaseKind = 'release' | 'canary' | 'promote' | 'abort' | 'auto-rollback';

/** One remote's release state (migration 0017); `revision` moves on by one with every change. */
export interface RemoteReleasesTable {
  /** The remote's folder, e.g. 'remote-member'. */
  remote: string;
  stable_version: string;
  /** Null when no canary runs (then the share is 0 and there is no start). */
  canary_version: string | null;
  canary_share: number;
  canary_started_at: IsoTimestamp | null;
  revision: number;
  updated_at: IsoTimestamp;
}

/** One release change (migration 0017). Never updated. */
export interface ReleaseHistoryTable {
  /** Ordered id (UUID v7): creation order. */
  id: string;
  remote: string;
  kind: ReleaseKind;
  from_version: string | null;
  to_version: string | null;
  share: number | null;
  actor: string;
  reason: string | null;
  created_at: IsoTimestamp;
}

/** Page loads and errors of one remote version in one clock hour (migration 0017). */
export interface RemoteTelemetryHourlyTable {
  remote: string;
  version: string;
  /** The hour's start, ISO (e.g. 2025-01-31T18:00:00.000Z). */
  hour: IsoTimestamp;
  loads: number;
  /** Errors counted for the error rate: at most one per load attempt of a report. */
  errors: number;
  load_failures: number;
  render_errors: number;
  unhandled_errors: number;
}

/** Histogram counts of one web vital of one remote version in one clock hour (migration 0017). */
export interface RemoteVitalsHourlyTable {
  remote: string;
  version: string;
  hour: IsoTimestamp;
  metric: 'lcp' | 'inp' | 'cls';
  /** Index into the metric's bucket edges (features/releases/vital-histogram.ts). */
  bucket: number;
  count: number;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  password_reset_tokens: PasswordResetTokensTable;
  contact_messages: ContactMessagesTable;
  membership_applications: MembershipApplicationsTable;
  membership_audit: MembershipAuditTable;
  directory_version: DirectoryVersionTable;
  rate_limit_counters: RateLimitCountersTable;
  storage_objects: StorageObjectsTable;
  mail_outbox: MailOutboxTable;
  dinners: DinnersTable;
  dinner_rsvps: DinnerRsvpsTable;
  dinner_audit: DinnerAuditTable;
  calendar_feeds: CalendarFeedsTable;
  passkeys: PasskeysTable;
  webauthn_challenges: WebAuthnChallengesTable;
  totp_factors: TotpFactorsTable;
  recovery_codes: RecoveryCodesTable;
  mfa_tokens: MfaTokensTable;
  security_audit: SecurityAuditTable;
  member_privacy: MemberPrivacyTable;
  member_departures: MemberDeparturesTable;
  application_notes: ApplicationNotesTable;
  member_records: MemberRecordsTable;
  remote_releases: RemoteReleasesTable;
  release_history: ReleaseHistoryTable;
  remote_telemetry_hourly: RemoteTelemetryHourlyTable;
  remote_vitals_hourly: RemoteVitalsHourlyTable;
  admission_settings: AdmissionSettingsTable;
  sponsorships: SponsorshipsTable;
  committee_votes: CommitteeVotesTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUserRow = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type SessionRow = Selectable<SessionsTable>;
export type NewSessionRow = Insertable<SessionsTable>;
export type PasswordResetTokenRow = Selectable<PasswordResetTokensTable>;
export type ContactMessageRow = Selectable<ContactMessagesTable>;
export type NewContactMessageRow = Insertable<ContactMessagesTable>;
/** An application's columns (name_sort and search_key aside: the database derives them for the lists). */
export type MembershipApplicationRow = Omit<Selectable<MembershipApplicationsTable>, 'name_sort' | 'search_key'>;
export type NewMembershipApplicationRow = Insertable<MembershipApplicationsTable>;
export type MembershipAuditRow = Selectable<MembershipAuditTable>;
export type NewMembershipAuditRow = Insertable<MembershipAuditTable>;
export type MailOutboxRow = Selectable<MailOutboxTable>;
export type DinnerRow = Selectable<DinnersTable>;
export type DinnerRsvpRow = Selectable<DinnerRsvpsTable>;
