import { ADMISSION_SETTINGS_MESSAGES, SPONSOR_MESSAGES } from 'shared/validation';
import { APPLICATION_RECEIVED_MAIL_SUBJECT, SPONSOR_REQUEST_MAIL_SUBJECT } from '../../core/admissions/admissions-mail';
import { ADMIN_EMAIL, ADMIN_PASSWORD, SITE_URL, addSignedInAdmin, addSignedInMember, byCookie, getAs, postAs } from '../../test/admin';
import { call, clientAddresses, login, type Login } from '../../test/http';
import { mailsTo } from '../../test/mail';
import { MEMBER_PASSWORD } from '../../test/members';
import { uniqueEmail, validApplication } from '../../test/membership-application-fixture';
import { createTestDatabase, dropTestDatabases, engines } from '../../test/test-database';
import { startTestServer, type TestServer } from '../../test/test-server';
import {
  ADMISSION_SETTINGS_PATH, APPLICATION_DECIDED, APPLICATION_STATUS_PATH, SPONSORSHIPS_PATH, votesPath,
} from './admissions-routes';

const LEAVE_PATH = '/api/user/leave';
const PENDING_REQUESTS_PATH = '/api/admin/membership/pendingRequests';
const RESPOND_PATH = '/api/admin/membership/respond';
const STATUS_LINK = /https:\/\/club\.example\.com\/application\/([A-Za-z0-9_-]{43})(?![A-Za-z0-9_-])/;

describe.each(engines)('admissions: sponsors, committee votes, rules and the status link (%s)', (engine) => {
  let server: TestServer;
  let admin: Login;
  let otherAdmin: Login;
  let sponsorA: { email: string; session: Login };
  let sponsorB: { email: string; session: Login };

  beforeAll(async () => {
    server = await startTestServer(await createTestDatabase(engine), {
      ADMIN_EMAIL, ADMIN_PASSWORD, SEED_DEMO: '0', SITE_URL, TRUST_PROXY: '1',
    });
    admin = await login(server, ADMIN_EMAIL, ADMIN_PASSWORD);
    otherAdmin = await addSignedInAdmin(server, 'Committee Chair');
    const a = await addSignedInMember(server, 'Avery Sponsor');
    const b = await addSignedInMember(server, 'Blake Sponsor');
    sponsorA = { email: a.member.email, session: a.session };
    sponsorB = { email: b.member.email, session: b.session };
  });

  afterAll(async () => {
    await server?.close();
    await dropTestDatabases();
  });

  afterEach(async () => {
    await setRules({ quorum: 0, sponsorsRequired: 0 });
  });

  const nextClient = clientAddresses('10.7');
  const apply = (body: object) =>
    call(server, '/api/user/membership/create', { json: body, headers: { origin: server.origin, 'x-forwarded-for': nextClient() } });
  const setRules = (rules: unknown, who: Login = admin) =>
    call(server, ADMISSION_SETTINGS_PATH, { method: 'PUT', json: rules, headers: byCookie(server, who) });
  const applicationOf = (email: string) =>
    server.app.db.selectFrom('membership_applications').select(['id', 'status']).where('email', '=', email).orderBy('created_at', 'desc').executeTakeFirstOrThrow();
  const statusOf = (token: string) => call(server, `${APPLICATION_STATUS_PATH}/${token}`);
  const vote = (id: string, body: unknown, who: Login = admin) => postAs(server, votesPath(id), body, byCookie(server, who));
  const respond = (id: string, action: 'approved' | 'rejected', who: Login = admin) =>
    postAs(server, `${RESPOND_PATH}/${id}`, { adminId: who.user.id, action, ...(action === 'rejected' && { rejectionReason: 'Not this season.' }) }, byCookie(server, who));
  const sponsorshipsAs = async (who: Login) => (await getAs(server, SPONSORSHIPS_PATH, byCookie(server, who))).body.data as { id: string; applicantName: string; status: string }[];
  const answer = (id: string, body: unknown, who: Login) => postAs(server, `${SPONSORSHIPS_PATH}/${id}`, body, byCookie(server, who));
  const auditOf = (applicationId: string) =>
    server.app.db.selectFrom('membership_audit').select(['action', 'admin_id', 'reason']).where('application_id', '=', applicationId).orderBy('created_at').execute();

  /** Applies naming `sponsors`; answers the application's id and the token of its status link. */
  async function applyNaming(sponsors: string[], fullName = 'Riley Applicant') {
    const email = uniqueEmail('riley');
    const res = await apply({ ...validApplication({ email, fullName }), sponsors });
    expect(res.status).toBe(201);
    const [received] = await mailsTo(server, email);
    expect(received?.subject).toBe(APPLICATION_RECEIVED_MAIL_SUBJECT);
    const token = STATUS_LINK.exec(received?.text ?? '')?.[1];
    expect(token).toBeDefined();
    return { id: (await applicationOf(email)).id, email, token: token! };
  }

  const sponsorshipFor = async (who: Login, applicantName: string) => {
    const found = (await sponsorshipsAs(who)).find((item) => item.applicantName === applicantName);
    expect(found).toBeDefined();
    return found!;
  };

  describe('the application naming sponsors', () => {
    it('refuses more than two sponsors, an invalid address, the applicant\'s own, or one twice, with a field message', async () => {
      const email = uniqueEmail('careful');
      const cases: [unknown[], string][] = [
        [['a@example.com', 'b@example.com', 'c@example.com'], SPONSOR_MESSAGES.tooMany],
        [['not-an-address'], SPONSOR_MESSAGES.invalid],
        [[email.toUpperCase()], SPONSOR_MESSAGES.own],
        [['same@example.com', ' Same@Example.com '], SPONSOR_MESSAGES.duplicate],
      ];
      for (const [sponsors, message] of cases) {
        const res = await apply({ ...validApplication({ email }), sponsors });
        expect(res.status).toBe(400);
        expect(res.body.message).toEqual([{ field: 'sponsors', message }]);
      }
      expect((await apply({ ...validApplication({ email }), sponsors: [42] })).status).toBe(400);
      expect(await server.app.db.selectFrom('membership_applications').select('id').where('email', '=', email).execute()).toEqual([]);
    });

    it('mails the applicant a private status link, and each named member a request naming the applicant; a non-member address gets nothing, and the answer is the same', async () => {
      const stranger = uniqueEmail('stranger');
      const before = (await mailsTo(server, sponsorA.email)).length;
      const named = await apply({ ...validApplication({ fullName: 'Morgan Named' }), sponsors: [sponsorA.email.toUpperCase(), stranger] });
      const unnamed = await apply({ ...validApplication({ fullName: 'Morgan Unnamed' }), sponsors: [uniqueEmail('nobody')] });
      expect([named.status, unnamed.status]).toEqual([201, 201]);
      expect(named.body).toEqual(unnamed.body);
      const requests = (await mailsTo(server, sponsorA.email)).slice(before);
      expect(requests).toHaveLength(1);
      expect(requests[0]).toMatchObject({ subject: SPONSOR_REQUEST_MAIL_SUBJECT });
      expect(requests[0]?.text).toContain('Morgan Named');
      expect(requests[0]?.text).toContain(`${SITE_URL}/user`);
      expect(await mailsTo(server, stranger)).toEqual([]);
      // An administrator's address is no sponsor's.
      const adminBefore = (await mailsTo(server, ADMIN_EMAIL)).length;
      expect((await apply({ ...validApplication(), sponsors: [ADMIN_EMAIL] })).status).toBe(201);
      expect(await mailsTo(server, ADMIN_EMAIL)).toHaveLength(adminBefore);
    });

    it('keeps the specification\'s application as it was without sponsors', async () => {
      const { token } = await applyNaming([]);
      expect((await statusOf(token)).body.data).toMatchObject({ stage: 'received', sponsors: { requested: 0, endorsed: 0 } });
    });
  });

  describe('sponsors answering', () => {
    it('lists a member\'s applications and lets them endorse or decline with a note, changeable until the decision', async () => {
      const { id } = await applyNaming([sponsorA.email], 'Quinn Candidate');
      const mine = await sponsorshipFor(sponsorA.session, 'Quinn Candidate');
      expect(mine).toMatchObject({ status: 'requested', note: null, decided: false });
      expect(Date.parse((mine as unknown as { submittedAt: string }).submittedAt)).not.toBeNaN();

      const endorsed = await answer(mine.id, { decision: 'endorse', note: '  Known them for years.  ' }, sponsorA.session);
      expect(endorsed.status).toBe(200);
      expect(endorsed.body.data).toMatchObject({ id: mine.id, applicantName: 'Quinn Candidate', status: 'endorsed', note: 'Known them for years.' });
      const declined = await answer(mine.id, { decision: 'decline' }, sponsorA.session);
      expect(declined.body.data).toMatchObject({ status: 'declined', note: null });
      expect((await auditOf(id)).map((entry) => [entry.action, entry.admin_id])).toEqual([
        ['endorsed', sponsorA.session.user.id], ['sponsor-declined', sponsorA.session.user.id],
      ]);

      expect((await respond(id, 'rejected')).status).toBe(200);
      const late = await answer(mine.id, { decision: 'endorse' }, sponsorA.session);
      expect([late.status, late.body.message]).toEqual([409, APPLICATION_DECIDED]);
      expect(await sponsorshipFor(sponsorA.session, 'Quinn Candidate')).toMatchObject({ status: 'declined', decided: true });
    });

    it('answers 404 for another member\'s sponsorship, 401 to a visitor, 403 to an admin, 400 for a bad body', async () => {
      await applyNaming([sponsorA.email], 'Sam Private');
      const mine = await sponsorshipFor(sponsorA.session, 'Sam Private');
      expect((await answer(mine.id, { decision: 'endorse' }, sponsorB.session)).status).toBe(404);
      expect((await sponsorshipsAs(sponsorB.session)).some((item) => item.applicantName === 'Sam Private')).toBe(false);
      expect((await getAs(server, SPONSORSHIPS_PATH, byCookie(server, null))).status).toBe(401);
      expect((await answer(mine.id, { decision: 'endorse' }, null as unknown as Login)).status).toBe(401);
      expect((await getAs(server, SPONSORSHIPS_PATH, byCookie(server, admin))).status).toBe(403);
      expect((await answer(mine.id, { decision: 'endorse' }, admin)).status).toBe(403);
      const tooLong = await answer(mine.id, { decision: 'endorse', note: 'x'.repeat(1001) }, sponsorA.session);
      expect(tooLong.status).toBe(400);
      expect(tooLong.body.message).toEqual([{ field: 'note', message: 'Note must be at most 1000 characters' }]);
      expect((await answer(mine.id, { decision: 'maybe' }, sponsorA.session)).status).toBe(400);
      expect(await sponsorshipFor(sponsorA.session, 'Sam Private')).toMatchObject({ status: 'requested' });
    });
  });

  describe('committee votes', () => {
    it('keeps one vote per admin, changeable, with the totals, the endorsements, and the pending list\'s progress', async () => {
      const stranger = uniqueEmail('outsider');
      const { id } = await applyNaming([sponsorA.email, stranger], 'Taylor Voted');
      const mine = await sponsorshipFor(sponsorA.session, 'Taylor Voted');
      await answer(mine.id, { decision: 'endorse', note: 'A great cook.' }, sponsorA.session);

      expect((await vote(id, { vote: 'no', comment: 'Too soon.' })).status).toBe(200);
      const changed = await vote(id, { vote: 'yes' });
      expect(changed.status).toBe(200);
      expect(changed.body.data).toMatchObject({
        votes: [{ adminId: admin.user.id, vote: 'yes', comment: null }], yes: 1, no: 0, abstain: 0,
      });
      const read = await getAs(server, votesPath(id), byCookie(server, otherAdmin));
      expect(read.body.data.endorsements).toEqual([
        { sponsorEmail: sponsorA.email, sponsorName: 'Avery Sponsor', isMember: true, status: 'endorsed', note: 'A great cook.' },
        { sponsorEmail: stranger, sponsorName: null, isMember: false, status: 'requested', note: null },
      ].sort((x, y) => (x.sponsorEmail < y.sponsorEmail ? -1 : 1)));
      expect(typeof read.body.data.votes[0].adminName).toBe('string');

      const list = await getAs(server, `${PENDING_REQUESTS_PATH}?pageSize=100`, byCookie(server, admin));
      const row = (list.body.data as { id: string }[]).find((item) => item.id === id);
      expect(row).toMatchObject({ votes: { yes: 1, no: 0, abstain: 0 }, endorsements: { requested: 0, endorsed: 1, declined: 0 } });
      expect((await auditOf(id)).filter((entry) => entry.action === 'voted').map((entry) => entry.reason)).toEqual(['no: Too soon.', 'yes']);
    });

    it('records two admins voting at once, and refuses votes once decided', async () => {
      const { id } = await applyNaming([], 'Jamie Both');
      const [first, second] = await Promise.all([vote(id, { vote: 'yes' }), vote(id, { vote: 'abstain', comment: 'Met once.' }, otherAdmin)]);
      expect([first.status, second.status]).toEqual([200, 200]);
      const read = await getAs(server, votesPath(id), byCookie(server, admin));
      expect(read.body.data).toMatchObject({ yes: 1, no: 0, abstain: 1 });
      expect(read.body.data.votes).toHaveLength(2);
      expect((await respond(id, 'approved')).status).toBe(200);
      const late = await vote(id, { vote: 'no' });
      expect([late.status, late.body.message]).toEqual([409, APPLICATION_DECIDED]);
    });

    it('answers 404 for an unknown application, 400 for a bad body, 403 to a member, 401 to a visitor', async () => {
      const { id } = await applyNaming([], 'Casey Checks');
      expect((await vote('no-such-application', { vote: 'yes' })).status).toBe(404);
      expect((await getAs(server, votesPath('no-such-application'), byCookie(server, admin))).status).toBe(404);
      expect((await vote(id, { vote: 'perhaps' })).status).toBe(400);
      const long = await vote(id, { vote: 'yes', comment: 'y'.repeat(1001) });
      expect(long.body.message).toEqual([{ field: 'comment', message: 'Comment must be at most 1000 characters' }]);
      expect((await vote(id, { vote: 'yes' }, sponsorA.session)).status).toBe(403);
      expect((await postAs(server, votesPath(id), { vote: 'yes' }, byCookie(server, null))).status).toBe(401);
      expect((await getAs(server, votesPath(id), byCookie(server, admin))).body.data.votes).toEqual([]);
    });
  });

  describe('the club\'s rules', () => {
    it('reads and sets the quorum and the sponsors required, within their ranges, and audits a change', async () => {
      expect((await getAs(server, ADMISSION_SETTINGS_PATH, byCookie(server, admin))).body.data).toEqual({ quorum: 0, sponsorsRequired: 0 });
      const bad = await setRules({ quorum: 21, sponsorsRequired: 3 });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toEqual([
        { field: 'quorum', message: ADMISSION_SETTINGS_MESSAGES.quorum },
        { field: 'sponsorsRequired', message: ADMISSION_SETTINGS_MESSAGES.sponsorsRequired },
      ]);
      expect((await setRules({ quorum: 1.5, sponsorsRequired: 0 })).status).toBe(400);
      expect((await setRules({ quorum: '2', sponsorsRequired: 0 })).status).toBe(400);
      const set = await setRules({ quorum: 2, sponsorsRequired: 1 });
      expect(set.body).toEqual({ data: { quorum: 2, sponsorsRequired: 1 } });
      expect((await getAs(server, ADMISSION_SETTINGS_PATH, byCookie(server, otherAdmin))).body.data).toEqual({ quorum: 2, sponsorsRequired: 1 });
      const changes = await server.app.db.selectFrom('membership_audit').select(['reason', 'admin_id']).where('action', '=', 'admissions-changed').execute();
      expect(changes).toContainEqual({ reason: 'quorum 0 → 2, sponsors required 0 → 1', admin_id: admin.user.id });
      expect((await getAs(server, ADMISSION_SETTINGS_PATH, byCookie(server, sponsorA.session))).status).toBe(403);
      expect((await setRules({ quorum: 0, sponsorsRequired: 0 }, sponsorA.session)).status).toBe(403);
    });

    it('refuses an acceptance short of the quorum, saying what is missing, and lets it through once reached; a rejection is always possible', async () => {
      await setRules({ quorum: 2, sponsorsRequired: 0 });
      const { id } = await applyNaming([], 'Robin Quorum');
      const refused = await respond(id, 'approved');
      expect([refused.status, refused.body.message]).toEqual([409, 'The committee has not reached its quorum: 2 yes votes needed, 0 so far.']);
      await vote(id, { vote: 'yes' });
      expect((await respond(id, 'approved')).body.message).toBe('The committee has not reached its quorum: 2 yes votes needed, 1 so far.');
      await vote(id, { vote: 'yes' }, otherAdmin);
      expect((await respond(id, 'approved')).status).toBe(200);
      expect(await applicationOf((await server.app.db.selectFrom('membership_applications').select('email').where('id', '=', id).executeTakeFirstOrThrow()).email))
        .toMatchObject({ status: 'approved' });

      const other = await applyNaming([], 'Drew Rejected');
      expect((await respond(other.id, 'rejected')).status).toBe(200);
    });

    it('needs more yes than no votes, and the sponsor endorsements required', async () => {
      await setRules({ quorum: 1, sponsorsRequired: 1 });
      const { id } = await applyNaming([sponsorB.email], 'Harper Split');
      await vote(id, { vote: 'yes' });
      await vote(id, { vote: 'no' }, otherAdmin);
      expect((await respond(id, 'approved')).body.message)
        .toBe('The committee needs more yes than no votes: 1 yes, 1 no. The application needs 1 sponsor endorsement: 0 so far.');
      await vote(id, { vote: 'abstain' }, otherAdmin);
      expect((await respond(id, 'approved')).body.message).toBe('The application needs 1 sponsor endorsement: 0 so far.');
      const mine = await sponsorshipFor(sponsorB.session, 'Harper Split');
      await answer(mine.id, { decision: 'endorse' }, sponsorB.session);
      expect((await respond(id, 'approved')).status).toBe(200);
    });
  });

  describe('the status link', () => {
    it('shows each stage on the way, naming no voter and no decision, and 404 for an unknown token', async () => {
      const { id, token } = await applyNaming([sponsorA.email, uniqueEmail('unknown')], 'Emery Stages');
      const stage = async () => (await statusOf(token)).body.data as { stage: string; sponsors: { requested: number; endorsed: number }; submittedAt: string };
      expect(await stage()).toMatchObject({ stage: 'sponsors', sponsors: { requested: 2, endorsed: 0 } });
      await answer((await sponsorshipFor(sponsorA.session, 'Emery Stages')).id, { decision: 'endorse' }, sponsorA.session);
      expect(await stage()).toMatchObject({ stage: 'sponsors', sponsors: { requested: 2, endorsed: 1 } });
      await vote(id, { vote: 'no', comment: 'Secret reasons.' });
      const committee = await statusOf(token);
      expect(committee.body.data).toMatchObject({ stage: 'committee' });
      expect(JSON.stringify(committee.body)).not.toMatch(/Secret reasons|"no"|admin|vote/i);
      expect(committee.headers.get('cache-control')).toBe('no-store');
      expect(committee.headers.get('referrer-policy')).toBe('no-referrer');
      await respond(id, 'rejected');
      const decided = await statusOf(token);
      expect(Object.keys(decided.body.data).sort()).toEqual(['sponsors', 'stage', 'submittedAt']);
      expect(decided.body.data.stage).toBe('decided');
      expect(JSON.stringify(decided.body)).not.toMatch(/reject|approv|Not this season/i);

      for (const unknown of ['A'.repeat(43), 'short', `${token}x`]) expect((await statusOf(unknown)).status).toBe(404);
    });
  });

  describe('data rights', () => {
    it('exports the sponsorships a member answered; a departed sponsor\'s erasure keeps the counts without their name or note; an erased applicant\'s link answers 404', async () => {
      const sponsor = await addSignedInMember(server, 'Finley Leaving');
      const { id, email, token } = await applyNaming([sponsor.member.email], 'Rowan Vouched');
      const mine = await sponsorshipFor(sponsor.session, 'Rowan Vouched');
      await answer(mine.id, { decision: 'endorse', note: 'Trustworthy.' }, sponsor.session);

      const exported = await getAs(server, '/api/user/export', byCookie(server, sponsor.session));
      expect(exported.body.sponsorships).toEqual([
        expect.objectContaining({ applicantName: 'Rowan Vouched', status: 'endorsed', note: 'Trustworthy.' }),
      ]);

      const left = await call(server, LEAVE_PATH, { json: { password: MEMBER_PASSWORD }, headers: byCookie(server, sponsor.session) });
      expect(left.status).toBe(200);
      const erased = await call(server, `/api/admin/departures/${sponsor.member.id}/erase`, { json: {}, headers: byCookie(server, admin) });
      expect(erased.status).toBe(200);
      const read = (await getAs(server, votesPath(id), byCookie(server, admin))).body.data as { endorsements: { sponsorEmail: string; sponsorName: string; status: string; note: string | null }[] };
      expect(read.endorsements).toHaveLength(1);
      expect(read.endorsements[0]).toMatchObject({ sponsorName: 'Former member', status: 'endorsed', note: null });
      expect(read.endorsements[0]?.sponsorEmail).not.toContain(sponsor.member.email);
      expect((await statusOf(token)).body.data.sponsors).toEqual({ requested: 1, endorsed: 1 });

      // The applicant, rejected, joins later, leaves, and is erased: the old link is dead.
      await respond(id, 'rejected');
      const again = await apply({ ...validApplication({ email, fullName: 'Rowan Vouched' }) });
      expect(again.status).toBe(201);
      const second = await applicationOf(email);
      expect((await respond(second.id, 'approved')).status).toBe(200);
      const member = await server.app.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
      await server.app.db.updateTable('users').set({ password_hash: (await server.app.db.selectFrom('users').select('password_hash').where('id', '=', sponsorA.session.user.id).executeTakeFirstOrThrow()).password_hash }).where('id', '=', member.id).execute();
      const applicantSession = await login(server, email, MEMBER_PASSWORD);
      expect((await call(server, LEAVE_PATH, { json: { password: MEMBER_PASSWORD }, headers: byCookie(server, applicantSession) })).status).toBe(200);
      expect((await call(server, `/api/admin/departures/${member.id}/erase`, { json: {}, headers: byCookie(server, admin) })).status).toBe(200);
      expect((await statusOf(token)).status).toBe(404);
    });
  });
});
