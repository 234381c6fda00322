import { ADMIN_EMAIL, ADMIN_PASSWORD, SITE_URL, byCookie, postAs } from '../../test/admin';
import { call, clientAddresses, login, type Login } from '../../test/http';
import { mailsTo } from '../../test/mail';
import { addMember } from '../../test/members';
import { uniqueEmail, validApplication } from '../../test/membership-application-fixture';
import { createTestDatabase, dropTestDatabases, engines } from '../../test/test-database';
import { startTestServer, type TestServer } from '../../test/test-server';
import { eraseExpiredApplicants } from './applicant-retention';

const DAY_MS = 24 * 60 * 60 * 1000;
const STATUS_LINK = /https:\/\/club\.example\.com\/application\/([A-Za-z0-9_-]{43})(?![A-Za-z0-9_-])/;

describe.each(engines)('a rejected applicant\'s data, erased once its retention has run out (%s)', (engine) => {
  let server: TestServer;
  let admin: Login;

  beforeAll(async () => {
    server = await startTestServer(await createTestDatabase(engine), {
      ADMIN_EMAIL, ADMIN_PASSWORD, SEED_DEMO: '0', SITE_URL, TRUST_PROXY: '1', REJECTED_APPLICATION_RETENTION_DAYS: '30',
    });
    admin = await login(server, ADMIN_EMAIL, ADMIN_PASSWORD);
  });

  afterAll(async () => {
    await server?.close();
    await dropTestDatabases();
  });

  const nextClient = clientAddresses('10.8');
  const applicationRow = (email: string) =>
    server.app.db.selectFrom('membership_applications').selectAll().where('email', '=', email).executeTakeFirst();
  const rowById = (id: string) => server.app.db.selectFrom('membership_applications').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  /** Applies, is rejected `daysAgo` days ago; answers the application's id and status token. */
  async function rejectedApplicant(email: string, daysAgo: number) {
    const applied = await call(server, '/api/user/membership/create', {
      json: validApplication({ email, fullName: 'Jules Declined' }), headers: { origin: server.origin, 'x-forwarded-for': nextClient() },
    });
    expect(applied.status).toBe(201);
    const token = STATUS_LINK.exec((await mailsTo(server, email))[0]?.text ?? '')?.[1] ?? '';
    const { id } = (await applicationRow(email))!;
    const rejected = await postAs(server, `/api/admin/membership/respond/${id}`, { adminId: admin.user.id, action: 'rejected', rejectionReason: 'Full this year.' }, byCookie(server, admin));
    expect(rejected.status).toBe(200);
    await server.app.db.updateTable('membership_applications').set({ reviewed_at: new Date(Date.now() - daysAgo * DAY_MS).toISOString() }).where('id', '=', id).execute();
    return { id, token };
  }

  it('erases the applications rejected longer ago than the retention, whose address has no account: their status link answers 404', async () => {
    const old = uniqueEmail('old-reject');
    const recent = uniqueEmail('recent-reject');
    const member = uniqueEmail('became-member');
    const expired = await rejectedApplicant(old, 31);
    const kept = await rejectedApplicant(recent, 29);
    const memberApplication = await rejectedApplicant(member, 40);
    await addMember(server.app.db, { email: member, fullName: 'Jules Member', applications: [{ status: 'approved' }] });
    expect((await call(server, `/api/membership/status/${expired.token}`)).status).toBe(200);

    expect(await eraseExpiredApplicants({ config: server.config, db: server.app.db }, new Date(), 30)).toBe(1);

    const erased = await rowById(expired.id);
    expect(erased).toMatchObject({ full_name: 'Former member', status: 'rejected', rejection_reason: null, status_token_hash: null, profession: '' });
    expect(erased.email).toBe(`erased-${expired.id}@erased.invalid`);
    expect((await call(server, `/api/membership/status/${expired.token}`)).status).toBe(404);
    expect(await mailsTo(server, old)).toEqual([]);
    // The decision stays in the audit trail, with its reason.
    const audit = await server.app.db.selectFrom('membership_audit').select(['action', 'reason']).where('application_id', '=', expired.id).execute();
    expect(audit).toEqual([{ action: 'rejected', reason: 'Full this year.' }]);

    expect((await call(server, `/api/membership/status/${kept.token}`)).status).toBe(200);
    expect((await rowById(kept.id)).full_name).toBe('Jules Declined');
    expect((await rowById(memberApplication.id)).full_name).toBe('Jules Declined');
    // Erasing again finds nothing to do.
    expect(await eraseExpiredApplicants({ config: server.config, db: server.app.db }, new Date(), 30)).toBe(0);
  });
});
