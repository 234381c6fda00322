/**
 * The admin lists at club scale: how long one page of `GET /api/admin/membership/pendingRequests`
 * and `approvedMembers` (and one page of `GET /api/admin/activity`) takes with 10,000 members and
 * 2,000 pending requests, with search, sort, filters and deep pages; goal: p95 under 50 ms per
 * page on this machine. The CSV exports of a whole list are timed too (no goal: a download).
 *
 *   npx tsx bench/admin-lists.ts [--engine sqlite|postgres|both] [--members 10000] [--pending 2000]
 *                                [--runs 100] [--warmup 10]
 *
 * Per engine (SQLite always; PostgreSQL when TEST_DATABASE_URL or DATABASE_URL is a postgres://
 * URL: a fresh database is created through it and dropped afterwards): the real API, built as
 * `npm start` builds it, in this process on 127.0.0.1; `--members` verified members, the noise of
 * bench/api-load-seed.ts (blocked members, rejected applicants, a second approval for one member
 * in ten) and `--pending` pending requests, plus one audit entry per approval and a dinners'
 * trail (DINNERS dinners, each created and its check-ins); then per scenario `--warmup` calls,
 * then `--runs` calls one after the other, each timed from the request to the last byte of the
 * answer (fetch, over loopback, as the admin panel calls it).
 *
 * Prints per scenario: the rows matching (total), p50, p95 and max in milliseconds, whether p95
 * is under the goal, and the CPU milliseconds per call of this process (the API and its client)
 * and of the PostgreSQL backends serving it (steadier than times on a shared machine), with the machine's load average before and after (two shared cores: a
 * busy machine moves the p95 first). Everything it creates (the temp folder, the database) is removed at the
 * end. Exit code 0 once the table is printed, 1 on a failure.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { buildServer, type ApiServer } from '../api/src/app/build-server';
import { loadConfig } from '../api/src/app/config';
import { newId } from '../api/src/db/portable';
import { createPostgresDatabase, dropPostgresDatabase, postgresAdminUrl } from '../api/src/test/postgres';
import { seedBenchMembers } from './api-load-seed';
import { processCpuMs } from './process-cpu';

type Engine = 'sqlite' | 'postgres';

const GOAL_P95_MS = 50;
/** Dinners in the dinners' audit trail, and members checked in at each. */
const DINNERS = 100;
const DINNER_CHECK_INS = 20;
const ADMIN = { email: 'bench.admin@club.example', password: 'bench-admin-password-1' };

interface Options {
  engines: Engine[];
  members: number;
  pending: number;
  runs: number;
  warmup: number;
}

function parseOptions(argv: string[]): Options {
  const value = (name: string, fallback: string) => {
    const index = argv.indexOf(`--${name}`);
    return index >= 0 && argv[index + 1] !== undefined ? (argv[index + 1] as string) : fallback;
  };
  const engine = value('engine', 'both');
  const wanted: Engine[] = engine === 'both' ? ['sqlite', 'postgres'] : [engine as Engine];
  const engines = wanted.filter((e) => e === 'sqlite' || postgresAdminUrl() !== null);
  if (wanted.includes('postgres') && !engines.includes('postgres')) {
    console.log('PostgreSQL skipped: set TEST_DATABASE_URL to a postgres:// URL to measure it too.');
  }
  return {
    engines,
    members: Number(value('members', '10000')),
    pending: Number(value('pending', '2000')),
    runs: Number(value('runs', '100')),
    warmup: Number(value('warmup', '10')),
  };
}

const PENDING = '/api/admin/membership/pendingRequests';
const APPROVED = '/api/admin/membership/approvedMembers';
const ACTIVITY = '/api/admin/activity';

/** What an admin does with the lists: the spec's default view, searches, sorts, filters, deep pages. */
const SCENARIOS: { name: string; path: string; csv?: boolean }[] = [
  { name: 'pending: default (oldest first)', path: PENDING },
  { name: 'pending: sort=-date page 2', path: `${PENDING}?sort=-date&page=2` },
  { name: 'pending: sort=name', path: `${PENDING}?sort=name` },
  { name: 'pending: sort=-name, last page', path: `${PENDING}?sort=-name&page=80` },
  { name: 'pending: q=an (many match)', path: `${PENDING}?q=an` },
  { name: 'pending: q=okafor, sort=name', path: `${PENDING}?q=okafor&sort=name` },
  { name: 'pending: q=lawyer (profession)', path: `${PENDING}?q=lawyer` },
  { name: 'pending: last 30 days, 100 a page', path: `${PENDING}?from=DAY30&pageSize=100` },
  { name: 'approved: default (newest approval)', path: APPROVED },
  { name: 'approved: sort=name', path: `${APPROVED}?sort=name` },
  { name: 'approved: sort=-name, page 200', path: `${APPROVED}?sort=-name&page=200` },
  { name: 'approved: sort=date, last page', path: `${APPROVED}?sort=date&page=401` },
  { name: 'approved: q=an (many match)', path: `${APPROVED}?q=an` },
  { name: 'approved: q=gmail.com, sort=name', path: `${APPROVED}?q=gmail.com&sort=name` },
  { name: 'approved: q=nguyen', path: `${APPROVED}?q=nguyen` },
  { name: 'approved: status=blocked', path: `${APPROVED}?status=blocked` },
  { name: 'approved: status=active, sort=name, p. 50', path: `${APPROVED}?status=active&sort=name&page=50` },
  { name: 'approved: a year, 100 a page', path: `${APPROVED}?from=DAY365&to=DAY0&pageSize=100` },
  { name: 'activity: default', path: ACTIVITY },
  { name: 'activity: action=approved, page 100', path: `${ACTIVITY}?action=approved&page=100` },
  { name: 'activity: both trails, page 100', path: `${ACTIVITY}?page=100` },
  { name: 'activity: action=dinner-checked-in', path: `${ACTIVITY}?action=dinner-checked-in` },
  { name: 'csv: all pending', path: `${PENDING}.csv`, csv: true },
  { name: 'csv: all approved', path: `${APPROVED}.csv`, csv: true },
];

const dayAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
const withDays = (p: string) =>
  p.replace('DAY365', dayAgo(365)).replace('DAY30', dayAgo(30)).replace('DAY0', dayAgo(0));

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

interface Row {
  engine: Engine;
  name: string;
  total: string;
  p50: number;
  p95: number;
  max: number;
  /** CPU milliseconds per call of this process (the API, and the client's fetch). */
  nodeCpu: number;
  /** CPU milliseconds per call of the database's backends serving the API (PostgreSQL). */
  dbCpu: number | null;
  csv: boolean;
}

async function measureEngine(engine: Engine, options: Options): Promise<Row[]> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'club-bench-lists-'));
  const adminUrl = postgresAdminUrl();
  const pgDatabase = engine === 'postgres' && adminUrl ? await createPostgresDatabase(adminUrl) : null;
  let server: ApiServer | undefined;
  try {
    const config = loadConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: pgDatabase?.url ?? '',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      SEED_DEMO: '0',
      // The admin signs in with a password alone, as the runs measure the lists, not the sign-in.
      ADMIN_MFA: 'off',
      LOGIN_RATE_LIMIT: '1000',
    });
    server = await buildServer(config, { print: () => undefined });
    await server.app.listen({ host: config.host, port: 0 });
    const base = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
    const { db } = server.app;

    const seedStart = performance.now();
    const admin = await db.selectFrom('users').select('id').where('email', '=', ADMIN.email).executeTakeFirstOrThrow();
    // The seed's noise already holds pending requests (two in three of count/10 applicants).
    const noisePending = Math.ceil(options.members / 10) - Math.ceil(Math.ceil(options.members / 10) / 3);
    const pending = Math.max(0, options.pending - noisePending);
    await seedBenchMembers(db, { count: options.members, storageUrl: base, adminId: admin.id, pending });
    // The audit trail: one entry per approval, as the admin panel makes them.
    const approvals = await db
      .selectFrom('membership_applications')
      .select(['id', 'user_id', 'reviewed_at'])
      .where('status', '=', 'approved')
      .execute();
    for (let i = 0; i < approvals.length; i += 500) {
      await db
        .insertInto('membership_audit')
        .values(approvals.slice(i, i + 500).map((a) => ({
          id: newId(), action: 'approved' as const, application_id: a.id, user_id: a.user_id, admin_id: admin.id, reason: null,
          created_at: a.reviewed_at ?? new Date().toISOString(),
        })))
        .execute();
    }
    // The dinners' trail, shown in the same Activity list: DINNERS dinners a week apart, each
    // created and then DINNER_CHECK_INS members checked in at the door.
    const day = 86_400_000;
    for (let d = 0; d < DINNERS; d += 1) {
      const startsAt = new Date(Date.now() - (DINNERS - d) * 7 * day);
      const dinnerId = newId();
      const at = (ms: number) => new Date(startsAt.getTime() + ms).toISOString();
      await db.insertInto('dinners').values({
        id: dinnerId, title: `Bench supper ${d + 1}`, description: 'Five courses.', venue: 'The Loft',
        starts_at: at(0), ends_at: at(3 * 3_600_000), rsvp_closes_at: at(-day), capacity: DINNER_CHECK_INS, max_guests: 0,
        cancel_reason: null, cancelled_at: null, reminded_at: null, created_at: at(-14 * day), updated_at: at(-14 * day),
      }).execute();
      await db.insertInto('dinner_audit').values([
        { id: newId(), dinner_id: dinnerId, admin_id: admin.id, action: 'created' as const, user_id: null, created_at: at(-14 * day) },
        ...approvals.slice(d * DINNER_CHECK_INS, (d + 1) * DINNER_CHECK_INS).map((a, i) => ({
          id: newId(), dinner_id: dinnerId, admin_id: admin.id, action: 'checked-in' as const, user_id: a.user_id, created_at: at(i * 1000),
        })),
      ]).execute();
    }
    // Fresh statistics (and, on PostgreSQL, the visibility map), as autovacuum leaves them after
    // such an import.
    await sql.raw(engine === 'postgres' ? 'vacuum analyze' : 'analyze').execute(db);
    console.log(`${engine}: seeded ${options.members} members, ${options.pending} pending requests and the noise in ${Math.round(performance.now() - seedStart)} ms`);

    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify(ADMIN),
    });
    const { token } = (await login.json()) as { token: string };
    const headers = { authorization: `Bearer ${token}` };

    /** CPU milliseconds of each PostgreSQL backend of this database (the API's pool), by pid. */
    const backendCpu = async (): Promise<Map<number, number>> => {
      if (engine !== 'postgres') return new Map();
      const { rows: pids } = await sql<{ pid: number }>`
        select pid from pg_stat_activity where datname = current_database()`.execute(db);
      return new Map(pids.map(({ pid }) => [pid, processCpuMs(pid) ?? 0]));
    };
    const load = () => os.loadavg().map((n) => n.toFixed(1)).join(' ');
    console.log(`${engine}: machine load (1, 5, 15 min) before the runs: ${load()}`);
    const rows: Row[] = [];
    for (const scenario of SCENARIOS) {
      const url = `${base}${withDays(scenario.path)}`;
      const runs = scenario.csv ? Math.max(5, Math.round(options.runs / 10)) : options.runs;
      let total = '';
      const times: number[] = [];
      let cpuStart = process.cpuUsage();
      let backends = new Map<number, number>();
      for (let i = 0; i < options.warmup + runs; i += 1) {
        if (i === options.warmup) {
          cpuStart = process.cpuUsage();
          backends = await backendCpu();
        }
        const started = performance.now();
        const res = await fetch(url, { headers });
        const body = await res.text();
        const elapsed = performance.now() - started;
        if (res.status !== 200) throw new Error(`${scenario.name}: ${res.status} ${body.slice(0, 200)}`);
        if (i >= options.warmup) times.push(elapsed);
        if (i === 0) {
          total = scenario.csv
            ? `${body.split('\r\n').length - 2} rows`
            : String((JSON.parse(body) as { total: number }).total);
        }
      }
      const cpu = process.cpuUsage(cpuStart);
      const backendsAfter = await backendCpu();
      const dbMs = [...backendsAfter].reduce((sum, [pid, ms]) => sum + (backends.has(pid) ? ms - (backends.get(pid) ?? 0) : 0), 0);
      times.sort((a, b) => a - b);
      rows.push({
        nodeCpu: (cpu.user + cpu.system) / 1000 / runs,
        dbCpu: engine === 'postgres' ? dbMs / runs : null,
        engine,
        name: scenario.name,
        total,
        p50: percentile(times, 50),
        p95: percentile(times, 95),
        max: times[times.length - 1] ?? Number.NaN,
        csv: scenario.csv ?? false,
      });
    }
    console.log(`${engine}: machine load after the runs: ${load()}`);
    return rows;
  } finally {
    await server?.close();
    if (pgDatabase && adminUrl) await dropPostgresDatabase(adminUrl, pgDatabase.name);
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  const all: Row[] = [];
  for (const engine of options.engines) all.push(...(await measureEngine(engine, options)));
  const ms = (n: number) => n.toFixed(1).padStart(7);
  console.log(
    `\n${'engine'.padEnd(9)}${'scenario'.padEnd(44)}${'total'.padStart(11)}${'p50'.padStart(8)}${'p95'.padStart(8)}` +
      `${'max'.padStart(8)}${'cpu api'.padStart(8)}${'cpu db'.padStart(8)}  goal`,
  );
  for (const row of all) {
    const goal = row.csv ? '(export)' : row.p95 < GOAL_P95_MS ? `ok < ${GOAL_P95_MS}` : `OVER ${GOAL_P95_MS}`;
    const db = row.dbCpu === null ? '      -' : ms(row.dbCpu);
    console.log(
      `${row.engine.padEnd(9)}${row.name.padEnd(44)}${row.total.padStart(11)} ${ms(row.p50)} ${ms(row.p95)} ${ms(row.max)}` +
        ` ${ms(row.nodeCpu)} ${db}  ${goal}`,
    );
  }
  console.log('(ms; cpu: CPU milliseconds per call of this process, the API and its client, and of the database backends)');
  const pages = all.filter((row) => !row.csv);
  console.log(`\nworst page p95: ${Math.max(...pages.map((row) => row.p95)).toFixed(1)} ms over ${pages.length} scenarios (goal < ${GOAL_P95_MS} ms)`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
