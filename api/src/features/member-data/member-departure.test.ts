// Leaving the club: confirmed with the password, the account is closed at once; the personal data
// is erased after the grace period (a test clock) or at once by an admin, leaving none of it in
// any table, while the audit trail and the admins' notes keep their entries without it. Leaving
// releases the member's seats at coming dinners at once (the waitlist moves up).
import fs from 'node:fs';
import path from 'node:path';
import type { ActivityItem, DirectoryMember, PendingDeparture } from 'shared/types';
import { loadConfig } from '../../app/config';
import { hashPassword } from '../../core/auth/password-hasher';
import { outboxDir, readOutbox } from '../../core/mail/outbox-store';
import { createDatabase, type DatabaseHandle } from '../../db/create-database';
import { ADMIN_EMAIL, ADMIN_PASSWORD, addSignedInMember, byBearer, byCookie, postAs, SITE_URL } from '../../test/admin';
import { createDinner, DAY, HOUR, isoIn, rsvp, setDinnerTimes } from '../../test/dinners';
import { call, login, postLogin, type Login } from '../../test/http';
import { deliverDueMail, mailsTo } from '../../test/mail';
import { PNG_1X1 } from '../../test/image-fixtures';
import { as, enableTotp, forgetUsedStep, signInWithTotp } from '../../test/mfa';
import { addPendingApplication, MEMBER_PASSWORD, VERIFIED_MEMBERS_PATH } from '../../test/members';
import { tablesMentioning } from '../../test/personal-data';
import { SoftwareAuthenticator } from '../../test/software-authenticator';
import { createTestDatabase, dropTestDatabases, engines, type TestDatabase } from '../../test/test-database';
import { serverPerTest, startTestServer, type TestServer } from '../../test/test-server';
import { DEPARTURES_PATH, erasePath, MEMBER_ERASED, NO_PENDING_DEPARTURE } from './departures-routes';
import { INCORRECT_PASSWORD, LEAVE_MEMBERS_ONLY, LEAVE_PATH } from './member-data-routes';
import { eraseDueDepartures, eraseMember, FORMER_MEMBER_NAME, type ErasureContext } from './member-erasure';

const DAY_MS = 24 * 60 * 60 * 1000;

/** What the erasure needs, from a running server (its handlers of the other features included). */
const erasureContextOf = (server: TestServer): ErasureContext => ({
  db: server.app.db,
  mailOutbox: server.app.mailOutbox,
  memberLifecycle: server.app.memberLifecycle,
});
const STORAGE_KEY = 'local-anon-key';

interface Leaver {
  id: string;
  email: string;
  session: Login;
  applicationId: string;
  avatarName: string;
  /** A coming dinner at which they hold a seat (a party of one, all its capacity). */
  comingDinnerId: string;
  /** Every piece of personal data the club holds about them, each distinctive. */
  personal: string[];
  /** What identifies them to the sign-in and the calendar feed (never in their export). */
  secrets: string[];
}

/** Everything of the member that must be gone from every table once erased. */
const everything = (leaver: Leaver): string[] => [...leaver.personal, ...leaver.secrets];

describe.each(engines)('leaving the club (%s)', (engine) => {
  let database: TestDatabase;
  let server: TestServer;
  let admin: Login;
  let viewer: Login;
  let viewerId: string;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    // SITE_URL: the passkeys' relying party.
    server = await startTestServer(database, { ADMIN_EMAIL, ADMIN_PASSWORD, SEED_DEMO: '0', SITE_URL });
    admin = await login(server, ADMIN_EMAIL, ADMIN_PASSWORD);
    const added = await addSignedInMember(server, 'Vic Viewer', admin.user.id);
    viewer = added.session;
    viewerId = added.member.id;
  });

  afterAll(async () => {
    await server?.close();
    await dropTestDatabases();
  });

  const asAdmin = () => byCookie(server, admin);
  const ctx = () => erasureContextOf(server);
  /** Every mail this instance recorded in its outbox folder. */
  const outboxMails = async () => {
    await deliverDueMail(server);
    return readOutbox(outboxDir(database.dataDir));
  };
  const avatarUrl = (name: string) => `${server.url}/storage/v1/object/public/avatars/${name}`;

  /**
   * A member with data in every table the club keeps: an earlier rejected application and the
   * accepted one (through the admin calls), a password, two sessions, a first-password link, an
   * uploaded avatar (a stored object), directory choices, a contact message, an admin's note, a
   * block and unblock, the mails these sent her, replies to a past dinner (checked in) and a coming
   * one (with dietary notes), a calendar feed, a passkey, TOTP with recovery codes, the security
   * events of these, and a failed sign-in counted under her e-mail.
   */
  async function makeLeaver(tag: string): Promise<Leaver> {
    const fullName = `${tag} Leaver`;
    const email = `${tag.toLowerCase()}.leaver@example.com`;
    const phone = `+1312555${String(1000 + Math.floor(Math.random() * 8999))}`;
    const handle = `${tag.toLowerCase()}.handle`;
    const answers = {
      fullName,
      email,
      phoneNumber: phone,
      profession: `Other - ${tag} forager`,
      professionalContribution: `${tag} contribution`,
      interestReason: `${tag} reason`,
      culinarySkills: `${tag} skills`,
      cuisineInterests: `${tag} cuisine`,
      restaurantRecommendations: `${tag} restaurants`,
      instagramUrl: `https://www.instagram.com/${handle}`,
      linkedinUrl: `https://www.linkedin.com/in/${handle}`,
      dietaryRestrictions: `${tag} diet`,
    };
    const earlier = await addPendingApplication(server.app.db, { ...answers, culinarySkills: `${tag} earlier` }, '2024-01-01T18:00:00.000Z');
    expect((await postAs(server, `/api/admin/membership/respond/${earlier.id}`, { adminId: admin.user.id, action: 'rejected', rejectionReason: 'Not this season' }, asAdmin())).status).toBe(200);
    const application = await addPendingApplication(server.app.db, answers);
    expect((await postAs(server, `/api/admin/membership/respond/${application.id}`, { adminId: admin.user.id, action: 'approved' }, asAdmin())).status).toBe(200);
    const { user_id: id } = await server.app.db.selectFrom('membership_applications').select('user_id').where('id', '=', application.id).executeTakeFirstOrThrow();
    if (!id) throw new Error('not approved');
    await server.app.db.updateTable('users').set({ password_hash: await hashPassword(MEMBER_PASSWORD) }).where('id', '=', id).execute();

    const avatarName = `${Date.now()}-${handle}.png`;
    const upload = await call(server, `/storage/v1/object/avatars/${avatarName}`, {
      method: 'POST',
      body: PNG_1X1,
      headers: { apikey: STORAGE_KEY, authorization: `Bearer ${STORAGE_KEY}`, 'content-type': 'image/png' },
    });
    expect(upload.status).toBe(200);
    const picture = `${server.config.storage.url}/storage/v1/object/public/avatars/${avatarName}`;
    await server.app.db.updateTable('users').set({ profile_picture: picture }).where('id', '=', id).execute();

    const first = await login(server, email, MEMBER_PASSWORD);
    const privacy = { listed: true, showEmail: true, showPhone: true, showProfession: true, showSocialLinks: true, showPicture: true };
    expect((await call(server, '/api/user/privacy', { method: 'PUT', json: privacy, headers: byBearer(first) })).status).toBe(200);
    await server.app.db
      .insertInto('contact_messages')
      .values({
        id: crypto.randomUUID(), full_name: fullName, email: email.toUpperCase(), phone, interest: 'Other',
        message: `${tag} wrote to the club`, created_at: new Date().toISOString(), mailed_at: null,
      })
      .execute();
    expect((await postAs(server, `/api/admin/membership/${application.id}/notes`, { text: 'Great energy at the tasting' }, asAdmin())).status).toBe(201);
    for (const change of [{ isVerified: false, reason: 'Missed two dinners' }, { isVerified: true }]) {
      expect((await postAs(server, '/api/admin/membership/change-verification', { userId: id, ...change }, asAdmin())).status).toBe(200);
    }
    // The block ended every session.
    const own = await login(server, email, MEMBER_PASSWORD);
    const pastDinner = await createDinner(server, admin, { title: 'Winter Supper' });
    expect((await rsvp(server, pastDinner.id, { headers: byBearer(own) }, { dietaryNotes: `${tag} avoids shellfish` })).status).toBe(201);
    await setDinnerTimes(server.app.db, pastDinner.id, { startsAt: isoIn(-2 * DAY), endsAt: isoIn(-2 * DAY + 3 * HOUR) });
    const checkIn = await call(server, `/api/admin/events/${pastDinner.id}/check-in`, { json: { userId: id, attended: true }, headers: byBearer(admin) });
    expect(checkIn.status).toBe(200);
    const comingDinner = await createDinner(server, admin, { title: 'Spring Supper', capacity: 1, maxGuests: 0 });
    expect((await rsvp(server, comingDinner.id, { headers: byBearer(own) }, { dietaryNotes: `${tag} allergic to hazelnuts` })).status).toBe(201);
    const feedUrl: string = (await call(server, '/api/user/calendar-feed', { headers: byBearer(own) })).body.url;
    const feedSecret = /([^/]+)\.ics$/.exec(feedUrl)?.[1] ?? '';
    expect(feedSecret).not.toBe('');
    const authenticator = new SoftwareAuthenticator(SITE_URL, new URL(SITE_URL).hostname);
    const options = await call(server, '/api/auth/passkeys/registration-options', { method: 'POST', headers: as(server, own) });
    const { response } = authenticator.register(options.body.options);
    expect((await call(server, '/api/auth/passkeys', { json: { name: `${tag} laptop`, response }, headers: as(server, own) })).status).toBe(201);
    const totp = await enableTotp(server, own);
    expect((await postLogin(server, email, 'a-wrong-password')).status).toBe(401);
    const signIn = async () => {
      await forgetUsedStep(server, id);
      return signInWithTotp(server, email, MEMBER_PASSWORD, totp.secret);
    };
    await signIn();
    const session = await signIn();

    const passkeys = await server.app.db.selectFrom('passkeys').select(['credential_id', 'public_key']).where('user_id', '=', id).execute();
    const codes = await server.app.db.selectFrom('recovery_codes').select('code_hash').where('user_id', '=', id).execute();
    const factor = await server.app.db.selectFrom('totp_factors').select('secret').where('user_id', '=', id).executeTakeFirstOrThrow();
    expect([passkeys.length, codes.length]).toEqual([1, totp.recoveryCodes.length]);
    return {
      id, email, session, applicationId: application.id, avatarName, comingDinnerId: comingDinner.id,
      personal: [fullName, email, email.split('@')[0] ?? email, phone, phone.slice(2), tag, handle, avatarName],
      secrets: [
        feedSecret, totp.secret, factor.secret ?? totp.secret, ...passkeys.flatMap((p) => [p.credential_id, p.public_key]),
        ...codes.map((c) => c.code_hash),
      ],
    };
  }

  const leave = (who: Login, body: unknown) => call(server, LEAVE_PATH, { json: body, headers: byCookie(server, who) });
  const directoryIds = async () =>
    ((await call(server, `${VERIFIED_MEMBERS_PATH}?userId=${viewerId}`, { headers: byBearer(viewer) })).body.data.data as DirectoryMember[]).map((m) => m.id);
  const departures = async (): Promise<PendingDeparture[]> =>
    (await call(server, DEPARTURES_PATH, { headers: byBearer(admin) })).body.data;

  describe('asking to leave', () => {
    let leona: Leaver;

    beforeAll(async () => {
      leona = await makeLeaver('Leona');
      // The viewer waits for Leona's seat.
      expect((await rsvp(server, leona.comingDinnerId, { headers: byBearer(viewer) })).status).toBe(202);
    });

    const repliesTo = (dinnerId: string) =>
      server.app.db.selectFrom('dinner_rsvps').select(['user_id', 'status']).where('dinner_id', '=', dinnerId).orderBy('user_id').execute();

    it('refuses a wrong password, without closing anything', async () => {
      const res = await leave(leona.session, { password: 'not-my-password' });
      expect([res.status, res.body]).toEqual([400, { message: [{ field: 'password', message: INCORRECT_PASSWORD }] }]);
      expect((await call(server, '/api/auth/me', { headers: byBearer(leona.session) })).status).toBe(200);
      expect(await directoryIds()).toContain(leona.id);
      expect(await departures()).toEqual([]);
      expect(await repliesTo(leona.comingDinnerId)).toHaveLength(2);
    });

    it('takes only the password', async () => {
      for (const [body, fields] of [
        [{}, [{ field: 'password', message: 'Is required' }]],
        [{ password: '' }, [{ field: 'password', message: 'Password is required' }]],
        [{ password: MEMBER_PASSWORD, userId: viewerId }, [{ field: 'userId', message: 'Unknown field' }]],
      ] as const) {
        const res = await leave(leona.session, body);
        expect([res.status, res.body]).toEqual([400, { message: fields }]);
      }
    });

    it('is not for admins, nor visitors', async () => {
      const asAdminRes = await leave(admin, { password: ADMIN_PASSWORD });
      expect([asAdminRes.status, asAdminRes.body]).toEqual([403, { message: LEAVE_MEMBERS_ONLY }]);
      expect((await call(server, LEAVE_PATH, { json: { password: 'x' }, headers: { origin: server.origin } })).status).toBe(401);
      expect((await call(server, '/api/auth/me', { headers: byBearer(admin) })).status).toBe(200);
    });

    it('closes the account at once: sessions end, the cookie goes, out of the directory, no sign-in', async () => {
      const warm = await directoryIds();
      expect(warm).toContain(leona.id);
      const before = Date.now();
      const res = await leave(leona.session, { password: MEMBER_PASSWORD });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, message: expect.stringContaining('erased'), eraseAfter: expect.any(String) });
      const eraseAfter = Date.parse(res.body.eraseAfter);
      expect(eraseAfter).toBeGreaterThanOrEqual(before + 30 * DAY_MS);
      expect(eraseAfter).toBeLessThanOrEqual(Date.now() + 30 * DAY_MS);
      expect(res.headers.get('set-cookie')).toMatch(/^club_session=;/);

      expect(await server.app.db.selectFrom('sessions').select('id').where('user_id', '=', leona.id).execute()).toEqual([]);
      expect((await call(server, '/api/auth/me', { headers: byBearer(leona.session) })).status).toBe(401);
      expect((await call(server, '/api/auth/me', { headers: { cookie: leona.session.cookie } })).status).toBe(401);
      expect(await directoryIds()).not.toContain(leona.id);
      const relogin = await call(server, '/api/auth/login', { json: { email: leona.email, password: MEMBER_PASSWORD }, headers: { origin: server.origin } });
      expect(relogin.status).toBe(403);
      expect(await server.app.db.selectFrom('password_reset_tokens').select('id').where('user_id', '=', leona.id).where('used_at', 'is', null).execute()).toEqual([]);
    });

    it('releases her seat at a coming dinner at once: the waitlist moves up, as after a block', async () => {
      expect(await repliesTo(leona.comingDinnerId)).toEqual([{ user_id: viewerId, status: 'confirmed' }]);
      // Leaving is no admin action: the admins' trail records no release for it.
      const released = await server.app.db.selectFrom('dinner_audit').select('id').where('user_id', '=', leona.id).where('action', '=', 'rsvps-released').execute();
      expect(released).toEqual([]);
      // Her reply to the past dinner stays (who came), until the erasure.
      expect(await server.app.db.selectFrom('dinner_rsvps').select('status').where('user_id', '=', leona.id).execute()).toEqual([{ status: 'confirmed' }]);
    });

    it('shows admins the pending departure; the member is out of the approved list and cannot be unblocked', async () => {
      expect(await departures()).toEqual([
        { userId: leona.id, fullName: 'Leona Leaver', email: leona.email, requestedAt: expect.any(String), eraseAfter: expect.any(String) },
      ]);
      const approved = await call(server, '/api/admin/membership/approvedMembers?q=leona', { headers: byBearer(admin) });
      expect(approved.body).toMatchObject({ data: [], total: 0 });
      const unblock = await postAs(server, '/api/admin/membership/change-verification', { userId: leona.id, isVerified: true }, asAdmin());
      expect(unblock.status).toBe(404);
      expect((await server.app.db.selectFrom('users').select('is_active').where('id', '=', leona.id).executeTakeFirstOrThrow()).is_active).toBe(0);
    });

    it('erases nothing before the grace period ends', async () => {
      const early = new Date(Date.now() + 29 * DAY_MS);
      expect(await eraseDueDepartures(ctx(), early)).toBe(0);
      expect(await eraseMember(ctx(), leona.id, { now: early, adminId: null })).toBe(false);
      expect(await tablesMentioning(server.app.db, everything(leona))).toEqual(expect.arrayContaining([
        'users: Leona Leaver', 'membership_applications: Leona', 'contact_messages: Leona', 'dinner_rsvps: Leona', 'passkeys: Leona',
        `calendar_feeds: ${leona.secrets[0] ?? ''}`, `mail_outbox: ${leona.email}`, `rate_limit_counters: ${leona.email}`,
        `storage_objects: ${leona.avatarName}`, 'security_audit: Leona',
      ]));
      expect((await fetch(avatarUrl(leona.avatarName))).status).toBe(200);
    });

    it('after it, leaves no personal data in any table nor in the outbox folder, and deletes the uploaded picture', async () => {
      const auditBefore = await server.app.db.selectFrom('membership_audit').select(['id', 'action', 'reason']).where('user_id', '=', leona.id).orderBy('id').execute();
      // The mails sent to her (the decision, her first password's link, ...) are files of this instance's outbox.
      const othersBefore = (await outboxMails()).filter((mail) => mail.to !== leona.email).length;
      expect((await mailsTo(server, leona.email)).length).toBeGreaterThan(0);
      expect(await eraseDueDepartures(ctx(), new Date(Date.now() + 31 * DAY_MS))).toBe(1);
      expect(await mailsTo(server, leona.email)).toEqual([]);
      expect((await outboxMails()).filter((mail) => mail.to !== leona.email)).toHaveLength(othersBefore);

      expect(await tablesMentioning(server.app.db, everything(leona))).toEqual([]);
      expect((await fetch(avatarUrl(leona.avatarName))).status).toBe(404);
      expect(fs.existsSync(path.join(database.dataDir, 'storage', 'avatars', leona.avatarName))).toBe(false);

      const user = await server.app.db.selectFrom('users').selectAll().where('id', '=', leona.id).executeTakeFirstOrThrow();
      expect(user).toMatchObject({ full_name: FORMER_MEMBER_NAME, phone: null, profile_picture: null, password_hash: null, is_active: 0 });
      for (const table of [
        'sessions', 'password_reset_tokens', 'member_privacy', 'calendar_feeds', 'passkeys', 'webauthn_challenges', 'totp_factors',
        'recovery_codes', 'mfa_tokens',
      ] as const) {
        expect([table, await server.app.db.selectFrom(table).select('user_id').where('user_id', '=', leona.id).execute()]).toEqual([table, []]);
      }
      // Who came to the past dinner stays, without her notes; the security trail keeps what happened, without details.
      expect(await server.app.db.selectFrom('dinner_rsvps').select(['status', 'dietary_notes']).where('user_id', '=', leona.id).execute())
        .toEqual([{ status: 'confirmed', dietary_notes: null }]);
      const events = await server.app.db.selectFrom('security_audit').select(['action', 'detail', 'client_address']).where('user_id', '=', leona.id).execute();
      expect(events.length).toBeGreaterThan(0);
      for (const event of events) expect(event).toMatchObject({ detail: null, client_address: null });
      // The trail keeps every entry about her, with her id and the reasons, and no name of hers.
      expect(await server.app.db.selectFrom('membership_audit').select(['id', 'action', 'reason']).where('user_id', '=', leona.id).orderBy('id').execute()).toEqual(auditBefore);
      const activity = await call(server, '/api/admin/activity?pageSize=100', { headers: byBearer(admin) });
      const hers = (activity.body.data as ActivityItem[]).filter((item) => item.subject?.id === leona.id);
      expect(hers.map((item) => item.action).sort()).toEqual(['approved', 'blocked', 'dinner-checked-in', 'noted', 'unblocked']);
      for (const item of hers) expect(item.subject).toEqual({ id: leona.id, fullName: FORMER_MEMBER_NAME });
      // The note stays; its application now reads 'Former member'.
      const notes = await call(server, `/api/admin/membership/${leona.applicationId}/notes`, { headers: byBearer(admin) });
      expect(notes.body.data.map((note: { text: string }) => note.text)).toEqual(['Great energy at the tasting']);
      const history = await call(server, `/api/admin/membership/${leona.applicationId}/history`, { headers: byBearer(admin) });
      expect((history.body.data as ActivityItem[]).find((item) => item.action === 'noted')?.subject).toEqual({ id: leona.id, fullName: FORMER_MEMBER_NAME });

      expect(await departures()).toEqual([]);
    });

    it('erases once: later runs find nothing to do', async () => {
      expect(await eraseDueDepartures(ctx(), new Date(Date.now() + 60 * DAY_MS))).toBe(0);
      expect(await eraseMember(ctx(), leona.id, { now: new Date(Date.now() + 60 * DAY_MS), adminId: null })).toBe(false);
    });
  });

  describe('erasing at once, by an admin', () => {
    it('erases a pending departure now, records it, and answers 404 when there is nothing to erase', async () => {
      const ned = await makeLeaver('Nedtag');
      expect((await leave(ned.session, { password: MEMBER_PASSWORD })).status).toBe(200);

      const res = await postAs(server, erasePath(ned.id), {}, asAdmin());
      expect([res.status, res.body]).toEqual([200, { success: true, message: MEMBER_ERASED }]);
      expect(await tablesMentioning(server.app.db, everything(ned))).toEqual([]);
      expect(await departures()).toEqual([]);
      const erased = await call(server, '/api/admin/activity?action=erased', { headers: byBearer(admin) });
      expect(erased.body.data).toEqual([expect.objectContaining({
        action: 'erased', admin: { id: admin.user.id, fullName: admin.user.fullName }, subject: { id: ned.id, fullName: FORMER_MEMBER_NAME }, applicationId: ned.applicationId,
      })]);

      for (const userId of [ned.id, viewerId, 'no-such-user']) {
        const again = await postAs(server, erasePath(userId), {}, asAdmin());
        expect([again.status, again.body]).toEqual([404, { message: NO_PENDING_DEPARTURE }]);
      }
      expect(await directoryIds()).toContain(viewerId);
    });

    it('erases a member once when two instances (or an instance and an admin) erase at the same moment', async () => {
      const twin = await makeLeaver('Twintag');
      expect((await leave(twin.session, { password: MEMBER_PASSWORD })).status).toBe(200);
      const later = new Date(Date.now() + 31 * DAY_MS);
      // PostgreSQL: a second pool, as another instance; SQLite: one process owns the file.
      let other: DatabaseHandle | undefined;
      try {
        other = engine === 'postgres' ? createDatabase(loadConfig(database.env).database) : undefined;
        const otherCtx = other ? { ...ctx(), db: other.db } : ctx();
        const results = await Promise.all([
          eraseMember(ctx(), twin.id, { now: later, adminId: null }),
          eraseMember(otherCtx, twin.id, { now: later, adminId: admin.user.id }),
          eraseDueDepartures(otherCtx, later),
        ]);
        const erasures = results.map(Number).reduce((a, b) => a + b, 0);
        expect(erasures).toBe(1);
      } finally {
        await other?.close();
      }
      expect(await tablesMentioning(server.app.db, everything(twin))).toEqual([]);
    });
  });

  describe('the data export before leaving', () => {
    it('holds the member’s data, and the member can download it until they leave', async () => {
      const member = await makeLeaver('Exporttag');
      const res = await call(server, '/api/user/export', { headers: byBearer(member.session) });
      expect(res.status).toBe(200);
      for (const value of member.personal) expect(res.text.toLowerCase()).toContain(value.toLowerCase());
      for (const secret of member.secrets) expect([secret, res.text.includes(secret)]).toEqual([secret, false]);
      expect((await leave(member.session, { password: MEMBER_PASSWORD })).status).toBe(200);
      expect((await call(server, '/api/user/export', { headers: byBearer(member.session) })).status).toBe(401);
    });
  });
});

describe.each(engines)('leaving: limits and settings (%s)', (engine) => {
  const start = serverPerTest(engine, { SEED_DEMO: '0', ADMIN_EMAIL, ADMIN_PASSWORD });

  it('limits password attempts per client like the sign-in (LOGIN_RATE_LIMIT per 15 minutes)', async () => {
    const server = await start({ LOGIN_RATE_LIMIT: '2' });
    const admin = await login(server, ADMIN_EMAIL, ADMIN_PASSWORD);
    const { session } = await addSignedInMember(server, 'Guessing Member', admin.user.id);
    const attempt = () => call(server, LEAVE_PATH, { json: { password: 'guess' }, headers: byBearer(session) });
    expect((await attempt()).status).toBe(400);
    expect((await attempt()).status).toBe(400);
    const limited = await attempt();
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await call(server, '/api/auth/me', { headers: byBearer(session) })).status).toBe(200);
  });

  it('takes its grace period from DEPARTURE_GRACE_DAYS', async () => {
    const server = await start({ DEPARTURE_GRACE_DAYS: '7' });
    const admin = await login(server, ADMIN_EMAIL, ADMIN_PASSWORD);
    const { member, session } = await addSignedInMember(server, 'Weekly Leaver', admin.user.id);
    const res = await call(server, LEAVE_PATH, { json: { password: MEMBER_PASSWORD }, headers: byBearer(session) });
    expect(res.status).toBe(200);
    const days = (Date.parse(res.body.eraseAfter) - Date.now()) / DAY_MS;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
    const ctx = erasureContextOf(server);
    expect(await eraseDueDepartures(ctx, new Date(Date.now() + 6 * DAY_MS))).toBe(0);
    expect(await eraseDueDepartures(ctx, new Date(Date.now() + 8 * DAY_MS))).toBe(1);
    expect(await tablesMentioning(server.app.db, ['Weekly Leaver', member.email])).toEqual([]);
  });
});
