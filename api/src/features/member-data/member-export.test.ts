// The member's data export: everything the club holds about them, as a JSON download, and nothing
// about anyone else (another member, the admins, the admins' internal notes), nor any secret (a
// session's token, a passkey's key, the TOTP secret, a recovery code, the calendar feed's URL).
import type { MemberDataExport } from 'shared/types';
import { hashPassword } from '../../core/auth/password-hasher';
import { ADMIN_EMAIL, ADMIN_PASSWORD, addSignedInMember, byBearer, byCookie, postAs, SITE_URL } from '../../test/admin';
import { createDinner, rsvp } from '../../test/dinners';
import { call, login, type Login } from '../../test/http';
import { as, enableTotp, forgetUsedStep, signInWithTotp } from '../../test/mfa';
import { addPendingApplication, MEMBER_PASSWORD } from '../../test/members';
import { validApplication } from '../../test/membership-application-fixture';
import { SoftwareAuthenticator } from '../../test/software-authenticator';
import { createTestDatabase, dropTestDatabases, engines } from '../../test/test-database';
import { startTestServer, type TestServer } from '../../test/test-server';
import { EXPORT_PATH } from './member-data-routes';

const ANSWER_KEYS = Object.keys(validApplication({ instagramUrl: '', linkedinUrl: '', dietaryRestrictions: '' })).sort();

describe.each(engines)('GET /api/user/export (%s)', (engine) => {
  let server: TestServer;
  let admin: Login;
  let member: Login;
  let memberId: string;
  let otherEmail: string;
  let dinnerId: string;
  let totp: { secret: string; recoveryCodes: string[] };
  let feedUrl: string;
  const email = 'ophelia.export@example.com';

  beforeAll(async () => {
    server = await startTestServer(await createTestDatabase(engine), { ADMIN_EMAIL, ADMIN_PASSWORD, SEED_DEMO: '0', SITE_URL });
    admin = await login(server, ADMIN_EMAIL, ADMIN_PASSWORD);
    const asAdmin = byCookie(server, admin);

    // An earlier application from her e-mail, rejected; then the accepted one.
    const earlier = await addPendingApplication(server.app.db, { email, fullName: 'Ophelia Export', culinarySkills: 'Earlier skills' }, '2024-02-01T18:00:00.000Z');
    await postAs(server, `/api/admin/membership/respond/${earlier.id}`, { adminId: admin.user.id, action: 'rejected', rejectionReason: 'Next season, please' }, asAdmin);
    const accepted = await addPendingApplication(server.app.db, {
      email, fullName: 'Ophelia Export', phoneNumber: '+13125557777', dietaryRestrictions: 'No cilantro', instagramUrl: 'https://www.instagram.com/ophelia.exports',
    });
    await postAs(server, `/api/admin/membership/respond/${accepted.id}`, { adminId: admin.user.id, action: 'approved' }, asAdmin);
    const row = await server.app.db.selectFrom('membership_applications').select('user_id').where('id', '=', accepted.id).executeTakeFirstOrThrow();
    memberId = row.user_id ?? '';
    await server.app.db.updateTable('users').set({ password_hash: await hashPassword(MEMBER_PASSWORD) }).where('id', '=', memberId).execute();
    await postAs(server, `/api/admin/membership/${accepted.id}/notes`, { text: 'INTERNAL: talks too much about sourdough' }, asAdmin);
    await postAs(server, '/api/admin/membership/change-verification', { userId: memberId, isVerified: false, reason: 'Missed two dinners' }, asAdmin);
    await postAs(server, '/api/admin/membership/change-verification', { userId: memberId, isVerified: true }, asAdmin);

    // The block ended her sessions: a new one, then a second after TOTP (which ends no other then).
    member = await login(server, email, MEMBER_PASSWORD);
    await call(server, '/api/user/privacy', {
      method: 'PUT',
      json: { listed: true, showEmail: false, showPhone: false, showProfession: true, showSocialLinks: true, showPicture: true },
      headers: byBearer(member),
    });
    await server.app.db.insertInto('contact_messages').values({
      id: 'ophelia-message', full_name: 'Ophelia Export', email: 'Ophelia.Export@Example.com', phone: null, interest: 'Other',
      message: 'Is there a vegetarian menu?', created_at: '2024-01-15T18:00:00.000Z', mailed_at: '2024-01-15T18:00:01.000Z',
    }).execute();

    // A dinner reply, her calendar feed, a passkey and TOTP (with its recovery codes).
    dinnerId = (await createDinner(server, admin, { title: 'Ophelia’s Supper' })).id;
    expect((await rsvp(server, dinnerId, { headers: byBearer(member) }, { guests: 1, dietaryNotes: 'Ophelia avoids cilantro' })).status).toBe(201);
    feedUrl = (await call(server, '/api/user/calendar-feed', { headers: byBearer(member) })).body.url;
    expect(feedUrl).toMatch(/\.ics$/);
    const authenticator = new SoftwareAuthenticator(SITE_URL, new URL(SITE_URL).hostname);
    const options = await call(server, '/api/auth/passkeys/registration-options', { method: 'POST', headers: as(server, member) });
    const { response } = authenticator.register(options.body.options);
    expect((await call(server, '/api/auth/passkeys', { json: { name: 'Ophelia’s phone', response }, headers: as(server, member) })).status).toBe(201);
    totp = await enableTotp(server, member);
    await forgetUsedStep(server, memberId);
    member = await signInWithTotp(server, email, MEMBER_PASSWORD, totp.secret);

    // Someone else, with data of their own everywhere.
    const other = await addSignedInMember(server, 'Otto Other', admin.user.id);
    otherEmail = other.member.email;
    await server.app.db.insertInto('contact_messages').values({
      id: 'otto-message', full_name: 'Otto Other', email: otherEmail, phone: '+13125558888', interest: 'Other',
      message: 'Otto asks about parking', created_at: '2024-01-16T18:00:00.000Z', mailed_at: null,
    }).execute();
  });

  afterAll(async () => {
    await server?.close();
    await dropTestDatabases();
  });

  const download = async (who: Login = member) => {
    const res = await call(server, EXPORT_PATH, { headers: byBearer(who) });
    expect(res.status).toBe(200);
    return res;
  };

  it('is a JSON download named club-data-<date>.json', async () => {
    const res = await download();
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="club-data-\d{4}-\d\d-\d\d\.json"$/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(Object.keys(res.body as object)).toEqual([
      'exportedAt', 'profile', 'privacy', 'applications', 'sessions', 'passwordLinks', 'contactMessages', 'membershipHistory',
      'dinnerReplies', 'calendarFeed', 'passkeys', 'twoFactor', 'securityEvents', 'sponsorships', 'mails',
    ]);
  });

  it('holds the profile, the directory choices and every application with every answer', async () => {
    const data: MemberDataExport = (await download()).body;
    expect(data.profile).toEqual({
      id: memberId, fullName: 'Ophelia Export', email, phone: '+13125557777', profilePicture: null,
      createdAt: expect.any(String), updatedAt: expect.any(String),
    });
    expect(data.privacy).toEqual({ listed: true, showEmail: false, showPhone: false, showProfession: true, showSocialLinks: true, showPicture: true });
    expect(data.applications.map((a) => [a.status, a.rejectionReason])).toEqual([['rejected', 'Next season, please'], ['approved', null]]);
    for (const application of data.applications) expect(Object.keys(application.answers).sort()).toEqual(ANSWER_KEYS);
    expect(data.applications[0]?.answers.culinarySkills).toBe('Earlier skills');
    expect(data.applications[1]?.answers).toMatchObject({
      email, phoneNumber: '+13125557777', dietaryRestrictions: 'No cilantro', instagramUrl: 'https://www.instagram.com/ophelia.exports', membershipAgreement: true,
    });
  });

  it('holds her sessions (the current one marked), password links, contact messages and the club’s decisions', async () => {
    const data: MemberDataExport = (await download()).body;
    expect(data.sessions).toHaveLength(2);
    expect(data.sessions.filter((s) => s.current)).toHaveLength(1);
    for (const session of data.sessions) expect(Object.keys(session).sort()).toEqual(['browser', 'createdAt', 'current', 'expiresAt', 'lastSeenAt', 'network', 'os']);
    expect(data.passwordLinks).toEqual([{ purpose: 'first-password', createdAt: expect.any(String), expiresAt: expect.any(String), usedAt: expect.any(String) }]);
    expect(data.contactMessages).toEqual([{
      createdAt: '2024-01-15T18:00:00.000Z', fullName: 'Ophelia Export', email: 'Ophelia.Export@Example.com', phone: null, interest: 'Other', message: 'Is there a vegetarian menu?',
    }]);
    expect(data.membershipHistory.map((entry) => [entry.action, entry.reason])).toEqual([
      ['rejected', 'Next season, please'], ['approved', null], ['blocked', 'Missed two dinners'], ['unblocked', null],
    ]);
  });

  it('holds her dinner replies, that she has a calendar feed, her passkeys, her second factor and her security events', async () => {
    const data: MemberDataExport = (await download()).body;
    expect(data.dinnerReplies).toEqual([{
      dinner: {
        id: dinnerId, title: 'Ophelia’s Supper', startsAt: expect.any(String), endsAt: expect.any(String),
        venue: expect.any(String), status: 'scheduled',
      },
      status: 'confirmed', guests: 1, dietaryNotes: 'Ophelia avoids cilantro', checkedIn: false, repliedAt: expect.any(String),
    }]);
    expect(data.calendarFeed).toEqual({ createdAt: expect.any(String) });
    expect(data.passkeys).toEqual([{ name: 'Ophelia’s phone', createdAt: expect.any(String), lastUsedAt: null, backedUp: expect.any(Boolean) }]);
    expect(data.twoFactor).toEqual({ totpEnabled: true, enabledAt: expect.any(String), recoveryCodesLeft: totp.recoveryCodes.length });
    expect(data.securityEvents.map((event) => [event.action, event.detail]).sort()).toEqual([['passkey-added', 'Ophelia’s phone'], ['totp-enabled', null]]);
    // Her own actions: the network they came from.
    for (const event of data.securityEvents) expect(Object.keys(event).sort()).toEqual(['action', 'at', 'detail', 'network']);
    expect(data.securityEvents.map((event) => event.network)).toEqual([expect.any(String), expect.any(String)]);
    expect(data.mails.map((mail) => mail.to.toLowerCase())).toEqual(expect.arrayContaining([email]));
    for (const mail of data.mails) expect(Object.keys(mail).sort()).toEqual(['createdAt', 'sentAt', 'status', 'subject', 'to']);
  });

  it('holds nothing about anyone else: no admin, no other member, no internal note, no secret', async () => {
    const { text } = await download();
    const secrets = await server.app.db.selectFrom('sessions').select('token_hash').where('user_id', '=', memberId).execute();
    const user = await server.app.db.selectFrom('users').select('password_hash').where('id', '=', memberId).executeTakeFirstOrThrow();
    const passkeys = await server.app.db.selectFrom('passkeys').select(['public_key', 'credential_id']).where('user_id', '=', memberId).execute();
    expect(passkeys).toHaveLength(1);
    const feedSecret = /([^/]+)\.ics$/.exec(feedUrl)?.[1] ?? 'no feed';
    for (const forbidden of [
      admin.user.id, ADMIN_EMAIL, admin.user.fullName, 'Otto', otherEmail, '+13125558888', 'parking',
      'INTERNAL', 'sourdough', 'noted', user.password_hash ?? 'argon2', ...secrets.map((s) => s.token_hash), 'reviewedBy', 'token',
      ...passkeys.flatMap((p) => [p.public_key, p.credential_id]), totp.secret, ...totp.recoveryCodes, feedUrl, feedSecret,
    ]) {
      expect([forbidden, text.includes(forbidden)]).toEqual([forbidden, false]);
    }
  });

  it('gives every signed-in user their own data only, whoever they name', async () => {
    const otto = await login(server, otherEmail, MEMBER_PASSWORD);
    const res = await call(server, `${EXPORT_PATH}?userId=${memberId}`, { headers: byBearer(otto) });
    expect(res.body.profile.email).toBe(otherEmail);
    expect(res.text).not.toContain('Ophelia');
    expect((await call(server, EXPORT_PATH, { headers: { origin: server.origin } })).status).toBe(401);
    const own = await download(admin);
    expect(own.body.profile.email).toBe(ADMIN_EMAIL);
  });
});
