import { ADMIN_EMAIL, ADMIN_PASSWORD, addSignedInAdmin, byBearer, SITE_URL } from '../../test/admin';
import {
  addMemberWithSession, addMembersWithSessions, createDinner, DAY, dinnerBody, HOUR, isoIn, rsvp, setDinnerTimes,
} from '../../test/dinners';
import { call, type Login } from '../../test/http';
import { login } from '../../test/http';
import { createTestDatabase, dropTestDatabases, engines } from '../../test/test-database';
import { startTestServer, type TestServer } from '../../test/test-server';
import {
  capacityBelowSeats, DINNER_ALREADY_CANCELLED, DINNER_CANCELLED_READ_ONLY, DINNER_STARTED_READ_ONLY, NOT_CONFIRMED_HERE,
  WAITLISTED_NOT_CHECKED_IN,
} from './dinner-admin';
import { ATTENDEE_CSV_HEADER, MEMBER_NOT_FOUND } from './dinner-admin-routes';
import { DINNER_CANCELLED, DINNER_NOT_FOUND } from './rsvp';

const PATH = '/api/admin/events';

describe.each(engines)('dinners in the admin API (%s)', (engine) => {
  let server: TestServer;
  let admin: Login;

  beforeAll(async () => {
    server = await startTestServer(await createTestDatabase(engine), { ADMIN_EMAIL, ADMIN_PASSWORD, SEED_DEMO: '0', SITE_URL });
    admin = await login(server, ADMIN_EMAIL, ADMIN_PASSWORD);
  });

  afterAll(async () => {
    await server?.close();
    await dropTestDatabases();
  });

  const db = () => server.app.db;
  const asAdmin = (path: string, options: { method?: string; json?: unknown } = {}) => call(server, path, { ...options, headers: byBearer(admin) });
  const create = (body: Record<string, unknown>) => asAdmin(PATH, { json: body });
  const patch = (id: string, json: unknown) => asAdmin(`${PATH}/${id}`, { method: 'PATCH', json });
  const cancel = (id: string, json: unknown) => asAdmin(`${PATH}/${id}/cancel`, { json });
  const checkIn = (id: string, json: unknown) => asAdmin(`${PATH}/${id}/check-in`, { json });
  const auditOf = (dinnerId: string) =>
    db().selectFrom('dinner_audit').selectAll().where('dinner_id', '=', dinnerId).orderBy('id').execute();
  const dinnerRow = (id: string) => db().selectFrom('dinners').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  describe('POST /api/admin/events', () => {
    it('creates a dinner (201) from times with any offset, stored and answered in UTC, and records it', async () => {
      const res = await create({
        title: '  Midsummer Table ',
        description: 'Outdoors, weather permitting.',
        startsAt: '2031-06-21T19:00:00-05:00',
        endsAt: '2031-06-21T22:30:00-05:00',
        rsvpClosesAt: '2031-06-20T12:00:00-05:00',
        venue: 'Rooftop, 1 N State St',
        capacity: 24,
        maxGuests: 1,
      });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        data: {
          id: expect.any(String),
          title: 'Midsummer Table',
          description: 'Outdoors, weather permitting.',
          startsAt: '2031-06-22T00:00:00.000Z',
          endsAt: '2031-06-22T03:30:00.000Z',
          venue: 'Rooftop, 1 N State St',
          capacity: 24,
          maxGuests: 1,
          rsvpClosesAt: '2031-06-20T17:00:00.000Z',
          status: 'scheduled',
          cancelReason: null,
          seatsTaken: 0,
          seatsLeft: 24,
          waitlistCount: 0,
          rsvpOpen: true,
          started: false,
        },
      });
      const audit = await auditOf(res.body.data.id);
      expect(audit).toEqual([expect.objectContaining({ action: 'created', admin_id: admin.user.id, user_id: null })]);
      expect(JSON.parse(audit[0]!.details)).toMatchObject({ title: 'Midsummer Table', capacity: 24, startsAt: '2031-06-22T00:00:00.000Z' });
      expect((await asAdmin(`${PATH}/${res.body.data.id}`)).body).toEqual(res.body);
    });

    it('defaults the description to empty, guests to none and the RSVP close to the start', async () => {
      const { description, maxGuests, rsvpClosesAt, ...required } = dinnerBody();
      void description;
      void maxGuests;
      void rsvpClosesAt;
      const res = await create(required);
      expect(res.status).toBe(201);
      expect(res.body.data).toMatchObject({ description: '', maxGuests: 0, rsvpClosesAt: required.startsAt });
    });

    it('refuses invalid dinners with a message per field', async () => {
      const start = isoIn(7 * DAY);
      const cases: [Record<string, unknown>, { field: string; message: string }[]][] = [
        [{ title: '   ' }, [{ field: 'title', message: 'Title is required' }]],
        [{ title: 'x'.repeat(121) }, [{ field: 'title', message: 'Title must be at most 120 characters' }]],
        [{ venue: '' }, [{ field: 'venue', message: 'Venue is required' }]],
        [{ venue: 'v'.repeat(201) }, [{ field: 'venue', message: 'Venue must be at most 200 characters' }]],
        [{ description: 'd'.repeat(2001) }, [{ field: 'description', message: 'Description must be at most 2000 characters' }]],
        [{ capacity: 0 }, [{ field: 'capacity', message: 'Capacity must be a whole number from 1 to 500' }]],
        [{ capacity: 501 }, [{ field: 'capacity', message: 'Capacity must be a whole number from 1 to 500' }]],
        [{ capacity: 2.5 }, [{ field: 'capacity', message: 'Capacity must be a whole number from 1 to 500' }]],
        [{ maxGuests: 11 }, [{ field: 'maxGuests', message: 'Guests per member must be a whole number from 0 to 10' }]],
        [{ maxGuests: -1 }, [{ field: 'maxGuests', message: 'Guests per member must be a whole number from 0 to 10' }]],
        [{ startsAt: '2031-06-21 19:00' }, [{ field: 'startsAt', message: 'Must be an ISO 8601 date and time with its offset, e.g. 2030-06-01T19:00:00-05:00' }]],
        [{ startsAt: '2031-06-21T19:00:00' }, [{ field: 'startsAt', message: 'Must be an ISO 8601 date and time with its offset, e.g. 2030-06-01T19:00:00-05:00' }]],
        [{ startsAt: start, endsAt: start, rsvpClosesAt: start }, [{ field: 'endsAt', message: 'The end must be after the start' }]],
        [{ startsAt: start, endsAt: isoIn(7 * DAY + HOUR), rsvpClosesAt: isoIn(7 * DAY + 1) }, [{ field: 'rsvpClosesAt', message: 'RSVPs must close at or before the start' }]],
        [
          { startsAt: isoIn(-HOUR), endsAt: isoIn(HOUR), rsvpClosesAt: isoIn(-2 * HOUR) },
          [{ field: 'startsAt', message: 'The dinner must start in the future' }],
        ],
        [{ capacity: undefined }, [{ field: 'capacity', message: 'Is required' }]],
        [{ status: 'cancelled' }, [{ field: 'status', message: 'Unknown field' }]],
      ];
      for (const [overrides, message] of cases) {
        const res = await create(dinnerBody(overrides));
        expect([overrides, res.status, res.body]).toEqual([overrides, 400, { message }]);
      }
    });

    it('is for administrators only: a member gets 403, a visitor 401', async () => {
      const member = await addMemberWithSession(db(), 'Curious');
      expect((await call(server, PATH, { json: dinnerBody(), headers: member.headers })).status).toBe(403);
      expect((await call(server, PATH, { json: dinnerBody(), headers: { origin: server.origin } })).status).toBe(401);
    });
  });

  describe('GET /api/admin/events', () => {
    it('lists upcoming dinners soonest first by default, past ones latest first, with seat counts', async () => {
      const far = await createDinner(server, admin, { title: 'Far', startsAt: isoIn(40 * DAY), endsAt: isoIn(40 * DAY + HOUR), rsvpClosesAt: isoIn(39 * DAY) });
      const near = await createDinner(server, admin, { title: 'Near', startsAt: isoIn(3 * DAY), endsAt: isoIn(3 * DAY + HOUR), rsvpClosesAt: isoIn(2 * DAY) });
      const older = await createDinner(server, admin, { title: 'Older' });
      const newer = await createDinner(server, admin, { title: 'Newer' });
      const ongoing = await createDinner(server, admin, { title: 'Ongoing' });
      await setDinnerTimes(db(), older.id, { startsAt: isoIn(-30 * DAY), endsAt: isoIn(-30 * DAY + HOUR) });
      await setDinnerTimes(db(), newer.id, { startsAt: isoIn(-2 * DAY), endsAt: isoIn(-2 * DAY + HOUR) });
      await setDinnerTimes(db(), ongoing.id, { startsAt: isoIn(-HOUR), endsAt: isoIn(HOUR) });
      const guest = await addMemberWithSession(db(), 'Counted');
      await rsvp(server, near.id, guest, { guests: 2 });

      const upcoming = await asAdmin(PATH);
      expect(upcoming.status).toBe(200);
      const upcomingTitles = upcoming.body.data.map((d: { title: string }) => d.title);
      expect(upcomingTitles.filter((t: string) => ['Far', 'Near', 'Ongoing'].includes(t))).toEqual(['Ongoing', 'Near', 'Far']);
      expect(upcomingTitles).not.toContain('Older');
      expect(upcoming.body.data.find((d: { id: string }) => d.id === near.id)).toMatchObject({ seatsTaken: 3, seatsLeft: 7 });
      expect(upcoming.body.data.find((d: { id: string }) => d.id === ongoing.id)).toMatchObject({ started: true, rsvpOpen: false });
      expect((await asAdmin(`${PATH}?when=upcoming`)).body).toEqual(upcoming.body);

      const past = await asAdmin(`${PATH}?when=past`);
      expect(past.body.data.map((d: { title: string }) => d.title)).toEqual(['Newer', 'Older']);
      expect((await asAdmin(`${PATH}?when=later`)).body).toEqual({ message: [{ field: 'when', message: "Must be 'upcoming' or 'past'" }] });
      void far;
    });

    it('answers 404 for an unknown dinner', async () => {
      for (const path of [`${PATH}/nope`, `${PATH}/nope/attendees`, `${PATH}/nope/attendees.csv`]) {
        expect(await asAdmin(path)).toMatchObject({ status: 404, body: { message: DINNER_NOT_FOUND } });
      }
      expect(await patch('nope', { title: 'x' })).toMatchObject({ status: 404, body: { message: DINNER_NOT_FOUND } });
      expect(await cancel('nope', { reason: 'x' })).toMatchObject({ status: 404, body: { message: DINNER_NOT_FOUND } });
      expect(await checkIn('nope', { userId: 'x', attended: true })).toMatchObject({ status: 404, body: { message: DINNER_NOT_FOUND } });
    });
  });

  describe('PATCH /api/admin/events/:id', () => {
    it('changes the fields sent, checks the rules on the merged dinner and records each change', async () => {
      const dinner = await createDinner(server, admin);
      const other = await addSignedInAdmin(server, 'Editing Admin');
      const res = await call(server, `${PATH}/${dinner.id}`, { method: 'PATCH', json: { title: 'Harvest Supper II', capacity: 12 }, headers: byBearer(other) });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ ...dinner, title: 'Harvest Supper II', capacity: 12, seatsLeft: 12 });
      const [, updated] = await auditOf(dinner.id);
      expect(updated).toMatchObject({ action: 'updated', admin_id: other.user.id });
      expect(JSON.parse(updated!.details)).toEqual({
        changes: { title: { from: 'Harvest Supper', to: 'Harvest Supper II' }, capacity: { from: 10, to: 12 } },
      });

      expect((await patch(dinner.id, { endsAt: dinner.startsAt })).body).toEqual({ message: [{ field: 'endsAt', message: 'The end must be after the start' }] });
      expect((await patch(dinner.id, { startsAt: isoIn(-DAY) })).body.message).toContainEqual({ field: 'startsAt', message: 'The dinner must start in the future' });
      // Moving the start before the RSVP close: the close must follow.
      const earlier = isoIn(DAY);
      expect((await patch(dinner.id, { startsAt: earlier, endsAt: isoIn(DAY + 2 * HOUR) })).body).toEqual({
        message: [{ field: 'rsvpClosesAt', message: 'RSVPs must close at or before the start' }],
      });
      expect((await patch(dinner.id, { startsAt: earlier, endsAt: isoIn(DAY + 2 * HOUR), rsvpClosesAt: earlier })).status).toBe(200);
      expect((await patch(dinner.id, {})).body).toEqual({ message: [{ field: 'body', message: 'Send at least one field to change' }] });
      expect((await patch(dinner.id, { status: 'cancelled' })).status).toBe(400);
    });

    it('moves the calendar SEQUENCE only on changes a calendar shows, and re-arms the reminder on a new start', async () => {
      const dinner = await createDinner(server, admin);
      await db().updateTable('dinners').set({ reminded_at: new Date().toISOString() }).where('id', '=', dinner.id).execute();
      expect((await patch(dinner.id, { capacity: 20, maxGuests: 0 })).status).toBe(200);
      expect(await dinnerRow(dinner.id)).toMatchObject({ sequence: 0, reminded_at: expect.any(String) });
      expect((await patch(dinner.id, { venue: 'Another Place' })).status).toBe(200);
      expect(await dinnerRow(dinner.id)).toMatchObject({ sequence: 1, reminded_at: expect.any(String) });
      expect((await patch(dinner.id, { startsAt: isoIn(8 * DAY), endsAt: isoIn(8 * DAY + HOUR) })).status).toBe(200);
      expect(await dinnerRow(dinner.id)).toMatchObject({ sequence: 2, reminded_at: null });
      // Sending the same values changes nothing and records nothing.
      const entries = (await auditOf(dinner.id)).length;
      expect((await patch(dinner.id, { venue: 'Another Place' })).status).toBe(200);
      expect(await auditOf(dinner.id)).toHaveLength(entries);
      expect((await dinnerRow(dinner.id)).sequence).toBe(2);
    });

    it('refuses a capacity below the seats confirmed (409); more capacity promotes the waitlist in order', async () => {
      const dinner = await createDinner(server, admin, { capacity: 3, maxGuests: 2 });
      const [a, b, c] = await addMembersWithSessions(db(), 3, 'Capacity');
      await rsvp(server, dinner.id, a!, { guests: 2 }); // 3 of 3
      await rsvp(server, dinner.id, b!, { guests: 1 }); // waits (2)
      await rsvp(server, dinner.id, c!, { guests: 0 }); // waits (1)
      expect(await patch(dinner.id, { capacity: 2 })).toMatchObject({ status: 409, body: { message: capacityBelowSeats(3) } });
      expect(await patch(dinner.id, { capacity: 3 })).toMatchObject({ status: 200 });

      const grown = await patch(dinner.id, { capacity: 5 });
      expect(grown.body.data).toMatchObject({ capacity: 5, seatsTaken: 5, waitlistCount: 1 });
      const attendees = (await asAdmin(`${PATH}/${dinner.id}/attendees`)).body.data;
      expect(attendees.confirmed.map((x: { userId: string }) => x.userId)).toEqual([a!.id, b!.id]);
      expect(attendees.waitlist.map((x: { userId: string }) => x.userId)).toEqual([c!.id]);
      const updated = (await auditOf(dinner.id)).filter((entry) => entry.action === 'updated').at(-1);
      expect(JSON.parse(updated!.details)).toEqual({ changes: { capacity: { from: 3, to: 5 } }, promoted: [b!.id] });
    });

    it('leaves started and cancelled dinners read-only (409)', async () => {
      const started = await createDinner(server, admin);
      await setDinnerTimes(db(), started.id, { startsAt: isoIn(-HOUR), endsAt: isoIn(HOUR) });
      expect(await patch(started.id, { title: 'Late change' })).toMatchObject({ status: 409, body: { message: DINNER_STARTED_READ_ONLY } });
      expect(await cancel(started.id, { reason: 'Too late' })).toMatchObject({ status: 409, body: { message: DINNER_STARTED_READ_ONLY } });

      const cancelled = await createDinner(server, admin);
      expect((await cancel(cancelled.id, { reason: 'Kitchen flood' })).status).toBe(200);
      expect(await patch(cancelled.id, { title: 'Revived' })).toMatchObject({ status: 409, body: { message: DINNER_CANCELLED_READ_ONLY } });
    });
  });

  describe('POST /api/admin/events/:id/cancel', () => {
    it('cancels with a reason, keeps the replies as they were and records it; once only', async () => {
      const dinner = await createDinner(server, admin, { capacity: 1 });
      const [a, b] = await addMembersWithSessions(db(), 2, 'Cancelled');
      await rsvp(server, dinner.id, a!);
      await rsvp(server, dinner.id, b!);
      expect((await cancel(dinner.id, { reason: '   ' })).body).toEqual({ message: [{ field: 'reason', message: 'A reason is required' }] });
      expect((await cancel(dinner.id, {})).body).toEqual({ message: [{ field: 'reason', message: 'Is required' }] });
      expect((await cancel(dinner.id, { reason: 'r'.repeat(1001) })).body).toEqual({ message: [{ field: 'reason', message: 'The reason must be at most 1000 characters' }] });

      const res = await cancel(dinner.id, { reason: '  The chef is ill.  ' });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ status: 'cancelled', cancelReason: 'The chef is ill.', seatsTaken: 1, waitlistCount: 1, rsvpOpen: false });
      expect(await cancel(dinner.id, { reason: 'Again' })).toMatchObject({ status: 409, body: { message: DINNER_ALREADY_CANCELLED } });
      const audit = (await auditOf(dinner.id)).filter((entry) => entry.action === 'cancelled');
      expect(audit.map((entry) => [entry.admin_id, JSON.parse(entry.details)])).toEqual([[admin.user.id, { reason: 'The chef is ill.' }]]);
      expect((await dinnerRow(dinner.id)).sequence).toBe(1);
    });
  });

  describe('attendees, CSV and check-in', () => {
    it('lists the confirmed parties and the waitlist with member, guests, dietary notes and check-in', async () => {
      const dinner = await createDinner(server, admin, { capacity: 3, maxGuests: 2 });
      const ann = await addMemberWithSession(db(), 'Ann Attendee');
      const bob = await addMemberWithSession(db(), 'Bob Waiting');
      await rsvp(server, dinner.id, ann, { guests: 2, dietaryNotes: 'No pork' });
      await rsvp(server, dinner.id, bob, { guests: 1 });
      const res = await asAdmin(`${PATH}/${dinner.id}/attendees`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        data: {
          confirmed: [
            {
              userId: ann.id, fullName: 'Ann Attendee', email: ann.email, status: 'confirmed', guests: 2, seats: 3, dietaryNotes: 'No pork',
              position: null, checkedIn: false, checkedInAt: null, rsvpAt: expect.any(String), confirmedAt: expect.any(String),
            },
          ],
          waitlist: [
            {
              userId: bob.id, fullName: 'Bob Waiting', email: bob.email, status: 'waitlisted', guests: 1, seats: 2, dietaryNotes: null,
              position: 1, checkedIn: false, checkedInAt: null, rsvpAt: expect.any(String), confirmedAt: null,
            },
          ],
        },
      });

      // Check-in: confirmed members only, recorded when it changes.
      const checked = await checkIn(dinner.id, { userId: ann.id, attended: true });
      expect(checked.status).toBe(200);
      expect(checked.body.data).toMatchObject({ userId: ann.id, checkedIn: true, checkedInAt: expect.any(String) });
      expect((await checkIn(dinner.id, { userId: ann.id, attended: true })).body.data.checkedInAt).toBe(checked.body.data.checkedInAt);
      expect(await checkIn(dinner.id, { userId: bob.id, attended: true })).toMatchObject({ status: 409, body: { message: WAITLISTED_NOT_CHECKED_IN } });
      expect(await checkIn(dinner.id, { userId: admin.user.id, attended: true })).toMatchObject({ status: 404, body: { message: NOT_CONFIRMED_HERE } });
      expect((await checkIn(dinner.id, { userId: ann.id })).body).toEqual({ message: [{ field: 'attended', message: 'Is required' }] });
      const undone = await checkIn(dinner.id, { userId: ann.id, attended: false });
      expect(undone.body.data).toMatchObject({ checkedIn: false, checkedInAt: null });
      const actions = (await auditOf(dinner.id)).filter((entry) => entry.user_id === ann.id).map((entry) => [entry.action, entry.admin_id]);
      expect(actions).toEqual([['checked-in', admin.user.id], ['check-in-undone', admin.user.id]]);

      expect((await cancel(dinner.id, { reason: 'Storm' })).status).toBe(200);
      expect(await checkIn(dinner.id, { userId: ann.id, attended: true })).toMatchObject({ status: 409, body: { message: DINNER_CANCELLED } });
    });

    it('exports the attendees as CSV, an attachment whose cells cannot run as formulas', async () => {
      const dinner = await createDinner(server, admin, { title: 'Crab & "Claws", Night', capacity: 2, maxGuests: 1 });
      const hostile = await addMemberWithSession(db(), '=HYPERLINK("http://evil.example","x")');
      const plain = await addMemberWithSession(db(), 'Plain, Member');
      const third = await addMemberWithSession(db(), '@SUM(A1)');
      await rsvp(server, dinner.id, hostile, { guests: 1, dietaryNotes: '+1 vegan\n-no "dairy"' });
      await rsvp(server, dinner.id, plain, { dietaryNotes: '-' });
      await rsvp(server, dinner.id, third, { dietaryNotes: '  =1+1' });
      await checkIn(dinner.id, { userId: hostile.id, attended: true });

      const res = await asAdmin(`${PATH}/${dinner.id}/attendees.csv`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${dinner.startsAt.slice(0, 10)}-crab-claws-night-attendees.csv"`);
      // A UTF-8 byte-order mark first (text() drops it, the bytes keep it).
      const bytes = new Uint8Array(await (await fetch(`${server.url}${PATH}/${dinner.id}/attendees.csv`, { headers: byBearer(admin) })).arrayBuffer());
      expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const lines = res.text.split('\r\n');
      expect(lines[0]).toBe(ATTENDEE_CSV_HEADER.join(','));
      expect(lines[0]).toBe('Status,Waitlist position,Name,Email,Guests,Seats,Dietary notes,Checked in,RSVP time (Chicago)');
      expect(res.text).toContain(
        `confirmed,,"'=HYPERLINK(""http://evil.example"",""x"")",${hostile.email},1,2,"'+1 vegan\n-no ""dairy""",yes,`,
      );
      expect(res.text).toContain(`waitlisted,1,"Plain, Member",${plain.email},0,1,'-,no,`);
      expect(res.text).toContain(`waitlisted,2,'@SUM(A1),${third.email},0,1,'=1+1,no,`);
      expect(lines.at(-1)).toBe('');
      expect(lines[1]).toMatch(/,\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    });
  });

  describe('GET /api/admin/events/attendance/:userId', () => {
    it('counts a member’s no-shows: confirmed for an ended dinner and not checked in', async () => {
      const member = await addMemberWithSession(db(), 'Sometimes Absent');
      const dinners = await Promise.all(['Attended', 'Missed', 'Missed again', 'Cancelled', 'Waitlisted', 'Upcoming'].map((title) =>
        createDinner(server, admin, { title, capacity: 1 })));
      const [attended, missed, missedAgain, cancelled, waitlisted, upcoming] = dinners;
      const someoneElse = await addMemberWithSession(db(), 'Seat Holder');
      await rsvp(server, waitlisted!.id, someoneElse);
      for (const dinner of dinners) await rsvp(server, dinner.id, member);
      expect((await checkIn(attended!.id, { userId: member.id, attended: true })).status).toBe(200);
      expect((await cancel(cancelled!.id, { reason: 'Closed' })).status).toBe(200);
      for (const dinner of [attended, missed, missedAgain, cancelled, waitlisted]) {
        await setDinnerTimes(db(), dinner!.id, { startsAt: isoIn(-3 * DAY), endsAt: isoIn(-3 * DAY + HOUR) });
      }
      // Started but not ended: not a no-show yet.
      const tonight = await createDinner(server, admin);
      await rsvp(server, tonight.id, member);
      await setDinnerTimes(db(), tonight.id, { startsAt: isoIn(-HOUR), endsAt: isoIn(HOUR) });

      const res = await asAdmin(`${PATH}/attendance/${member.id}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ data: { userId: member.id, attended: 1, noShows: 2, upcoming: 2, waitlisted: 0 } });
      void upcoming;
      expect(await asAdmin(`${PATH}/attendance/${admin.user.id}`)).toMatchObject({ status: 404, body: { message: MEMBER_NOT_FOUND } });
      expect(await asAdmin(`${PATH}/attendance/nobody`)).toMatchObject({ status: 404, body: { message: MEMBER_NOT_FOUND } });
    });
  });
});
