import type { MembershipRecord } from 'shared/types';
import {
  ADMIN_EMAIL, ADMIN_PASSWORD, SITE_URL, addSignedInAdmin, addSignedInMember, byBearer, byCookie, getAs, postAs,
} from '../../test/admin';
import { call, login, postLogin, type Login } from '../../test/http';
import { mailsTo } from '../../test/mail';
import {
  addMember, addPendingApplication, MEMBER_PASSWORD, type TestMember, VERIFIED_MEMBERS_PATH,
} from '../../test/members';
import { createTestDatabase, dropTestDatabases, engines } from '../../test/test-database';
import { startTestServer, type TestServer } from '../../test/test-server';
import {
  ADMIN_NOT_BLOCKABLE, APPROVED_MEMBERS_PATH, CHANGE_VERIFICATION_PATH, MEMBER_NOT_FOUND, RESPOND_PATH, STATS_PATH,
} from './membership-admin-routes';
import { BLOCKED_MAIL_SUBJECT, UNBLOCKED_MAIL_SUBJECT } from './membership-mail';

const BLOCKED = { success: true, message: 'Member blocked successfully!' };
const UNBLOCKED = { success: true, message: 'Status updated successfully!' };
const DEACTIVATED = { message: 'This account has been deactivated. Please contact the club.' };
const LINK = /https:\/\/club\.example\.com\/reset-password\/([A-Za-z0-9_-]{43})(?![A-Za-z0-9_-])/;

describe.each(engines)('POST /api/admin/membership/change-verification (%s)', (engine) => {
  let server: TestServer;
  let admin: Login;
  let otherAdmin: Login;
  let observer: Login;

  beforeAll(async () => {
    server = await startTestServer(await createTestDatabase(engine), {
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      SEED_DEMO: '0',
      SITE_URL,
      TRUST_PROXY: '1',
    });
    admin = await login(server, ADMIN_EMAIL, ADMIN_PASSWORD);
    otherAdmin = await addSignedInAdmin(server);
    // A member who looks at the directory.
    observer = (await addSignedInMember(server, 'Observing Member', admin.user.id)).session;
  });

  afterAll(async () => {
    await server?.close();
    await dropTestDatabases();
  });

  const change = (body: unknown, who: Login = admin) => postAs(server, CHANGE_VERIFICATION_PATH, body, byCookie(server, who));
  const block = (userId: string, reason = 'Repeated no-shows', who: Login = admin) =>
    change({ userId, isVerified: false, reason }, who);
  const unblock = (userId: string, who: Login = admin, reason?: string) =>
    change({ userId, isVerified: true, ...(reason !== undefined && { reason }) }, who);
  const me = (headers: Record<string, string>) => call(server, '/api/auth/me', { headers });
  const directoryIds = async (): Promise<string[]> => {
    const res = await call(server, `${VERIFIED_MEMBERS_PATH}?userId=${observer.user.id}`, { headers: byBearer(observer) });
    expect(res.status).toBe(200);
    return res.body.data.data.map((m: { id: string }) => m.id);
  };
  const approvedRecord = async (userId: string): Promise<MembershipRecord | undefined> => {
    const res = await getAs(server, APPROVED_MEMBERS_PATH, byBearer(admin));
    return (res.body.data as MembershipRecord[]).find((r) => r.user?.id === userId);
  };
  const userRow = (id: string) => server.app.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const sessionsOf = (id: string) => server.app.db.selectFrom('sessions').select('id').where('user_id', '=', id).execute();
  const auditOf = (userId: string) =>
    server.app.db
      .selectFrom('membership_audit')
      .selectAll()
      .where('user_id', '=', userId)
      .where('action', 'in', ['blocked', 'unblocked'])
      // Timestamps have millisecond precision: a block and the unblock that follows it may share
      // one, and 'blocked' sorts before 'unblocked'.
      .orderBy('created_at')
      .orderBy('action')
      .execute();

  async function signedInMember(name: string): Promise<{ member: TestMember; cookie: Login; bearer: Login }> {
    const { member, session } = await addSignedInMember(server, name, admin.user.id);
    return { member, cookie: session, bearer: await login(server, member.email, MEMBER_PASSWORD) };
  }

  it('blocks: ends every session (cookie and bearer), refuses sign-in, hides from the directory, records and mails', async () => {
    const { member, cookie, bearer } = await signedInMember('Soon Blocked');
    expect((await me({ cookie: cookie.cookie })).status).toBe(200);
    expect(await directoryIds()).toContain(member.id);
    const statsBefore = (await getAs(server, STATS_PATH, byBearer(admin))).body;

    const res = await block(member.id, '  Repeated no-shows at events.  ');
    expect(res.status).toBe(200);
    expect(res.body).toEqual(BLOCKED);

    // The very next call of either session is refused.
    expect((await me({ cookie: cookie.cookie })).status).toBe(401);
    expect((await me({ authorization: `Bearer ${bearer.token}` })).status).toBe(401);
    const directoryAsBlocked = await call(server, `${VERIFIED_MEMBERS_PATH}?userId=${member.id}`, { headers: byBearer(bearer) });
    expect(directoryAsBlocked.status).toBe(401);
    expect(await sessionsOf(member.id)).toEqual([]);
    expect((await userRow(member.id)).is_active).toBe(0);

    const signIn = await postLogin(server, member.email, MEMBER_PASSWORD);
    expect(signIn.status).toBe(403);
    expect(signIn.body).toEqual(DEACTIVATED);

    expect(await directoryIds()).not.toContain(member.id);
    expect((await approvedRecord(member.id))?.user).toEqual({ id: member.id, isActive: false, profilePicture: null });
    // Still an approved member.
    expect((await getAs(server, STATS_PATH, byBearer(admin))).body).toEqual(statsBefore);

    const application = await server.app.db
      .selectFrom('membership_applications')
      .select('id')
      .where('user_id', '=', member.id)
      .executeTakeFirstOrThrow();
    const audit = await auditOf(member.id);
    expect(audit).toEqual([
      {
        id: expect.any(String),
        action: 'blocked',
        application_id: application.id,
        user_id: member.id,
        admin_id: admin.user.id,
        reason: 'Repeated no-shows at events.',
        created_at: expect.stringMatching(/^\d{4}-/),
      },
    ]);

    const mails = await mailsTo(server, member.email);
    expect(mails.map((m) => m.subject)).toEqual([BLOCKED_MAIL_SUBJECT]);
    // The reason is the club's note: not in the mail.
    expect(`${mails[0]?.text}${mails[0]?.html}`).not.toContain('no-shows');
  });

  it('unblocks: the member can sign in again and is back in the directory; recorded and mailed', async () => {
    const { member } = await signedInMember('Blocked Then Back');
    expect((await block(member.id)).status).toBe(200);
    // The block mail goes out in the background; let it leave before the unblock mail, so the
    // outbox order below is the order of events rather than of two racing writes.
    await server.app.backgroundTasks.idle();

    const res = await unblock(member.id, otherAdmin);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(UNBLOCKED);

    expect((await userRow(member.id)).is_active).toBe(1);
    const session = await login(server, member.email, MEMBER_PASSWORD);
    expect((await me({ cookie: session.cookie })).status).toBe(200);
    expect(await directoryIds()).toContain(member.id);
    expect((await approvedRecord(member.id))?.user?.isActive).toBe(true);

    const audit = await auditOf(member.id);
    expect(audit.map((e) => [e.action, e.admin_id, e.reason])).toEqual([
      ['blocked', admin.user.id, 'Repeated no-shows'],
      ['unblocked', otherAdmin.user.id, null],
    ]);
    const mails = await mailsTo(server, member.email);
    expect(mails.map((m) => m.subject)).toEqual([BLOCKED_MAIL_SUBJECT, UNBLOCKED_MAIL_SUBJECT]);
    expect(mails[1]?.text).toContain(`${SITE_URL}/login`);
  });

  it('records the admin of the session as the actor, by cookie and by bearer token', async () => {
    const { member } = await signedInMember('Audited Member');
    expect((await postAs(server, CHANGE_VERIFICATION_PATH, { userId: member.id, isVerified: false, reason: 'x' }, byBearer(otherAdmin))).status).toBe(200);
    expect((await unblock(member.id, admin)).status).toBe(200);
    expect((await auditOf(member.id)).map((e) => [e.action, e.admin_id])).toEqual([
      ['blocked', otherAdmin.user.id],
      ['unblocked', admin.user.id],
    ]);
  });

  it('records an optional reason on unblock', async () => {
    const { member } = await signedInMember('Unblocked With Reason');
    await block(member.id);
    expect((await unblock(member.id, admin, '  Apologised  ')).status).toBe(200);
    expect((await auditOf(member.id)).at(-1)).toMatchObject({ action: 'unblocked', reason: 'Apologised' });
  });

  it('is idempotent: re-blocking or re-unblocking answers 200 and changes nothing more', async () => {
    const { member } = await signedInMember('Twice Blocked');
    expect((await block(member.id)).status).toBe(200);
    const again = await block(member.id, 'Another reason');
    expect(again.status).toBe(200);
    expect(again.body).toEqual(BLOCKED);
    expect((await auditOf(member.id)).map((e) => e.action)).toEqual(['blocked']);

    expect((await unblock(member.id)).status).toBe(200);
    const unblockedAgain = await unblock(member.id);
    expect(unblockedAgain.status).toBe(200);
    expect(unblockedAgain.body).toEqual(UNBLOCKED);
    expect((await auditOf(member.id)).map((e) => e.action)).toEqual(['blocked', 'unblocked']);

    // An active member "unblocked" changes nothing either.
    const { member: active } = await signedInMember('Never Blocked');
    expect((await unblock(active.id)).status).toBe(200);
    expect(await auditOf(active.id)).toEqual([]);
    expect(await mailsTo(server, active.email)).toEqual([]);
    expect((await mailsTo(server, member.email)).map((m) => m.subject)).toEqual([BLOCKED_MAIL_SUBJECT, UNBLOCKED_MAIL_SUBJECT]);
  });

  it('leaves one entry when two admins block at once', async () => {
    const { member, bearer } = await signedInMember('Raced Block');
    const results = await Promise.all([block(member.id, 'Reason A', admin), block(member.id, 'Reason B', otherAdmin)]);
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    expect(await auditOf(member.id)).toHaveLength(1);
    expect((await me({ authorization: `Bearer ${bearer.token}` })).status).toBe(401);
    expect(await mailsTo(server, member.email)).toHaveLength(1);
  });

  it('invalidates the unused first-password link of a blocked member, also after an unblock', async () => {
    const application = await addPendingApplication(server.app.db);
    const accepted = await postAs(server, `${RESPOND_PATH}/${application.id}`, { adminId: admin.user.id, action: 'approved' }, byBearer(admin));
    expect(accepted.status).toBe(200);
    const [welcome] = await mailsTo(server, application.email);
    const token = LINK.exec(welcome?.text ?? '')?.[1] ?? '';
    const { user_id: userId } = await server.app.db
      .selectFrom('membership_applications')
      .select('user_id')
      .where('id', '=', application.id)
      .executeTakeFirstOrThrow();

    expect((await block(userId ?? '')).status).toBe(200);
    expect((await unblock(userId ?? '')).status).toBe(200);
    const reset = await call(server, '/api/auth/reset-password', {
      method: 'PATCH',
      json: { token, newPassword: 'my-first-password' },
      headers: { origin: server.origin, 'x-forwarded-for': '10.2.0.1' },
    });
    expect(reset.status).toBe(400);
    // Forgot-password gives them a fresh link.
    const forgot = await call(server, '/api/auth/forgot-password', {
      json: { email: application.email },
      headers: { origin: server.origin, 'x-forwarded-for': '10.2.0.2' },
    });
    expect(forgot.status).toBe(200);
    const mails = await mailsTo(server, application.email);
    const fresh = LINK.exec(mails.at(-1)?.text ?? '')?.[1] ?? '';
    expect(fresh).not.toBe(token);
    const withFresh = await call(server, '/api/auth/reset-password', {
      method: 'PATCH',
      json: { token: fresh, newPassword: 'my-first-password' },
      headers: { origin: server.origin, 'x-forwarded-for': '10.2.0.3' },
    });
    expect(withFresh.status).toBe(200);
    expect((await postLogin(server, application.email, 'my-first-password')).status).toBe(200);
  });

  describe('who can be blocked', () => {
    it('never an admin, the acting one included (403), and the admin keeps their sessions', async () => {
      for (const target of [admin, otherAdmin]) {
        for (const isVerified of [false, true]) {
          const res = await change({ userId: target.user.id, isVerified, reason: 'Trying' });
          expect(res.status).toBe(403);
          expect(res.body).toEqual({ message: ADMIN_NOT_BLOCKABLE });
        }
        expect((await userRow(target.user.id)).is_active).toBe(1);
        expect((await me(byBearer(target))).status).toBe(200);
      }
      // Even an admin who has an approved application of their own.
      const withApplication = await addMember(server.app.db, {
        fullName: 'Member Made Admin',
        isAdmin: true,
        applications: [{ status: 'approved' }],
      });
      expect((await block(withApplication.id)).status).toBe(403);
      const audit = await server.app.db.selectFrom('membership_audit').select('id').where('user_id', 'in', [admin.user.id, otherAdmin.user.id, withApplication.id]).execute();
      expect(audit).toEqual([]);
    });

    it('only approved members: 404 for anyone else', async () => {
      const noApplication = await addMember(server.app.db, { fullName: 'No Application' });
      const onlyPending = await addMember(server.app.db, { fullName: 'Only Pending', applications: [{ status: 'pending' }] });
      const onlyRejected = await addMember(server.app.db, { fullName: 'Only Rejected', applications: [{ status: 'rejected' }] });
      for (const userId of ['no-such-user', crypto.randomUUID(), noApplication.id, onlyPending.id, onlyRejected.id]) {
        for (const isVerified of [false, true]) {
          const res = await change({ userId, isVerified, reason: 'Because' });
          expect(res.status).toBe(404);
          expect(res.body).toEqual({ message: MEMBER_NOT_FOUND });
        }
      }
      for (const user of [noApplication, onlyPending, onlyRejected]) expect((await userRow(user.id)).is_active).toBe(1);
    });
  });

  describe('validation', () => {
    it.each<[string, unknown, { field: string; message: string }[]]>([
      ['a block without a reason', { userId: 'U', isVerified: false }, [{ field: 'reason', message: 'Reason is required' }]],
      ['a block with a blank reason', { userId: 'U', isVerified: false, reason: '  \n ' }, [{ field: 'reason', message: 'Reason is required' }]],
      ['a block with a too long reason', { userId: 'U', isVerified: false, reason: 'r'.repeat(1001) }, [{ field: 'reason', message: 'Reason must be at most 1000 characters' }]],
      ['an unblock with a too long reason', { userId: 'U', isVerified: true, reason: 'r'.repeat(1001) }, [{ field: 'reason', message: 'Reason must be at most 1000 characters' }]],
      ['an unknown key', { userId: 'U', isVerified: false, reason: 'x', isActive: false }, [{ field: 'isActive', message: 'Unknown field' }]],
      ['a forged adminId (the acting admin is the session’s)', { userId: 'U', isVerified: false, reason: 'x', adminId: 'U' }, [{ field: 'adminId', message: 'Unknown field' }]],
      ['no userId', { isVerified: false, reason: 'x' }, [{ field: 'userId', message: 'Is required' }]],
      ['an empty userId', { userId: '', isVerified: true }, [{ field: 'userId', message: 'Is required' }]],
      ['no isVerified', { userId: 'U', reason: 'x' }, [{ field: 'isVerified', message: 'Is required' }]],
      ['a string isVerified', { userId: 'U', isVerified: 'false', reason: 'x' }, [{ field: 'isVerified', message: 'Must be a boolean, not string' }]],
      ['a null reason', { userId: 'U', isVerified: false, reason: null }, [{ field: 'reason', message: 'Must be a string, not null' }]],
    ])('refuses %s (400) and changes nothing', async (_name, body, fields) => {
      const { member, bearer } = await signedInMember('Validation Target');
      const withId = JSON.parse(JSON.stringify(body).replaceAll('"U"', JSON.stringify(member.id)));
      const res = await change(withId);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: fields });
      expect((await userRow(member.id)).is_active).toBe(1);
      expect((await me(byBearer(bearer))).status).toBe(200);
      expect(await auditOf(member.id)).toEqual([]);
    });
  });
});
