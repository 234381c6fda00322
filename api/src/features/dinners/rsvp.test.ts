import { ADMIN_EMAIL, ADMIN_PASSWORD, byBearer, SITE_URL } from '../../test/admin';
import {
  addMemberWithSession, addMembersWithSessions, cancelRsvp, CHANGE_VERIFICATION_PATH, changeRsvp, createDinner, DAY, HOUR, isoIn,
  rsvp, setDinnerTimes, type SignedInMember,
} from '../../test/dinners';
import { call, login, type Login } from '../../test/http';
import { createTestDatabase, dropTestDatabases, engines } from '../../test/test-database';
import { startTestServer, type TestServer } from '../../test/test-server';
import { ADMIN_RSVP, RSVP_CANCELLED, RSVP_CONFIRMED, RSVP_WRITES_PER_HOUR, TOO_MANY_RSVP_CHANGES } from './dinner-routes';
import { ALREADY_RSVPED, DINNER_CANCELLED, DINNER_NOT_FOUND, DINNER_STARTED, NO_RSVP, notEnoughSeats, RSVP_CLOSED } from './rsvp';

describe.each(engines)('RSVPs to dinners (%s)', (engine) => {
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
  const members = (count: number, prefix = 'Member') => addMembersWithSessions(db(), count, prefix);
  const member = (name: string) => addMemberWithSession(db(), name);
  const eventAs = async (id: string, who: SignedInMember) => {
    const res = await call(server, `/api/events/${id}`, { headers: who.headers });
    expect(res.status).toBe(200);
    return res.body.data;
  };
  const attendees = async (id: string) => {
    const res = await call(server, `/api/admin/events/${id}/attendees`, { headers: byBearer(admin) });
    expect(res.status).toBe(200);
    return res.body.data as { confirmed: { userId: string; guests: number }[]; waitlist: { userId: string; position: number }[] };
  };
  const confirmedIds = async (id: string) => (await attendees(id)).confirmed.map((a) => a.userId);
  const waitlistIds = async (id: string) => (await attendees(id)).waitlist.map((a) => a.userId);

  it('confirms a party only if all its seats fit, else waitlists it with its place (201, 202)', async () => {
    const dinner = await createDinner(server, admin, { capacity: 5, maxGuests: 3 });
    const [a, b, c, d] = await members(4, 'Fit');

    const first = await rsvp(server, dinner.id, a!, { guests: 2 });
    expect(first.status).toBe(201);
    expect(first.body.message).toBe(RSVP_CONFIRMED);
    expect(first.body.data).toMatchObject({
      id: dinner.id, seatsTaken: 3, seatsLeft: 2, waitlistCount: 0,
      myRsvp: { status: 'confirmed', guests: 2, dietaryNotes: null, position: null },
    });

    // 3 seats for 2 left: the whole party waits.
    const second = await rsvp(server, dinner.id, b!, { guests: 2 });
    expect(second.status).toBe(202);
    expect(second.body.message).toBe('The dinner is full: you are number 1 on the waitlist.');
    expect(second.body.data).toMatchObject({ seatsTaken: 3, seatsLeft: 2, waitlistCount: 1, myRsvp: { status: 'waitlisted', guests: 2, position: 1 } });

    // 2 seats fit the 2 left, even with a party waiting (it does not fit them).
    expect((await rsvp(server, dinner.id, c!, { guests: 1 })).status).toBe(201);
    const last = await rsvp(server, dinner.id, d!, {});
    expect(last.status).toBe(202);
    expect(last.body.data).toMatchObject({ seatsTaken: 5, seatsLeft: 0, waitlistCount: 2, myRsvp: { status: 'waitlisted', guests: 0, position: 2 } });
    expect(await confirmedIds(dinner.id)).toEqual([a!.id, c!.id]);
    expect(await waitlistIds(dinner.id)).toEqual([b!.id, d!.id]);
  });

  it('lists dinners for members: upcoming soonest first, then past ones, with seats and my RSVP', async () => {
    const later = await createDinner(server, admin, { title: 'Later', startsAt: isoIn(20 * DAY), endsAt: isoIn(20 * DAY + 3 * HOUR), rsvpClosesAt: isoIn(19 * DAY) });
    const sooner = await createDinner(server, admin, { title: 'Sooner', startsAt: isoIn(2 * DAY), endsAt: isoIn(2 * DAY + 3 * HOUR), rsvpClosesAt: isoIn(DAY) });
    const past = await createDinner(server, admin, { title: 'Gone' });
    await setDinnerTimes(db(), past.id, { startsAt: isoIn(-3 * DAY), endsAt: isoIn(-3 * DAY + 3 * HOUR) });
    const me = await member('Lister');
    await rsvp(server, later.id, me, { guests: 1, dietaryNotes: 'No shellfish' });

    const res = await call(server, '/api/events', { headers: me.headers });
    expect(res.status).toBe(200);
    const titles: string[] = res.body.data.map((event: { title: string }) => event.title);
    expect(titles.indexOf('Sooner')).toBeLessThan(titles.indexOf('Later'));
    expect(titles.indexOf('Later')).toBeLessThan(titles.indexOf('Gone'));
    const mine = res.body.data.find((event: { id: string }) => event.id === later.id);
    expect(mine).toEqual({
      id: later.id,
      title: 'Later',
      description: 'Five courses from the fall market.',
      startsAt: later.startsAt,
      endsAt: later.endsAt,
      venue: 'The Loft, 123 W Randolph St, Chicago',
      capacity: 10,
      maxGuests: 2,
      rsvpClosesAt: later.rsvpClosesAt,
      status: 'scheduled',
      cancelReason: null,
      seatsTaken: 2,
      seatsLeft: 8,
      waitlistCount: 0,
      rsvpOpen: true,
      started: false,
      myRsvp: { status: 'confirmed', guests: 1, dietaryNotes: 'No shellfish', position: null },
    });
    expect(res.body.data.find((event: { id: string }) => event.id === sooner.id).myRsvp).toBeNull();
    expect(res.body.data.find((event: { id: string }) => event.id === past.id)).toMatchObject({ started: true, rsvpOpen: false });
    expect(res.body.myDietaryNotes).toBeNull();
  });

  it('prefills dietary notes from the member’s application unless the RSVP says otherwise', async () => {
    const dinner = await createDinner(server, admin);
    const vegetarian = await addMemberWithSession(db(), 'Veggie Member', { dietaryRestrictions: '  Vegetarian; no nuts  ' });
    const list = await call(server, '/api/events', { headers: vegetarian.headers });
    expect(list.body.myDietaryNotes).toBe('Vegetarian; no nuts');

    expect((await rsvp(server, dinner.id, vegetarian, {})).body.data.myRsvp.dietaryNotes).toBe('Vegetarian; no nuts');
    const other = await addMemberWithSession(db(), 'Eats All', { dietaryRestrictions: 'Vegan' });
    expect((await rsvp(server, dinner.id, other, { dietaryNotes: null })).body.data.myRsvp.dietaryNotes).toBeNull();
    const third = await addMemberWithSession(db(), 'Says Own', { dietaryRestrictions: 'Vegan' });
    expect((await rsvp(server, dinner.id, third, { dietaryNotes: '  Gluten-free  ' })).body.data.myRsvp.dietaryNotes).toBe('Gluten-free');
  });

  it('validates the reply: guests 0..maxGuests as a whole number, dietary notes up to 500, no other field', async () => {
    const dinner = await createDinner(server, admin, { maxGuests: 2 });
    const noGuests = await createDinner(server, admin, { maxGuests: 0 });
    const me = await member('Validated');
    const cases: [unknown, unknown][] = [
      [{ guests: 3 }, [{ field: 'guests', message: 'Guests must be a whole number from 0 to 2' }]],
      [{ guests: -1 }, [{ field: 'guests', message: 'Guests must be a whole number' }]],
      [{ guests: 1.5 }, [{ field: 'guests', message: 'Guests must be a whole number' }]],
      [{ guests: '1' }, [{ field: 'guests', message: 'Must be a number, not string' }]],
      [{ dietaryNotes: 'x'.repeat(501) }, [{ field: 'dietaryNotes', message: 'Dietary notes must be at most 500 characters' }]],
      [{ userId: 'someone-else' }, [{ field: 'userId', message: 'Unknown field' }]],
    ];
    for (const [body, message] of cases) {
      const res = await rsvp(server, dinner.id, me, body);
      expect([body, res.status, res.body]).toEqual([body, 400, { message }]);
    }
    const refused = await rsvp(server, noGuests.id, me, { guests: 1 });
    expect([refused.status, refused.body]).toEqual([400, { message: [{ field: 'guests', message: 'This dinner takes no guests: guests must be 0' }] }]);
    // Nothing was stored.
    expect((await eventAs(dinner.id, me)).myRsvp).toBeNull();
    expect((await rsvp(server, dinner.id, me, { guests: 2, dietaryNotes: 'x'.repeat(500) })).status).toBe(201);
  });

  it('refuses a second RSVP, a closed, cancelled, started or unknown dinner with a clear message', async () => {
    const me = await member('Refused');
    const open = await createDinner(server, admin);
    expect((await rsvp(server, open.id, me)).status).toBe(201);
    expect(await rsvp(server, open.id, me)).toMatchObject({ status: 409, body: { message: ALREADY_RSVPED } });

    const closed = await createDinner(server, admin);
    await db().updateTable('dinners').set({ rsvp_closes_at: isoIn(-HOUR) }).where('id', '=', closed.id).execute();
    expect(await rsvp(server, closed.id, me)).toMatchObject({ status: 409, body: { message: RSVP_CLOSED } });
    expect((await eventAs(closed.id, me)).rsvpOpen).toBe(false);

    const cancelled = await createDinner(server, admin);
    expect((await call(server, `/api/admin/events/${cancelled.id}/cancel`, { json: { reason: 'Chef is ill' }, headers: byBearer(admin) })).status).toBe(200);
    expect(await rsvp(server, cancelled.id, me)).toMatchObject({ status: 409, body: { message: DINNER_CANCELLED } });

    const started = await createDinner(server, admin);
    await setDinnerTimes(db(), started.id, { startsAt: isoIn(-HOUR), endsAt: isoIn(2 * HOUR) });
    expect(await rsvp(server, started.id, me)).toMatchObject({ status: 409, body: { message: DINNER_STARTED } });
    const past = await createDinner(server, admin);
    await setDinnerTimes(db(), past.id, { startsAt: isoIn(-5 * DAY), endsAt: isoIn(-5 * DAY + 3 * HOUR) });
    expect(await rsvp(server, past.id, me)).toMatchObject({ status: 409, body: { message: DINNER_STARTED } });

    expect(await rsvp(server, 'no-such-dinner', me)).toMatchObject({ status: 404, body: { message: DINNER_NOT_FOUND } });
    expect(await cancelRsvp(server, 'no-such-dinner', me)).toMatchObject({ status: 404, body: { message: DINNER_NOT_FOUND } });
    expect((await call(server, '/api/events/no-such-dinner', { headers: me.headers })).status).toBe(404);
  });

  it('lets only members RSVP: an administrator gets 403, a visitor 401', async () => {
    const dinner = await createDinner(server, admin);
    for (const res of [
      await rsvp(server, dinner.id, { headers: byBearer(admin) }),
      await changeRsvp(server, dinner.id, { headers: byBearer(admin) }, { guests: 1 }),
      await cancelRsvp(server, dinner.id, { headers: byBearer(admin) }),
    ]) {
      expect([res.status, res.body]).toEqual([403, { message: ADMIN_RSVP }]);
    }
    const visitor = await rsvp(server, dinner.id, { headers: {} });
    expect([visitor.status, visitor.body]).toEqual([401, { message: 'Not signed in' }]);
    expect((await attendees(dinner.id)).confirmed).toEqual([]);
    // An admin may read the list (without an RSVP of their own).
    const list = await call(server, '/api/events', { headers: byBearer(admin) });
    expect([list.status, list.body.myDietaryNotes]).toEqual([200, null]);
  });

  it('lets a member change and cancel only their own RSVP', async () => {
    const dinner = await createDinner(server, admin);
    const [owner, other] = await members(2, 'Own');
    expect((await rsvp(server, dinner.id, owner!, { guests: 1 })).status).toBe(201);

    expect(await cancelRsvp(server, dinner.id, other!)).toMatchObject({ status: 404, body: { message: NO_RSVP } });
    expect(await changeRsvp(server, dinner.id, other!, { guests: 0 })).toMatchObject({ status: 404, body: { message: NO_RSVP } });
    const claim = await changeRsvp(server, dinner.id, other!, { guests: 0, userId: owner!.id });
    expect(claim.status).toBe(400);
    expect((await eventAs(dinner.id, owner!)).myRsvp).toMatchObject({ status: 'confirmed', guests: 1 });

    const cancelled = await cancelRsvp(server, dinner.id, owner!);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ message: RSVP_CANCELLED, data: { myRsvp: null, seatsTaken: 0 } });
    expect(await cancelRsvp(server, dinner.id, owner!)).toMatchObject({ status: 404, body: { message: NO_RSVP } });
  });

  it('promotes, on a cancellation, the first waitlisted parties that fit, in order, skipping the ones that do not', async () => {
    const dinner = await createDinner(server, admin, { capacity: 6, maxGuests: 5 });
    const [host, big, small, single, late] = await members(5, 'Queue');
    expect((await rsvp(server, dinner.id, host!, { guests: 3 })).status).toBe(201); // 4 of 6
    expect((await rsvp(server, dinner.id, big!, { guests: 4 })).status).toBe(202); // 5: waits
    expect((await rsvp(server, dinner.id, small!, { guests: 2 })).status).toBe(202); // 3: waits
    expect((await rsvp(server, dinner.id, single!, { guests: 0 })).status).toBe(201); // 1: fits, 5 of 6
    expect((await rsvp(server, dinner.id, late!, { guests: 1 })).status).toBe(202); // 2: waits
    expect(await waitlistIds(dinner.id)).toEqual([big!.id, small!.id, late!.id]);

    // The host's 4 seats free up: 5 seats left. The party of 5 comes first and fits them all.
    expect((await cancelRsvp(server, dinner.id, host!)).status).toBe(200);
    expect(await confirmedIds(dinner.id)).toEqual([big!.id, single!.id]);
    expect((await eventAs(dinner.id, small!)).myRsvp).toEqual({ status: 'waitlisted', guests: 2, dietaryNotes: null, position: 1 });

    // The single's seat frees 1: nobody fits it (3 and 2 wait), both keep their place.
    expect((await cancelRsvp(server, dinner.id, single!)).status).toBe(200);
    expect(await waitlistIds(dinner.id)).toEqual([small!.id, late!.id]);

    // The party of 5 leaves: 6 free; the party of 3 and then the party of 2 fit, in order.
    expect((await cancelRsvp(server, dinner.id, big!)).status).toBe(200);
    expect(await confirmedIds(dinner.id)).toEqual([small!.id, late!.id]);
    expect((await eventAs(dinner.id, late!)).seatsTaken).toBe(5);
  });

  it('skips a party too large for the seats freed and promotes the next one that fits', async () => {
    const dinner = await createDinner(server, admin, { capacity: 4, maxGuests: 3 });
    const [holder, large, fits] = await members(3, 'Skip');
    expect((await rsvp(server, dinner.id, holder!, { guests: 1 })).status).toBe(201); // 2 of 4
    expect((await rsvp(server, dinner.id, large!, { guests: 3 })).status).toBe(202); // 4: waits
    expect((await rsvp(server, dinner.id, fits!, { guests: 2 })).status).toBe(202); // 3: waits
    expect((await cancelRsvp(server, dinner.id, holder!)).status).toBe(200); // 4 free
    // The party of 4 is first and fits the 4 seats.
    expect(await confirmedIds(dinner.id)).toEqual([large!.id]);
    expect((await eventAs(dinner.id, fits!)).myRsvp.position).toBe(1);

    const other = await createDinner(server, admin, { capacity: 4, maxGuests: 3 });
    const [two, four, three] = await members(3, 'Skip2');
    expect((await rsvp(server, other.id, two!, { guests: 1 })).status).toBe(201); // 2 of 4
    const [extra] = await members(1, 'Skip2Extra');
    expect((await rsvp(server, other.id, extra!, { guests: 0 })).status).toBe(201); // 3 of 4
    expect((await rsvp(server, other.id, four!, { guests: 3 })).status).toBe(202); // 4: waits
    expect((await rsvp(server, other.id, three!, { guests: 1 })).status).toBe(202); // 2: waits
    expect((await cancelRsvp(server, other.id, two!)).status).toBe(200); // 3 free
    // 4 does not fit 3: skipped, keeps its place; 2 fits.
    expect(await confirmedIds(other.id)).toEqual([extra!.id, three!.id]);
    expect(await waitlistIds(other.id)).toEqual([four!.id]);
    expect((await eventAs(other.id, four!)).myRsvp.position).toBe(1);
  });

  it('changes a reply: more guests only if they fit (409 otherwise, unchanged), fewer guests promote the waitlist', async () => {
    const dinner = await createDinner(server, admin, { capacity: 4, maxGuests: 3 });
    const [a, b, c] = await members(3, 'Change');
    expect((await rsvp(server, dinner.id, a!, { guests: 1 })).status).toBe(201); // 2 of 4
    expect((await rsvp(server, dinner.id, b!, { guests: 0 })).status).toBe(201); // 3 of 4
    expect((await rsvp(server, dinner.id, c!, { guests: 1 })).status).toBe(202); // 2: waits

    const grow = await changeRsvp(server, dinner.id, a!, { guests: 3 });
    expect([grow.status, grow.body]).toEqual([409, { message: notEnoughSeats(1) }]);
    expect((await eventAs(dinner.id, a!)).myRsvp).toMatchObject({ guests: 1 });
    const fits = await changeRsvp(server, dinner.id, a!, { guests: 2, dietaryNotes: 'Halal' });
    expect(fits.status).toBe(200);
    expect(fits.body.data).toMatchObject({ seatsTaken: 4, myRsvp: { status: 'confirmed', guests: 2, dietaryNotes: 'Halal' } });
    expect((await changeRsvp(server, dinner.id, a!, { guests: 4 })).body).toEqual({
      message: [{ field: 'guests', message: 'Guests must be a whole number from 0 to 3' }],
    });

    // A waitlisted party changes its size and keeps its place; fewer guests elsewhere promote it.
    expect((await changeRsvp(server, dinner.id, c!, { guests: 0 })).body.data.myRsvp).toMatchObject({ status: 'waitlisted', guests: 0, position: 1 });
    expect((await changeRsvp(server, dinner.id, a!, { guests: 1 })).status).toBe(200);
    expect(await confirmedIds(dinner.id)).toEqual([a!.id, b!.id, c!.id]);
    expect((await changeRsvp(server, dinner.id, a!, {})).body).toEqual({ message: [{ field: 'body', message: 'Send at least one field to change' }] });

    await db().updateTable('dinners').set({ rsvp_closes_at: isoIn(-HOUR) }).where('id', '=', dinner.id).execute();
    expect(await changeRsvp(server, dinner.id, a!, { guests: 0 })).toMatchObject({ status: 409, body: { message: RSVP_CLOSED } });
    // After closing, a member can still cancel (until the start): the seats go to the waitlist.
    expect((await cancelRsvp(server, dinner.id, b!)).status).toBe(200);
    await setDinnerTimes(db(), dinner.id, { startsAt: isoIn(-HOUR), endsAt: isoIn(HOUR) });
    expect(await cancelRsvp(server, dinner.id, a!)).toMatchObject({ status: 409, body: { message: DINNER_STARTED } });
  });

  it('releases a blocked member’s RSVPs to dinners not started yet, promoting their waitlists; past ones stay', async () => {
    const upcoming = await createDinner(server, admin, { capacity: 2, maxGuests: 1 });
    const past = await createDinner(server, admin, { capacity: 2 });
    const [blocked, waiting] = await members(2, 'Block');
    expect((await rsvp(server, upcoming.id, blocked!, { guests: 1 })).status).toBe(201);
    expect((await rsvp(server, upcoming.id, waiting!, { guests: 0 })).status).toBe(202);
    expect((await rsvp(server, past.id, blocked!)).status).toBe(201);
    await setDinnerTimes(db(), past.id, { startsAt: isoIn(-2 * DAY), endsAt: isoIn(-2 * DAY + 3 * HOUR) });

    const block = await call(server, CHANGE_VERIFICATION_PATH, {
      json: { userId: blocked!.id, isVerified: false, reason: 'No-shows' },
      headers: byBearer(admin),
    });
    expect(block.status).toBe(200);
    expect(await confirmedIds(upcoming.id)).toEqual([waiting!.id]);
    expect(await waitlistIds(upcoming.id)).toEqual([]);
    expect(await confirmedIds(past.id)).toEqual([blocked!.id]);
    const audit = await db().selectFrom('dinner_audit').selectAll().where('dinner_id', '=', upcoming.id).where('action', '=', 'rsvps-released').execute();
    expect(audit).toEqual([
      expect.objectContaining({ admin_id: admin.user.id, user_id: blocked!.id }),
    ]);
    expect(JSON.parse(audit[0]!.details)).toEqual({ reason: 'member blocked', status: 'confirmed', guests: 1, promoted: [waiting!.id] });
  });

  it(`limits a member to ${RSVP_WRITES_PER_HOUR} RSVP writes an hour`, async () => {
    const dinner = await createDinner(server, admin);
    const me = await member('Toggler');
    for (let i = 0; i < RSVP_WRITES_PER_HOUR / 2; i += 1) {
      expect((await rsvp(server, dinner.id, me)).status).toBe(201);
      expect((await cancelRsvp(server, dinner.id, me)).status).toBe(200);
    }
    const refused = await rsvp(server, dinner.id, me);
    expect([refused.status, refused.body]).toEqual([429, { message: TOO_MANY_RSVP_CHANGES }]);
    // Another member is not affected.
    expect((await rsvp(server, dinner.id, await member('Patient'))).status).toBe(201);
  });
});
