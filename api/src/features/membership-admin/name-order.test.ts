// Names sort, and are found, the way people read them on both engines, whatever the database's
// collation: accented Latin letters with their base letter, capitals with small letters (name_key(),
// migrations 0018 and 0020).
import { sql } from 'kysely';
import type { MembershipListResponse } from 'shared/types';
import { NAME_KEY_FROM } from '../../db/migrations/0020-name-key-latin';
import { nameKey } from '../../db/name-key';
import { ADMIN_EMAIL, ADMIN_PASSWORD, byBearer } from '../../test/admin';
import { call, login, type Login } from '../../test/http';
import { addMember, addPendingApplication } from '../../test/members';
import { createTestDatabase, dropTestDatabases, engines } from '../../test/test-database';
import { startTestServer, type TestServer } from '../../test/test-server';
import { APPROVED_MEMBERS_PATH, PENDING_REQUESTS_PATH } from './membership-admin-routes';

/** Added in this order; by name they read as BY_NAME. */
const NAMES = ['Zoe Zimmer', 'Émile Étienne', 'eve Evans', 'Łukasz Nowak', 'Ana Álvarez', 'Åsa Berg', 'Nguyễn Thị Lan'];
const BY_NAME = ['Ana Álvarez', 'Åsa Berg', 'Émile Étienne', 'eve Evans', 'Łukasz Nowak', 'Nguyễn Thị Lan', 'Zoe Zimmer'];

describe.each(engines)('names in the admin lists sort as people read them (%s)', (engine) => {
  let server: TestServer;
  let admin: Login;

  beforeAll(async () => {
    server = await startTestServer(await createTestDatabase(engine), { ADMIN_EMAIL, ADMIN_PASSWORD, SEED_DEMO: '0' });
    admin = await login(server, ADMIN_EMAIL, ADMIN_PASSWORD);
    for (const [index, fullName] of NAMES.entries()) {
      const day = `2025-02-0${index + 1}T18:00:00.000Z`;
      await addPendingApplication(server.app.db, { fullName, email: `pending${index}@example.com` }, day);
      await addMember(server.app.db, { fullName, email: `member${index}@example.com`, applications: [{ status: 'approved', reviewedAt: day }] }, admin.user.id);
    }
  });

  afterAll(async () => {
    await server?.close();
    await dropTestDatabases();
  });

  const names = async (path: string, query: string) => {
    const res = await call(server, `${path}?${query}`, { headers: byBearer(admin) });
    expect(res.status).toBe(200);
    return (res.body as MembershipListResponse).data.map((record) => record.fullName);
  };

  it.each([PENDING_REQUESTS_PATH, APPROVED_MEMBERS_PATH])('%s by name, both ways, pages included', async (path) => {
    expect(await names(path, 'sort=name')).toEqual(BY_NAME);
    expect(await names(path, 'sort=-name')).toEqual([...BY_NAME].reverse());
    const paged = [];
    for (let page = 1; page <= 4; page += 1) paged.push(...(await names(path, `sort=name&pageSize=2&page=${page}`)));
    expect(paged).toEqual(BY_NAME);
  });

  it.each([PENDING_REQUESTS_PATH, APPROVED_MEMBERS_PATH])('%s: a search finds a name whatever its accents and case', async (path) => {
    expect(await names(path, 'q=emile')).toEqual(['Émile Étienne']);
    expect(await names(path, `q=${encodeURIComponent('ÉTIENNE')}`)).toEqual(['Émile Étienne']);
    expect(await names(path, 'q=lukasz')).toEqual(['Łukasz Nowak']);
    expect(await names(path, `q=${encodeURIComponent('álv')}&sort=name`)).toEqual(['Ana Álvarez']);
    expect(await names(path, 'q=asa%20berg')).toEqual(['Åsa Berg']);
    // Vietnamese letters, with two marks each (Latin Extended Additional).
    expect(await names(path, 'q=nguyen%20thi')).toEqual(['Nguyễn Thị Lan']);
    // Still a search for the text: a letter that is not the name's finds nothing.
    expect(await names(path, 'q=emilf')).toEqual([]);
  });

  it("the database's name_key() is the API's own, letter for letter", async () => {
    // Text beyond ASCII, and ASCII alone (which nameKey lower-cases whole).
    for (const text of [`${NAME_KEY_FROM} Straße Дмитрий 山田 O'Brien-Smith`, `O'BRIEN-Smith ~[Ada]_${'\x7f'}`]) {
      const row = await sql<{ key: string }>`select name_key(${text}) as key`.execute(server.app.db);
      expect(row.rows[0]?.key).toBe(nameKey(text));
    }
    expect(nameKey('Émile ÅSA łukasz')).toBe('emile asa lukasz');
    expect(nameKey('Nguyễn Thị Lǚ Ștefan')).toBe('nguyen thi lu stefan');
  });
});
