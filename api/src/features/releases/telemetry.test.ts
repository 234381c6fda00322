// POST /api/telemetry over real HTTP: accepted reports add up per remote, version and hour (JSON
// and sendBeacon's text/plain, two instances at once); oversized, malformed and flooding ones are
// refused and store nothing.
import type { TelemetryEvent } from 'shared/types';
import { call, type CallResult } from '../../test/http';
import { engines } from '../../test/test-database';
import { serverPerTest, type TestServer } from '../../test/test-server';
import { DEFAULT_TELEMETRY_RATE_LIMIT as TELEMETRY_RATE_LIMIT } from '../../app/config';
import { TELEMETRY_BODY_LIMIT, TELEMETRY_MAX_EVENTS, TELEMETRY_PATH } from './telemetry-routes';
import { hourOf } from './telemetry-store';

const load = (version = '1.0.0', remote = 'remote-member'): TelemetryEvent => ({ type: 'load', remote: remote as 'remote-member', version });

describe.each(engines)('telemetry (%s)', (engine) => {
  const startServer = serverPerTest(engine, { SEED_DEMO: '0' });
  // Servers of one test share the block's database: each test starts from empty aggregates.
  const start = async (): Promise<TestServer> => {
    const server = await startServer();
    await server.app.db.deleteFrom('remote_telemetry_hourly').execute();
    await server.app.db.deleteFrom('remote_vitals_hourly').execute();
    return server;
  };

  const report = (server: TestServer, body: unknown, headers: Record<string, string> = {}): Promise<CallResult> =>
    call(server, TELEMETRY_PATH, { json: body, headers: { origin: server.origin, ...headers } });

  const stored = async (server: TestServer) => {
    await server.app.backgroundTasks.idle();
    const counts = await server.app.db
      .selectFrom('remote_telemetry_hourly')
      .select(['remote', 'version', 'hour', 'loads', 'errors', 'load_failures', 'render_errors', 'unhandled_errors'])
      .orderBy('remote').orderBy('version')
      .execute();
    const vitals = await server.app.db
      .selectFrom('remote_vitals_hourly')
      .select(['remote', 'version', 'metric', 'bucket', 'count'])
      .orderBy('remote').orderBy('version').orderBy('metric').orderBy('bucket')
      .execute();
    return {
      counts: counts.map((row) => ({ ...row, loads: Number(row.loads), errors: Number(row.errors) })),
      vitals: vitals.map((row) => ({ ...row, bucket: Number(row.bucket), count: Number(row.count) })),
    };
  };

  it('answers 204 and adds each report to its remote version and hour', async () => {
    const server = await start();
    const page = (errors: TelemetryEvent[]): TelemetryEvent[] => [
      load('1.0.0'),
      { type: 'load', remote: 'remote-public', version: '2.0.0' },
      ...errors,
      { type: 'vital', remote: 'remote-member', version: '1.0.0', name: 'LCP', value: 1800 },
      { type: 'vital', remote: 'remote-member', version: '1.0.0', name: 'INP', value: 120 },
      { type: 'vital', remote: 'remote-member', version: '1.0.0', name: 'CLS', value: 0.02 },
    ];
    const first = await report(server, { events: page([{ type: 'render-error', remote: 'remote-member', version: '1.0.0' }]) });
    expect(first.status).toBe(204);
    expect(first.text).toBe('');
    // A page that throws in a loop weighs like one failed load.
    const looping = Array.from({ length: 5 }, (): TelemetryEvent => ({ type: 'unhandled-error', remote: 'remote-member', version: '1.0.0' }));
    expect((await report(server, { events: page(looping) })).status).toBe(204);
    expect((await report(server, { events: [{ type: 'load-failure', remote: 'remote-member', version: '1.1.0' }] })).status).toBe(204);

    const hour = hourOf(new Date());
    const { counts, vitals } = await stored(server);
    expect(counts).toEqual([
      { remote: 'remote-member', version: '1.0.0', hour, loads: 2, errors: 2, load_failures: 0, render_errors: 1, unhandled_errors: 5 },
      { remote: 'remote-member', version: '1.1.0', hour, loads: 1, errors: 1, load_failures: 1, render_errors: 0, unhandled_errors: 0 },
      { remote: 'remote-public', version: '2.0.0', hour, loads: 2, errors: 0, load_failures: 0, render_errors: 0, unhandled_errors: 0 },
    ]);
    expect(vitals).toEqual([
      { remote: 'remote-member', version: '1.0.0', metric: 'cls', bucket: 1, count: 2 },
      { remote: 'remote-member', version: '1.0.0', metric: 'inp', bucket: 4, count: 2 },
      { remote: 'remote-member', version: '1.0.0', metric: 'lcp', bucket: 7, count: 2 },
    ]);
  });

  it('takes the same report as text/plain, as sendBeacon sends it, without the site cookie', async () => {
    const server = await start();
    const beacon = await call(server, TELEMETRY_PATH, {
      body: JSON.stringify({ events: [load('3.0.0')] }),
      headers: { origin: server.origin, 'content-type': 'text/plain;charset=UTF-8' },
    });
    expect(beacon.status).toBe(204);
    expect((await stored(server)).counts).toMatchObject([{ version: '3.0.0', loads: 1 }]);
  });

  it('adds up reports sent to two instances at once, without losing a count', async () => {
    const [one, two] = [await start(), await start()];
    if (!one || !two) throw new Error('two servers');
    const sends = Array.from({ length: 40 }, (_, i) =>
      report(i % 2 === 0 ? one : two, {
        events: [load('1.0.0'), { type: 'vital', remote: 'remote-member', version: '1.0.0', name: 'LCP', value: 900 }],
      }, { 'x-forwarded-for': `10.0.0.${i}` }));
    expect((await Promise.all(sends)).map((r) => r.status)).toEqual(Array(40).fill(204));
    await one.app.backgroundTasks.idle();
    const { counts, vitals } = await stored(two);
    expect(counts).toMatchObject([{ version: '1.0.0', loads: 40 }]);
    expect(vitals).toEqual([{ remote: 'remote-member', version: '1.0.0', metric: 'lcp', bucket: 3, count: 40 }]);
  });

  it(`refuses a body over ${TELEMETRY_BODY_LIMIT} bytes with 413`, async () => {
    const server = await start();
    const padded = { events: [load()], pad: 'x'.repeat(TELEMETRY_BODY_LIMIT) };
    const res = await report(server, padded);
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ message: 'Request body is too large' });
    const plain = await call(server, TELEMETRY_PATH, {
      body: JSON.stringify(padded),
      headers: { origin: server.origin, 'content-type': 'text/plain' },
    });
    expect(plain.status).toBe(413);
    expect((await stored(server)).counts).toEqual([]);
  });

  it.each<[string, unknown]>([
    ['no events', { events: [] }],
    ['too many events', { events: Array.from({ length: TELEMETRY_MAX_EVENTS + 1 }, () => load()) }],
    ['an unknown field', { events: [load()], userId: 'u1' }],
    ['an unknown field in an event', { events: [{ ...load(), url: 'https://club.example.com/reset-password/secret' }] }],
    ['an unknown remote', { events: [load('1.0.0', 'remote-evil')] }],
    ['an unknown type', { events: [{ type: 'click', remote: 'remote-member', version: '1.0.0' }] }],
    ['a version that is not semver', { events: [load('../../etc')] }],
    ['a vital out of range', { events: [{ type: 'vital', remote: 'remote-member', version: '1.0.0', name: 'LCP', value: -1 }] }],
    ['an unknown vital', { events: [{ type: 'vital', remote: 'remote-member', version: '1.0.0', name: 'FID', value: 10 }] }],
    ['a vital without value', { events: [{ type: 'vital', remote: 'remote-member', version: '1.0.0', name: 'LCP' }] }],
    ['not an object', [load()]],
  ])('refuses %s with 400 and stores nothing', async (_name, body) => {
    const server = await start();
    const res = await report(server, body);
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual(expect.any(Array));
    expect((await stored(server)).counts).toEqual([]);
  });

  it('refuses malformed JSON with 400, other content types with 415, another site with 403', async () => {
    const server = await start();
    const broken = await call(server, TELEMETRY_PATH, { body: '{"events":[', headers: { origin: server.origin, 'content-type': 'text/plain' } });
    expect(broken.status).toBe(400);
    expect(broken.body).toEqual({ message: 'Malformed JSON body' });
    const form = await call(server, TELEMETRY_PATH, { body: 'events=1', headers: { origin: server.origin, 'content-type': 'application/x-www-form-urlencoded' } });
    expect(form.status).toBe(415);
    expect((await report(server, { events: [load()] }, { origin: 'https://evil.example' })).status).toBe(403);
    expect((await stored(server)).counts).toEqual([]);
  });

  it(`refuses a flood: more than ${TELEMETRY_RATE_LIMIT} reports a minute from one client get 429`, async () => {
    const server = await start();
    for (let i = 0; i < TELEMETRY_RATE_LIMIT; i += 1) expect((await report(server, { events: [load()] })).status).toBe(204);
    const limited = await report(server, { events: [load()] });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await stored(server)).counts).toMatchObject([{ loads: TELEMETRY_RATE_LIMIT }]);
  });

  it('takes its per-client limit from TELEMETRY_RATE_LIMIT', async () => {
    // A client of its own: the counters of the other tests' client are shared through the database.
    const server = await startServer({ TELEMETRY_RATE_LIMIT: '3', TRUST_PROXY: '1' });
    const client = { 'x-forwarded-for': '198.51.100.33' };
    for (let i = 0; i < 3; i += 1) expect((await report(server, { events: [load()] }, client)).status).toBe(204);
    expect((await report(server, { events: [load()] }, client)).status).toBe(429);
  });

  it('keeps nothing about the visitor: no address, no account, no page', async () => {
    const server = await start();
    expect((await report(server, { events: [load()] }, { 'x-forwarded-for': '203.0.113.9' })).status).toBe(204);
    await server.app.backgroundTasks.idle();
    const rows = [
      ...(await server.app.db.selectFrom('remote_telemetry_hourly').selectAll().execute()),
      ...(await server.app.db.selectFrom('remote_vitals_hourly').selectAll().execute()),
    ];
    expect(JSON.stringify(rows)).not.toMatch(/127\.0\.0\.1|203\.0\.113|http/);
  });
});
