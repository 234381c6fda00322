// Admins' internal notes on an application: author and time, admins only, validated, recorded in
// the audit trail, never seen by a member.
import type { ApplicationNote } from 'shared/types';
import { ADMIN_EMAIL, ADMIN_PASSWORD, addSignedInAdmin, addSignedInMember, byBearer, byCookie } from '../../test/admin';
import { call, login, type Login } from '../../test/http';
import { addPendingApplication } from '../../test/members';
import { createTestDatabase, dropTestDatabases, engines } from '../../test/test-database';
import { startTestServer, type TestServer } from '../../test/test-server';
import { NOTE_MAX_LENGTH, NOTE_MESSAGES, notesPath } from './application-notes-routes';
import { REQUEST_NOT_FOUND } from './membership-admin-routes';

const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

describe.each(engines)('application notes (%s)', (engine) => {
  let server: TestServer;
  let admin: Login;
  let second: Login;
  let member: Login;
  let applicationId: string;

  beforeAll(async () => {
    server = await startTestServer(await createTestDatabase(engine), { ADMIN_EMAIL, ADMIN_PASSWORD, SEED_DEMO: '0' });
    admin = await login(server, ADMIN_EMAIL, ADMIN_PASSWORD);
    second = await addSignedInAdmin(server, 'Second Reviewer');
    member = (await addSignedInMember(server, 'Nosy Member', admin.user.id)).session;
    applicationId = (await addPendingApplication(server.app.db, { fullName: 'Noted Applicant' })).id;
  });

  afterAll(async () => {
    await server?.close();
    await dropTestDatabases();
  });

  const post = (who: Login, id: string, body: unknown) => call(server, notesPath(id), { json: body, headers: byCookie(server, who) });
  const notes = async (id: string): Promise<ApplicationNote[]> => {
    const res = await call(server, notesPath(id), { headers: byBearer(admin) });
    expect(res.status).toBe(200);
    return res.body.data;
  };

  it('starts with no notes', async () => {
    expect(await notes(applicationId)).toEqual([]);
  });

  it('adds a note (trimmed) with its author and time, and lists them oldest first', async () => {
    const first = await post(admin, applicationId, { text: '  Met her at the Pilsen pop-up; lovely.  ' });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({
      data: { id: expect.any(String), text: 'Met her at the Pilsen pop-up; lovely.', at: expect.stringMatching(ISO), author: { id: admin.user.id, fullName: admin.user.fullName } },
    });
    const reply = await post(second, applicationId, { text: 'Agreed — accept.' });
    expect(reply.status).toBe(201);
    expect(await notes(applicationId)).toEqual([first.body.data, reply.body.data]);
    expect((await notes(applicationId))[1]?.author).toEqual({ id: second.user.id, fullName: 'Second Reviewer' });
  });

  it('records each note in the audit trail as the admin’s action', async () => {
    const entries = await server.app.db
      .selectFrom('membership_audit')
      .select(['action', 'admin_id', 'application_id', 'reason'])
      .where('application_id', '=', applicationId)
      .orderBy('created_at')
      .execute();
    expect(entries).toEqual([
      { action: 'noted', admin_id: admin.user.id, application_id: applicationId, reason: null },
      { action: 'noted', admin_id: second.user.id, application_id: applicationId, reason: null },
    ]);
  });

  it('takes 1 to 2000 characters after trimming, and nothing else', async () => {
    const bad: [unknown, { field: string; message: string }[]][] = [
      [{ text: '' }, [{ field: 'text', message: NOTE_MESSAGES.required }]],
      [{ text: ' \n\t ' }, [{ field: 'text', message: NOTE_MESSAGES.required }]],
      [{ text: 'x'.repeat(NOTE_MAX_LENGTH + 1) }, [{ field: 'text', message: NOTE_MESSAGES.tooLong }]],
      [{}, [{ field: 'text', message: 'Is required' }]],
      [{ text: 5 }, [{ field: 'text', message: 'Must be a string, not number' }]],
      [{ text: 'ok', authorId: member.user.id }, [{ field: 'authorId', message: 'Unknown field' }]],
    ];
    for (const [body, fields] of bad) {
      const res = await post(admin, applicationId, body);
      expect([res.status, res.body]).toEqual([400, { message: fields }]);
    }
    const longest = await post(admin, applicationId, { text: ` ${'y'.repeat(NOTE_MAX_LENGTH)} ` });
    expect(longest.status).toBe(201);
    expect(longest.body.data.text).toHaveLength(NOTE_MAX_LENGTH);
  });

  it('answers 404 for an application that does not exist', async () => {
    for (const res of [await post(admin, 'no-such-application', { text: 'Hello' }), await call(server, notesPath('no-such-application'), { headers: byBearer(admin) })]) {
      expect([res.status, res.body]).toEqual([404, { message: REQUEST_NOT_FOUND }]);
    }
  });

  it('is for admins only: a member neither reads nor writes notes', async () => {
    const read = await call(server, notesPath(applicationId), { headers: byBearer(member) });
    const write = await post(member, applicationId, { text: 'Me too' });
    for (const res of [read, write]) expect([res.status, res.body]).toEqual([403, { message: 'Administrators only' }]);
    expect(read.text).not.toContain('Pilsen');
    expect((await call(server, notesPath(applicationId), { headers: { origin: server.origin } })).status).toBe(401);
  });
});
