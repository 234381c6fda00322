import { createHash } from 'node:crypto';
import { FIRST_PASSWORD_TOKEN_TTL_MS } from '../../core/auth/password-token';
import { createUser } from '../../core/users/user-repository';
import {
  ADMIN_EMAIL, ADMIN_PASSWORD, SITE_URL, addSignedInAdmin, addSignedInMember, byBearer, byCookie, postAs,
} from '../../test/admin';
import { call, clientAddresses, login, postLogin, postWithRawHeaders, type Login } from '../../test/http';
import { mailsTo, retryMailNow, whileMailFails } from '../../test/mail';
import { addPendingApplication, type TestApplication } from '../../test/members';
import { uniqueEmail, validApplication } from '../../test/membership-application-fixture';
import { createTestDatabase, dropTestDatabases, engines } from '../../test/test-database';
import { startTestServer, type TestServer } from '../../test/test-server';
import {
  EMAIL_HAS_ACCOUNT, PENDING_REQUESTS_PATH, REQUEST_ALREADY_DECIDED, REQUEST_NOT_FOUND, RESPOND_NOT_YOURS, RESPOND_PATH,
} from './membership-admin-routes';
import { APPLICATION_RECEIVED_MAIL_SUBJECT } from '../../core/admissions/admissions-mail';
import { REJECTION_MAIL_SUBJECT, WELCOME_MAIL_SUBJECT } from './membership-mail';

const ACCEPTED = { success: true, message: 'Request accepted successfully' };
const REJECTED = { success: true, message: 'Request rejected successfully' };
const ALREADY = { message: REQUEST_ALREADY_DECIDED };
const LINK = /https:\/\/club\.example\.com\/reset-password\/([A-Za-z0-9_-]{43})(?![A-Za-z0-9_-])/;
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

describe.each(engines)('POST /api/admin/membership/respond/:id (%s)', (engine) => {
  let server: TestServer;
  let admin: Login;
  let otherAdmin: Login;

  beforeAll(async () => {
    // TRUST_PROXY: each reset-password and application call comes from its own client, so the
    // per-client rate limits of those routes stay out of the way.
    server = await startTestServer(await createTestDatabase(engine), {
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      SEED_DEMO: '0',
      SITE_URL,
      TRUST_PROXY: '1',
    });
    admin = await login(server, ADMIN_EMAIL, ADMIN_PASSWORD);
    otherAdmin = await addSignedInAdmin(server);
  });

  afterAll(async () => {
    await server?.close();
    await dropTestDatabases();
  });

  const nextClient = clientAddresses('10.1');
  const respondAs = (who: Login, id: string, body: unknown) =>
    postAs(server, `${RESPOND_PATH}/${encodeURIComponent(id)}`, body, byCookie(server, who));
  const accept = (id: string, who: Login = admin) => respondAs(who, id, { adminId: who.user.id, action: 'approved' });
  const reject = (id: string, reason: string, who: Login = admin) =>
    respondAs(who, id, { adminId: who.user.id, action: 'rejected', rejectionReason: reason });
  const pending = (overrides = {}) => addPendingApplication(server.app.db, overrides);

  const applicationRow = (id: string) =>
    server.app.db.selectFrom('membership_applications').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const usersWithEmail = (email: string) =>
    server.app.db.selectFrom('users').selectAll().where('email', '=', email).execute();
  const auditOf = (applicationId: string) =>
    server.app.db.selectFrom('membership_audit').selectAll().where('application_id', '=', applicationId).execute();
  const resetPassword = (token: string, newPassword: string) =>
    call(server, '/api/auth/reset-password', {
      method: 'PATCH',
      json: { token, newPassword },
      headers: { origin: server.origin, 'x-forwarded-for': nextClient() },
    });

  async function expectStillPending(application: TestApplication) {
    const row = await applicationRow(application.id);
    expect(row).toMatchObject({ status: 'pending', reviewed_at: null, reviewed_by: null, rejection_reason: null, user_id: null });
    expect(await auditOf(application.id)).toEqual([]);
    expect(await usersWithEmail(application.email)).toEqual([]);
  }

  describe('accepting', () => {
    it('creates the member, links them, mails a first-password link that works, and records it', async () => {
      // Applied through the real form endpoint.
      const email = uniqueEmail('newcomer');
      const applied = await call(server, '/api/user/membership/create', {
        json: validApplication({ email, fullName: '  Noor  Haddad ', phoneNumber: '+1 (312) 555-0177' }),
        headers: { origin: server.origin, 'x-forwarded-for': nextClient() },
      });
      expect(applied.status).toBe(201);
      const listed = await call(server, PENDING_REQUESTS_PATH, { headers: byBearer(admin) });
      const request = listed.body.data.find((r: { email: string }) => r.email === email);
      expect(request).toMatchObject({ fullName: 'Noor  Haddad', user: null });

      const res = await accept(request.id);
      expect(res.status).toBe(200);
      expect(res.body).toEqual(ACCEPTED);

      const row = await applicationRow(request.id);
      expect(row).toMatchObject({ status: 'approved', reviewed_by: admin.user.id, rejection_reason: null });
      expect(Date.now() - Date.parse(row.reviewed_at ?? '')).toBeLessThan(60_000);
      const [user, ...others] = await usersWithEmail(email);
      expect(others).toEqual([]);
      expect(user).toMatchObject({
        id: row.user_id,
        full_name: 'Noor  Haddad',
        email,
        phone: '+13125550177',
        password_hash: null,
        is_active: 1,
        is_admin: 0,
        profile_picture: null,
      });

      const tokens = await server.app.db.selectFrom('password_reset_tokens').selectAll().where('user_id', '=', user?.id ?? '').execute();
      expect(tokens).toHaveLength(1);
      expect(tokens[0]).toMatchObject({ purpose: 'first-password', used_at: null });
      expect(Date.parse(tokens[0]?.expires_at ?? '') - Date.parse(tokens[0]?.created_at ?? '')).toBe(FIRST_PASSWORD_TOKEN_TTL_MS);

      expect(await auditOf(request.id)).toEqual([
        {
          id: expect.any(String),
          action: 'approved',
          application_id: request.id,
          user_id: user?.id,
          admin_id: admin.user.id,
          reason: null,
          created_at: row.reviewed_at,
        },
      ]);

      // The application's confirmation (with its status link), then the welcome.
      const mails = await mailsTo(server, email);
      expect(mails.map((sent) => sent.subject)).toEqual([APPLICATION_RECEIVED_MAIL_SUBJECT, WELCOME_MAIL_SUBJECT]);
      const mail = mails[1];
      expect(mail?.text).toContain('Hello Noor Haddad,');
      expect(mail?.text).toContain('72 hours');
      const token = LINK.exec(mail?.text ?? '')?.[1] ?? '';
      expect(tokens[0]?.token_hash).toBe(sha256(token));
      expect(mail?.html).toContain(`<a href="${SITE_URL}/reset-password/${token}">`);

      // No password yet: the member cannot sign in until they use the link.
      expect((await postLogin(server, email, 'my-first-password')).status).toBe(401);
      const reset = await resetPassword(token, 'my-first-password');
      expect(reset.status).toBe(200);
      expect(reset.body).toEqual({ success: true, message: 'Password has been updated successfully!' });
      const signedIn = await login(server, email, 'my-first-password');
      expect(signedIn.user).toMatchObject({ id: user?.id, fullName: 'Noor  Haddad', isAdmin: false });
      // Single use.
      expect((await resetPassword(token, 'another-password-2')).status).toBe(400);

      // And they are in the directory.
      const directory = await call(server, `/api/admin/membership/verifiedMembers?userId=${signedIn.user.id}`, {
        headers: byBearer(signedIn),
      });
      expect(directory.body.data.data.map((m: { id: string }) => m.id)).toContain(signedIn.user.id);
    });

    it('is answered by bearer token too', async () => {
      const application = await pending();
      const res = await postAs(server, `${RESPOND_PATH}/${application.id}`, { adminId: admin.user.id, action: 'approved' }, byBearer(admin));
      expect(res.status).toBe(200);
      expect(res.body).toEqual(ACCEPTED);
    });

    it('builds the first-password link from SITE_URL, never from Host or X-Forwarded-Host', async () => {
      const application = await pending();
      const status = await postWithRawHeaders(server, `${RESPOND_PATH}/${application.id}`, { adminId: admin.user.id, action: 'approved' }, {
        host: 'evil.example.net',
        'x-forwarded-host': 'evil.example.org',
        'x-forwarded-proto': 'http',
        authorization: `Bearer ${admin.token}`,
      });
      expect(status).toBe(200);
      const [mail] = await mailsTo(server, application.email);
      expect(mail?.text).toMatch(LINK);
      expect(`${mail?.text}${mail?.html}`).not.toMatch(/evil\.example/);
    });

    it('ignores a rejection reason sent with an acceptance', async () => {
      const application = await pending();
      const res = await respondAs(admin, application.id, { adminId: admin.user.id, action: 'approved', rejectionReason: 'x' });
      expect(res.status).toBe(200);
      expect(await applicationRow(application.id)).toMatchObject({ status: 'approved', rejection_reason: null });
    });

    it('refuses (409) when the e-mail already has an account, and leaves the request pending', async () => {
      const application = await pending();
      await createUser(server.app.db, { fullName: 'Already Here', email: application.email });
      const res = await accept(application.id);
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ message: EMAIL_HAS_ACCOUNT });
      const row = await applicationRow(application.id);
      expect(row).toMatchObject({ status: 'pending', reviewed_by: null, user_id: null });
      expect(await auditOf(application.id)).toEqual([]);
      const users = await usersWithEmail(application.email);
      expect(users).toHaveLength(1);
      const tokens = await server.app.db.selectFrom('password_reset_tokens').select('id').where('user_id', '=', users[0]?.id ?? '').execute();
      expect(tokens).toEqual([]);
      expect(await mailsTo(server, application.email)).toEqual([]);

      // The admin can still reject it.
      expect((await reject(application.id, 'You are a member already')).status).toBe(200);
    });

    it("refuses (409) an application with an admin's e-mail: an admin never becomes a member", async () => {
      const application = await pending();
      await server.app.db.updateTable('membership_applications').set({ email: ADMIN_EMAIL }).where('id', '=', application.id).execute();
      const res = await accept(application.id);
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ message: EMAIL_HAS_ACCOUNT });
      const [adminRow] = await usersWithEmail(ADMIN_EMAIL);
      expect(adminRow).toMatchObject({ is_admin: 1, is_active: 1 });
      expect((await applicationRow(application.id)).status).toBe('pending');
    });

    it('answers success and keeps the member when the welcome mail fails, and mails the link once mail works again', async () => {
      const application = await pending();
      await whileMailFails(server, async () => {
        const res = await accept(application.id);
        expect(res.status).toBe(200);
        expect(res.body).toEqual(ACCEPTED);
      });
      expect((await applicationRow(application.id)).status).toBe('approved');
      expect(await usersWithEmail(application.email)).toHaveLength(1);
      expect(await mailsTo(server, application.email)).toEqual([]);

      await retryMailNow(server);
      const mails = await mailsTo(server, application.email);
      expect(mails.map((mail) => mail.subject)).toEqual([WELCOME_MAIL_SUBJECT]);
      const token = LINK.exec(mails[0]?.text ?? '')?.[1] ?? '';
      expect((await resetPassword(token, 'first-password-1')).status).toBe(200);
    });
  });

  describe('rejecting', () => {
    it('stores the trimmed reason, creates no account, mails the applicant the reason, and records it', async () => {
      const application = await pending({ fullName: 'Sam Applicant' });
      const res = await reject(application.id, '  Our tables are full this season.\nPlease apply again in spring.  ');
      expect(res.status).toBe(200);
      expect(res.body).toEqual(REJECTED);

      const reason = 'Our tables are full this season.\nPlease apply again in spring.';
      const row = await applicationRow(application.id);
      expect(row).toMatchObject({ status: 'rejected', reviewed_by: admin.user.id, rejection_reason: reason, user_id: null });
      expect(await usersWithEmail(application.email)).toEqual([]);
      expect(await auditOf(application.id)).toEqual([
        expect.objectContaining({ action: 'rejected', user_id: null, admin_id: admin.user.id, reason, created_at: row.reviewed_at }),
      ]);

      const mails = await mailsTo(server, application.email);
      expect(mails).toHaveLength(1);
      expect(mails[0]?.subject).toBe(REJECTION_MAIL_SUBJECT);
      expect(mails[0]?.text).toContain('Hello Sam Applicant,');
      expect(mails[0]?.text).toContain(reason);
      expect(mails[0]?.text).toContain(server.config.clubEmail);
      expect(`${mails[0]?.text}${mails[0]?.html}`).not.toMatch(/reset-password/);
    });

    it('escapes the reason in the HTML mail', async () => {
      const application = await pending();
      expect((await reject(application.id, '<script>alert("x")</script> & more')).status).toBe(200);
      const [mail] = await mailsTo(server, application.email);
      expect(mail?.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; more');
      expect(mail?.html).not.toContain('<script>');
      expect(mail?.text).toContain('<script>alert("x")</script> & more');
    });

    it('answers success when the rejection mail fails, and mails the reason once mail works again', async () => {
      const application = await pending();
      await whileMailFails(server, async () => {
        expect((await reject(application.id, 'Not this time')).status).toBe(200);
      });
      expect((await applicationRow(application.id)).rejection_reason).toBe('Not this time');
      expect(await mailsTo(server, application.email)).toEqual([]);

      await retryMailNow(server);
      const mails = await mailsTo(server, application.email);
      expect(mails.map((mail) => mail.subject)).toEqual([REJECTION_MAIL_SUBJECT]);
      expect(mails[0]?.text).toContain('Not this time');
    });
  });

  describe('validation', () => {
    it.each<[string, unknown, { field: string; message: string }[]]>([
      ['an unknown key', { adminId: 'ME', action: 'approved', isAdmin: true }, [{ field: 'isAdmin', message: 'Unknown field' }]],
      ['no adminId', { action: 'approved' }, [{ field: 'adminId', message: 'Is required' }]],
      ['an empty adminId', { adminId: ' ', action: 'approved' }, [{ field: 'adminId', message: 'Is required' }]],
      ['an adminId that is not a string', { adminId: 7, action: 'approved' }, [{ field: 'adminId', message: 'Must be a string, not number' }]],
      ['an unknown action', { adminId: 'ME', action: 'accepted' }, [{ field: 'action', message: "Must be 'approved' or 'rejected'" }]],
      ['no action', { adminId: 'ME' }, [{ field: 'action', message: "Must be 'approved' or 'rejected'" }]],
      ['a rejection without a reason', { adminId: 'ME', action: 'rejected' }, [{ field: 'rejectionReason', message: 'Rejection reason is required' }]],
      ['a rejection with a blank reason', { adminId: 'ME', action: 'rejected', rejectionReason: ' \n\t ' }, [{ field: 'rejectionReason', message: 'Rejection reason is required' }]],
      ['a rejection with a too long reason', { adminId: 'ME', action: 'rejected', rejectionReason: 'x'.repeat(1001) }, [{ field: 'rejectionReason', message: 'Reason must be at most 1000 characters' }]],
      ['a reason that is not a string', { adminId: 'ME', action: 'rejected', rejectionReason: null }, [{ field: 'rejectionReason', message: 'Must be a string, not null' }]],
      ['an array body', [], [{ field: 'body', message: 'A JSON object body is required' }]],
    ])('refuses %s (400) and leaves the request pending', async (_name, body, fields) => {
      const application = await pending();
      const withId = JSON.parse(JSON.stringify(body).replaceAll('"ME"', JSON.stringify(admin.user.id)));
      const res = await respondAs(admin, application.id, withId);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: fields });
      await expectStillPending(application);
    });

    it('refuses a missing or malformed body (400)', async () => {
      const application = await pending();
      const empty = await call(server, `${RESPOND_PATH}/${application.id}`, { method: 'POST', headers: byCookie(server, admin) });
      expect(empty.status).toBe(400);
      expect(empty.body).toEqual({ message: [{ field: 'body', message: 'A JSON object body is required' }] });
      const malformed = await call(server, `${RESPOND_PATH}/${application.id}`, {
        body: '{"adminId":',
        headers: { ...byCookie(server, admin), 'content-type': 'application/json' },
      });
      expect(malformed.status).toBe(400);
      expect(malformed.body).toEqual({ message: 'Malformed JSON body' });
      await expectStillPending(application);
    });

    it("refuses (403) an adminId that is not the signed-in admin's", async () => {
      const application = await pending();
      const { member } = await addSignedInMember(server, 'Some Member', admin.user.id);
      for (const adminId of [otherAdmin.user.id, member.id, 'not-a-user']) {
        for (const action of ['approved', 'rejected']) {
          const res = await respondAs(admin, application.id, { adminId, action, rejectionReason: 'Because' });
          expect(res.status).toBe(403);
          expect(res.body).toEqual({ message: RESPOND_NOT_YOURS });
        }
      }
      await expectStillPending(application);
    });

    it('answers 404 for an unknown request', async () => {
      for (const id of ['no-such-request', crypto.randomUUID(), 'x'.repeat(100)]) {
        const res = await accept(id);
        expect(res.status).toBe(404);
        expect(res.body).toEqual({ message: REQUEST_NOT_FOUND });
      }
      expect((await reject('no-such-request', 'Because')).status).toBe(404);
      // Fastify's own limit on a path parameter (100 characters).
      expect((await accept('x'.repeat(101))).status).toBe(414);
    });

    it('answers 409 for a request already decided, and changes nothing', async () => {
      const approved = await pending();
      const rejected = await pending();
      expect((await accept(approved.id)).status).toBe(200);
      expect((await reject(rejected.id, 'First reason')).status).toBe(200);
      const before = [await applicationRow(approved.id), await applicationRow(rejected.id)];

      for (const res of [
        await accept(approved.id, otherAdmin),
        await reject(approved.id, 'Changed my mind', otherAdmin),
        await accept(rejected.id, otherAdmin),
        await reject(rejected.id, 'Second reason', otherAdmin),
      ]) {
        expect(res.status).toBe(409);
        expect(res.body).toEqual(ALREADY);
      }
      expect([await applicationRow(approved.id), await applicationRow(rejected.id)]).toEqual(before);
      expect(await auditOf(approved.id)).toHaveLength(1);
      expect(await auditOf(rejected.id)).toHaveLength(1);
      expect(await usersWithEmail(approved.email)).toHaveLength(1);
      expect(await mailsTo(server, approved.email)).toHaveLength(1);
      expect(await mailsTo(server, rejected.email)).toHaveLength(1);
    });
  });

  describe('two admins at once', () => {
    async function race(first: () => Promise<{ status: number; body: unknown }>, second: () => Promise<{ status: number; body: unknown }>) {
      const results = await Promise.all([first(), second()]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
      expect(results.find((r) => r.status === 409)?.body).toEqual(ALREADY);
      return results;
    }

    it('leaves exactly one decision when both accept', async () => {
      for (let round = 0; round < 3; round += 1) {
        const application = await pending();
        await race(() => accept(application.id, admin), () => accept(application.id, otherAdmin));
        expect(await usersWithEmail(application.email)).toHaveLength(1);
        const audit = await auditOf(application.id);
        expect(audit).toHaveLength(1);
        const row = await applicationRow(application.id);
        expect(row.status).toBe('approved');
        expect(row.reviewed_by).toBe(audit[0]?.admin_id);
        expect(row.user_id).toBe(audit[0]?.user_id);
        const tokens = await server.app.db.selectFrom('password_reset_tokens').select('id').where('user_id', '=', row.user_id ?? '').execute();
        expect(tokens).toHaveLength(1);
        expect(await mailsTo(server, application.email)).toHaveLength(1);
      }
    });

    it('leaves exactly one decision when one accepts and the other rejects', async () => {
      for (let round = 0; round < 3; round += 1) {
        const application = await pending();
        const [acceptance] = await race(
          () => accept(application.id, admin),
          () => reject(application.id, 'Not a fit', otherAdmin),
        );
        const audit = await auditOf(application.id);
        expect(audit).toHaveLength(1);
        const row = await applicationRow(application.id);
        const accepted = acceptance?.status === 200;
        expect(row.status).toBe(accepted ? 'approved' : 'rejected');
        expect(audit[0]).toMatchObject(
          accepted
            ? { action: 'approved', admin_id: admin.user.id, reason: null }
            : { action: 'rejected', admin_id: otherAdmin.user.id, reason: 'Not a fit' },
        );
        expect(row.rejection_reason).toBe(accepted ? null : 'Not a fit');
        expect(await usersWithEmail(application.email)).toHaveLength(accepted ? 1 : 0);
        const mails = await mailsTo(server, application.email);
        expect(mails.map((m) => m.subject)).toEqual([accepted ? WELCOME_MAIL_SUBJECT : REJECTION_MAIL_SUBJECT]);
      }
    });

    it('waits for a decision in progress: 409 once it commits, a decision if it is undone', async () => {
      for (const ending of ['commit', 'rollback'] as const) {
        const application = await pending();
        let release = () => undefined as void;
        const released = new Promise<void>((resolve) => {
          release = resolve;
        });
        let signalClaimed = () => undefined as void;
        const claimed = new Promise<void>((resolve) => {
          signalClaimed = resolve;
        });
        // Another admin's transaction holds the claimed request open.
        const holder = server.app.db
          .transaction()
          .execute(async (trx) => {
            await trx
              .updateTable('membership_applications')
              .set({ status: 'rejected', reviewed_at: new Date().toISOString(), reviewed_by: otherAdmin.user.id, rejection_reason: 'Held' })
              .where('id', '=', application.id)
              .where('status', '=', 'pending')
              .execute();
            signalClaimed();
            await released;
            if (ending === 'rollback') throw new Error('undone');
          })
          .catch(() => undefined);
        await claimed;
        const response = accept(application.id);
        await new Promise((resolve) => setTimeout(resolve, 150));
        release();
        await holder;
        const res = await response;
        if (ending === 'commit') {
          expect(res.status).toBe(409);
          expect(res.body).toEqual(ALREADY);
          expect(await usersWithEmail(application.email)).toEqual([]);
          expect((await applicationRow(application.id)).rejection_reason).toBe('Held');
        } else {
          expect(res.status).toBe(200);
          expect(await usersWithEmail(application.email)).toHaveLength(1);
          expect((await applicationRow(application.id)).status).toBe('approved');
        }
      }
    });

    it('leaves exactly one decision when both reject', async () => {
      const application = await pending();
      await race(() => reject(application.id, 'Reason A', admin), () => reject(application.id, 'Reason B', otherAdmin));
      expect(await auditOf(application.id)).toHaveLength(1);
      const row = await applicationRow(application.id);
      expect(['Reason A', 'Reason B']).toContain(row.rejection_reason);
      expect(await mailsTo(server, application.email)).toHaveLength(1);
    });
  });
});
