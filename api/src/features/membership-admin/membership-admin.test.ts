import type { MembershipRecord, MembershipStats } from 'shared/types';
import { updateUser } from '../../core/users/user-repository';
import {
  ADMIN_EMAIL, ADMIN_PASSWORD, addSignedInMember, byBearer, byCookie, getAs, postAs,
} from '../../test/admin';
import { call, login, type Login } from '../../test/http';
import { addMember, addPendingApplication } from '../../test/members';
import { validApplication } from '../../test/membership-application-fixture';
import { createTestDatabase, dropTestDatabases, engines } from '../../test/test-database';
import { startTestServer, type TestServer } from '../../test/test-server';
import {
  APPROVED_MEMBERS_PATH, CHANGE_VERIFICATION_PATH, PENDING_REQUESTS_PATH, RESPOND_PATH, STATS_PATH,
} from './membership-admin-routes';

/** Every key of MembershipRecord, and nothing else. */
const RECORD_KEYS = [
  'availableDays', 'cohostingInterest', 'createdAt', 'cuisineInterests', 'culinarySkills', 'diningFrequency', 'email',
  'fullName', 'id', 'instagramUrl', 'interestReason', 'linkedinUrl', 'membershipGoals', 'phoneNumber', 'profession',
  'professionalContribution', 'referralSource', 'restaurantRecommendations', 'reviewedAt', 'user',
];
const USER_KEYS = ['id', 'isActive', 'profilePicture'];
const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString();

describe.each(engines)('admin membership access (%s)', (engine) => {
  let server: TestServer;
  let admin: Login;
  let member: Login;

  beforeAll(async () => {
    server = await startTestServer(await createTestDatabase(engine), { ADMIN_EMAIL, ADMIN_PASSWORD, SEED_DEMO: '0' });
    admin = await login(server, ADMIN_EMAIL, ADMIN_PASSWORD);
    member = (await addSignedInMember(server, 'Plain Member', admin.user.id)).session;
  });

  afterAll(async () => {
    await server?.close();
    await dropTestDatabases();
  });

  /** A valid call of each admin endpoint (the writes on something that does not exist). */
  const endpoints = () => [
    { name: 'GET stats', run: (h: Record<string, string>) => getAs(server, STATS_PATH, h) },
    { name: 'GET pendingRequests', run: (h: Record<string, string>) => getAs(server, PENDING_REQUESTS_PATH, h) },
    { name: 'GET approvedMembers', run: (h: Record<string, string>) => getAs(server, APPROVED_MEMBERS_PATH, h) },
    {
      name: 'POST respond',
      run: (h: Record<string, string>) =>
        postAs(server, `${RESPOND_PATH}/no-such-request`, { adminId: admin.user.id, action: 'approved' }, h),
    },
    {
      name: 'POST change-verification',
      run: (h: Record<string, string>) =>
        postAs(server, CHANGE_VERIFICATION_PATH, { userId: 'no-such-user', isVerified: true }, h),
    },
  ];

  it('refuses a visitor with 401 on every endpoint', async () => {
    for (const { name, run } of endpoints()) {
      const res = await run({ origin: server.origin });
      expect([name, res.status, res.body]).toEqual([name, 401, { message: 'Not signed in' }]);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    }
  });

  it('refuses a signed-in member with 403 on every endpoint, by cookie and by bearer token', async () => {
    for (const { name, run } of endpoints()) {
      for (const headers of [byCookie(server, member), byBearer(member)]) {
        const res = await run(headers);
        expect([name, res.status, res.body]).toEqual([name, 403, { message: 'Administrators only' }]);
      }
    }
  });

  it('answers an admin on every endpoint, by cookie and by bearer token', async () => {
    const statuses = [];
    for (const { name, run } of endpoints()) {
      for (const headers of [byCookie(server, admin), byBearer(admin)]) {
        statuses.push([name, (await run(headers)).status]);
      }
    }
    expect(statuses).toEqual([
      ['GET stats', 200], ['GET stats', 200],
      ['GET pendingRequests', 200], ['GET pendingRequests', 200],
      ['GET approvedMembers', 200], ['GET approvedMembers', 200],
      // Authorised, about things that do not exist.
      ['POST respond', 404], ['POST respond', 404],
      ['POST change-verification', 404], ['POST change-verification', 404],
    ]);
  });

  it('checks the session before the body: a visitor or member with a malformed body gets 401 or 403', async () => {
    for (const [headers, status] of [[{ origin: server.origin }, 401], [byBearer(member), 403]] as const) {
      const res = await call(server, CHANGE_VERIFICATION_PATH, {
        body: '{"userId": ',
        headers: { ...headers, 'content-type': 'application/json' },
      });
      expect(res.status).toBe(status);
    }
  });

  it('refuses a blocked admin session, an expired one and a forged token (401)', async () => {
    const forged = await getAs(server, STATS_PATH, { authorization: `Bearer ${'A'.repeat(43)}` });
    expect(forged.status).toBe(401);

    const second = await addMember(server.app.db, { fullName: 'Deactivated Admin', isAdmin: true, canSignIn: true });
    const session = await login(server, second.email, 'member-password-1');
    expect((await getAs(server, STATS_PATH, byBearer(session))).status).toBe(200);
    await updateUser(server.app.db, second.id, { isActive: false });
    expect((await getAs(server, STATS_PATH, byBearer(session))).status).toBe(401);
  });

  it('refuses a cookie write without the site Origin (403), before anything else', async () => {
    const res = await call(server, CHANGE_VERIFICATION_PATH, {
      json: { userId: member.user.id, isVerified: false, reason: 'x' },
      headers: { cookie: admin.cookie },
    });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: 'Cross-site request refused' });
  });

  it('answers with no-store', async () => {
    const res = await getAs(server, PENDING_REQUESTS_PATH, byCookie(server, admin));
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('takes an admin flag away with the next call (read from the database, not the session)', async () => {
    const second = await addMember(server.app.db, { fullName: 'Former Admin', isAdmin: true, canSignIn: true });
    const session = await login(server, second.email, 'member-password-1');
    await updateUser(server.app.db, second.id, { isAdmin: false });
    const res = await getAs(server, STATS_PATH, byBearer(session));
    expect(res.status).toBe(403);
  });
});

describe.each(engines)('admin membership lists and stats (%s)', (engine) => {
  let server: TestServer;
  let admin: Login;

  beforeAll(async () => {
    server = await startTestServer(await createTestDatabase(engine), { ADMIN_EMAIL, ADMIN_PASSWORD, SEED_DEMO: '0' });
    admin = await login(server, ADMIN_EMAIL, ADMIN_PASSWORD);
  });

  afterAll(async () => {
    await server?.close();
    await dropTestDatabases();
  });

  const stats = async (): Promise<MembershipStats> => {
    const res = await getAs(server, STATS_PATH, byCookie(server, admin));
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['approved', 'pending']);
    return res.body;
  };
  const list = async (path: string): Promise<MembershipRecord[]> => {
    const res = await getAs(server, path, byBearer(admin));
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['data', 'total', 'page', 'pageSize']);
    return res.body.data;
  };
  const respond = (id: string, body: unknown) =>
    postAs(server, `${RESPOND_PATH}/${id}`, body, byCookie(server, admin));

  it('starts empty', async () => {
    expect(await stats()).toEqual({ pending: 0, approved: 0 });
    expect(await list(PENDING_REQUESTS_PATH)).toEqual([]);
    expect(await list(APPROVED_MEMBERS_PATH)).toEqual([]);
  });

  it('lists pending requests oldest first, with exactly the MembershipRecord fields and no user', async () => {
    const newer = await addPendingApplication(server.app.db, { fullName: 'Newer Applicant' }, at(5));
    const older = await addPendingApplication(
      server.app.db,
      {
        fullName: 'Older Applicant',
        profession: 'Consultant - Restaurant operations',
        instagramUrl: 'https://www.instagram.com/older.applicant',
        dietaryRestrictions: 'No shellfish',
        availableDays: ['Sunday', 'Monday'],
      },
      at(60),
    );
    const records = await list(PENDING_REQUESTS_PATH);
    expect(records.map((r) => r.id)).toEqual([older.id, newer.id]);
    for (const record of records) {
      // A pending row also carries the committee's progress (features/admissions).
      expect(Object.keys(record).sort()).toEqual([...RECORD_KEYS, 'endorsements', 'votes'].sort());
      expect(record.user).toBeNull();
      expect(record.reviewedAt).toBeNull();
    }
    const sent = validApplication();
    expect(records[0]).toEqual({
      id: older.id,
      fullName: 'Older Applicant',
      email: older.email,
      phoneNumber: '+13125550100',
      profession: 'Consultant - Restaurant operations',
      professionalContribution: sent.professionalContribution,
      interestReason: sent.interestReason,
      culinarySkills: sent.culinarySkills,
      cuisineInterests: sent.cuisineInterests,
      restaurantRecommendations: sent.restaurantRecommendations,
      diningFrequency: sent.diningFrequency,
      cohostingInterest: sent.cohostingInterest,
      referralSource: sent.referralSource,
      membershipGoals: sent.membershipGoals,
      availableDays: ['Monday', 'Sunday'],
      instagramUrl: 'https://www.instagram.com/older.applicant',
      linkedinUrl: null,
      createdAt: older.createdAt,
      reviewedAt: null,
      user: null,
      votes: { yes: 0, no: 0, abstain: 0 },
      endorsements: { requested: 0, endorsed: 0, declined: 0 },
    });
    expect(JSON.stringify(records)).not.toMatch(/shellfish|dietary|password|reviewedBy|rejection/i);
    expect(await stats()).toEqual({ pending: 2, approved: 0 });
  });

  it('lists approved members newest approval first, with their account and current details', async () => {
    const first = await addMember(
      server.app.db,
      { fullName: 'First Approved', applications: [{ status: 'approved', reviewedAt: at(30) }] },
      admin.user.id,
    );
    const second = await addMember(
      server.app.db,
      {
        fullName: 'Second Approved',
        profilePicture: 'https://club.example.com/storage/v1/object/public/avatars/1-me.png',
        applications: [{ status: 'approved', reviewedAt: at(10) }],
      },
      admin.user.id,
    );
    const blocked = await addMember(
      server.app.db,
      { fullName: 'Blocked Member', isActive: false, applications: [{ status: 'approved', reviewedAt: at(20) }] },
      admin.user.id,
    );
    // Not listed: an admin with an approved application, a user whose application was rejected,
    // a user without any, an application still pending.
    await addMember(server.app.db, { fullName: 'Admin Too', isAdmin: true, applications: [{ status: 'approved' }] });
    await addMember(server.app.db, { fullName: 'Rejected Person', applications: [{ status: 'rejected' }] });
    await addMember(server.app.db, { fullName: 'No Application' });
    // Two approved applications: listed once, with the latest.
    const twice = await addMember(
      server.app.db,
      {
        fullName: 'Approved Twice',
        applications: [
          { status: 'approved', reviewedAt: at(50), profession: 'Lawyer' },
          { status: 'approved', reviewedAt: at(40), profession: 'Engineer' },
        ],
      },
      admin.user.id,
    );
    // A member who edited their name and cleared their phone since applying: the account shows.
    await updateUser(server.app.db, first.id, { fullName: 'First Approved-Renamed', phone: null });

    const records = await list(APPROVED_MEMBERS_PATH);
    expect(records.map((r) => r.user?.id)).toEqual([second.id, blocked.id, first.id, twice.id]);
    for (const record of records) {
      expect(Object.keys(record).sort()).toEqual(RECORD_KEYS);
      expect(Object.keys(record.user ?? {}).sort()).toEqual(USER_KEYS);
      expect(record.reviewedAt).toMatch(ISO);
    }
    const [secondRecord, blockedRecord, firstRecord, twiceRecord] = records;
    expect(secondRecord?.user).toEqual({
      id: second.id,
      isActive: true,
      profilePicture: 'https://club.example.com/storage/v1/object/public/avatars/1-me.png',
    });
    expect(blockedRecord?.user).toEqual({ id: blocked.id, isActive: false, profilePicture: null });
    expect(firstRecord).toMatchObject({ fullName: 'First Approved-Renamed', email: first.email, phoneNumber: null });
    expect(twiceRecord?.profession).toBe('Engineer');
    const application = await server.app.db
      .selectFrom('membership_applications')
      .select('id')
      .where('user_id', '=', second.id)
      .executeTakeFirstOrThrow();
    expect(secondRecord?.id).toBe(application.id);
    expect(JSON.stringify(records)).not.toMatch(/password|argon|reviewedBy|rejection|Not this season/i);

    // Blocked members are still approved members: counted, as listed.
    expect(await stats()).toEqual({ pending: 2, approved: 4 });
  });

  it('moves a request from pending to approved on acceptance, and out of pending on rejection', async () => {
    const before = await stats();
    const pending = await list(PENDING_REQUESTS_PATH);
    const [toAccept, toReject] = pending;
    expect((await respond(toAccept?.id ?? '', { adminId: admin.user.id, action: 'approved' })).status).toBe(200);
    expect(
      (await respond(toReject?.id ?? '', { adminId: admin.user.id, action: 'rejected', rejectionReason: 'Full' })).status,
    ).toBe(200);

    expect(await list(PENDING_REQUESTS_PATH)).toEqual([]);
    const approved = await list(APPROVED_MEMBERS_PATH);
    expect(approved[0]).toMatchObject({
      id: toAccept?.id,
      email: toAccept?.email,
      reviewedAt: expect.stringMatching(ISO),
      user: { id: expect.any(String), isActive: true, profilePicture: null },
    });
    expect(approved.map((r) => r.id)).not.toContain(toReject?.id);
    expect(await stats()).toEqual({ pending: before.pending - 2, approved: before.approved + 1 });
    expect(approved).toHaveLength(before.approved + 1);
  });
});
