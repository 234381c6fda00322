// A load from outside on the real API process (spawn-api.ts), all at once on loopback: 500
// membership applications (some e-mails sent three times, in other cases and spacing), 200
// sign-ins, and admin decisions (accept, reject, block) that change the same tables. Every
// answer is the expected one (no 5xx, no 429, nothing lost), every acknowledged application is
// stored once, the duplicates collapse to one (409 for the others), and the directory shows the
// decisions. The directory's version row (migration 0006) is bumped by every commit to users and
// applications, so it serializes those commits: no deadlock, serialization failure or
// SQLITE_BUSY may come of it. Set PRINT_LOAD_FIGURES=1 to print durations and latencies.
import { loadConfig } from '../../app/config';
import { createDatabase } from '../../db/create-database';
import { VERIFIED_MEMBERS_PATH } from '../../features/members/verified-members-routes';
import {
  APPROVED_MEMBERS_PATH, CHANGE_VERIFICATION_PATH, PENDING_REQUESTS_PATH, RESPOND_PATH,
} from '../../features/membership-admin/membership-admin-routes';
import { APPLICATION_PATH, APPLICATION_PENDING } from '../../features/membership/membership-application-routes';
import { DEMO_MEMBERS } from '../../features/seed/demo-members';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../admin';
import { uniqueEmail, validApplication } from '../membership-application-fixture';
import { createTestDatabase, dropTestDatabases, engines, type TestDatabase } from '../test-database';
import { TEST_DEMO_PASSWORD } from '../test-server';
import { expectStatus, listAll, send, type ApiRequest, type Outcome } from './api-client';
import { spawnApi, type ApiProcess } from './spawn-api';

const UNIQUE_APPLICATIONS = 350;
/** E-mails each sent three times (as is, upper case, padded): 150 more applications. */
const DUPLICATED_EMAILS = 50;
const GOOD_LOGINS = 180;
/** Wrong passwords spread over the demo members: fewer per account than its failure throttle. */
const BAD_LOGINS = 20;
const ACCEPTS = 20;
const REJECTS = 20;
const BLOCKS = 10;

interface Planned {
  kind: 'application' | 'duplicate' | 'login' | 'bad-login' | 'accept' | 'reject' | 'block';
  /** Groups the three sends of a duplicated e-mail; the account of a login. */
  key: string;
  request: ApiRequest;
}

interface Done extends Planned {
  outcome: Outcome;
}

const status = (outcome: Outcome): number | string => (outcome.answered ? outcome.status : outcome.error);

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

async function signIn(api: ApiProcess, email: string, password: string): Promise<{ id: string; token: string }> {
  const body = await expectStatus(api, { path: '/api/auth/login', json: { email, password } }, 200);
  return { id: body.data.id, token: body.token };
}

describe.each(engines)('500 applications and 200 sign-ins at once (%s)', (engine) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(engine, { blank: true });
  });

  afterAll(async () => {
    await dropTestDatabases();
  });

  it('answers each as expected, stores each acknowledged application once and keeps the directory right', async () => {
    const api = await spawnApi({
      ...database.env,
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      SEED_DEMO: '1',
      DEMO_PASSWORD: TEST_DEMO_PASSWORD,
      // Each call comes from its own client (api-client.ts); the sign-in limit is per client too.
      TRUST_PROXY: '1',
      LOGIN_RATE_LIMIT: '100000',
    });
    const admin = await signIn(api, ADMIN_EMAIL, ADMIN_PASSWORD);

    // Before the load: requests to decide during it, and members to block during it.
    const toDecide = Array.from({ length: ACCEPTS + REJECTS + BLOCKS }, () => uniqueEmail('load-decide'));
    for (const email of toDecide) await expectStatus(api, { path: APPLICATION_PATH, json: validApplication({ email }) }, 201);
    const pending = (await listAll(api, PENDING_REQUESTS_PATH, admin.token)) as { id: string; email: string }[];
    const idOf = (email: string) => pending.find((r) => r.email === email)?.id ?? '';
    const respond = (email: string, action: 'approved' | 'rejected'): ApiRequest => ({
      path: `${RESPOND_PATH}/${idOf(email)}`,
      json: { adminId: admin.id, action, ...(action === 'rejected' && { rejectionReason: 'Not this season' }) },
      token: admin.token,
    });
    const toBlock = toDecide.slice(ACCEPTS + REJECTS);
    for (const email of toBlock) await expectStatus(api, respond(email, 'approved'), 200);
    const approved = (await listAll(api, APPROVED_MEMBERS_PATH, admin.token)) as {
      email: string;
      user: { id: string };
    }[];
    const userIdOf = (email: string) => approved.find((r) => r.email === email)?.user.id ?? '';

    const duplicated = Array.from({ length: DUPLICATED_EMAILS }, () => uniqueEmail('load-duplicate'));
    const accounts = [...DEMO_MEMBERS.map((m) => m.email), ADMIN_EMAIL];
    const passwordOf = (email: string) => (email === ADMIN_EMAIL ? ADMIN_PASSWORD : TEST_DEMO_PASSWORD);
    const planned: Planned[] = [
      ...Array.from({ length: UNIQUE_APPLICATIONS }, (): Planned => {
        const email = uniqueEmail('load-unique');
        return { kind: 'application', key: email, request: { path: APPLICATION_PATH, json: validApplication({ email }) } };
      }),
      ...duplicated.flatMap((email) =>
        [email, email.toUpperCase(), `  ${email} `].map((sent): Planned => ({
          kind: 'duplicate',
          key: email,
          request: { path: APPLICATION_PATH, json: validApplication({ email: sent }) },
        })),
      ),
      ...Array.from({ length: GOOD_LOGINS }, (_, i): Planned => {
        const email = accounts[i % accounts.length] ?? ADMIN_EMAIL;
        return { kind: 'login', key: email, request: { path: '/api/auth/login', json: { email, password: passwordOf(email) } } };
      }),
      ...Array.from({ length: BAD_LOGINS }, (_, i): Planned => {
        const email = DEMO_MEMBERS[i % DEMO_MEMBERS.length]?.email ?? '';
        return { kind: 'bad-login', key: email, request: { path: '/api/auth/login', json: { email, password: 'wrong-password-1' } } };
      }),
      ...toDecide.slice(0, ACCEPTS).map((email): Planned => ({ kind: 'accept', key: email, request: respond(email, 'approved') })),
      ...toDecide.slice(ACCEPTS, ACCEPTS + REJECTS).map((email): Planned => ({ kind: 'reject', key: email, request: respond(email, 'rejected') })),
      ...toBlock.map((email): Planned => ({
        kind: 'block',
        key: email,
        request: { path: CHANGE_VERIFICATION_PATH, json: { userId: userIdOf(email), isVerified: false, reason: 'Load test' }, token: admin.token },
      })),
    ];
    // Spread the kinds over the load (a fixed shuffle), so every kind meets every other.
    const order = planned.map((p, i) => ({ p, k: (i * 7919) % planned.length })).sort((a, b) => a.k - b.k).map((x) => x.p);

    const started = performance.now();
    const done: Done[] = await Promise.all(order.map(async (p) => ({ ...p, outcome: await send(api, p.request) })));
    const seconds = (performance.now() - started) / 1000;

    if (process.env.PRINT_LOAD_FIGURES) {
      const kinds = [...new Set(done.map((d) => d.kind))];
      const lines = kinds.map((kind) => {
        const ms = done.filter((d) => d.kind === kind).map((d) => d.outcome.ms);
        return `  ${kind}: ${ms.length}, p50 ${percentile(ms, 50).toFixed(0)} ms, p99 ${percentile(ms, 99).toFixed(0)} ms`;
      });
      const statuses = done.reduce<Record<string, number>>((counts, d) => ({ ...counts, [status(d.outcome)]: (counts[status(d.outcome)] ?? 0) + 1 }), {});
      console.log(
        `${engine}: ${done.length} requests in ${seconds.toFixed(2)} s (${(done.length / seconds).toFixed(0)}/s), ` +
          `p99 ${percentile(done.map((d) => d.outcome.ms), 99).toFixed(0)} ms, statuses ${JSON.stringify(statuses)}\n${lines.join('\n')}`,
      );
    }

    const expected: Record<Exclude<Planned['kind'], 'duplicate'>, number> = {
      application: 201, login: 200, 'bad-login': 401, accept: 200, reject: 200, block: 200,
    };
    const unexpected = done
      .filter((d) => d.kind !== 'duplicate' && status(d.outcome) !== expected[d.kind])
      .map((d) => `${d.kind} ${d.key}: ${status(d.outcome)} ${d.outcome.answered ? JSON.stringify(d.outcome.body) : ''}`);
    expect(unexpected).toEqual([]);
    for (const email of duplicated) {
      const sends = done.filter((d) => d.kind === 'duplicate' && d.key === email);
      expect(sends.map((d) => status(d.outcome)).sort()).toEqual([201, 409, 409]);
      for (const d of sends) if (status(d.outcome) === 409) expect(d.outcome.answered && d.outcome.body).toEqual({ message: APPLICATION_PENDING });
    }
    expect(api.output()).not.toMatch(/deadlock|could not serialize|SQLITE_BUSY|database is locked/i);

    // The directory (cached by version) shows the decisions made during the load.
    const member = await signIn(api, DEMO_MEMBERS[0]?.email ?? '', TEST_DEMO_PASSWORD);
    const directory = await expectStatus(api, { path: `${VERIFIED_MEMBERS_PATH}?userId=${member.id}`, token: member.token }, 200);
    const listed = new Set((directory.data.data as { email: string }[]).map((m) => m.email));
    for (const email of toDecide.slice(0, ACCEPTS)) expect(listed).toContain(email);
    for (const email of [...toDecide.slice(ACCEPTS, ACCEPTS + REJECTS), ...toBlock]) expect(listed).not.toContain(email);
    expect(await api.stop()).toBe(0);

    // Stored once each: every acknowledged application, one per duplicated e-mail, a session per sign-in.
    const handle = createDatabase(loadConfig(database.env).database);
    try {
      const rows = await handle.db.selectFrom('membership_applications').select(['email', 'status']).execute();
      const countOf = (email: string) => rows.filter((r) => r.email === email).length;
      const applied = [...done.filter((d) => d.kind === 'application').map((d) => d.key), ...duplicated];
      expect(applied.filter((email) => countOf(email) !== 1)).toEqual([]);
      expect(rows.filter((r) => r.email.startsWith('load-unique') || r.email.startsWith('load-duplicate'))).toHaveLength(applied.length);
      const sessions = await handle.db
        .selectFrom('sessions')
        .innerJoin('users', 'users.id', 'sessions.user_id')
        .select('users.email')
        .execute();
      for (const email of accounts) {
        const signedIn = done.filter((d) => d.kind === 'login' && d.key === email).length;
        // Plus the sessions made outside the load: the admin's, and the directory reader's.
        const before = email === ADMIN_EMAIL || email === DEMO_MEMBERS[0]?.email ? 1 : 0;
        expect({ email, sessions: sessions.filter((s) => s.email === email).length }).toEqual({ email, sessions: signedIn + before });
      }
    } finally {
      await handle.close();
    }
  }, 60_000);
});
