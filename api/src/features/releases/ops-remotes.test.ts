// GET /api/admin/ops/remotes: admins only; per remote the stable and canary versions with their
// last hour's loads, errors, error rate and p75 LCP/INP.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { RemotesOpsResponse, TelemetryEvent } from 'shared/types';
import { ADMIN_EMAIL, ADMIN_PASSWORD, addSignedInMember, byBearer, byCookie } from '../../test/admin';
import { call, login } from '../../test/http';
import { createTestDatabase, dropTestDatabases, engines } from '../../test/test-database';
import { startTestServer, type TestServer } from '../../test/test-server';
import { OPS_RELEASES_PATH, OPS_REMOTES_PATH } from './ops-routes';
import { applyReleaseChange, seedReleaseState } from './release-repository';
import { TELEMETRY_PATH } from './telemetry-routes';
import { hourOf, lastHourSince } from './telemetry-store';

describe.each(engines)('the operations view of the remotes (%s)', (engine) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(await createTestDatabase(engine), { ADMIN_EMAIL, ADMIN_PASSWORD, SEED_DEMO: '0' });
  });

  afterAll(async () => {
    await server?.close();
    await dropTestDatabases();
  });

  it.each([OPS_REMOTES_PATH, OPS_RELEASES_PATH])('answers visitors 401 and members 403 (%s)', async (path) => {
    expect((await call(server, path)).status).toBe(401);
    const { session } = await addSignedInMember(server, `Mia Member ${path.length}`);
    const member = await call(server, path, { headers: byCookie(server, session) });
    expect(member.status).toBe(403);
    expect(member.body).toEqual({ message: 'Administrators only' });
  });

  it('gives each remote its versions and their figures over the last hour', async () => {
    const { db } = server.app;
    await seedReleaseState(db, { 'remote-member': '1.0.0', 'remote-public': '2.0.0' });
    await applyReleaseChange(db, { kind: 'canary', remote: 'remote-member', version: '1.1.0', share: 25 }, { expectedRevision: 1, actor: 'cli:test' });
    const vital = (version: string, name: 'LCP' | 'INP', value: number): TelemetryEvent => ({ type: 'vital', remote: 'remote-member', version, name, value });
    const events: TelemetryEvent[] = [
      ...Array.from({ length: 8 }, (): TelemetryEvent => ({ type: 'load', remote: 'remote-member', version: '1.0.0' })),
      { type: 'render-error', remote: 'remote-member', version: '1.0.0' },
      ...[900, 1100, 1200, 1600, 2100, 2400, 2600, 4100].map((value) => vital('1.0.0', 'LCP', value)),
      ...[40, 60, 90, 180].map((value) => vital('1.0.0', 'INP', value)),
      { type: 'load', remote: 'remote-member', version: '1.1.0' },
      { type: 'load-failure', remote: 'remote-member', version: '1.1.0' },
    ];
    expect((await call(server, TELEMETRY_PATH, { json: { events }, headers: { origin: server.origin } })).status).toBe(204);
    await server.app.backgroundTasks.idle();
    // An hour before the window: not counted.
    const old = hourOf(new Date(Date.now() - 3 * 60 * 60 * 1000));
    await db.insertInto('remote_telemetry_hourly')
      .values({ remote: 'remote-member', version: '1.0.0', hour: old, loads: 500, errors: 500, load_failures: 0, render_errors: 500, unhandled_errors: 0 })
      .execute();

    const admin = await login(server, ADMIN_EMAIL, ADMIN_PASSWORD);
    const res = await call(server, OPS_REMOTES_PATH, { headers: byBearer(admin) });
    expect(res.status).toBe(200);
    const body = res.body as RemotesOpsResponse;
    expect(body.since).toBe(lastHourSince(new Date()));
    expect(body.remotes).toEqual([
      {
        remote: 'remote-member',
        revision: 2,
        stable: { version: '1.0.0', loads: 8, errors: 1, errorRate: 0.125, p75LcpMs: 2500, p75InpMs: 100 },
        canary: {
          version: '1.1.0', loads: 2, errors: 1, errorRate: 0.5, p75LcpMs: null, p75InpMs: null, share: 25, startedAt: expect.any(String),
        },
      },
      {
        remote: 'remote-public',
        revision: 1,
        stable: { version: '2.0.0', loads: 0, errors: 0, errorRate: null, p75LcpMs: null, p75InpMs: null },
        canary: null,
      },
    ]);

    const history = await call(server, `${OPS_RELEASES_PATH}?remote=remote-member&limit=5`, { headers: byBearer(admin) });
    expect(history.status).toBe(200);
    expect(history.body.data).toEqual([
      { id: expect.any(String), remote: 'remote-member', kind: 'canary', from: '1.0.0', to: '1.1.0', share: 25, actor: 'cli:test', reason: null, at: expect.any(String) },
      {
        id: expect.any(String), remote: 'remote-member', kind: 'release', from: null, to: '1.0.0', share: null, actor: 'config',
        reason: 'Initial state from the site config', at: expect.any(String),
      },
    ]);
    expect((await call(server, `${OPS_RELEASES_PATH}?limit=1`, { headers: byBearer(admin) })).body.data).toHaveLength(1);
    for (const query of ['remote=remote-evil', 'limit=0', 'limit=x', 'other=1']) {
      expect((await call(server, `${OPS_RELEASES_PATH}?${query}`, { headers: byBearer(admin) })).status).toBe(400);
    }
  });
});

describe.each(engines)('the release state of a fresh database (%s)', (engine) => {
  afterAll(async () => {
    await dropTestDatabases();
  });

  it('starts from the versions the site config file loads, once: a restart keeps what changed since', async () => {
    const database = await createTestDatabase(engine);
    const file = path.join(database.dataDir, 'site-config.json');
    const url = (remote: string, version: string) => `http://localhost:3001/${remote}/${version}/mf-manifest.json`;
    await fs.writeFile(file, JSON.stringify({
      remotes: { remote_public: url('remote-public', '0.1.0'), remote_member: url('remote-member', '0.2.0'), remote_admin: url('remote-admin', '0.3.0') },
    }));
    const env = { ADMIN_EMAIL, ADMIN_PASSWORD, SEED_DEMO: '0', SITE_CONFIG_FILE: file };
    const first = await startTestServer(database, env);
    try {
      expect(first.printed).toContain(`Release state started from ${file}: remote-public, remote-member, remote-admin`);
      await applyReleaseChange(first.app.db, { kind: 'release', remote: 'remote-member', version: '0.2.1' }, { expectedRevision: 1, actor: 'cli:test' });
    } finally {
      await first.close();
    }
    const second = await startTestServer(database, env);
    try {
      const admin = await login(second, ADMIN_EMAIL, ADMIN_PASSWORD);
      const body = (await call(second, OPS_REMOTES_PATH, { headers: byBearer(admin) })).body as RemotesOpsResponse;
      expect(body.remotes.map((r) => [r.remote, r.stable.version, r.revision])).toEqual([
        ['remote-admin', '0.3.0', 1],
        ['remote-member', '0.2.1', 2],
        ['remote-public', '0.1.0', 1],
      ]);
      expect(second.printed.filter((line) => line.startsWith('Release state'))).toEqual([]);
    } finally {
      await second.close();
    }
  });
});
