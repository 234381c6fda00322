import ICAL from 'ical.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD, byBearer, SITE_URL } from '../../test/admin';
import {
  addMemberWithSession, CHANGE_VERIFICATION_PATH, createDinner, DAY, HOUR, isoIn, rsvp, setDinnerTimes,
} from '../../test/dinners';
import { call, login, type Login } from '../../test/http';
import { createTestDatabase, dropTestDatabases, engines } from '../../test/test-database';
import { startTestServer, type TestServer } from '../../test/test-server';
import { ADMIN_FEED, FEED_NOT_FOUND, FEED_RESETS_PER_HOUR, TOO_MANY_FEED_RESETS } from './calendar-feed-routes';

/** The checks every .ics answer passes: CRLF only, lines of at most 75 octets, a calendar ical.js reads. */
function expectWellFormedIcs(text: string): ICAL.Component {
  expect(text.endsWith('\r\n')).toBe(true);
  expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  const lines = text.split('\r\n').slice(0, -1);
  expect(lines.filter((line) => Buffer.byteLength(line, 'utf8') > 75)).toEqual([]);
  expect(lines[0]).toBe('BEGIN:VCALENDAR');
  expect(lines.at(-1)).toBe('END:VCALENDAR');
  return new ICAL.Component(ICAL.parse(text));
}

const unfold = (text: string): string => text.replace(/\r\n[ \t]/g, '');

describe.each(engines)('calendar files and feeds (%s)', (engine) => {
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
  const patch = (id: string, json: unknown) => call(server, `/api/admin/events/${id}`, { method: 'PATCH', json, headers: byBearer(admin) });

  describe('GET /api/events/:id/ics', () => {
    it('is an RFC 5545 file: CRLF, folded lines, escaped text, UTC times, a stable UID, SEQUENCE and STATUS', async () => {
      const title = 'Crab; Claws, and more — a night of Great Lakes fish, smoked, cured and grilled over oak';
      const description = 'Line one, with a comma; and a semicolon.\nLine two: \\ backslash. Ünïcödé and emoji 🦀 '.repeat(3);
      const dinner = await createDinner(server, admin, { title, description, venue: 'Loft 3, 123 W Randolph St; Chicago' });
      const member = await addMemberWithSession(db(), 'Calendar User');

      const res = await call(server, `/api/events/${dinner.id}/ics`, { headers: member.headers });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
      expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="\d{4}-\d{2}-\d{2}-crab-claws-and-more-a-night-of-great-lakes-fish-smoked-cured\.ics"$/);
      const calendar = expectWellFormedIcs(res.text);
      const text = unfold(res.text);
      expect(text).toContain('\r\nMETHOD:PUBLISH\r\n');
      expect(text).toContain('\r\nSUMMARY:Crab\\; Claws\\, and more — a night of Great Lakes fish\\, smoked\\, cured and grilled over oak\r\n');
      expect(text).toContain('\r\nLOCATION:Loft 3\\, 123 W Randolph St\\; Chicago\r\n');
      expect(text).toContain('Line one\\, with a comma\\; and a semicolon.\\nLine two: \\\\ backslash.');
      const start = dinner.startsAt.replace(/[-:]/g, '').replace(/\.\d{3}/, '');
      expect(text).toContain(`\r\nDTSTART:${start}\r\n`);
      expect(text).toMatch(/\r\nDTSTAMP:\d{8}T\d{6}Z\r\n/);

      const event = calendar.getFirstSubcomponent('vevent')!;
      expect(event.getFirstPropertyValue('summary')).toBe(title);
      expect(event.getFirstPropertyValue('description')).toContain(description.trim());
      expect(event.getFirstPropertyValue('location')).toBe('Loft 3, 123 W Randolph St; Chicago');
      expect((event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString()).toBe(dinner.startsAt);
      expect((event.getFirstPropertyValue('dtend') as ICAL.Time).toJSDate().toISOString()).toBe(dinner.endsAt);
      const uid = event.getFirstPropertyValue('uid');
      expect(uid).toBe(`dinner-${dinner.id}@club.example.com`);
      expect(event.getFirstPropertyValue('sequence')).toBe(0);
      expect(event.getFirstPropertyValue('status')).toBe('CONFIRMED');

      // A change a calendar shows moves SEQUENCE; the UID stays; a cancellation is STATUS:CANCELLED.
      expect((await patch(dinner.id, { venue: 'The Annex' })).status).toBe(200);
      expect((await call(server, `/api/admin/events/${dinner.id}/cancel`, { json: { reason: 'Storm, sorry' }, headers: byBearer(admin) })).status).toBe(200);
      const after = await call(server, `/api/events/${dinner.id}/ics`, { headers: member.headers });
      const changed = expectWellFormedIcs(after.text).getFirstSubcomponent('vevent')!;
      expect(changed.getFirstPropertyValue('uid')).toBe(uid);
      expect(changed.getFirstPropertyValue('sequence')).toBe(2);
      expect(changed.getFirstPropertyValue('status')).toBe('CANCELLED');
      expect(changed.getFirstPropertyValue('location')).toBe('The Annex');
      expect(changed.getFirstPropertyValue('description')).toContain('Cancelled: Storm, sorry');
    });

    it('answers 404 for an unknown dinner and 401 to a visitor', async () => {
      const member = await addMemberWithSession(db(), 'Lost');
      expect((await call(server, '/api/events/nope/ics', { headers: member.headers })).status).toBe(404);
      const dinner = await createDinner(server, admin);
      expect((await call(server, `/api/events/${dinner.id}/ics`)).status).toBe(401);
    });
  });

  describe('the personal calendar feed', () => {
    const feedUrl = async (headers: Record<string, string>) => {
      const res = await call(server, '/api/user/calendar-feed', { headers });
      expect(res.status).toBe(200);
      return res.body as { url: string; webcalUrl: string };
    };
    const fetchFeed = (url: string) => call(server, new URL(url).pathname);

    it('gives the member one URL (also as webcal://) listing their confirmed dinners only', async () => {
      const member = await addMemberWithSession(db(), 'Subscriber');
      const other = await addMemberWithSession(db(), 'Someone Else');
      const urls = await feedUrl(member.headers);
      expect(urls.url).toMatch(/^https:\/\/club\.example\.com\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
      expect(urls.webcalUrl).toBe(urls.url.replace('https://', 'webcal://'));
      expect(await feedUrl(member.headers)).toEqual(urls);

      const confirmed = await createDinner(server, admin, { title: 'Confirmed Dinner' });
      const full = await createDinner(server, admin, { title: 'Full Dinner', capacity: 1 });
      const notMine = await createDinner(server, admin, { title: 'Not Mine' });
      const cancelled = await createDinner(server, admin, { title: 'Called Off' });
      const lastMonth = await createDinner(server, admin, { title: 'Last Month' });
      const longAgo = await createDinner(server, admin, { title: 'Long Ago' });
      await rsvp(server, confirmed.id, member);
      await rsvp(server, full.id, other);
      await rsvp(server, full.id, member); // waitlisted
      await rsvp(server, notMine.id, other);
      await rsvp(server, cancelled.id, member);
      await rsvp(server, lastMonth.id, member);
      await rsvp(server, longAgo.id, member);
      await call(server, `/api/admin/events/${cancelled.id}/cancel`, { json: { reason: 'Flood' }, headers: byBearer(admin) });
      await setDinnerTimes(db(), lastMonth.id, { startsAt: isoIn(-30 * DAY), endsAt: isoIn(-30 * DAY + HOUR) });
      await setDinnerTimes(db(), longAgo.id, { startsAt: isoIn(-400 * DAY), endsAt: isoIn(-400 * DAY + HOUR) });

      const res = await fetchFeed(urls.url);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
      const calendar = expectWellFormedIcs(res.text);
      expect(res.text).not.toContain('METHOD:');
      expect(unfold(res.text)).toContain('X-WR-CALNAME:Chicago Supper Society dinners');
      expect(unfold(res.text)).toContain('REFRESH-INTERVAL;VALUE=DURATION:PT1H');
      const events = calendar.getAllSubcomponents('vevent').map((event) => [event.getFirstPropertyValue('summary'), event.getFirstPropertyValue('status')]);
      expect(events[0]).toEqual(['Last Month', 'CONFIRMED']);
      expect(events.slice(1).sort()).toEqual([
        ['Cancelled: Called Off', 'CANCELLED'],
        ['Confirmed Dinner', 'CONFIRMED'],
      ]);
    });

    it('resets the secret: the old URL answers 404, the new one works; resets are limited', async () => {
      const member = await addMemberWithSession(db(), 'Resetter');
      const before = await feedUrl(member.headers);
      const reset = await call(server, '/api/user/calendar-feed/reset', { method: 'POST', headers: member.headers });
      expect(reset.status).toBe(200);
      expect(reset.body.url).not.toBe(before.url);
      expect(await feedUrl(member.headers)).toEqual(reset.body);
      expect(await fetchFeed(before.url)).toMatchObject({ status: 404, body: { message: FEED_NOT_FOUND } });
      expect((await fetchFeed(reset.body.url)).status).toBe(200);

      for (let i = 1; i < FEED_RESETS_PER_HOUR; i += 1) {
        expect((await call(server, '/api/user/calendar-feed/reset', { method: 'POST', headers: member.headers })).status).toBe(200);
      }
      const refused = await call(server, '/api/user/calendar-feed/reset', { method: 'POST', headers: member.headers });
      expect([refused.status, refused.body]).toEqual([429, { message: TOO_MANY_FEED_RESETS }]);
    });

    it('answers 404 for a blocked member’s feed and for anything that is not a feed', async () => {
      const member = await addMemberWithSession(db(), 'Soon Blocked');
      const { url } = await feedUrl(member.headers);
      expect((await fetchFeed(url)).status).toBe(200);
      const block = await call(server, CHANGE_VERIFICATION_PATH, { json: { userId: member.id, isVerified: false, reason: 'Rules' }, headers: byBearer(admin) });
      expect(block.status).toBe(200);
      expect(await fetchFeed(url)).toMatchObject({ status: 404, body: { message: FEED_NOT_FOUND } });
      const unblock = await call(server, CHANGE_VERIFICATION_PATH, { json: { userId: member.id, isVerified: true }, headers: byBearer(admin) });
      expect(unblock.status).toBe(200);
      expect((await fetchFeed(url)).status).toBe(200);

      const secret = new URL(url).pathname.split('/').at(-1)!.replace('.ics', '');
      for (const path of [`/api/calendar/${secret}`, `/api/calendar/${secret}.ical`, '/api/calendar/short.ics', `/api/calendar/${'A'.repeat(43)}.ics`]) {
        expect([path, (await call(server, path)).status]).toEqual([path, 404]);
      }
    });

    it('has no feed for administrators (403) nor visitors (401)', async () => {
      expect(await call(server, '/api/user/calendar-feed', { headers: byBearer(admin) })).toMatchObject({ status: 403, body: { message: ADMIN_FEED } });
      expect((await call(server, '/api/user/calendar-feed')).status).toBe(401);
    });
  });
});
