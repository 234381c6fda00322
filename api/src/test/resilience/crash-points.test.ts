// The API killed at chosen points inside an admin decision (crash-point.ts), then started again
// on the same data: a decision the crash cut short left nothing behind (the request is still
// pending, the member still active: no account, link or audit entry without the rest), one the
// crash followed right after its commit is there whole though never acknowledged, and a cut-short
// decision can simply be made again. Complements crash-durability.test.ts, whose kill from
// outside lands inside a transaction only by chance.
import { loadConfig } from '../../app/config';
import { createDatabase } from '../../db/create-database';
import {
  APPROVED_MEMBERS_PATH, CHANGE_VERIFICATION_PATH, PENDING_REQUESTS_PATH, RESPOND_PATH,
} from '../../features/membership-admin/membership-admin-routes';
import { APPLICATION_PATH } from '../../features/membership/membership-application-routes';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../admin';
import { uniqueEmail, validApplication } from '../membership-application-fixture';
import { createTestDatabase, dropTestDatabases, engines, type TestDatabase } from '../test-database';
import { expectStatus, listAll, send, type ApiRequest } from './api-client';
import { halfWrittenProblems, integrityProblems } from './database-checks';
import { spawnApi, type ApiProcess } from './spawn-api';

interface Scenario {
  name: string;
  /** The statement after which the process dies (see crash-point.ts). */
  sql: string;
  /** What the cut-short request was about, and how it must be found after the restart. */
  expect: 'pending' | 'approved' | 'active';
  action: 'approved' | 'rejected' | 'block';
}

const scenarios: Scenario[] = [
  { name: 'accept, after the account is inserted', sql: '^insert into "users"', action: 'approved', expect: 'pending' },
  { name: 'accept, after the first-password link is inserted', sql: '^insert into "password_reset_tokens"', action: 'approved', expect: 'pending' },
  { name: 'reject, after the audit entry is inserted', sql: '^insert into "membership_audit"', action: 'rejected', expect: 'pending' },
  { name: 'block, after the sessions are ended', sql: '^delete from "sessions"', action: 'block', expect: 'active' },
  { name: 'accept, right after the commit', sql: '^commit', action: 'approved', expect: 'approved' },
];

describe.each(engines)('SIGKILL inside a decision (%s)', (engine) => {
  let database: TestDatabase;
  const env = () => ({ ...database.env, ADMIN_EMAIL, ADMIN_PASSWORD, SEED_DEMO: '0', TRUST_PROXY: '1' });

  beforeAll(async () => {
    database = await createTestDatabase(engine, { blank: true });
  });

  afterAll(async () => {
    await dropTestDatabases();
  });

  it('undoes a decision cut short, keeps a committed one, and lets it be made again', async () => {
    // Before the crashes: an application per scenario (accepted first when it is a block).
    let api: ApiProcess = await spawnApi(env());
    const login = await expectStatus(api, { path: '/api/auth/login', json: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } }, 200);
    const admin = { id: login.data.id as string, token: login.token as string };
    const emails = scenarios.map(() => uniqueEmail('crash-point'));
    for (const email of emails) await expectStatus(api, { path: APPLICATION_PATH, json: validApplication({ email }) }, 201);
    const pending = (await listAll(api, PENDING_REQUESTS_PATH, admin.token)) as { id: string; email: string }[];
    const applicationIds = emails.map((email) => pending.find((r) => r.email === email)?.id ?? '');
    const respond = (applicationId: string, action: 'approved' | 'rejected'): ApiRequest => ({
      path: `${RESPOND_PATH}/${applicationId}`,
      json: { adminId: admin.id, action, ...(action === 'rejected' && { rejectionReason: 'Not this season' }) },
      token: admin.token,
    });
    const requests: ApiRequest[] = [];
    for (const [i, scenario] of scenarios.entries()) {
      const applicationId = applicationIds[i] ?? '';
      if (scenario.action !== 'block') {
        requests.push(respond(applicationId, scenario.action));
        continue;
      }
      await expectStatus(api, respond(applicationId, 'approved'), 200);
      const approved = (await listAll(api, APPROVED_MEMBERS_PATH, admin.token)) as { id: string; user: { id: string } }[];
      const userId = approved.find((r) => r.id === applicationId)?.user.id ?? '';
      requests.push({ path: CHANGE_VERIFICATION_PATH, json: { userId, isVerified: false, reason: 'Crash test' }, token: admin.token });
    }
    await api.stop();

    // Each crash: the request is never answered, and the next start opens what it left.
    const answered: boolean[] = [];
    for (const [i, scenario] of scenarios.entries()) {
      api = await spawnApi(env(), { crashPoint: { sql: scenario.sql } });
      const outcome = await send(api, requests[i] as ApiRequest);
      answered.push(outcome.answered);
      // Answered: the crash point was never reached (the check below fails); stop it anyway.
      await (outcome.answered ? api.kill() : api.ended());
    }

    api = await spawnApi(env());
    const afterCrash = (await listAll(api, PENDING_REQUESTS_PATH, admin.token)) as { id: string }[];
    const members = (await listAll(api, APPROVED_MEMBERS_PATH, admin.token)) as {
      id: string;
      user: { isActive: boolean };
    }[];
    const found = (i: number): string => {
      const id = applicationIds[i];
      if (afterCrash.some((r) => r.id === id)) return 'pending';
      const member = members.find((r) => r.id === id);
      if (!member) return 'neither pending nor a member';
      if (scenarios[i]?.action === 'block') return member.user.isActive ? 'active' : 'blocked';
      return 'approved';
    };
    expect(scenarios.map((scenario, i) => ({ scenario: scenario.name, answered: answered[i], found: found(i) }))).toEqual(
      scenarios.map((scenario) => ({ scenario: scenario.name, answered: false, found: scenario.expect })),
    );
    // What was cut short can be done now.
    for (const [i, scenario] of scenarios.entries()) {
      if (scenario.expect !== 'approved') await expectStatus(api, requests[i] as ApiRequest, 200);
    }
    expect(await api.stop()).toBe(0);

    const handle = createDatabase(loadConfig(database.env).database);
    try {
      expect(await integrityProblems(handle)).toEqual([]);
      expect(await halfWrittenProblems(handle.db)).toEqual([]);
    } finally {
      await handle.close();
    }
  }, 60_000);
});
