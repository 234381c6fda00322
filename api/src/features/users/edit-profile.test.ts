import { PROFILE_MESSAGES } from 'shared/validation';
import { avatarPublicUrlPrefix } from '../../core/storage/storage-paths';
import { findUserById, updateUser } from '../../core/users/user-repository';
import { ADMIN_EMAIL, ADMIN_PASSWORD, addSignedInMember } from '../../test/admin';
import { call, login, type Login } from '../../test/http';
import { PNG_1X1 } from '../../test/image-fixtures';
import { VERIFIED_MEMBERS_PATH } from '../../test/members';
import { storageClient } from '../../test/supabase';
import { createTestDatabase, dropTestDatabases, engines } from '../../test/test-database';
import { DEMO_MEMBER_EMAIL, TEST_DEMO_PASSWORD, startTestServer, type TestServer } from '../../test/test-server';
import { EDIT_PROFILE_PATH, PROFILE_PICTURE_NOT_STORED } from './edit-profile-routes';

/** The site (and so the local storage) as the browser knows it; the server listens elsewhere. */
const SITE_URL = 'http://club.test';
const PREFIX = `${SITE_URL}/storage/v1/object/public/avatars/`;
const PUBLIC_USER_KEYS = ['createdAt', 'email', 'fullName', 'id', 'isAdmin', 'phone', 'profilePicture'];

type FieldList = { field: string; message: string }[];

describe.each(engines)('POST /api/user/auth/edit-profile (%s)', (engine) => {
  let server: TestServer;
  let member: Login;

  beforeAll(async () => {
    server = await startTestServer(await createTestDatabase(engine), { ADMIN_EMAIL, ADMIN_PASSWORD, SITE_URL });
    member = await login(server, DEMO_MEMBER_EMAIL, TEST_DEMO_PASSWORD);
  });

  afterAll(async () => {
    await server?.close();
    await dropTestDatabases();
  });

  const byBearer = (session: Login, body: unknown) =>
    call(server, EDIT_PROFILE_PATH, { json: body, headers: { authorization: `Bearer ${session.token}` } });
  const byCookie = (session: Login, body: unknown) =>
    call(server, EDIT_PROFILE_PATH, { json: body, headers: { cookie: session.cookie, origin: server.origin } });
  const stored = async (id: string) => findUserById(server.app.db, id);

  /** A member of their own for a test that changes things. */
  const freshMember = async (fullName = 'Fresh Member'): Promise<Login> =>
    (await addSignedInMember(server, fullName)).session;

  const expectFieldErrors = (res: { status: number; body: any }, expected: FieldList) => {
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: expected });
  };

  describe('who may save', () => {
    it('refuses a visitor (401)', async () => {
      const res = await call(server, EDIT_PROFILE_PATH, { json: { fullName: 'Nobody' }, headers: { origin: server.origin } });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: 'Not signed in' });
    });

    it('saves with the bearer token (no Origin needed) and answers { user } like login', async () => {
      const session = await freshMember();
      const res = await byBearer(session, { fullName: 'Bearer Saved', phone: '+13125550111', profilePicture: null });
      expect(res.status).toBe(200);
      expect(Object.keys(res.body)).toEqual(['user']);
      expect(Object.keys(res.body.user).sort()).toEqual(PUBLIC_USER_KEYS);
      // Sign-ins and me add where the user's second factors stand (`mfa`); the rest is the same.
      const { mfa: _signInMfa, ...signedIn } = session.user;
      expect(res.body.user).toEqual({
        ...signedIn,
        fullName: 'Bearer Saved',
        phone: '+13125550111',
        profilePicture: null,
      });
      const me = await call(server, '/api/auth/me', { headers: { authorization: `Bearer ${session.token}` } });
      const { mfa: _meMfa, ...meUser } = me.body.data;
      expect(meUser).toEqual(res.body.user);
    });

    it('saves with the session cookie from the site, and refuses the cookie without an Origin', async () => {
      const session = await freshMember();
      const res = await byCookie(session, { fullName: 'Cookie Saved', phone: null, profilePicture: null });
      expect(res.status).toBe(200);
      expect(res.body.user.fullName).toBe('Cookie Saved');

      const noOrigin = await call(server, EDIT_PROFILE_PATH, {
        json: { fullName: 'Forged Name' },
        headers: { cookie: session.cookie },
      });
      expect(noOrigin.status).toBe(403);
      const foreign = await call(server, EDIT_PROFILE_PATH, {
        json: { fullName: 'Forged Name' },
        headers: { cookie: session.cookie, origin: 'https://evil.example' },
      });
      expect(foreign.status).toBe(403);
      expect((await stored(session.user.id))?.fullName).toBe('Cookie Saved');
    });

    it('refuses a blocked member (401)', async () => {
      const session = await freshMember('Blocked Member');
      await updateUser(server.app.db, session.user.id, { isActive: false });
      const res = await byBearer(session, { fullName: 'Still Here' });
      expect(res.status).toBe(401);
      expect((await stored(session.user.id))?.fullName).toBe('Blocked Member');
    });

    it('lets an admin edit their own profile, and they stay admin', async () => {
      const admin = await login(server, ADMIN_EMAIL, ADMIN_PASSWORD);
      const res = await byBearer(admin, { fullName: 'Head of Membership', phone: '312 555 0123' });
      expect(res.status).toBe(200);
      expect(res.body.user).toMatchObject({ id: admin.user.id, fullName: 'Head of Membership', phone: '3125550123', isAdmin: true });
      expect((await stored(admin.user.id))?.isAdmin).toBe(true);
    });
  });

  describe('what is stored', () => {
    it('stores the name trimmed and the phone normalised', async () => {
      const session = await freshMember();
      const res = await byBearer(session, { fullName: '  Amara  O. ', phone: ' +1 (312) 555-0199 ' });
      expect(res.status).toBe(200);
      expect(res.body.user).toMatchObject({ fullName: 'Amara  O.', phone: '+13125550199' });
      const row = await stored(session.user.id);
      expect(row).toMatchObject({ fullName: 'Amara  O.', phone: '+13125550199' });
      expect(Date.parse(row?.updatedAt ?? '')).toBeGreaterThanOrEqual(Date.parse(row?.createdAt ?? ''));
    });

    it.each([
      ['empty', ''],
      ['blank', '   '],
      ['null', null],
      ['absent', undefined],
    ])('clears the phone when it is %s', async (_label, phone) => {
      const session = await freshMember();
      const body: Record<string, unknown> = { fullName: 'Phone Cleared' };
      if (phone !== undefined) body.phone = phone;
      const res = await byBearer(session, body);
      expect(res.status).toBe(200);
      expect(res.body.user.phone).toBeNull();
      expect((await stored(session.user.id))?.phone).toBeNull();
    });

    it('stores a picture from the club storage, keeps it when absent, clears it with null or empty', async () => {
      const session = await freshMember();
      const picture = `${PREFIX}1732000000000-me.png`;
      expect((await byBearer(session, { fullName: 'Pictured', profilePicture: picture })).body.user.profilePicture).toBe(picture);
      expect((await byBearer(session, { fullName: 'Pictured Again' })).body.user.profilePicture).toBe(picture);
      expect((await byBearer(session, { fullName: 'Pictured', profilePicture: null })).body.user.profilePicture).toBeNull();
      await byBearer(session, { fullName: 'Pictured', profilePicture: picture });
      expect((await byBearer(session, { fullName: 'Pictured', profilePicture: '' })).body.user.profilePicture).toBeNull();
      expect((await stored(session.user.id))?.profilePicture).toBeNull();
    });

    it('accepts a picture name the way getPublicUrl encodes it', async () => {
      const session = await freshMember();
      for (const name of ['1732000000000-My%20photo%20(1).png', '1732000000000-IMG_1234.JPG', '1-a.b-c_d.webp']) {
        const res = await byBearer(session, { fullName: 'Encoded Name', profilePicture: `${PREFIX}${name}` });
        expect(res.status).toBe(200);
        expect(res.body.user.profilePicture).toBe(`${PREFIX}${name}`);
      }
    });
  });

  describe('refusals', () => {
    it('lists every problem with its field (400), from the shared profile rules', async () => {
      const session = await freshMember('Unchanged Name');
      const res = await byBearer(session, { fullName: '   ', phone: '12ab', profilePicture: 'https://evil.example/x.png' });
      expectFieldErrors(res, [
        { field: 'fullName', message: PROFILE_MESSAGES.fullNameRequired },
        { field: 'phone', message: PROFILE_MESSAGES.phoneInvalid },
        { field: 'profilePicture', message: PROFILE_PICTURE_NOT_STORED },
      ]);
      expect((await stored(session.user.id))?.fullName).toBe('Unchanged Name');

      expectFieldErrors(await byBearer(session, { fullName: 'x'.repeat(101) }), [
        { field: 'fullName', message: PROFILE_MESSAGES.fullNameTooLong },
      ]);
      expect((await byBearer(session, { fullName: 'x'.repeat(100) })).status).toBe(200);
      expectFieldErrors(await byBearer(session, { fullName: 'Ok Name', phone: '123456' }), [
        { field: 'phone', message: PROFILE_MESSAGES.phoneInvalid },
      ]);
      expectFieldErrors(await byBearer(session, { fullName: 'Ok Name', phone: '+1234567890123456' }), [
        { field: 'phone', message: PROFILE_MESSAGES.phoneInvalid },
      ]);
    });

    it('refuses wrong types and a missing name (400)', async () => {
      expectFieldErrors(await byBearer(member, { fullName: 42 }), [{ field: 'fullName', message: 'Must be a string, not number' }]);
      expectFieldErrors(await byBearer(member, { phone: '3125550100' }), [{ field: 'fullName', message: 'Is required' }]);
      expectFieldErrors(await byBearer(member, { fullName: 'Ok', phone: 3125550100 }), [
        { field: 'phone', message: 'Must be a string, not number' },
      ]);
      expectFieldErrors(await byBearer(member, { fullName: 'Ok', profilePicture: { url: PREFIX } }), [
        { field: 'profilePicture', message: 'Must be a string, not object' },
      ]);
      expect((await byBearer(member, [])).status).toBe(400);
      const notJson = await call(server, EDIT_PROFILE_PATH, {
        body: 'fullName=x',
        headers: { authorization: `Bearer ${member.token}`, 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(notJson.status).toBe(415);
    });

    it('refuses unknown keys (400) and never changes e-mail or role', async () => {
      const session = await freshMember('Not An Admin');
      const res = await byBearer(session, {
        fullName: 'Sneaky',
        email: 'boss@club.example',
        isAdmin: true,
        isActive: true,
        id: 'someone-else',
      });
      expectFieldErrors(res, [
        { field: 'email', message: 'Unknown field' },
        { field: 'isAdmin', message: 'Unknown field' },
        { field: 'isActive', message: 'Unknown field' },
        { field: 'id', message: 'Unknown field' },
      ]);
      const row = await stored(session.user.id);
      expect(row).toMatchObject({ fullName: 'Not An Admin', email: session.user.email, isAdmin: false });
    });

    it.each<[string, Record<string, unknown>]>([
      ['role', { role: 'admin' }],
      ['is_admin', { is_admin: 1 }],
      ['isVerified', { isVerified: true }],
      ['userId', { userId: 'ANOTHER' }],
      ['user', { user: { id: 'ANOTHER', isAdmin: true } }],
      ['passwordHash', { passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$AAAA$BBBB' }],
      ['password', { password: 'a-new-password' }],
      ['createdAt', { createdAt: '2000-01-01T00:00:00.000Z' }],
    ])('refuses a %s field (400) and changes nothing of anyone', async (name, extra) => {
      const session = await freshMember('Mass Assigner');
      const other = await freshMember('Bystander Member');
      const body = JSON.parse(JSON.stringify({ fullName: 'Changed Name', ...extra }).replaceAll('ANOTHER', other.user.id));
      const res = await byBearer(session, body);
      expectFieldErrors(res, [{ field: name, message: 'Unknown field' }]);
      expect(await stored(session.user.id)).toMatchObject({ fullName: 'Mass Assigner', isAdmin: false, isActive: true });
      expect(await stored(other.user.id)).toMatchObject({ fullName: 'Bystander Member', email: other.user.email });
      expect((await login(server, session.user.email, 'member-password-1')).user.isAdmin).toBe(false);
    });

    it('refuses __proto__ and constructor keys (400): no prototype pollution into the stored user', async () => {
      const session = await freshMember('Proto Member');
      for (const poison of ['"__proto__":{"isAdmin":true}', '"constructor":{"prototype":{"isAdmin":true}}']) {
        const res = await call(server, EDIT_PROFILE_PATH, {
          body: `{"fullName":"Changed Name",${poison}}`,
          headers: { authorization: `Bearer ${session.token}`, 'content-type': 'application/json' },
        });
        expect(res.status).toBe(400);
      }
      expect(await stored(session.user.id)).toMatchObject({ fullName: 'Proto Member', isAdmin: false });
      expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    });

    it("changes only the caller's own record, whatever id the query or path names", async () => {
      const session = await freshMember('Caller Member');
      const other = await freshMember('Target Member');
      for (const path of [
        `${EDIT_PROFILE_PATH}?id=${other.user.id}`,
        `${EDIT_PROFILE_PATH}?userId=${other.user.id}&email=${encodeURIComponent(other.user.email)}`,
      ]) {
        const res = await call(server, path, {
          json: { fullName: 'Renamed By Caller' },
          headers: { authorization: `Bearer ${session.token}` },
        });
        expect(res.status).toBe(200);
        expect(res.body.user.id).toBe(session.user.id);
      }
      expect((await call(server, `${EDIT_PROFILE_PATH}/${other.user.id}`, {
        json: { fullName: 'Renamed By Caller' },
        headers: { authorization: `Bearer ${session.token}` },
      })).status).toBe(404);
      expect(await stored(other.user.id)).toMatchObject({ fullName: 'Target Member' });
      expect(await stored(session.user.id)).toMatchObject({ fullName: 'Renamed By Caller' });
    });

    it.each([
      ['another site', 'https://evil.example/storage/v1/object/public/avatars/1-me.png'],
      ['another bucket', `${SITE_URL}/storage/v1/object/public/documents/1-me.png`],
      ['https instead of the configured http', PREFIX.replace('http:', 'https:') + '1-me.png'],
      ['another port', `http://club.test:8080/storage/v1/object/public/avatars/1-me.png`],
      ['no object name', PREFIX],
      ['a parent directory', `${PREFIX}../secret.png`],
      ['an encoded parent directory', `${PREFIX}..%2Fsecret.png`],
      ['a folder', `${PREFIX}folder/me.png`],
      ['a query', `${PREFIX}1-me.png?download=1`],
      ['an empty query', `${PREFIX}1-me.png?`],
      ['a fragment', `${PREFIX}1-me.png#x`],
      ['a raw space', `${PREFIX}1-my photo.png`],
      ['a double encoding', `${PREFIX}1-my%2520photo.png`],
      ['a backslash', `${PREFIX}..\\secret.png`],
      ['a javascript URL', 'javascript:alert(1)'],
      ['a data URL', `data:image/png;base64,${PNG_1X1.toString('base64')}`],
      ['a prefix look-alike host', `http://club.test.evil.example/storage/v1/object/public/avatars/1-me.png`],
      ['user info', `http://club.test@evil.example/storage/v1/object/public/avatars/1-me.png`],
      ['a very long URL', `${PREFIX}${'a'.repeat(3000)}.png`],
    ])('refuses a picture with %s (400)', async (_label, profilePicture) => {
      const res = await byBearer(member, { fullName: 'Amara Okafor', profilePicture });
      expectFieldErrors(res, [{ field: 'profilePicture', message: PROFILE_PICTURE_NOT_STORED }]);
    });
  });

  describe('with the real storage client', () => {
    it('saves the public URL of an uploaded avatar, which the directory then shows', async () => {
      // The browser talks to the site URL; here that is this server (same as in production,
      // where STORAGE_URL defaults to the site).
      const toServer: typeof fetch = (input, init) =>
        fetch(String(input instanceof Request ? input.url : input).replace(SITE_URL, server.url), init);
      const avatars = storageClient(SITE_URL, server.config.storage.anonKey, toServer).storage.from('avatars');
      const name = `${Date.now()}-my-photo.png`;
      expect((await avatars.upload(name, new File([PNG_1X1], 'my-photo.png', { type: 'image/png' }))).error).toBeNull();
      const publicUrl = avatars.getPublicUrl(name).data.publicUrl;
      expect(publicUrl.startsWith(avatarPublicUrlPrefix(server.config.storage))).toBe(true);

      const session = await freshMember('Avatar Owner');
      const saved = await byCookie(session, { fullName: 'Avatar Owner', phone: null, profilePicture: publicUrl });
      expect(saved.status).toBe(200);
      expect(saved.body.user.profilePicture).toBe(publicUrl);

      const directory = await call(server, `${VERIFIED_MEMBERS_PATH}?userId=${session.user.id}`, {
        headers: { cookie: session.cookie },
      });
      const entry = directory.body.data.data.find((m: { id: string }) => m.id === session.user.id);
      expect(entry.user).toEqual({ id: session.user.id, profilePicture: publicUrl });

      const image = await toServer(publicUrl);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/png');
    });
  });
});

describe('POST /api/user/auth/edit-profile with a hosted Supabase project', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(await createTestDatabase('sqlite'), { STORAGE_URL: 'https://abcdefgh.supabase.co/' });
  });

  afterAll(async () => {
    await server?.close();
    await dropTestDatabases();
  });

  it("accepts that project's public avatar URLs only", async () => {
    const session = await login(server, DEMO_MEMBER_EMAIL, TEST_DEMO_PASSWORD);
    const save = (profilePicture: string) =>
      call(server, EDIT_PROFILE_PATH, {
        json: { fullName: 'Amara Okafor', profilePicture },
        headers: { authorization: `Bearer ${session.token}` },
      });
    const hosted = 'https://abcdefgh.supabase.co/storage/v1/object/public/avatars/1732000000000-me.png';
    expect((await save(hosted)).status).toBe(200);
    expect((await save(`${server.url}/storage/v1/object/public/avatars/1-me.png`)).status).toBe(400);
    expect((await save('https://other.supabase.co/storage/v1/object/public/avatars/1-me.png')).status).toBe(400);
  });
});
