// Everything the club holds about a member, for them to download (GET /api/user/export): their
// account, directory choices, applications (every answer, by their account or their e-mail),
// sessions (dates, browser, OS and network) and password links (dates, never a token or its
// hash), contact messages sent from their e-mail, the club's decisions about them (action, time,
// reason), the mails to them still stored (recipient, subject, dates: bodies are emptied once
// sent), and the sections the other features hold (app/member-lifecycle.ts: dinner replies and
// calendar feed, passkeys, second factors, security trail). Nothing about anyone else: not who
// decided (an admin), not another member. Admins' internal notes on their applications are the
// club's working notes and are not included, nor is the fact that one was left (the 'noted'
// entries of the trail).
import type { Kysely } from 'kysely';
import type { MemberDataExport } from 'shared/types';
import type { MemberLifecycle } from '../../app/member-lifecycle';
import { mailsTo } from '../../core/mail/mail-outbox-repository';
import { applicationFromRow } from '../../core/membership/membership-application-repository';
import { readPrivacy } from '../../core/users/member-privacy';
import type { User } from '../../core/users/user-repository';
import type { Database } from '../../db/schema';

export async function exportMemberData(
  db: Kysely<Database>,
  lifecycle: MemberLifecycle,
  user: User,
  currentSessionId: string,
  now: Date = new Date(),
): Promise<MemberDataExport> {
  const applicationRows = await db
    .selectFrom('membership_applications')
    .selectAll()
    .where((eb) => eb.or([eb('user_id', '=', user.id), eb('email', '=', user.email)]))
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .execute();
  const applicationIds = applicationRows.map((row) => row.id);

  const sessions = await db
    .selectFrom('sessions')
    .select(['id', 'created_at', 'expires_at', 'last_seen_at', 'browser', 'os', 'client_address'])
    .where('user_id', '=', user.id)
    .orderBy('created_at', 'asc')
    .execute();
  const passwordLinks = await db
    .selectFrom('password_reset_tokens')
    .select(['purpose', 'created_at', 'expires_at', 'used_at'])
    .where('user_id', '=', user.id)
    .orderBy('created_at', 'asc')
    .execute();
  const contactMessages = await db
    .selectFrom('contact_messages')
    .select(['created_at', 'full_name', 'email', 'phone', 'interest', 'message'])
    .where((eb) => eb(eb.fn('lower', ['email']), '=', user.email))
    .orderBy('created_at', 'asc')
    .execute();
  const history = await db
    .selectFrom('membership_audit')
    .select(['action', 'created_at', 'reason'])
    // The club's decisions about them: not the admins' notes, nor the committee's votes or the
    // sponsors' answers on their applications (those are the committee's and the sponsors').
    .where('action', 'not in', ['noted', 'voted', 'endorsed', 'sponsor-declined', 'admissions-changed'])
    .where((eb) =>
      eb.or([
        eb('user_id', '=', user.id),
        ...(applicationIds.length > 0 ? [eb('application_id', 'in', applicationIds)] : []),
      ]),
    )
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .execute();
  const emails = [...new Set([user.email, ...applicationRows.map((row) => row.email)].map((email) => email.toLowerCase()))];
  const contributed = await lifecycle.exportSections(db, { userId: user.id }, now);

  return {
    exportedAt: now.toISOString(),
    profile: {
      id: user.id,
      fullName: user.fullName,
      email: user.email,
      phone: user.phone,
      profilePicture: user.profilePicture,
      createdAt: user.createdAt,
      updatedAt: user.updatedAt,
    },
    privacy: await readPrivacy(db, user.id),
    applications: applicationRows.map((row) => {
      const { id, status, createdAt, reviewedAt, rejectionReason, reviewedBy: _admin, userId: _user, ...answers } = applicationFromRow(row);
      return { id, status, createdAt, reviewedAt, rejectionReason, answers };
    }),
    sessions: sessions.map((row) => ({
      createdAt: row.created_at,
      expiresAt: row.expires_at,
      lastSeenAt: row.last_seen_at,
      current: row.id === currentSessionId,
      browser: row.browser,
      os: row.os,
      network: row.client_address,
    })),
    passwordLinks: passwordLinks.map((row) => ({
      purpose: row.purpose,
      createdAt: row.created_at,
      expiresAt: row.expires_at,
      usedAt: row.used_at,
    })),
    contactMessages: contactMessages.map((row) => ({
      createdAt: row.created_at,
      fullName: row.full_name,
      email: row.email,
      phone: row.phone,
      interest: row.interest,
      message: row.message,
    })),
    membershipHistory: history.map((row) => ({ action: row.action, at: row.created_at, reason: row.reason })),
    ...contributed,
    mails: await mailsTo(db, emails),
  };
}
