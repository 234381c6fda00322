import { APPLICATION_MESSAGES, membershipApplicationErrors } from 'shared/validation';
import { countUsers } from '../../core/users/user-repository';
import { call, login, postLogin } from '../../test/http';
import { VERIFIED_MEMBERS_PATH } from '../../test/members';
import { createTestDatabase, dropTestDatabases, engines, type TestDatabase } from '../../test/test-database';
import { DEMO_MEMBER_EMAIL, TEST_DEMO_PASSWORD, startTestServer, type TestServer } from '../../test/test-server';
import { DEMO_MEMBER_WITHOUT_PROFESSION, DEMO_MEMBERS } from './demo-members';
import { demoApplicationPayload } from './seed-demo-members';

describe.each(engines)('admin bootstrap and demo members (%s)', (engine) => {
  const servers: TestServer[] = [];

  afterEach(async () => {
    for (const server of servers.splice(0)) await server.close();
  });

  afterAll(async () => {
    await dropTestDatabases();
  });

  async function start(database: TestDatabase, env: Record<string, string>) {
    const server = await startTestServer(database, env);
    servers.push(server);
    return server;
  }

  async function restart(server: TestServer, database: TestDatabase, env: Record<string, string>) {
    await server.close();
    servers.splice(servers.indexOf(server), 1);
    return start(database, env);
  }

  it('creates the admin from ADMIN_EMAIL / ADMIN_PASSWORD and updates it on the next start', async () => {
    const database = await createTestDatabase(engine, { blank: true });
    const first = await start(database, { ADMIN_EMAIL: 'Chef@Example.com', ADMIN_PASSWORD: 'first-password-1' });
    const session = await login(first, 'chef@example.com', 'first-password-1');
    expect(session.user).toMatchObject({ email: 'chef@example.com', isAdmin: true });
    expect(first.printed.join('\n')).not.toContain('first-password-1');
    expect(first.printed.join('\n')).not.toMatch(/password: /);

    const second = await restart(first, database, { ADMIN_EMAIL: 'chef@example.com', ADMIN_PASSWORD: 'second-password-2' });
    expect((await postLogin(second, 'chef@example.com', 'first-password-1')).status).toBe(401);
    const again = await login(second, 'chef@example.com', 'second-password-2');
    expect(again.user.isAdmin).toBe(true);
    expect(again.user.id).toBe(session.user.id);
    // Sessions opened with the old password end with it.
    expect((await call(second, '/api/auth/me', { headers: { cookie: session.cookie } })).status).toBe(401);
    expect(await countUsers(second.app.db, { isAdmin: true })).toBe(1);
  });

  it('makes an existing member the admin when ADMIN_EMAIL names them', async () => {
    const database = await createTestDatabase(engine, { blank: true });
    const first = await start(database, {});
    const second = await restart(first, database, { ADMIN_EMAIL: DEMO_MEMBER_EMAIL, ADMIN_PASSWORD: 'promoted-password' });
    const session = await login(second, DEMO_MEMBER_EMAIL, 'promoted-password');
    expect(session.user.isAdmin).toBe(true);
  });

  it('generates an admin with a random password, printed once, when none is configured', async () => {
    const database = await createTestDatabase(engine, { blank: true });
    const first = await start(database, { SEED_DEMO: '0' });
    const output = first.printed.join('\n');
    const email = /email:\s+(\S+)/.exec(output)?.[1];
    const password = /password:\s+(\S+)/.exec(output)?.[1];
    expect(email).toBe('admin@chicagosupperclub.com');
    expect(password).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(first.printed[0]).toMatch(/^\+-+\+$/);

    const session = await login(first, email ?? '', password ?? '');
    expect(session.user.isAdmin).toBe(true);

    const second = await restart(first, database, { SEED_DEMO: '0' });
    expect(second.printed).toEqual([]);
    expect(await countUsers(second.app.db, { isAdmin: true })).toBe(1);
    expect((await postLogin(second, email ?? '', password ?? '')).status).toBe(200);
  });

  it('uses the CLUB_EMAIL domain for the generated admin', async () => {
    const server = await start(await createTestDatabase(engine, { blank: true }), { SEED_DEMO: '0', CLUB_EMAIL: 'hello@supper.example' });
    expect(server.printed.join('\n')).toContain('admin@supper.example');
  });

  it('seeds the demo members on a fresh database, once', async () => {
    const database = await createTestDatabase(engine, { blank: true });
    const first = await start(database, {});
    expect(await countUsers(first.app.db, { isAdmin: false })).toBe(DEMO_MEMBERS.length);
    expect(DEMO_MEMBERS.length).toBe(6);
    const session = await login(first, DEMO_MEMBER_EMAIL, TEST_DEMO_PASSWORD);
    expect(session.user.isAdmin).toBe(false);

    const second = await restart(first, database, {});
    expect(await countUsers(second.app.db, { isAdmin: false })).toBe(DEMO_MEMBERS.length);
    expect(second.printed.join('\n')).not.toMatch(/Seeded/);
  });

  it('gives each demo member an approved application reviewed by the admin, so the directory lists them', async () => {
    const database = await createTestDatabase(engine, { blank: true });
    const first = await start(database, { ADMIN_EMAIL: 'chef@example.com', ADMIN_PASSWORD: 'first-password-1' });
    const adminId = (await login(first, 'chef@example.com', 'first-password-1')).user.id;
    const rows = await first.app.db
      .selectFrom('membership_applications')
      .innerJoin('users', 'users.id', 'membership_applications.user_id')
      .select(['users.email as user_email', 'membership_applications.email', 'status', 'reviewed_by', 'reviewed_at'])
      .execute();
    expect(rows.map((row) => row.user_email).sort()).toEqual(DEMO_MEMBERS.map((m) => m.email).sort());
    for (const row of rows) {
      expect(row).toMatchObject({ email: row.user_email, status: 'approved', reviewed_by: adminId });
      expect(row.reviewed_at).toEqual(expect.any(String));
    }

    const session = await login(first, DEMO_MEMBER_EMAIL, TEST_DEMO_PASSWORD);
    const directory = await call(first, `${VERIFIED_MEMBERS_PATH}?userId=${session.user.id}`, {
      headers: { cookie: session.cookie },
    });
    const listed: { fullName: string; email: string; profession: string | null }[] = directory.body.data.data;
    expect(listed.map((m) => m.fullName)).toEqual(DEMO_MEMBERS.map((m) => m.fullName).sort());
    expect(listed.find((m) => m.email === DEMO_MEMBER_WITHOUT_PROFESSION)?.profession).toBeNull();
    expect(listed.filter((m) => m.profession === null)).toHaveLength(1);

    // A second start adds no applications.
    const second = await restart(first, database, { ADMIN_EMAIL: 'chef@example.com', ADMIN_PASSWORD: 'first-password-1' });
    const { n } = await second.app.db
      .selectFrom('membership_applications')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(n)).toBe(DEMO_MEMBERS.length);
  });

  it('prints a random demo password once when DEMO_PASSWORD is absent', async () => {
    const server = await start(await createTestDatabase(engine, { blank: true }), { DEMO_PASSWORD: '' });
    const output = server.printed.join('\n');
    expect(output).toMatch(/Seeded 6 demo members/);
    const passwords = [...output.matchAll(/password:\s+(\S+)/g)].map((m) => m[1] ?? '');
    expect(passwords).toHaveLength(2); // the admin's and the members'
    const demoPassword = passwords[1] ?? '';
    expect((await postLogin(server, DEMO_MEMBER_EMAIL, demoPassword)).status).toBe(200);
    expect((await postLogin(server, DEMO_MEMBER_EMAIL, TEST_DEMO_PASSWORD)).status).toBe(401);
  });

  it('seeds nothing with SEED_DEMO=0', async () => {
    const server = await start(await createTestDatabase(engine, { blank: true }), { SEED_DEMO: '0' });
    expect(await countUsers(server.app.db, { isAdmin: false })).toBe(0);
    expect(await server.app.db.selectFrom('membership_applications').selectAll().execute()).toEqual([]);
    expect((await postLogin(server, DEMO_MEMBER_EMAIL, TEST_DEMO_PASSWORD)).status).toBe(401);
  });
});

describe('demo member applications', () => {
  it('pass the application form rules (the one without a profession aside) and have varied answers', () => {
    for (const member of DEMO_MEMBERS) {
      const errors = membershipApplicationErrors(demoApplicationPayload(member));
      if (member.email === DEMO_MEMBER_WITHOUT_PROFESSION) {
        expect(errors).toEqual({ profession: APPLICATION_MESSAGES.professionRequired });
      } else {
        expect(errors).toEqual({});
      }
    }
    const professions = new Set(DEMO_MEMBERS.map((m) => m.application.profession));
    expect(professions.size).toBe(DEMO_MEMBERS.length);
    expect(DEMO_MEMBERS.some((m) => m.application.instagramUrl && m.application.linkedinUrl)).toBe(true);
    expect(DEMO_MEMBERS.some((m) => !m.application.instagramUrl && !m.application.linkedinUrl)).toBe(true);
  });
});
