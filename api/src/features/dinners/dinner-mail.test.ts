import ICAL from 'ical.js';
import type { MailMessage } from '../../core/mail/mailer';
import { ADMIN_EMAIL, ADMIN_PASSWORD, byBearer, SITE_URL } from '../../test/admin';
import {
  addMemberWithSession, cancelRsvp, createDinner, DAY, HOUR, isoIn, recordSentMail, rsvp, type SignedInMember,
} from '../../test/dinners';
import { call, login, type Login } from '../../test/http';
import { createTestDatabase, dropTestDatabases, engines, type TestDatabase } from '../../test/test-database';
import { startTestServer, type TestServer } from '../../test/test-server';
import type { DinnerContext } from './dinner-context';
import { DINNER_MAIL_KINDS, dinnerMailSubjects } from './dinner-mail';
import { sendDueReminders, startDinnerReminders } from './dinner-reminders';

const contextOf = (server: TestServer): DinnerContext => ({
  config: server.config,
  db: server.app.db,
  engine: server.config.database.engine,
  mailOutbox: server.app.mailOutbox,
});

/** The VEVENT of a mail's .ics attachment. */
function attachedEvent(mail: MailMessage): ICAL.Component {
  const [attachment] = mail.attachments ?? [];
  expect(attachment).toMatchObject({ contentType: 'text/calendar; charset=utf-8', filename: expect.stringMatching(/\.ics$/) });
  const calendar = new ICAL.Component(ICAL.parse(attachment!.content));
  expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
  return calendar.getFirstSubcomponent('vevent')!;
}

describe.each(engines)('dinner e-mails through the outbox (%s)', (engine) => {
  let database: TestDatabase;
  let server: TestServer;
  let admin: Login;
  let mail: ReturnType<typeof recordSentMail>;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    server = await startTestServer(database, { ADMIN_EMAIL, ADMIN_PASSWORD, SEED_DEMO: '0', SITE_URL });
    admin = await login(server, ADMIN_EMAIL, ADMIN_PASSWORD);
    mail = recordSentMail(server);
  });

  afterAll(async () => {
    await server?.close();
    await dropTestDatabases();
  });

  const db = () => server.app.db;
  const asAdmin = (path: string, options: { method?: string; json?: unknown } = {}) => call(server, path, { ...options, headers: byBearer(admin) });
  const member = (name: string) => addMemberWithSession(db(), name);
  const outboxKinds = async (dinnerId: string) =>
    (await db().selectFrom('mail_outbox').select(['kind', 'recipient']).where('ref', '=', dinnerId).orderBy('id').execute()).map((row) => [row.kind, row.recipient]);

  it('confirms with the dinner’s .ics attached, in Chicago time; waitlists with the place; promotes with the .ics', async () => {
    const dinner = await createDinner(server, admin, {
      title: 'Lakeside <Supper>',
      capacity: 2,
      maxGuests: 1,
      startsAt: '2031-07-04T19:00:00-05:00',
      endsAt: '2031-07-04T22:00:00-05:00',
      rsvpClosesAt: '2031-07-03T19:00:00-05:00',
    });
    const first = await member('First Guest');
    const second = await member('Second Guest');
    await rsvp(server, dinner.id, first, { guests: 1, dietaryNotes: 'No <nuts>' });
    await rsvp(server, dinner.id, second);

    const [confirmation] = await mail.to(first.email);
    expect(confirmation!.subject).toBe(dinnerMailSubjects.confirmed('Lakeside <Supper>'));
    expect(confirmation!.text).toContain('is confirmed: 2 seats (you and 1 guest).');
    expect(confirmation!.text).toContain('When: Friday, July 4, 2031 at 7:00 PM CDT to 10:00 PM CDT\nWhere: The Loft, 123 W Randolph St, Chicago');
    expect(confirmation!.text).toContain('No <nuts>');
    expect(confirmation!.html).toContain('No &lt;nuts&gt;');
    expect(confirmation!.html).not.toContain('<Supper>');
    expect(confirmation!.text).toContain(`${SITE_URL}/user`);
    const event = attachedEvent(confirmation!);
    expect(event.getFirstPropertyValue('uid')).toBe(`dinner-${dinner.id}@club.example.com`);
    expect((event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString()).toBe('2031-07-05T00:00:00.000Z');

    const [waitlisted] = await mail.to(second.email);
    expect(waitlisted!.subject).toBe(dinnerMailSubjects.waitlisted('Lakeside <Supper>'));
    expect(waitlisted!.text).toContain('Your party, 1 seat (just you), is number 1 on the waitlist.');
    expect(waitlisted!.attachments).toBeUndefined();

    await cancelRsvp(server, dinner.id, first);
    const [, promoted] = await mail.to(second.email);
    expect(promoted!.subject).toBe(dinnerMailSubjects.promoted('Lakeside <Supper>'));
    expect(promoted!.text).toContain('is confirmed: 1 seat (just you).');
    expect(attachedEvent(promoted!).getFirstPropertyValue('uid')).toBe(`dinner-${dinner.id}@club.example.com`);

    expect(await outboxKinds(dinner.id)).toEqual([
      [DINNER_MAIL_KINDS.confirmed, first.email],
      [DINNER_MAIL_KINDS.waitlisted, second.email],
      [DINNER_MAIL_KINDS.promoted, second.email],
    ]);
  });

  it('mails a change of time or venue to every member with an RSVP (confirmed ones with the new .ics), nothing else', async () => {
    const dinner = await createDinner(server, admin, { capacity: 1, title: 'Moving Dinner' });
    const seated = await member('Seated Member');
    const waiting = await member('Waiting Member');
    await rsvp(server, dinner.id, seated);
    await rsvp(server, dinner.id, waiting);
    await mail.to(seated.email);
    const sentBefore = mail.sent.length;

    expect((await asAdmin(`/api/admin/events/${dinner.id}`, { method: 'PATCH', json: { title: 'Renamed Dinner', capacity: 1 } })).status).toBe(200);
    await mail.to(seated.email);
    expect(mail.sent.length).toBe(sentBefore);

    const startsAt = '2031-09-12T18:30:00-05:00';
    expect((await asAdmin(`/api/admin/events/${dinner.id}`, {
      method: 'PATCH',
      json: { startsAt, endsAt: '2031-09-12T21:30:00-05:00', rsvpClosesAt: startsAt, venue: 'Garden Room' },
    })).status).toBe(200);
    const [changed] = (await mail.to(seated.email)).filter((m) => m.subject === dinnerMailSubjects.changed('Renamed Dinner'));
    expect(changed!.text).toContain('Time: Friday, September 12, 2031 at 6:30 PM CDT to 9:30 PM CDT (was ');
    expect(changed!.text).toContain('Venue: Garden Room (was The Loft, 123 W Randolph St, Chicago)');
    expect(changed!.text).toContain('Your seats are kept.');
    const event = attachedEvent(changed!);
    expect(event.getFirstPropertyValue('sequence')).toBe(2);
    expect(event.getFirstPropertyValue('location')).toBe('Garden Room');
    const [toWaiting] = (await mail.to(waiting.email)).filter((m) => m.subject === dinnerMailSubjects.changed('Renamed Dinner'));
    expect(toWaiting!.text).toContain('You are still on the waitlist.');
    expect(toWaiting!.attachments).toBeUndefined();
  });

  it('mails the cancellation with its reason to every member with an RSVP, the confirmed with a cancelled .ics', async () => {
    const dinner = await createDinner(server, admin, { capacity: 1, title: 'Doomed Dinner' });
    const seated = await member('Cancelled Seat');
    const waiting = await member('Cancelled Wait');
    await rsvp(server, dinner.id, seated);
    await rsvp(server, dinner.id, waiting);
    expect((await asAdmin(`/api/admin/events/${dinner.id}/cancel`, { json: { reason: 'The kitchen <flooded>.\nSorry!' } })).status).toBe(200);

    const [cancelled] = (await mail.to(seated.email)).filter((m) => m.subject === dinnerMailSubjects.cancelled('Doomed Dinner'));
    expect(cancelled!.text).toContain('The kitchen <flooded>.\nSorry!');
    expect(cancelled!.html).toContain('The kitchen &lt;flooded&gt;.');
    expect(attachedEvent(cancelled!).getFirstPropertyValue('status')).toBe('CANCELLED');
    const [toWaiting] = (await mail.to(waiting.email)).filter((m) => m.subject === dinnerMailSubjects.cancelled('Doomed Dinner'));
    expect(toWaiting!.text).toContain('The kitchen <flooded>.');
    expect(toWaiting!.attachments).toBeUndefined();
  });

  it('enqueues nothing when the change is refused', async () => {
    const dinner = await createDinner(server, admin);
    const me = await member('Twice');
    await rsvp(server, dinner.id, me);
    expect((await rsvp(server, dinner.id, me)).status).toBe(409);
    expect((await asAdmin(`/api/admin/events/${dinner.id}`, { method: 'PATCH', json: { capacity: 0 } })).status).toBe(400);
    expect(await outboxKinds(dinner.id)).toEqual([[DINNER_MAIL_KINDS.confirmed, me.email]]);
  });

  describe('the reminder, 24 hours before', () => {
    let seated: SignedInMember;
    let waiting: SignedInMember;
    let dinnerId: string;
    const start = new Date(Date.now() + 3 * DAY);

    beforeAll(async () => {
      const dinner = await createDinner(server, admin, {
        title: 'Reminded Dinner',
        capacity: 1,
        startsAt: start.toISOString(),
        endsAt: new Date(start.getTime() + 3 * HOUR).toISOString(),
        rsvpClosesAt: start.toISOString(),
      });
      dinnerId = dinner.id;
      seated = await member('Reminded Seat');
      waiting = await member('Not Reminded');
      await rsvp(server, dinner.id, seated, { dietaryNotes: 'Pescatarian' });
      await rsvp(server, dinner.id, waiting);
    });

    const reminders = async (who: SignedInMember) =>
      (await mail.to(who.email)).filter((m) => m.subject === dinnerMailSubjects.reminder('Reminded Dinner'));

    it('goes to the confirmed members once the start is within 24 hours, once, whatever the clock says later', async () => {
      const ctx = contextOf(server);
      expect(await sendDueReminders(ctx, new Date(start.getTime() - DAY - 60_000))).toEqual([]);
      expect(await reminders(seated)).toEqual([]);

      // The timer of an instance, on an injected clock.
      const timer = startDinnerReminders(ctx, (error) => { throw error; }, { intervalMs: 3_600_000, clock: () => new Date(start.getTime() - DAY + 60_000) });
      try {
        expect(await timer.runOnce()).toEqual([dinnerId]);
        expect(await timer.runOnce()).toEqual([]);
      } finally {
        await timer.stop();
      }
      expect(await sendDueReminders(ctx, new Date(start.getTime() - HOUR))).toEqual([]);
      const [reminder, ...more] = await reminders(seated);
      expect(more).toEqual([]);
      expect(reminder!.text).toContain('we are holding 1 seat (just you) for you.');
      expect(reminder!.text).toContain('Pescatarian');
      expect(await reminders(waiting)).toEqual([]);
      // Past the start, nothing more is due.
      expect(await sendDueReminders(ctx, new Date(start.getTime() + HOUR))).toEqual([]);
    });

    it('is sent again for a new start time', async () => {
      const newStart = new Date(start.getTime() + DAY);
      const res = await asAdmin(`/api/admin/events/${dinnerId}`, {
        method: 'PATCH',
        json: { startsAt: newStart.toISOString(), endsAt: new Date(newStart.getTime() + HOUR).toISOString() },
      });
      expect(res.status).toBe(200);
      expect(await sendDueReminders(contextOf(server), new Date(newStart.getTime() - 2 * HOUR))).toEqual([dinnerId]);
      expect(await reminders(seated)).toHaveLength(2);
    });

    it('is enqueued by one instance only when several look at once', async () => {
      const dinner = await createDinner(server, admin, { title: 'Raced Reminder', startsAt: isoIn(30 * HOUR), endsAt: isoIn(32 * HOUR), rsvpClosesAt: isoIn(29 * HOUR) });
      const guests = await Promise.all(['Race A', 'Race B', 'Race C'].map((name) => member(name)));
      for (const guest of guests) await rsvp(server, dinner.id, guest);
      // On PostgreSQL a second instance over the same database; on SQLite the one process.
      const other = engine === 'postgres' ? await startTestServer(database, { ADMIN_EMAIL, ADMIN_PASSWORD, SEED_DEMO: '0', SITE_URL }) : server;
      try {
        const at = new Date(Date.now() + 7 * HOUR);
        const runs = await Promise.all([server, other, server, other].map((instance) => sendDueReminders(contextOf(instance), at)));
        expect(runs.flat().filter((id) => id === dinner.id)).toEqual([dinner.id]);
        await mail.to(guests[0]!.email);
        if (other !== server) await other.app.mailOutbox.settle();
        const rows = await db().selectFrom('mail_outbox').select('recipient').where('ref', '=', dinner.id).where('kind', '=', DINNER_MAIL_KINDS.reminder).execute();
        expect(rows.map((row) => row.recipient).sort()).toEqual(guests.map((guest) => guest.email).sort());
      } finally {
        if (other !== server) await other.close();
      }
    });
  });
});
