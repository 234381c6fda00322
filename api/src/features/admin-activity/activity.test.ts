// The Activity screen's data: every admin action, on memberships and on dinners, with who, what,
// to whom, when and why; filters, paging across both trails, CSV; an application's history;
// admins only.
import type { ActivityItem, Page } from 'shared/types';
import { hashPassword } from '../../core/auth/password-hasher';
import type { DinnerAuditAction } from '../../db/schema';
import { ADMIN_EMAIL, ADMIN_PASSWORD, addSignedInAdmin, addSignedInMember, byBearer, byCookie, postAs } from '../../test/admin';
import { call, login, type Login } from '../../test/http';
import { createDinner, rsvp } from '../../test/dinners';
import { addPendingApplication, MEMBER_PASSWORD } from '../../test/members';
import { createTestDatabase, dropTestDatabases, engines } from '../../test/test-database';
import { startTestServer, type TestServer } from '../../test/test-server';
import { ACTIVITY_ADMINS_PATH, ACTIVITY_CSV_COLUMNS, ACTIVITY_PATH, APPLICATION_NOT_FOUND, historyPath } from './activity-routes';

describe.each(engines)('the activity list (%s)', (engine) => {
  let server: TestServer;
  let boss: Login;
  let second: Login;
  let acceptedId: string;
  let memberId: string;
  let rejectedId: string;

  beforeAll(async () => {
    server = await startTestServer(await createTestDatabase(engine), { ADMIN_EMAIL, ADMIN_PASSWORD, SEED_DEMO: '0' });
    boss = await login(server, ADMIN_EMAIL, ADMIN_PASSWORD);
    second = await addSignedInAdmin(server, 'Second Admin');
    acceptedId = (await addPendingApplication(server.app.db, { fullName: 'Ana Accepted' })).id;
    rejectedId = (await addPendingApplication(server.app.db, { fullName: 'Rex Rejected' })).id;

    const as = (who: Login) => byCookie(server, who);
    const ok = async (promise: Promise<{ status: number; text: string }>) => expect((await promise).status).toBeLessThan(300);
    await ok(postAs(server, `/api/admin/membership/${acceptedId}/notes`, { text: 'Strong application' }, as(second)));
    await ok(postAs(server, `/api/admin/membership/respond/${acceptedId}`, { adminId: boss.user.id, action: 'approved' }, as(boss)));
    await ok(postAs(server, `/api/admin/membership/respond/${rejectedId}`, { adminId: second.user.id, action: 'rejected', rejectionReason: 'Tables are full' }, as(second)));
    const application = await server.app.db.selectFrom('membership_applications').select('user_id').where('id', '=', acceptedId).executeTakeFirstOrThrow();
    memberId = application.user_id ?? '';
    await ok(postAs(server, '/api/admin/membership/change-verification', { userId: memberId, isVerified: false, reason: '=Repeated no-shows' }, as(boss)));
    await ok(postAs(server, '/api/admin/membership/change-verification', { userId: memberId, isVerified: true, reason: 'Apologised' }, as(second)));
    // Spread the entries over known days: 10 to 14 March 2025 (noon in Chicago), in the order made.
    const made = ['noted', 'approved', 'rejected', 'blocked', 'unblocked'] as const;
    expect(await server.app.db.selectFrom('membership_audit').select('id').execute()).toHaveLength(made.length);
    for (const [index, action] of made.entries()) {
      await server.app.db.updateTable('membership_audit').set({ created_at: `2025-03-1${index}T17:00:00.000Z` }).where('action', '=', action).execute();
    }
  });

  afterAll(async () => {
    await server?.close();
    await dropTestDatabases();
  });

  const get = (query = '', who: Login = boss) => call(server, `${ACTIVITY_PATH}${query ? `?${query}` : ''}`, { headers: byBearer(who) });
  const list = async (query = ''): Promise<Page<ActivityItem>> => {
    const res = await get(query);
    expect(res.status).toBe(200);
    return res.body;
  };
  const actions = async (query = '') => (await list(query)).data.map((item) => item.action);

  it('lists every admin action newest first: who, what, to whom, when and why', async () => {
    const page = await list();
    expect(page).toMatchObject({ total: 5, page: 1, pageSize: 25 });
    expect(page.data.map((item) => item.action)).toEqual(['unblocked', 'blocked', 'rejected', 'approved', 'noted']);
    const [unblocked, blocked, rejected, approved, noted] = page.data;
    expect(blocked).toEqual({
      id: expect.any(String),
      at: '2025-03-13T17:00:00.000Z',
      action: 'blocked',
      admin: { id: boss.user.id, fullName: boss.user.fullName },
      subject: { id: memberId, fullName: 'Ana Accepted' },
      applicationId: acceptedId,
      reason: '=Repeated no-shows',
      dinner: null,
    });
    expect(unblocked).toMatchObject({ admin: { id: second.user.id, fullName: 'Second Admin' }, reason: 'Apologised' });
    // A rejected applicant has no account: the subject is the application.
    expect(rejected).toMatchObject({ subject: { id: rejectedId, fullName: 'Rex Rejected' }, applicationId: rejectedId, reason: 'Tables are full' });
    expect(approved).toMatchObject({ subject: { id: memberId, fullName: 'Ana Accepted' }, reason: null });
    expect(noted).toMatchObject({ admin: { id: second.user.id }, subject: { id: acceptedId, fullName: 'Ana Accepted' }, reason: null });
    expect(JSON.stringify(page)).not.toContain('Strong application');
  });

  it('filters by admin, action and Chicago days, and combines them', async () => {
    expect(await actions(`adminId=${boss.user.id}`)).toEqual(['blocked', 'approved']);
    expect(await actions(`adminId=${second.user.id}`)).toEqual(['unblocked', 'rejected', 'noted']);
    expect(await actions('action=rejected')).toEqual(['rejected']);
    expect(await actions('from=2025-03-11&to=2025-03-13')).toEqual(['blocked', 'rejected', 'approved']);
    expect(await actions(`adminId=${second.user.id}&from=2025-03-11`)).toEqual(['unblocked', 'rejected']);
    expect(await list('adminId=nobody')).toEqual({ data: [], total: 0, page: 1, pageSize: 25 });
  });

  it('pages with the total', async () => {
    expect(await list('pageSize=2&page=3')).toMatchObject({ total: 5, page: 3, pageSize: 2, data: [{ action: 'noted' }] });
    expect((await list('pageSize=2&page=4')).data).toEqual([]);
    const bad = await get('action=deleted&pageSize=500');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toEqual([
      {
        field: 'action',
        message: 'Must be one of approved, rejected, blocked, unblocked, noted, erased, voted, endorsed, sponsor-declined, '
          + 'admissions-changed, dinner-created, dinner-updated, dinner-cancelled, dinner-checked-in, dinner-check-in-undone, '
          + 'dinner-rsvps-released',
      },
      { field: 'pageSize', message: 'Must be at most 100' },
    ]);
  });

  it('exports the filtered trail as CSV, formulas neutralised', async () => {
    const res = await call(server, `${ACTIVITY_PATH}.csv?adminId=${boss.user.id}`, { headers: byBearer(boss) });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="activity-\d{4}-\d\d-\d\d\.csv"$/);
    expect(res.text).toBe(
      `${[
        ACTIVITY_CSV_COLUMNS.map((c) => `"${c}"`).join(','),
        `"2025-03-13T17:00:00.000Z","blocked","${boss.user.fullName}","Ana Accepted","'=Repeated no-shows",""`,
        `"2025-03-11T17:00:00.000Z","approved","${boss.user.fullName}","Ana Accepted","",""`,
      ].join('\r\n')}\r\n`,
    );
  });

  it('lists the admins for the filter', async () => {
    const res = await call(server, ACTIVITY_ADMINS_PATH, { headers: byBearer(boss) });
    expect(res.body.data).toEqual(
      [{ id: boss.user.id, fullName: boss.user.fullName }, { id: second.user.id, fullName: 'Second Admin' }].sort((a, b) =>
        a.fullName.localeCompare(b.fullName),
      ),
    );
  });

  it('gives an application’s history oldest first: its decision, notes, and what happened to its member', async () => {
    const res = await call(server, historyPath(acceptedId), { headers: byBearer(boss) });
    expect(res.status).toBe(200);
    expect((res.body.data as ActivityItem[]).map((item) => [item.action, item.admin.id])).toEqual([
      ['noted', second.user.id], ['approved', boss.user.id], ['blocked', boss.user.id], ['unblocked', second.user.id],
    ]);
    const rejected = await call(server, historyPath(rejectedId), { headers: byBearer(boss) });
    expect((rejected.body.data as ActivityItem[]).map((item) => item.action)).toEqual(['rejected']);
    const missing = await call(server, historyPath('no-such-application'), { headers: byBearer(boss) });
    expect([missing.status, missing.body]).toEqual([404, { message: APPLICATION_NOT_FOUND }]);
  });

  it('is for admins only', async () => {
    const member = (await addSignedInMember(server, 'Curious Member', boss.user.id)).session;
    for (const path of [ACTIVITY_PATH, `${ACTIVITY_PATH}.csv`, ACTIVITY_ADMINS_PATH, historyPath(acceptedId)]) {
      const res = await call(server, path, { headers: byBearer(member) });
      expect([path, res.status]).toEqual([path, 403]);
      expect(res.text).not.toContain('no-shows');
    }
  });
});

describe.each(engines)('the activity list with dinner actions (%s)', (engine) => {
  let server: TestServer;
  let boss: Login;
  let second: Login;
  let applicationId: string;
  let memberId: string;
  let dinnerId: string;

  /** When each entry is made to have happened; the block and the release it caused share a time. */
  const TIMES = {
    approved: '2025-04-01T15:00:00.000Z',
    'dinner-created': '2025-04-02T15:00:00.000Z',
    'dinner-updated': '2025-04-03T15:00:00.000Z',
    'dinner-checked-in': '2025-04-04T15:00:00.000Z',
    'dinner-check-in-undone': '2025-04-05T15:00:00.000Z',
    blocked: '2025-04-06T15:00:00.000Z',
    'dinner-rsvps-released': '2025-04-06T15:00:00.000Z',
    'dinner-cancelled': '2025-04-07T15:00:00.000Z',
  } as const;

  beforeAll(async () => {
    server = await startTestServer(await createTestDatabase(engine), { ADMIN_EMAIL, ADMIN_PASSWORD, SEED_DEMO: '0' });
    boss = await login(server, ADMIN_EMAIL, ADMIN_PASSWORD);
    second = await addSignedInAdmin(server, 'Second Admin');
    applicationId = (await addPendingApplication(server.app.db, { fullName: 'Dina Diner', email: 'dina.diner@example.com' })).id;
    const as = (who: Login) => byCookie(server, who);
    const ok = async (promise: Promise<{ status: number; text: string }>) => expect((await promise).status).toBeLessThan(300);
    await ok(postAs(server, `/api/admin/membership/respond/${applicationId}`, { adminId: boss.user.id, action: 'approved' }, as(boss)));
    memberId = (await server.app.db.selectFrom('membership_applications').select('user_id').where('id', '=', applicationId).executeTakeFirstOrThrow()).user_id ?? '';
    await server.app.db.updateTable('users').set({ password_hash: await hashPassword(MEMBER_PASSWORD) }).where('id', '=', memberId).execute();
    const dina = await login(server, 'dina.diner@example.com', MEMBER_PASSWORD);

    dinnerId = (await createDinner(server, boss, { title: 'Harvest Supper' })).id;
    await ok(call(server, `/api/admin/events/${dinnerId}`, { method: 'PATCH', json: { capacity: 12 }, headers: byBearer(second) }));
    await ok(rsvp(server, dinnerId, { headers: byBearer(dina) }));
    await ok(call(server, `/api/admin/events/${dinnerId}/check-in`, { json: { userId: memberId, attended: true }, headers: byBearer(second) }));
    await ok(call(server, `/api/admin/events/${dinnerId}/check-in`, { json: { userId: memberId, attended: false }, headers: byBearer(boss) }));
    await ok(postAs(server, '/api/admin/membership/change-verification', { userId: memberId, isVerified: false, reason: 'No-shows' }, as(boss)));
    await ok(call(server, `/api/admin/events/${dinnerId}/cancel`, { json: { reason: 'Chef is ill' }, headers: byBearer(second) }));

    for (const [action, at] of Object.entries(TIMES)) {
      if (action.startsWith('dinner-')) {
        const made = await server.app.db.updateTable('dinner_audit').set({ created_at: at }).where('action', '=', action.slice(7) as DinnerAuditAction).executeTakeFirst();
        expect([action, Number(made.numUpdatedRows)]).toEqual([action, 1]);
      } else {
        await server.app.db.updateTable('membership_audit').set({ created_at: at }).where('action', '=', action as 'approved' | 'blocked').execute();
      }
    }
  });

  afterAll(async () => {
    await server?.close();
    await dropTestDatabases();
  });

  const list = async (query = ''): Promise<Page<ActivityItem>> => {
    const res = await call(server, `${ACTIVITY_PATH}${query ? `?${query}` : ''}`, { headers: byBearer(boss) });
    expect(res.status).toBe(200);
    return res.body;
  };
  const actions = async (query = '') => (await list(query)).data.map((item) => item.action);

  it('lists the dinner actions among the membership ones, newest first, with the dinner, the member and the reason', async () => {
    const page = await list();
    expect(page.total).toBe(8);
    const order = page.data.map((item) => item.action);
    expect([order.slice(0, 1), [...order.slice(1, 3)].sort(), order.slice(3)]).toEqual([
      ['dinner-cancelled'],
      ['blocked', 'dinner-rsvps-released'],
      ['dinner-check-in-undone', 'dinner-checked-in', 'dinner-updated', 'dinner-created', 'approved'],
    ]);
    const byAction = new Map(page.data.map((item) => [item.action, item]));
    const dinner = { id: dinnerId, title: 'Harvest Supper' };
    const dina = { id: memberId, fullName: 'Dina Diner' };
    expect(byAction.get('dinner-cancelled')).toEqual({
      id: expect.any(String), at: TIMES['dinner-cancelled'], action: 'dinner-cancelled',
      admin: { id: second.user.id, fullName: 'Second Admin' }, subject: null, applicationId: null, reason: 'Chef is ill', dinner,
    });
    expect(byAction.get('dinner-rsvps-released')).toMatchObject({ admin: { id: boss.user.id }, subject: dina, reason: 'member blocked', dinner });
    expect(byAction.get('dinner-checked-in')).toMatchObject({ admin: { id: second.user.id }, subject: dina, reason: null, applicationId: null, dinner });
    expect(byAction.get('dinner-check-in-undone')).toMatchObject({ admin: { id: boss.user.id }, subject: dina, dinner });
    expect(byAction.get('dinner-updated')).toMatchObject({ admin: { id: second.user.id }, subject: null, reason: null, dinner });
    expect(byAction.get('dinner-created')).toMatchObject({ admin: { id: boss.user.id }, subject: null, dinner });
    expect(byAction.get('approved')).toMatchObject({ subject: dina, applicationId, dinner: null });
  });

  it('pages across both trails: every page in order, each entry once, the total over both', async () => {
    const all = (await list()).data.map((item) => item.id);
    for (const pageSize of [1, 2, 3, 5]) {
      const walked: string[] = [];
      for (let page = 1; ; page += 1) {
        const res = await list(`pageSize=${pageSize}&page=${page}`);
        expect(res.total).toBe(8);
        if (res.data.length === 0) break;
        walked.push(...res.data.map((item) => item.id));
      }
      expect([pageSize, walked]).toEqual([pageSize, all]);
    }
  });

  it('filters dinner actions by name, admin and day, with membership ones alike', async () => {
    expect(await list('action=dinner-created')).toMatchObject({ total: 1, data: [{ action: 'dinner-created', dinner: { id: dinnerId } }] });
    expect(await actions('action=dinner-checked-in')).toEqual(['dinner-checked-in']);
    expect(await actions('action=blocked')).toEqual(['blocked']);
    expect(await actions(`adminId=${second.user.id}`)).toEqual(['dinner-cancelled', 'dinner-checked-in', 'dinner-updated']);
    expect(await actions(`adminId=${second.user.id}&action=dinner-updated`)).toEqual(['dinner-updated']);
    expect(await actions(`adminId=${second.user.id}&action=approved`)).toEqual([]);
    expect((await actions('from=2025-04-02&to=2025-04-04'))).toEqual(['dinner-checked-in', 'dinner-updated', 'dinner-created']);
    expect((await list('from=2025-04-02&to=2025-04-04&pageSize=2')).total).toBe(3);
    const bad = await call(server, `${ACTIVITY_PATH}?action=dinner-deleted`, { headers: byBearer(boss) });
    expect([bad.status, bad.body.message[0].field]).toEqual([400, 'action']);
  });

  it('exports the dinner actions in the CSV with the dinner’s title', async () => {
    const res = await call(server, `${ACTIVITY_PATH}.csv?adminId=${second.user.id}`, { headers: byBearer(boss) });
    expect(res.text).toBe(
      `${[
        ACTIVITY_CSV_COLUMNS.map((c) => `"${c}"`).join(','),
        `"${TIMES['dinner-cancelled']}","dinner-cancelled","Second Admin","","Chef is ill","Harvest Supper"`,
        `"${TIMES['dinner-checked-in']}","dinner-checked-in","Second Admin","Dina Diner","","Harvest Supper"`,
        `"${TIMES['dinner-updated']}","dinner-updated","Second Admin","","","Harvest Supper"`,
      ].join('\r\n')}\r\n`,
    );
  });

  it('shows in an application’s history the dinner actions about its member, in time order', async () => {
    const res = await call(server, historyPath(applicationId), { headers: byBearer(boss) });
    const history = res.body.data as ActivityItem[];
    expect(history.map((item) => item.action)).toEqual([
      'approved', 'dinner-checked-in', 'dinner-check-in-undone', 'blocked', 'dinner-rsvps-released',
    ]);
    expect(history[1]).toMatchObject({ subject: { id: memberId }, dinner: { id: dinnerId, title: 'Harvest Supper' } });
  });
});
