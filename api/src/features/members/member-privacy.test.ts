// A member's directory choices: the API never sends a field its member hides (not to the
// directory, not in a preview, not in any member-facing answer), the choices reach the cached
// directory at once, and admins still see everything.
import type { DirectoryMember, PrivacyResponse, PrivacySettings } from 'shared/types';
import { loadConfig } from '../../app/config';
import { DEFAULT_PRIVACY } from '../../core/users/member-privacy';
import { createDatabase, type DatabaseHandle } from '../../db/create-database';
import { ADMIN_EMAIL, ADMIN_PASSWORD, byBearer, byCookie } from '../../test/admin';
import { call, login, type Login } from '../../test/http';
import { addMember, MEMBER_PASSWORD, type TestMember } from '../../test/members';
import { createTestDatabase, dropTestDatabases, engines, type TestDatabase } from '../../test/test-database';
import { startTestServer, type TestServer } from '../../test/test-server';
import { PRIVACY_MEMBERS_ONLY, PRIVACY_PATH } from './member-privacy-routes';
import { VERIFIED_MEMBERS_PATH } from './verified-members-routes';

const ALL_SHOWN: PrivacySettings = {
  listed: true, showEmail: true, showPhone: true, showProfession: true, showSocialLinks: true, showPicture: true,
};

/** The values of the private member, each distinctive enough to be found in any answer. */
const PRIVATE = {
  email: 'quinta.private@hidden.example.com',
  phone: '+13125559876',
  profession: 'Other - Zymurgist of rare meads',
  instagramUrl: 'https://www.instagram.com/quinta.hidden.gram',
  linkedinUrl: 'https://www.linkedin.com/in/quinta-hidden-link',
  picture: 'avatars/777-quinta-hidden.png',
};

/** The fields each choice hides, as the values that must then never leave the server. */
const HIDES: Record<Exclude<keyof PrivacySettings, 'listed'>, string[]> = {
  showEmail: [PRIVATE.email],
  showPhone: [PRIVATE.phone],
  showProfession: [PRIVATE.profession],
  showSocialLinks: [PRIVATE.instagramUrl, PRIVATE.linkedinUrl],
  showPicture: [PRIVATE.picture],
};

describe.each(engines)('directory privacy (%s)', (engine) => {
  let database: TestDatabase;
  let server: TestServer;
  let admin: Login;
  let quinta: TestMember;
  let quintaSession: Login;
  let viewer: Login;
  let viewerId: string;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    server = await startTestServer(database, { ADMIN_EMAIL, ADMIN_PASSWORD, SEED_DEMO: '0' });
    admin = await login(server, ADMIN_EMAIL, ADMIN_PASSWORD);
    quinta = await addMember(
      server.app.db,
      {
        fullName: 'Quinta Private',
        email: PRIVATE.email,
        phone: PRIVATE.phone,
        canSignIn: true,
        profilePicture: `${server.config.storage.url}/storage/v1/object/public/${PRIVATE.picture}`,
        applications: [{
          status: 'approved', profession: PRIVATE.profession, instagramUrl: PRIVATE.instagramUrl, linkedinUrl: PRIVATE.linkedinUrl,
        }],
      },
      admin.user.id,
    );
    quintaSession = await login(server, quinta.email, MEMBER_PASSWORD);
    const other = await addMember(server.app.db, { fullName: 'Vera Viewer', canSignIn: true, applications: [{ status: 'approved' }] });
    viewerId = other.id;
    viewer = await login(server, other.email, MEMBER_PASSWORD);
  });

  afterAll(async () => {
    await server?.close();
    await dropTestDatabases();
  });

  const getPrivacy = (who: Login) => call(server, PRIVACY_PATH, { headers: byBearer(who) });
  const putPrivacy = (who: Login, body: unknown) =>
    call(server, PRIVACY_PATH, { method: 'PUT', json: body, headers: byCookie(server, who) });
  const choose = async (settings: Partial<PrivacySettings>): Promise<PrivacyResponse> => {
    const res = await putPrivacy(quintaSession, { ...ALL_SHOWN, ...settings });
    expect(res.status).toBe(200);
    return res.body;
  };
  const directoryAs = (who: Login, id: string) => call(server, `${VERIFIED_MEMBERS_PATH}?userId=${id}`, { headers: byBearer(who) });
  const quintaIn = (members: DirectoryMember[]) => members.find((m) => m.id === quinta.id);

  it('gives a member who never chose the defaults: listed, phone hidden, what the directory always showed', async () => {
    const res = await getPrivacy(quintaSession);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      listed: true, showEmail: true, showPhone: false, showProfession: true, showSocialLinks: true, showPicture: true,
    });
    expect(res.body.data).toEqual(DEFAULT_PRIVACY);
    const listed = quintaIn((await directoryAs(viewer, viewerId)).body.data.data);
    expect(listed).toEqual({
      id: quinta.id,
      fullName: 'Quinta Private',
      email: PRIVATE.email,
      phone: null,
      profession: PRIVATE.profession,
      cuisineInterests: expect.any(String),
      instagramUrl: PRIVATE.instagramUrl,
      linkedinUrl: PRIVATE.linkedinUrl,
      memberSince: quinta.createdAt,
      user: { id: quinta.id, profilePicture: expect.stringContaining(PRIVATE.picture) },
    });
    expect(res.body.preview).toEqual(listed);
    // No row until the member chooses.
    expect(await server.app.db.selectFrom('member_privacy').selectAll().execute()).toEqual([]);
  });

  it.each(Object.keys(HIDES) as (keyof typeof HIDES)[])(
    'never sends a field hidden by %s: not in the directory, not in the preview',
    async (choice) => {
      const warm = await directoryAs(viewer, viewerId);
      for (const value of HIDES[choice]) expect(warm.text).toContain(value);

      const chosen = await choose({ [choice]: false });
      expect(chosen.data).toEqual({ ...ALL_SHOWN, [choice]: false });
      const res = await directoryAs(viewer, viewerId);
      for (const value of HIDES[choice]) {
        expect(res.text).not.toContain(value);
        expect(JSON.stringify(chosen.preview)).not.toContain(value);
      }
      // The other fields stay, and the preview is exactly what others receive.
      const shown = Object.entries(HIDES).filter(([other]) => other !== choice).flatMap(([, values]) => values);
      for (const value of shown) expect(res.text).toContain(value);
      expect(chosen.preview).toEqual(quintaIn(res.body.data.data));
    },
  );

  it('hides every field at once, and sends the phone only when shown', async () => {
    const hidden = await choose({ showEmail: false, showPhone: false, showProfession: false, showSocialLinks: false, showPicture: false });
    const entry = quintaIn((await directoryAs(viewer, viewerId)).body.data.data);
    expect(entry).toEqual({
      id: quinta.id, fullName: 'Quinta Private', email: null, phone: null, profession: null, cuisineInterests: expect.any(String),
      instagramUrl: null, linkedinUrl: null, memberSince: quinta.createdAt, user: { id: quinta.id, profilePicture: null },
    });
    expect(hidden.preview).toEqual(entry);

    await choose({ showPhone: true });
    expect(quintaIn((await directoryAs(viewer, viewerId)).body.data.data)?.phone).toBe(PRIVATE.phone);
  });

  it('leaves the directory entirely when not listed, for every member (the member too), and comes back', async () => {
    const left = await choose({ listed: false });
    expect(left.preview).toBeNull();
    for (const [who, id] of [[viewer, viewerId], [quintaSession, quinta.id]] as const) {
      const res = await directoryAs(who, id);
      expect(res.status).toBe(200);
      expect(quintaIn(res.body.data.data)).toBeUndefined();
      expect(res.text).not.toContain('Quinta');
      for (const values of Object.values(HIDES)) for (const value of values) expect(res.text).not.toContain(value);
    }
    const back = await choose({ listed: true });
    expect(quintaIn((await directoryAs(viewer, viewerId)).body.data.data)).toEqual(back.preview);
  });

  it('reaches a warm directory cache at once, whoever changes the choices (another instance too)', async () => {
    await choose({});
    expect(quintaIn((await directoryAs(viewer, viewerId)).body.data.data)?.email).toBe(PRIVATE.email);
    let other: DatabaseHandle | undefined;
    try {
      other = createDatabase(loadConfig(database.env).database);
      await other.db.updateTable('member_privacy').set({ show_email: 0 }).where('user_id', '=', quinta.id).execute();
      expect(quintaIn((await directoryAs(viewer, viewerId)).body.data.data)?.email).toBeNull();
      await other.db.deleteFrom('member_privacy').where('user_id', '=', quinta.id).execute();
      expect(quintaIn((await directoryAs(viewer, viewerId)).body.data.data)?.email).toBe(PRIVATE.email);
    } finally {
      await other?.close();
    }
  });

  it('never sends a hidden field in any answer a member can get', async () => {
    await choose({ showEmail: false, showPhone: false, showProfession: false, showSocialLinks: false, showPicture: false });
    // Every route a member may call that answers data (the list in app/authorization.test.ts), as
    // another member: the directory, and the caller's own data.
    const answers = [
      await directoryAs(viewer, viewerId),
      await call(server, '/api/auth/me', { headers: byBearer(viewer) }),
      await getPrivacy(viewer),
      await putPrivacy(viewer, ALL_SHOWN),
      await call(server, '/api/user/export', { headers: byBearer(viewer) }),
    ];
    for (const res of answers) {
      expect(res.status).toBe(200);
      for (const values of Object.values(HIDES)) for (const value of values) expect(res.text).not.toContain(value);
    }
  });

  it('still shows admins everything', async () => {
    const res = await call(server, '/api/admin/membership/approvedMembers?pageSize=100', { headers: byBearer(admin) });
    expect(res.status).toBe(200);
    const record = (res.body.data as { user: { id: string } | null }[]).find((r) => r.user?.id === quinta.id);
    expect(record).toMatchObject({
      email: PRIVATE.email, phoneNumber: PRIVATE.phone, profession: PRIVATE.profession,
      instagramUrl: PRIVATE.instagramUrl, linkedinUrl: PRIVATE.linkedinUrl,
      user: { profilePicture: expect.stringContaining(PRIVATE.picture) },
    });
  });

  it('is for members only, and takes exactly the six choices as booleans', async () => {
    expect((await call(server, PRIVACY_PATH, { headers: { origin: server.origin } })).status).toBe(401);
    const asAdmin = await call(server, PRIVACY_PATH, { headers: byBearer(admin) });
    expect([asAdmin.status, asAdmin.body]).toEqual([403, { message: PRIVACY_MEMBERS_ONLY }]);

    const missing: Partial<PrivacySettings> = { ...ALL_SHOWN };
    delete missing.showPicture;
    const bad: [unknown, { field: string; message: string }[]][] = [
      [missing, [{ field: 'showPicture', message: 'Is required' }]],
      [{ ...ALL_SHOWN, listed: 'no' }, [{ field: 'listed', message: 'Must be a boolean, not string' }]],
      [{ ...ALL_SHOWN, showEmail: null }, [{ field: 'showEmail', message: 'Must be a boolean, not null' }]],
      [{ ...ALL_SHOWN, userId: viewerId }, [{ field: 'userId', message: 'Unknown field' }]],
      [[], [{ field: 'body', message: 'A JSON object body is required' }]],
    ];
    for (const [body, fields] of bad) {
      const res = await putPrivacy(viewer, body);
      expect([res.status, res.body]).toEqual([400, { message: fields }]);
    }
    // The choices are the caller's own, whoever the body names.
    expect((await getPrivacy(quintaSession)).body.data.listed).toBe(true);
  });
});
