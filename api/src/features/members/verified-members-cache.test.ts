import type { DirectoryMember } from 'shared/types';
import { loadConfig } from '../../app/config';
import { updateUser } from '../../core/users/user-repository';
import { createDatabase, type DatabaseHandle } from '../../db/create-database';
import { call, login, type Login } from '../../test/http';
import { addMember, MEMBER_PASSWORD, type TestMember } from '../../test/members';
import { QueryCounter } from '../../test/query-counter';
import { createTestDatabase, dropTestDatabases, engines, type TestDatabase } from '../../test/test-database';
import { startTestServer, type TestServer } from '../../test/test-server';
import { createVerifiedMembersCache } from './verified-members-cache';
import { listVerifiedMembers } from './verified-members-repository';
import { VERIFIED_MEMBERS_PATH } from './verified-members-routes';

describe.each(engines)('the directory, read once per change (%s)', (engine) => {
  let database: TestDatabase;
  let server: TestServer;
  let member: TestMember;
  let session: Login;
  /** A second connection to the same database, as another API instance (or psql) would have. */
  let other: DatabaseHandle;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    server = await startTestServer(database, { SEED_DEMO: '0' });
    member = await addMember(server.app.db, { fullName: 'Cache Caller', canSignIn: true, applications: [{ status: 'approved' }] });
    session = await login(server, member.email, MEMBER_PASSWORD);
    other = createDatabase(loadConfig(database.env).database);
  });

  afterAll(async () => {
    await other?.close();
    await server?.close();
    await dropTestDatabases();
  });

  const directory = () =>
    call(server, `${VERIFIED_MEMBERS_PATH}?userId=${member.id}`, { headers: { cookie: session.cookie } });
  const names = async () => ((await directory()).body.data.data as DirectoryMember[]).map((m) => m.fullName);

  it('answers exactly the JSON of the listed members, as application/json', async () => {
    await addMember(server.app.db, { fullName: 'Zoë Émile', applications: [{ status: 'approved' }] });
    const res = await directory();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.text).toBe(JSON.stringify({ data: { data: await listVerifiedMembers(server.app.db) } }));
  });

  it('reads the list once, then only the version, until something changes', async () => {
    const counter = new QueryCounter();
    const body = createVerifiedMembersCache(server.app.db.withPlugin(counter));
    const first = await body();
    expect(counter.count).toBe(2);
    const again = await body();
    expect(again).toBe(first);
    expect(counter.count).toBe(3);

    await addMember(server.app.db, { fullName: 'Newly Approved', applications: [{ status: 'approved' }] });
    const changed = await body();
    expect(counter.count).toBe(5);
    expect(changed.toString()).toContain('Newly Approved');
  });

  it('shares one read of the list between calls that find the same change', async () => {
    const counter = new QueryCounter();
    const body = createVerifiedMembersCache(server.app.db.withPlugin(counter));
    const bodies = await Promise.all([body(), body(), body()]);
    expect(counter.count).toBe(3 + 1);
    expect(bodies[1]).toBe(bodies[0]);
    expect(bodies[2]).toBe(bodies[0]);
  });

  it('shows a change made through this server at the next call', async () => {
    const renamed = await addMember(server.app.db, { fullName: 'Before Rename', applications: [{ status: 'approved' }] });
    expect(await names()).toContain('Before Rename');
    await updateUser(server.app.db, renamed.id, { fullName: 'After Rename' });
    expect(await names()).toContain('After Rename');
    await updateUser(server.app.db, renamed.id, { isActive: false });
    expect(await names()).not.toContain('After Rename');
  });

  it('shows a change made by another connection (another API instance) at the next call', async () => {
    const elsewhere = await addMember(server.app.db, { fullName: 'Changed Elsewhere', applications: [{ status: 'approved' }] });
    expect(await names()).toContain('Changed Elsewhere');

    await other.db.updateTable('users').set({ full_name: 'Renamed Elsewhere' }).where('id', '=', elsewhere.id).execute();
    expect(await names()).toContain('Renamed Elsewhere');

    await other.db.updateTable('membership_applications').set({ status: 'rejected' }).where('user_id', '=', elsewhere.id).execute();
    expect(await names()).not.toContain('Renamed Elsewhere');

    await addMember(other.db, { fullName: 'Added Elsewhere', applications: [{ status: 'approved' }] });
    expect(await names()).toContain('Added Elsewhere');
  });
});
