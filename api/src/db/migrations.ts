// Versioned migrations, listed in code (no folder scan) so they run the same under tsx and jest.
// Append new ones with a higher, zero-padded prefix; never edit or reorder an applied one.
import { inspect } from 'node:util';
import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import { usersAndSessions } from './migrations/0001-users-and-sessions';
import { passwordResetTokens } from './migrations/0002-password-reset-tokens';
import { contactAndApplications } from './migrations/0003-contact-and-applications';
import { memberDirectoryIndex } from './migrations/0004-member-directory-index';
import { membershipAudit } from './migrations/0005-membership-audit';
import { directoryVersion } from './migrations/0006-directory-version';
import { rateLimitCounters } from './migrations/0007-rate-limit-counters';
import { storageObjects } from './migrations/0008-storage-objects';
import { mailOutbox } from './migrations/0009-mail-outbox';
import { memberPrivacy } from './migrations/0010-member-privacy';
import { memberDepartures } from './migrations/0011-member-departures';
import { adminReview } from './migrations/0012-admin-review';
import { dinners } from './migrations/0013-dinners';
import { dinnerAuditAndCalendarFeeds } from './migrations/0014-dinner-audit-and-calendar-feeds';
import { secondFactors } from './migrations/0015-second-factors';
import { sessionDetailsAndSecurityAudit } from './migrations/0016-session-details-and-security-audit';
import { releasesAndTelemetry } from './migrations/0017-releases-and-telemetry';
import { nameSortKey } from './migrations/0018-name-key';
import { searchKey } from './migrations/0019-search-key';
import { nameKeyLatin } from './migrations/0020-name-key-latin';
import { admissions } from './migrations/0021-admissions';
import type { Database } from './schema';

export const migrations: Record<string, Migration> = {
  '0001_users_and_sessions': usersAndSessions,
  '0002_password_reset_tokens': passwordResetTokens,
  '0003_contact_and_applications': contactAndApplications,
  '0004_member_directory_index': memberDirectoryIndex,
  '0005_membership_audit': membershipAudit,
  '0006_directory_version': directoryVersion,
  '0007_rate_limit_counters': rateLimitCounters,
  '0008_storage_objects': storageObjects,
  '0009_mail_outbox': mailOutbox,
  '0010_member_privacy': memberPrivacy,
  '0011_member_departures': memberDepartures,
  '0012_admin_review': adminReview,
  '0013_dinners': dinners,
  '0014_dinner_audit_and_calendar_feeds': dinnerAuditAndCalendarFeeds,
  '0015_second_factors': secondFactors,
  '0016_session_details_and_security_audit': sessionDetailsAndSecurityAudit,
  '0017_releases_and_telemetry': releasesAndTelemetry,
  '0018_name_key': nameSortKey,
  '0019_search_key': searchKey,
  '0020_name_key_latin': nameKeyLatin,
  '0021_admissions': admissions,
};

const provider: MigrationProvider = {
  getMigrations: async () => migrations,
};

/** Applies every pending migration; throws when one fails. Returns the names applied now. */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName;
    const reason = error instanceof Error ? error.message : inspect(error);
    throw new Error(`Database migration${failed ? ` ${failed}` : ''} failed: ${reason}`);
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
