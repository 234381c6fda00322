import type { DirectoryMember } from 'shared/types';
import { findUserByEmail, updateUser } from '../../core/users/user-repository';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../../test/admin';
import { call, login, type Login } from '../../test/http';
import { addManyVerifiedMembers, addMember, MEMBER_PASSWORD, type TestMember } from '../../test/members';
import { QueryCounter } from '../../test/query-counter';
import { createTestDatabase, dropTestDatabases, engines } from '../../test/test-database';
import {
  DEMO_MEMBER_EMAIL, DEMO_MEMBER_WITHOUT_PROFESSION, DEMO_MEMBERS, TEST_DEMO_PASSWORD, startTestServer, type TestServer,
} from '../../test/test-server';
import { listVerifiedMembers } from './verified-members-repository';
import { DIRECTORY_MEMBERS_ONLY, DIRECTORY_NOT_YOURS, VERIFIED_MEMBERS_PATH } from './verified-members-routes';

const MEMBER_KEYS = [
  'cuisineInterests', 'email', 'fullName', 'id', 'instagramUrl', 'linkedinUrl', 'memberSince', 'phone', 'profession', 'user',
];

const directoryPath = (userId?: string) =>
  userId === undefined ? VERIFIED_MEMBERS_PATH : `${VERIFIED_MEMBERS_PATH}?userId=${encodeURIComponent(userId)}`;

describe.each(engines)('GET /api/admin/membership/verifiedMembers (%s)', (engine) => {
  let server: TestServer;
  let member: Login;
  let admin: Login;

  beforeAll(async () => {
    server = await startTestServer(await createTestDatabase(engine), { ADMIN_EMAIL, ADMIN_PASSWORD });
    member = await login(server, DEMO_MEMBER_EMAIL, TEST_DEMO_PASSWORD);
    admin = await login(server, ADMIN_EMAIL, ADMIN_PASSWORD);
  });

  afterAll(async () => {
    await server?.close();
    await dropTestDatabases();
  });

  const directory = (userId: string | undefined, headers: Record<string, string>) =>
    call(server, directoryPath(userId), { headers });
  const asMember = () => directory(member.user.id, { cookie: member.cookie });
  const listed = async (): Promise<DirectoryMember[]> => {
    const res = await asMember();
    expect(res.status).toBe(200);
    return res.body.data.data;
  };
  const add = async (options: Parameters<typeof addMember>[1]) => addMember(server.app.db, options, admin.user.id);
  const idsOf = (members: DirectoryMember[]) => members.map((m) => m.id);

  describe('access', () => {
    it('refuses a visitor (401)', async () => {
      const res = await directory(member.user.id, {});
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: 'Not signed in' });
    });

    it('answers a member asking with their own id, by cookie or bearer token', async () => {
      const byCookie = await asMember();
      expect(byCookie.status).toBe(200);
      expect(byCookie.headers.get('cache-control')).toBe('no-store');
      expect(Object.keys(byCookie.body)).toEqual(['data']);
      expect(Object.keys(byCookie.body.data)).toEqual(['data']);
      expect(Array.isArray(byCookie.body.data.data)).toBe(true);

      const byBearer = await directory(member.user.id, { authorization: `Bearer ${member.token}` });
      expect(byBearer.status).toBe(200);
      expect(byBearer.body).toEqual(byCookie.body);
    });

    it("refuses another member's id (403): userId must be the signed-in member", async () => {
      const other = DEMO_MEMBERS[1]?.email ?? '';
      const otherId = (await findUserByEmail(server.app.db, other))?.id ?? '';
      for (const userId of [otherId, admin.user.id, 'not-a-user']) {
        const res = await directory(userId, { cookie: member.cookie });
        expect(res.status).toBe(403);
        expect(res.body).toEqual({ message: DIRECTORY_NOT_YOURS });
      }
    });

    it('refuses a missing, empty or repeated userId (400)', async () => {
      const missing = await directory(undefined, { cookie: member.cookie });
      expect(missing.status).toBe(400);
      expect(missing.body).toEqual({ message: [{ field: 'userId', message: 'Is required' }] });

      const empty = await directory('', { cookie: member.cookie });
      expect(empty.status).toBe(400);
      expect(empty.body.message[0].field).toBe('userId');

      const repeated = await call(server, `${VERIFIED_MEMBERS_PATH}?userId=${member.user.id}&userId=${member.user.id}`, {
        headers: { cookie: member.cookie },
      });
      expect(repeated.status).toBe(400);
    });

    it('refuses an admin (403), even asking with their own id: the directory is for members', async () => {
      const asAdmin: Record<string, string>[] = [{ cookie: admin.cookie }, { authorization: `Bearer ${admin.token}` }];
      for (const headers of asAdmin) {
        const res = await directory(admin.user.id, headers);
        expect(res.status).toBe(403);
        expect(res.body).toEqual({ message: DIRECTORY_MEMBERS_ONLY });
      }
    });

    it('refuses a blocked member (their session no longer counts)', async () => {
      const blocked = await add({ fullName: 'Blocked Later', canSignIn: true, applications: [{ status: 'approved' }] });
      const session = await login(server, blocked.email, MEMBER_PASSWORD);
      expect((await directory(blocked.id, { cookie: session.cookie })).status).toBe(200);
      await updateUser(server.app.db, blocked.id, { isActive: false });
      expect((await directory(blocked.id, { cookie: session.cookie })).status).toBe(401);
      await updateUser(server.app.db, blocked.id, { isActive: true });
    });
  });

  describe('who is listed', () => {
    it('lists the demo members, the caller included, each with their application fields', async () => {
      const members = await listed();
      for (const demo of DEMO_MEMBERS) {
        const entry = members.find((m) => m.email === demo.email);
        expect(entry).toBeDefined();
        expect(entry?.fullName).toBe(demo.fullName);
        const profession = demo.email === DEMO_MEMBER_WITHOUT_PROFESSION ? null : demo.application.profession;
        expect(entry?.profession).toBe(profession);
        expect(entry?.cuisineInterests).toBe(demo.application.cuisineInterests);
        expect(entry?.instagramUrl).toBe(demo.application.instagramUrl ?? null);
        expect(entry?.linkedinUrl).toBe(demo.application.linkedinUrl ?? null);
      }
      const me = members.find((m) => m.id === member.user.id);
      expect(me).toEqual({
        id: member.user.id,
        fullName: 'Amara Okafor',
        email: DEMO_MEMBER_EMAIL,
        profession: 'Physician',
        cuisineInterests: 'West African, Korean, Levantine',
        instagramUrl: 'https://www.instagram.com/amara.eats.chicago',
        linkedinUrl: null,
        memberSince: member.user.createdAt,
        phone: null,
        user: { id: member.user.id, profilePicture: null },
      });
    });

    it('gives each item exactly the DirectoryMember fields: no phone (unless shown), answers, reasons or admin data', async () => {
      const res = await asMember();
      for (const item of res.body.data.data as Record<string, unknown>[]) {
        expect(Object.keys(item).sort()).toEqual(MEMBER_KEYS);
        expect(Object.keys(item.user as object).sort()).toEqual(['id', 'profilePicture']);
        expect(item.phone).toBeNull();
      }
      for (const secret of [
        ...DEMO_MEMBERS.flatMap((demo) => [demo.phone, demo.application.phoneNumber, demo.application.interestReason]),
        '+13125550100', 'Not this season', admin.user.id, ADMIN_EMAIL, 'password', 'argon2', 'isActive', 'isAdmin',
      ]) {
        if (secret) expect(res.text).not.toContain(secret);
      }
    });

    it('hides blocked members, applicants not (yet) approved, users without an application and admins', async () => {
      const visible = await add({ fullName: 'Visible Verified', applications: [{ status: 'approved' }] });
      const blocked = await add({ fullName: 'Blocked Verified', isActive: false, applications: [{ status: 'approved' }] });
      const pending = await add({ fullName: 'Pending Applicant', applications: [{ status: 'pending' }] });
      const rejected = await add({ fullName: 'Rejected Applicant', applications: [{ status: 'rejected' }] });
      const none = await add({ fullName: 'No Application' });
      const adminWithApplication = await add({ fullName: 'Approved Admin', isAdmin: true, applications: [{ status: 'approved' }] });

      const ids = idsOf(await listed());
      expect(ids).toContain(visible.id);
      for (const hidden of [blocked, pending, rejected, none, adminWithApplication]) expect(ids).not.toContain(hidden.id);
      expect(ids).not.toContain(admin.user.id);

      // Unblocked, they are back.
      await updateUser(server.app.db, blocked.id, { isActive: true });
      expect(idsOf(await listed())).toContain(blocked.id);
    });

    it('does not count an approved application that is not linked to the user', async () => {
      const unlinked = await add({ fullName: 'Unlinked Applicant' });
      const other = await add({ fullName: 'Other Applicant', applications: [{ status: 'approved' }] });
      // The application belongs to `other`; `unlinked` shares nothing but a table.
      const ids = idsOf(await listed());
      expect(ids).toContain(other.id);
      expect(ids).not.toContain(unlinked.id);
    });

    it('lists a member once, with the fields of their latest approved application', async () => {
      const twice = await add({
        fullName: 'Twice Approved',
        applications: [
          { status: 'approved', profession: 'Lawyer', reviewedAt: '2024-01-01T00:00:00.000Z' },
          { status: 'rejected', profession: 'Student', reviewedAt: '2025-06-01T00:00:00.000Z' },
          {
            status: 'approved',
            profession: 'Chef / Culinary Professional',
            cuisineInterests: 'Basque',
            instagramUrl: 'https://www.instagram.com/twice.approved',
            reviewedAt: '2025-01-01T00:00:00.000Z',
          },
          { status: 'pending', profession: 'Nurse' },
        ],
      });
      const entries = (await listed()).filter((m) => m.id === twice.id);
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({
        profession: 'Chef / Culinary Professional',
        cuisineInterests: 'Basque',
        instagramUrl: 'https://www.instagram.com/twice.approved',
        linkedinUrl: null,
      });
    });

    it('shows the current profile picture and the account creation date as memberSince', async () => {
      const pictured = await add({
        fullName: 'Pictured Member',
        profilePicture: `${server.config.storage.url}/storage/v1/object/public/avatars/1-me.png`,
        applications: [{ status: 'approved' }],
      });
      const entry = (await listed()).find((m) => m.id === pictured.id);
      expect(entry?.user).toEqual({ id: pictured.id, profilePicture: `${server.config.storage.url}/storage/v1/object/public/avatars/1-me.png` });
      expect(entry?.memberSince).toBe(pictured.createdAt);
    });

    it('reads a blank profession as none (null, shown as a dash)', async () => {
      const entry = (await listed()).find((m) => m.email === DEMO_MEMBER_WITHOUT_PROFESSION);
      expect(entry?.profession).toBeNull();
    });
  });

  describe('order', () => {
    it('sorts by full name, ignoring case', async () => {
      const names = ['zoe Quinn', 'Aaron Zimmer', 'aaron yates', 'Bea Lopez', 'beatrice Adams', 'Émile Durand', 'Ed Moss'];
      for (const fullName of names) await add({ fullName, applications: [{ status: 'approved' }] });
      const members = await listed();
      const ours = members.map((m) => m.fullName).filter((name) => names.includes(name));
      expect(ours).toEqual(['aaron yates', 'Aaron Zimmer', 'Bea Lopez', 'beatrice Adams', 'Ed Moss', 'Émile Durand', 'zoe Quinn']);

      const all = members.map((m) => m.fullName);
      const collator = new Intl.Collator('en-US', { sensitivity: 'base', numeric: true });
      expect(all).toEqual([...all].sort(collator.compare));
    });
  });
});

describe.each(engines)('verified members at scale (%s)', (engine) => {
  let server: TestServer;
  let caller: TestMember;

  beforeAll(async () => {
    server = await startTestServer(await createTestDatabase(engine), { SEED_DEMO: '0' });
    await addManyVerifiedMembers(server.app.db, 1000);
    // Noise the query has to leave out.
    for (const status of ['pending', 'rejected'] as const) {
      await addMember(server.app.db, { fullName: `Member ${status}`, applications: [{ status }] });
    }
    caller = await addMember(server.app.db, {
      fullName: 'Zed Caller',
      canSignIn: true,
      applications: [{ status: 'approved' }],
    });
  });

  afterAll(async () => {
    await server?.close();
    await dropTestDatabases();
  });

  it('answers 1,000 members (and the caller), sorted, over HTTP', async () => {
    const session = await login(server, caller.email, MEMBER_PASSWORD);
    const res = await call(server, directoryPath(caller.id), { headers: { authorization: `Bearer ${session.token}` } });
    expect(res.status).toBe(200);
    const members: DirectoryMember[] = res.body.data.data;
    expect(members).toHaveLength(1001);
    expect(members[0]?.fullName).toBe('Member 0001');
    expect(members[999]?.fullName).toBe('Member 1000');
    expect(members[1000]?.id).toBe(caller.id);
  });

  it('reads them in one statement (no query per member)', async () => {
    const counter = new QueryCounter();
    const members = await listVerifiedMembers(server.app.db.withPlugin(counter));
    expect(members).toHaveLength(1001);
    expect(counter.count).toBe(1);
  });
});
