// The one sign-in check of every route (`config.auth`), on test-only routes of a real server:
// each requirement lets in whom it names and refuses the others with their status and message,
// before the body is read, and the handler sees the session as `request.auth`.
import { ADMIN_EMAIL, ADMIN_PASSWORD, addSignedInMember, byBearer, byCookie } from '../../test/admin';
import { call, login, type Login } from '../../test/http';
import { createTestDatabase, dropTestDatabases, engines } from '../../test/test-database';
import { startTestServer, type TestServer } from '../../test/test-server';
import { ADMINS_ONLY, NOT_SIGNED_IN } from './route-auth';

const MEMBERS_ONLY = 'For members only';

describe.each(engines)('route sign-in requirements (%s)', (engine) => {
  let server: TestServer;
  let admin: Login;
  let member: Login;

  beforeAll(async () => {
    server = await startTestServer(await createTestDatabase(engine), { ADMIN_EMAIL, ADMIN_PASSWORD, SEED_DEMO: '0' }, {
      beforeListen: (app) => {
        const whoAmI = async (request: { auth: { user: { id: string } } }) => ({ id: request.auth.user.id });
        app.get('/api/test/signed-in', { config: { auth: 'signed-in' } }, whoAmI);
        app.post('/api/test/signed-in', { config: { auth: 'signed-in' } }, whoAmI);
        app.get('/api/test/admin', { config: { auth: 'admin' } }, whoAmI);
        app.get('/api/test/members', { config: { auth: { membersOnly: MEMBERS_ONLY } } }, whoAmI);
        app.get('/api/test/public-reading-auth', whoAmI);
      },
    });
    admin = await login(server, ADMIN_EMAIL, ADMIN_PASSWORD);
    member = (await addSignedInMember(server, 'Route Auth Member', admin.user.id)).session;
  });

  afterAll(async () => {
    await server?.close();
    await dropTestDatabases();
  });

  const answer = async (path: string, headers: Record<string, string>) => {
    const res = await call(server, path, { headers });
    return [res.status, res.body];
  };

  it('lets in whom each requirement names, by cookie and by bearer token, and hands the session to the handler', async () => {
    for (const who of [member, admin]) {
      expect(await answer('/api/test/signed-in', byCookie(server, who))).toEqual([200, { id: who.user.id }]);
      expect(await answer('/api/test/signed-in', byBearer(who))).toEqual([200, { id: who.user.id }]);
    }
    expect(await answer('/api/test/admin', byBearer(admin))).toEqual([200, { id: admin.user.id }]);
    expect(await answer('/api/test/members', byBearer(member))).toEqual([200, { id: member.user.id }]);
  });

  it('refuses a visitor (401) and a signed-in user of the other role (403, the requirement’s message)', async () => {
    for (const path of ['/api/test/signed-in', '/api/test/admin', '/api/test/members']) {
      expect(await answer(path, byCookie(server, null))).toEqual([401, { message: NOT_SIGNED_IN }]);
      expect(await answer(path, { authorization: 'Bearer not-a-session' })).toEqual([401, { message: NOT_SIGNED_IN }]);
    }
    expect(await answer('/api/test/admin', byBearer(member))).toEqual([403, { message: ADMINS_ONLY }]);
    expect(await answer('/api/test/members', byBearer(admin))).toEqual([403, { message: MEMBERS_ONLY }]);
  });

  it('checks the session before the body: a visitor’s malformed JSON is a 401', async () => {
    const res = await call(server, '/api/test/signed-in', {
      body: '{"name": ',
      headers: { ...byCookie(server, null), 'content-type': 'application/json' },
    });
    expect([res.status, res.body]).toEqual([401, { message: NOT_SIGNED_IN }]);
  });

  it('fails a public route that reads request.auth, whoever calls it', async () => {
    expect((await answer('/api/test/public-reading-auth', byBearer(member)))[0]).toBe(500);
  });
});
