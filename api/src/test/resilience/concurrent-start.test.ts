// Three API processes started at the same moment on a fresh database, as an orchestrator starts
// the instances of a new deployment: every one comes up (migrations, the admin, the demo members),
// each step is done once, and a generated password is printed only by the instance that made it
// (so the one printed is the one that signs in). On PostgreSQL each instance has a DATA_DIR of its
// own, as separate hosts have; a SQLite database is a file in DATA_DIR, so there they share it.
// The API runs as real child processes (spawn-api.ts). Each one's first insert of a user (the
// admin's) waits a moment before it runs (slow-statement.ts), so that instances not kept from
// starting together would all look for the admin before any had made it, every time.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../app/config';
import { createDatabase } from '../../db/create-database';
import { migrations } from '../../db/migrations';
import { DEMO_MEMBERS } from '../../features/seed/demo-members';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../admin';
import { createTestDatabase, dropTestDatabases, engines, type TestDatabase } from '../test-database';
import { TEST_DEMO_PASSWORD } from '../test-server';
import { expectStatus } from './api-client';
import { spawnApi, type ApiProcess } from './spawn-api';

const INSTANCES = 3;
/** Longer than the spread of the instances' starts on a busy machine. */
const FIRST_USER_INSERT_DELAY_MS = 1500;

describe.each(engines)('three instances started at once on a fresh database (%s)', (engine) => {
  const dataDirs: string[] = [];

  afterAll(async () => {
    await dropTestDatabases();
    for (const dir of dataDirs.splice(0)) await fs.rm(dir, { recursive: true, force: true });
  });

  /** Starts INSTANCES processes at once over `database`; resolves once all listen (or rejects). */
  async function startAtOnce(database: TestDatabase, env: Record<string, string>): Promise<ApiProcess[]> {
    const envs = await Promise.all(
      Array.from({ length: INSTANCES }, async () => {
        if (engine === 'sqlite') return database.env;
        const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'club-api-instance-'));
        dataDirs.push(dataDir);
        return { ...database.env, DATA_DIR: dataDir };
      }),
    );
    const started = await Promise.allSettled(
      envs.map((instanceEnv) =>
        spawnApi({ ...instanceEnv, ...env }, { slowStatement: { sql: '^insert into "users"', ms: FIRST_USER_INSERT_DELAY_MS } }),
      ),
    );
    const failed = started.filter((result) => result.status === 'rejected');
    if (failed.length > 0) {
      for (const result of started) if (result.status === 'fulfilled') await result.value.stop();
      throw new Error(`${failed.length} of ${INSTANCES} instances failed to start:\n${failed.map((f) => String(f.reason)).join('\n')}`);
    }
    return started.map((result) => (result as PromiseFulfilledResult<ApiProcess>).value);
  }

  /** What the database holds after the starts: admins, members, applied migrations. */
  async function bootstrapped(database: TestDatabase) {
    const handle = createDatabase(loadConfig(database.env).database);
    try {
      const users = await handle.db.selectFrom('users').select(['email', 'is_admin']).execute();
      const applications = await handle.db.selectFrom('membership_applications').select('email').execute();
      const applied = await handle.db.selectFrom('kysely_migration' as never).select('name' as never).execute();
      return {
        admins: users.filter((user) => Number(user.is_admin) === 1).map((user) => user.email),
        members: users.filter((user) => Number(user.is_admin) !== 1).map((user) => user.email).sort(),
        applications: applications.map((application) => application.email).sort(),
        migrations: (applied as { name: string }[]).map((row) => row.name).sort(),
      };
    } finally {
      await handle.close();
    }
  }

  const demoEmails = DEMO_MEMBERS.map((member) => member.email).sort();

  it('all come up with ADMIN_EMAIL / ADMIN_PASSWORD and the demo members, each made once', async () => {
    const database = await createTestDatabase(engine, { blank: true });
    const instances = await startAtOnce(database, {
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      SEED_DEMO: '1',
      DEMO_PASSWORD: TEST_DEMO_PASSWORD,
    });

    for (const api of instances) {
      await expectStatus(api, { path: '/api/health', direct: true }, 200);
      await expectStatus(api, { path: '/api/auth/login', json: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } }, 200);
      await expectStatus(api, { path: '/api/auth/login', json: { email: demoEmails[0], password: TEST_DEMO_PASSWORD } }, 200);
    }
    const created = instances.filter((api) => api.output().includes(`Admin account ${ADMIN_EMAIL} created`));
    expect(created).toHaveLength(1);
    const seeded = instances.filter((api) => api.output().includes('Seeded'));
    expect(seeded).toHaveLength(1);
    for (const api of instances) await api.stop();

    expect(await bootstrapped(database)).toEqual({
      admins: [ADMIN_EMAIL],
      members: demoEmails,
      applications: demoEmails,
      migrations: Object.keys(migrations).sort(),
    });
  }, 60_000);

  it('all come up without ADMIN_EMAIL: one makes the admin and prints its password, which signs in on every instance', async () => {
    const database = await createTestDatabase(engine, { blank: true });
    const instances = await startAtOnce(database, { SEED_DEMO: '1', DEMO_PASSWORD: '' });

    const printedAdmin = instances
      .map((api) => /Administrator created[\s\S]*?email:\s+(\S+)[\s\S]*?password:\s+(\S+)/.exec(api.output()))
      .filter((match) => match !== null);
    expect(printedAdmin).toHaveLength(1);
    const [, adminEmail = '', adminPassword = ''] = printedAdmin[0] ?? [];
    const printedDemo = instances
      .map((api) => /Seeded \d+ demo members[\s\S]*?password:\s+(\S+)/.exec(api.output()))
      .filter((match) => match !== null);
    expect(printedDemo).toHaveLength(1);
    const [, demoPassword = ''] = printedDemo[0] ?? [];

    for (const api of instances) {
      await expectStatus(api, { path: '/api/auth/login', json: { email: adminEmail, password: adminPassword } }, 200);
      await expectStatus(api, { path: '/api/auth/login', json: { email: demoEmails[0], password: demoPassword } }, 200);
    }
    for (const api of instances) await api.stop();

    const state = await bootstrapped(database);
    expect(state.admins).toEqual([adminEmail]);
    expect(state.members).toEqual(demoEmails);
  }, 60_000);
});
