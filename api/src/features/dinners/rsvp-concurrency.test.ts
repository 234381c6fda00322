// 100 members RSVP to a dinner of 10 seats at the same moment: exactly 10 seats are taken, every
// other party waits in order, nobody gets a 5xx. The outcome must equal some one-at-a-time order
// of the same replies (each party confirmed exactly when it fit the seats confirmed before it in
// the queue), on SQLite and on PostgreSQL, with one instance or two over the same database. Set
// PRINT_LOAD_FIGURES=1 to print the time and the statuses.
import type { Kysely } from 'kysely';
import { ADMIN_EMAIL, ADMIN_PASSWORD, byBearer } from '../../test/admin';
import {
  addMembersWithSessions, cancelRsvp, CHANGE_VERIFICATION_PATH, createDinner, rsvp, type SignedInMember,
} from '../../test/dinners';
import { call, login, type CallResult, type Login } from '../../test/http';
import { createTestDatabase, dropTestDatabases, engines, type TestDatabase } from '../../test/test-database';
import { inTurn, startTestServer, type TestServer } from '../../test/test-server';
import type { Database } from '../../db/schema';

const MEMBERS = 100;
const CAPACITY = 10;

interface Reply {
  status: string;
  guests: number;
  queue_number: number;
}

const repliesOf = (db: Kysely<Database>, dinnerId: string): Promise<Reply[]> =>
  db.selectFrom('dinner_rsvps').select(['status', 'guests', 'queue_number']).where('dinner_id', '=', dinnerId).orderBy('queue_number').execute();

/** Whether the replies are what one-at-a-time arrival in queue order gives (no promotion yet). */
function serialOutcomeProblems(replies: Reply[], capacity: number): string[] {
  const problems: string[] = [];
  let taken = 0;
  for (const reply of replies) {
    const seats = 1 + Number(reply.guests);
    const fits = taken + seats <= capacity;
    if (fits !== (reply.status === 'confirmed')) problems.push(`#${reply.queue_number} (${seats} seats, ${taken} taken) is ${reply.status}`);
    if (reply.status === 'confirmed') taken += seats;
  }
  return problems;
}

function tally(results: CallResult[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const res of results) counts[res.status] = (counts[res.status] ?? 0) + 1;
  return counts;
}

function report(label: string, ms: number, results: CallResult[]): void {
  if (process.env.PRINT_LOAD_FIGURES) console.log(`${label}: ${results.length} requests in ${Math.round(ms)} ms, statuses ${JSON.stringify(tally(results))}`);
}

async function timed(run: () => Promise<CallResult[]>): Promise<{ ms: number; results: CallResult[] }> {
  const started = performance.now();
  const results = await run();
  return { ms: performance.now() - started, results };
}

describe.each(engines)('100 simultaneous RSVPs for 10 seats (%s)', (engine) => {
  let database: TestDatabase;
  let server: TestServer;
  let admin: Login;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    server = await startTestServer(database, { ADMIN_EMAIL, ADMIN_PASSWORD, SEED_DEMO: '0' });
    admin = await login(server, ADMIN_EMAIL, ADMIN_PASSWORD);
  });

  afterAll(async () => {
    await server?.close();
    await dropTestDatabases();
  });

  const db = () => server.app.db;

  it('takes exactly 10 seats, waitlists the other 90 in order (positions 1 to 90), no 5xx', async () => {
    const dinner = await createDinner(server, admin, { capacity: CAPACITY, maxGuests: 0 });
    const members = await addMembersWithSessions(db(), MEMBERS, 'Rush');

    const { ms, results } = await timed(() => Promise.all(members.map((member) => rsvp(server, dinner.id, member))));
    report(`${engine}, solo parties`, ms, results);

    expect(tally(results)).toEqual({ 201: CAPACITY, 202: MEMBERS - CAPACITY });
    const positions = results.filter((res) => res.status === 202).map((res) => res.body.data.myRsvp.position as number);
    expect(positions.sort((a, b) => a - b)).toEqual(Array.from({ length: MEMBERS - CAPACITY }, (_, i) => i + 1));
    const replies = await repliesOf(db(), dinner.id);
    expect(replies.map((reply) => reply.queue_number)).toEqual(Array.from({ length: MEMBERS }, (_, i) => i + 1));
    expect(serialOutcomeProblems(replies, CAPACITY)).toEqual([]);
    const seats = replies.filter((reply) => reply.status === 'confirmed').reduce((sum, reply) => sum + 1 + reply.guests, 0);
    expect(seats).toBe(CAPACITY);
  });

  it('confirms a party with guests only when all its seats fit, under the same rush', async () => {
    const dinner = await createDinner(server, admin, { capacity: CAPACITY, maxGuests: 2 });
    const members = await addMembersWithSessions(db(), MEMBERS, 'Party');

    const { ms, results } = await timed(() =>
      Promise.all(members.map((member, i) => rsvp(server, dinner.id, member, { guests: [2, 0, 1][i % 3] }))),
    );
    report(`${engine}, parties of 1 to 3`, ms, results);

    expect(results.filter((res) => res.status !== 201 && res.status !== 202).map((res) => [res.status, res.body])).toEqual([]);
    const replies = await repliesOf(db(), dinner.id);
    expect(replies).toHaveLength(MEMBERS);
    expect(serialOutcomeProblems(replies, CAPACITY)).toEqual([]);
    const seats = replies.filter((reply) => reply.status === 'confirmed').reduce((sum, reply) => sum + 1 + reply.guests, 0);
    // Parties of one keep arriving, so the last seat is taken too.
    expect(seats).toBe(CAPACITY);
  });

  it('keeps exactly 10 seats taken while 10 confirmed members cancel and 50 more RSVP at once', async () => {
    const dinner = await createDinner(server, admin, { capacity: CAPACITY, maxGuests: 0 });
    const first: SignedInMember[] = await addMembersWithSessions(db(), 40, 'Early');
    for (const member of first) await rsvp(server, dinner.id, member);
    const late = await addMembersWithSessions(db(), 50, 'Late');

    const { ms, results } = await timed(() =>
      Promise.all([
        ...first.slice(0, CAPACITY).map((member) => cancelRsvp(server, dinner.id, member)),
        ...late.map((member) => rsvp(server, dinner.id, member)),
      ]),
    );
    report(`${engine}, 10 cancellations and 50 RSVPs`, ms, results);

    expect(results.filter((res) => ![200, 201, 202].includes(res.status)).map((res) => [res.status, res.body])).toEqual([]);
    const replies = await repliesOf(db(), dinner.id);
    const confirmed = replies.filter((reply) => reply.status === 'confirmed');
    expect(confirmed).toHaveLength(CAPACITY);
    // Promotions went in queue order: every confirmed party came before every waiting one.
    const lastConfirmed = Math.max(...confirmed.map((reply) => reply.queue_number));
    const firstWaiting = Math.min(...replies.filter((reply) => reply.status === 'waitlisted').map((reply) => reply.queue_number));
    expect(lastConfirmed).toBeLessThan(firstWaiting);
  });

  it('releases a member blocked in the middle of a rush: no 5xx, no seat of theirs left, the waitlist promoted', async () => {
    const first = await createDinner(server, admin, { capacity: 3, maxGuests: 2 });
    const second = await createDinner(server, admin, { capacity: 3, maxGuests: 0 });
    const [blocked] = await addMembersWithSessions(db(), 1, 'Blocked');
    expect((await rsvp(server, first.id, blocked!, { guests: 2 })).status).toBe(201);
    const others = await addMembersWithSessions(db(), 30, 'Bystander');

    const { ms, results } = await timed(() =>
      Promise.all([
        ...others.map((member, i) => rsvp(server, i % 2 === 0 ? first.id : second.id, member)),
        rsvp(server, second.id, blocked!),
        call(server, CHANGE_VERIFICATION_PATH, { json: { userId: blocked!.id, isVerified: false, reason: 'Rules' }, headers: byBearer(admin) }),
        rsvp(server, second.id, blocked!),
      ]),
    );
    report(`${engine}, a block during 32 RSVPs`, ms, results);

    expect(results.filter((res) => res.status >= 500).map((res) => [res.status, res.body])).toEqual([]);
    const left = await db().selectFrom('dinner_rsvps').select('dinner_id').where('user_id', '=', blocked!.id).execute();
    expect(left).toEqual([]);
    for (const dinner of [first, second]) {
      const replies = await repliesOf(db(), dinner.id);
      const seats = replies.filter((reply) => reply.status === 'confirmed').reduce((sum, reply) => sum + 1 + reply.guests, 0);
      expect([dinner.id, seats]).toEqual([dinner.id, 3]);
    }
  });

  if (engine === 'postgres') {
    it('holds across two API instances over one database', async () => {
      const other = await startTestServer(database, { ADMIN_EMAIL, ADMIN_PASSWORD, SEED_DEMO: '0' });
      try {
        const dinner = await createDinner(server, admin, { capacity: CAPACITY, maxGuests: 2 });
        const members = await addMembersWithSessions(db(), MEMBERS, 'Twin');
        const next = inTurn([server, other]);
        const { ms, results } = await timed(() =>
          Promise.all(members.map((member, i) => rsvp(next(), dinner.id, member, { guests: [0, 1, 2, 0][i % 4] }))),
        );
        report(`${engine}, two instances`, ms, results);
        expect(results.filter((res) => res.status !== 201 && res.status !== 202).map((res) => [res.status, res.body])).toEqual([]);
        const replies = await repliesOf(db(), dinner.id);
        expect(replies).toHaveLength(MEMBERS);
        expect(serialOutcomeProblems(replies, CAPACITY)).toEqual([]);
      } finally {
        await other.close();
      }
    });
  }
});
