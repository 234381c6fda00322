/**
 * API load on loopback (docs/performance.md, section 5):
 * `GET /api/admin/membership/verifiedMembers` with 1,000 verified members and
 * `POST /api/auth/login`, each against its ceiling on a bare Fastify 5.
 *
 *   npx tsx bench/api-load.ts [--engine sqlite|postgres|both] [--duration 10] [--connections 10]
 *                             [--runs 3] [--warmup 3] [--members 1000] [--route members|login|both]
 *                             [--profile <dir>]
 *
 * By itself, per engine (SQLite always; PostgreSQL when TEST_DATABASE_URL or DATABASE_URL is a
 * postgres:// URL: a fresh database is created through it and dropped afterwards):
 *
 * 1. a fresh DATA_DIR (SQLite) or database (PostgreSQL), migrated, with the admin, `--members`
 *    verified members with varied fields and one member to sign in with (bench/api-load-seed.ts);
 * 2. the real API in a child process, built as `npm start` builds it (bench/api-load-server.ts),
 *    on 127.0.0.1, ports 4700-4799; LOGIN_RATE_LIMIT (README, "Configuration") is raised for
 *    this server only, so that the login runs measure logins rather than 429s;
 * 3. a real `POST /api/auth/login`, whose session cookie signs the directory calls in, and one
 *    directory call, whose body and headers the ceiling replays;
 * 4. the ceiling in another child process (bench/api-load-ceiling.ts): that same body from memory,
 *    and a login that is just one argon2id verify with the API's parameters;
 * 5. autocannon, in this process: per target a warm-up run (not counted), then `--runs` runs of
 *    `--duration` seconds with `--connections` connections, API and ceiling taking turns.
 *
 * Prints every run (requests/s mean, latency p50/p99, non-2xx, errors, the ratio to the ceiling
 * run next to it, CPU milliseconds per request of the server, of PostgreSQL and of autocannon, and
 * how busy the machine was with other work) and a summary per engine and route (mean of the runs,
 * min-max). The goal for the directory: >= 0.5x the ceiling. On a machine with few cores the
 * load generator and the server share the CPU (this is said in the output): the CPU milliseconds
 * per request are then the steadier comparison. `--profile <dir>` writes V8 CPU profiles of the
 * API server (node --cpu-prof) under <dir>, for Chrome DevTools. Everything it starts or creates
 * (child processes, temp folders, databases) is removed at the end, on an error and on Ctrl-C.
 * Exit code 0 once the table is printed (whatever the ratios), 1 on a failure, 2 on bad options.
 */
import autocannon from 'autocannon';
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { loadConfig } from '../api/src/app/config';
import { findUserByEmail } from '../api/src/core/users/user-repository';
import { createDatabase } from '../api/src/db/create-database';
import { migrateToLatest } from '../api/src/db/migrations';
import { VERIFIED_MEMBERS_PATH } from '../api/src/features/members/verified-members-routes';
import { ensureAdmin } from '../api/src/features/seed/ensure-admin';
import { createPostgresDatabase, dropPostgresDatabase, postgresAdminUrl } from '../api/src/test/postgres';
import type { CapturedResponse, CeilingCapture } from './api-load-ceiling';
import { seedBenchMembers, type SeededMembers } from './api-load-seed';
import { machineBusyMs, parentPid, processCpuMs, processName, processTreeCpuMs } from './process-cpu';
import { freePort } from './support/free-port';

const BENCH_DIR = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(BENCH_DIR, '..');
const PORTS = { first: 4700, last: 4799 };
const LOGIN_PATH = '/api/auth/login';

// ---------------------------------------------------------------------------------------------
// Options

type Engine = 'sqlite' | 'postgres';

interface Options {
  engine: Engine | 'both';
  duration: number;
  connections: number;
  runs: number;
  warmup: number;
  members: number;
  routes: Array<'members' | 'login'>;
  /** Where the API server writes a V8 CPU profile (`--cpu-prof`) when it stops; off when null. */
  profileDir: string | null;
}

const USAGE =
  'usage: npx tsx bench/api-load.ts [--engine sqlite|postgres|both] [--duration 10] [--connections 10] ' +
  '[--runs 3] [--warmup 3] [--members 1000] [--route members|login|both] [--profile <dir>]';

function parseOptions(argv: string[]): Options {
  const options: Options = {
    engine: 'both', duration: 10, connections: 10, runs: 3, warmup: 3, members: 1000, routes: ['members', 'login'],
    profileDir: null,
  };
  const whole = (name: string, value: string | undefined, min: number): number => {
    const n = Number(value);
    if (value === undefined || !/^\d+$/.test(value) || n < min) throw new UsageError(`--${name} must be a whole number >= ${min}`);
    return n;
  };
  for (let i = 0; i < argv.length; i += 1) {
    const [flag, inline] = (argv[i] ?? '').split('=', 2) as [string, string | undefined];
    const value = () => inline ?? argv[++i];
    switch (flag) {
      case '--engine': {
        const engine = value();
        if (engine !== 'sqlite' && engine !== 'postgres' && engine !== 'both') {
          throw new UsageError('--engine must be sqlite, postgres or both');
        }
        options.engine = engine;
        break;
      }
      case '--duration': options.duration = whole('duration', value(), 1); break;
      case '--connections': options.connections = whole('connections', value(), 1); break;
      case '--runs': options.runs = whole('runs', value(), 1); break;
      case '--warmup': options.warmup = whole('warmup', value(), 0); break;
      case '--members': options.members = whole('members', value(), 1); break;
      case '--route': {
        const route = value();
        if (route !== 'members' && route !== 'login' && route !== 'both') throw new UsageError('--route must be members, login or both');
        options.routes = route === 'both' ? ['members', 'login'] : [route];
        break;
      }
      case '--profile': {
        const dir = value();
        if (!dir) throw new UsageError('--profile needs a folder');
        options.profileDir = path.resolve(dir);
        break;
      }
      case '--help': case '-h': console.log(USAGE); process.exit(0); break;
      default: throw new UsageError(`unknown argument '${argv[i]}'`);
    }
  }
  return options;
}

class UsageError extends Error {}

// ---------------------------------------------------------------------------------------------
// Clean-up: everything started or created registers how to undo it; undone last-first at the
// end, on an error and on Ctrl-C.

const cleanups: Array<{ label: string; run: () => Promise<void> }> = [];
let running: autocannon.Instance | undefined;

let cleaning: Promise<void> = Promise.resolve();

/**
 * Undoes, last first, what was registered after the first `keep` entries. Calls queue up, so a
 * Ctrl-C during an engine's own clean-up waits for it instead of exiting halfway.
 */
function cleanUp(keep = 0): Promise<void> {
  running?.stop();
  cleaning = cleaning.then(async () => {
    while (cleanups.length > keep) {
      const next = cleanups.pop();
      if (!next) break;
      try {
        await next.run();
      } catch (error) {
        console.error(`clean-up: ${next.label} failed:`, error instanceof Error ? error.message : error);
      }
    }
  });
  return cleaning;
}

let interrupted = false;
let signals = 0;

class Interrupted extends Error {}

/** Stops the benchmark's own flow once Ctrl-C has been pressed (the clean-up is under way). */
function checkInterrupted(): void {
  if (interrupted) throw new Interrupted('interrupted');
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    signals += 1;
    // A Ctrl-C reaches this process twice: from the terminal and relayed by the tsx launcher. A
    // second Ctrl-C (a third signal) exits without waiting.
    if (signals >= 3) {
      console.error(`\n${signal} again: exiting without waiting for the clean-up`);
      process.exit(130);
    }
    if (interrupted) return;
    interrupted = true;
    console.error(`\n${signal}: stopping and cleaning up (servers, temp folders, databases)...`);
    void cleanUp().finally(() => {
      console.error('cleaned up');
      process.exit(130);
    });
  });
}

// ---------------------------------------------------------------------------------------------
// Child processes and ports

function exited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (exited(child)) return;
  const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await gone;
  clearTimeout(timer);
}

/** Forks a TypeScript child (through tsx) and waits for its `{ type: 'ready' }`. */
async function startChild(
  label: string,
  script: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  nodeArgs: string[] = [],
): Promise<ChildProcess> {
  checkInterrupted();
  const child = fork(path.join(BENCH_DIR, script), args, {
    cwd: ROOT,
    env,
    execArgv: [...nodeArgs, '--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  cleanups.push({ label: `stopping ${label} (pid ${child.pid})`, run: () => stopChild(child) });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${label} not ready after 60 s`)), 60_000);
    child.on('message', (message: { type?: string }) => {
      if (message.type === 'ready') {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`${label} exited (${signal ?? code}) before it was ready`));
    });
  });
  return child;
}

/** The environment of a child: PATH and HOME only, plus `extra` (nothing else leaks in). */
const childEnv = (extra: Record<string, string>): NodeJS.ProcessEnv => ({
  PATH: process.env.PATH ?? '',
  HOME: process.env.HOME ?? os.tmpdir(),
  ...extra,
});

// ---------------------------------------------------------------------------------------------
// Measuring

interface Target {
  route: 'members' | 'login';
  server: 'api' | 'ceiling';
  url: string;
  request: Pick<autocannon.Options, 'method' | 'headers' | 'body'>;
}

/** The processes whose CPU a run accounts for (Linux /proc; null elsewhere). */
interface Processes {
  api: number;
  ceiling: number;
  /** The PostgreSQL postmaster, when it runs on this machine (its backends are its children). */
  postgres: number | null;
}

interface Run {
  engine: Engine;
  route: Target['route'];
  server: Target['server'];
  run: number;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  /** CPU milliseconds per request of the server process (all its threads). */
  serverMs: number | null;
  /** CPU milliseconds per request of PostgreSQL (postmaster and backends), when local. */
  dbMs: number | null;
  /** CPU milliseconds per request of autocannon (this process). */
  clientMs: number;
  /** Share of the machine's CPU (all cores) busy with processes other than the benchmark's. */
  othersPct: number | null;
}

function cannon(target: Target, seconds: number, connections: number): Promise<autocannon.Result> {
  checkInterrupted();
  return new Promise((resolve, reject) => {
    running = autocannon(
      { url: target.url, ...target.request, duration: seconds, connections, pipelining: 1, timeout: 30 },
      (error, result) => {
        running = undefined;
        if (interrupted) reject(new Interrupted('interrupted'));
        else if (error) reject(error instanceof Error ? error : new Error(String(error)));
        else resolve(result);
      },
    );
  });
}

interface CpuSample {
  at: number;
  self: number;
  api: number | null;
  ceiling: number | null;
  postgres: number | null;
  machine: number | null;
}

function sampleCpu(processes: Processes): CpuSample {
  const self = process.cpuUsage();
  return {
    at: performance.now(),
    self: (self.user + self.system) / 1000,
    api: processCpuMs(processes.api),
    ceiling: processCpuMs(processes.ceiling),
    postgres: processes.postgres === null ? null : processTreeCpuMs(processes.postgres),
    machine: machineBusyMs(),
  };
}

const delta = (after: number | null, before: number | null): number | null =>
  after === null || before === null ? null : after - before;

async function measure(engine: Engine, target: Target, options: Options, run: number, processes: Processes): Promise<Run> {
  const before = sampleCpu(processes);
  const result = await cannon(target, options.duration, options.connections);
  const after = sampleCpu(processes);
  const requests = Math.max(1, result.requests.total);
  const server = delta(after[target.server], before[target.server]);
  const db = delta(after.postgres, before.postgres);
  const ours = [after.self - before.self, delta(after.api, before.api), delta(after.ceiling, before.ceiling), db]
    .reduce<number>((sum, ms) => sum + (ms ?? 0), 0);
  const machine = delta(after.machine, before.machine);
  const capacity = (after.at - before.at) * os.cpus().length;
  return {
    engine,
    route: target.route,
    server: target.server,
    run,
    rps: result.requests.mean,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    serverMs: server === null ? null : server / requests,
    dbMs: db === null ? null : db / requests,
    clientMs: (after.self - before.self) / requests,
    othersPct: machine === null ? null : Math.max(0, ((machine - ours) / capacity) * 100),
  };
}

/**
 * The postmaster of the cluster behind `url` when it runs on this machine: the parent of this
 * connection's backend, both named `postgres` in /proc (a remote server's pid means nothing here).
 */
async function localPostmaster(url: string): Promise<number | null> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
    const backend = rows[0]?.pid;
    const postmaster = backend === undefined || processName(backend) !== 'postgres' ? null : parentPid(backend);
    return postmaster !== null && processName(postmaster) === 'postgres' ? postmaster : null;
  } finally {
    await client.end();
  }
}

// ---------------------------------------------------------------------------------------------
// One engine

async function call(url: string, init: RequestInit): Promise<{ status: number; headers: Record<string, string>; body: string }> {
  const response = await fetch(url, { ...init, redirect: 'manual' });
  return { status: response.status, headers: Object.fromEntries(response.headers), body: await response.text() };
}

const capturedOf = ({ headers, body }: CapturedResponse): CapturedResponse => ({ headers, body });

async function benchEngine(engine: Engine, options: Options, postgresUrl: string | null): Promise<Run[]> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'club-bench-api-'));
  cleanups.push({ label: `removing ${dataDir}`, run: () => fs.rm(dataDir, { recursive: true, force: true }) });
  let databaseUrl = '';
  checkInterrupted();
  if (engine === 'postgres') {
    if (!postgresUrl) throw new Error('PostgreSQL needs TEST_DATABASE_URL or DATABASE_URL');
    const database = await createPostgresDatabase(postgresUrl);
    cleanups.push({ label: `dropping database ${database.name}`, run: () => dropPostgresDatabase(postgresUrl, database.name) });
    databaseUrl = database.url;
  }

  const apiPort = await freePort(PORTS.first, PORTS.last);
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const adminPassword = randomBytes(12).toString('base64url');
  const apiEnv = {
    PORT: String(apiPort),
    HOST: '127.0.0.1',
    SITE_URL: apiUrl,
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    SEED_DEMO: '0',
    ADMIN_EMAIL: 'bench-admin@club.example',
    ADMIN_PASSWORD: adminPassword,
    ADMIN_MFA: 'off',
    MAIL_TRANSPORT: 'outbox',
    // The bench signs in thousands of times from one address; the default (20 per 15 minutes)
    // is the production limit and stays so everywhere else.
    LOGIN_RATE_LIMIT: '100000000',
  };

  // Seed before the server starts (it then finds the schema and the admin in place).
  const config = loadConfig(apiEnv);
  const started = performance.now();
  const handle = createDatabase(config.database);
  let seeded: SeededMembers;
  try {
    await migrateToLatest(handle.db);
    await ensureAdmin(handle.db, config, () => undefined);
    const admin = await findUserByEmail(handle.db, apiEnv.ADMIN_EMAIL);
    seeded = await seedBenchMembers(handle.db, { count: options.members, storageUrl: config.storage.url, adminId: admin?.id ?? null });
  } finally {
    await handle.close();
  }
  const seedMs = performance.now() - started;

  const profile = options.profileDir ? ['--cpu-prof', `--cpu-prof-dir=${path.join(options.profileDir, `api-${engine}`)}`] : [];
  const apiChild = await startChild(`${engine} API server`, 'api-load-server.ts', [], childEnv(apiEnv), profile);

  // A real sign-in; its cookie signs the directory calls in.
  const loginBody = JSON.stringify({ email: seeded.member.email, password: seeded.member.password });
  const loginHeaders = { 'content-type': 'application/json', origin: apiUrl, accept: 'application/json' };
  const login = await call(`${apiUrl}${LOGIN_PATH}`, { method: 'POST', headers: loginHeaders, body: loginBody });
  if (login.status !== 200) throw new Error(`login answered ${login.status}: ${login.body}`);
  const session = JSON.parse(login.body) as { token: string; data: { id: string } };
  const cookie = (login.headers['set-cookie'] ?? '').split(';')[0] ?? '';
  if (session.data.id !== seeded.member.id || !cookie.startsWith('club_session=')) throw new Error('login gave no session');

  const membersPath = `${VERIFIED_MEMBERS_PATH}?userId=${encodeURIComponent(session.data.id)}`;
  const membersHeaders = { cookie, accept: 'application/json' };
  const members = await call(`${apiUrl}${membersPath}`, { headers: membersHeaders });
  if (members.status !== 200) throw new Error(`verifiedMembers answered ${members.status}: ${members.body}`);
  const listed = (JSON.parse(members.body) as { data: { data: unknown[] } }).data.data.length;
  if (listed !== seeded.verified) throw new Error(`verifiedMembers listed ${listed} members, expected ${seeded.verified}`);

  const ceilingPort = await freePort(PORTS.first, PORTS.last);
  const ceilingUrl = `http://127.0.0.1:${ceilingPort}`;
  const capture: CeilingCapture = {
    membersPath: VERIFIED_MEMBERS_PATH,
    members: capturedOf(members),
    login: capturedOf(login),
    password: seeded.member.password,
  };
  const captureFile = path.join(dataDir, 'ceiling-capture.json');
  await fs.writeFile(captureFile, JSON.stringify(capture));
  const ceilingChild = await startChild(`${engine} ceiling server`, 'api-load-ceiling.ts', [captureFile], childEnv({ PORT: String(ceilingPort) }));
  const processes: Processes = {
    api: apiChild.pid ?? -1,
    ceiling: ceilingChild.pid ?? -1,
    postgres: engine === 'postgres' ? await localPostmaster(databaseUrl) : null,
  };
  // The ceiling must answer what the API answered.
  const ceilingMembers = await call(`${ceilingUrl}${membersPath}`, { headers: membersHeaders });
  if (ceilingMembers.body !== members.body) throw new Error('the ceiling does not answer the captured body');

  console.log(
    `\n[${engine}] seeded ${seeded.verified.toLocaleString('en-US')} verified members (+${seeded.hidden} hidden rows) ` +
      `in ${(seedMs / 1000).toFixed(1)} s; directory body ${(Buffer.byteLength(members.body) / 1024).toFixed(0)} KiB, ` +
      `${Object.entries(members.headers).reduce((n, [k, v]) => n + k.length + v.length + 4, 0)} bytes of headers; ` +
      `API ${apiUrl}, ceiling ${ceilingUrl}`,
  );

  const targets: Record<Target['route'], [Target, Target]> = {
    members: [
      { route: 'members', server: 'api', url: `${apiUrl}${membersPath}`, request: { method: 'GET', headers: membersHeaders } },
      { route: 'members', server: 'ceiling', url: `${ceilingUrl}${membersPath}`, request: { method: 'GET', headers: membersHeaders } },
    ],
    login: [
      { route: 'login', server: 'api', url: `${apiUrl}${LOGIN_PATH}`, request: { method: 'POST', headers: loginHeaders, body: loginBody } },
      { route: 'login', server: 'ceiling', url: `${ceilingUrl}${LOGIN_PATH}`, request: { method: 'POST', headers: loginHeaders, body: loginBody } },
    ],
  };

  const runs: Run[] = [];
  for (const route of options.routes) {
    if (options.warmup > 0) {
      for (const target of targets[route]) {
        process.stdout.write(`[${engine}] warm-up ${ROUTE_LABEL[route]} ${target.server} (${options.warmup} s)\n`);
        await cannon(target, options.warmup, options.connections);
      }
    }
    for (let run = 1; run <= options.runs; run += 1) {
      for (const target of targets[route]) {
        const result = await measure(engine, target, options, run, processes);
        runs.push(result);
        printRun(result, runs);
      }
    }
  }
  return runs;
}

// ---------------------------------------------------------------------------------------------
// Output

const ROUTE_LABEL: Record<Target['route'], string> = {
  members: 'GET verifiedMembers',
  login: 'POST /api/auth/login',
};

const mean = (values: number[]) => values.reduce((s, v) => s + v, 0) / Math.max(1, values.length);
const num = (n: number | null, digits = 1) =>
  n === null || Number.isNaN(n)
    ? '-'
    : n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const meanOf = (values: Array<number | null>): number | null =>
  values.some((v) => v === null) ? null : mean(values as number[]);

/** Prints rows of cells, the first `left` columns left-aligned, the others right-aligned. */
function printTable(rows: string[][], left: number): void {
  const widths = rows[0]?.map((_, i) => Math.max(...rows.map((row) => row[i]?.length ?? 0))) ?? [];
  for (const row of rows) {
    console.log(row.map((cell, i) => (i < left ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join('  ').trimEnd());
  }
}

function pairOf(run: Run, all: Run[], server: Run['server']): Run | undefined {
  return all.find((r) => r.engine === run.engine && r.route === run.route && r.run === run.run && r.server === server);
}

const RUN_HEADER = [
  'engine', 'route', 'server', 'run', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx', 'errors', 'server CPU ms/req', 'db ms/req',
  'client ms/req', 'others %', 'ratio',
];

function runRow(run: Run, all: Run[]): string[] {
  const api = pairOf(run, all, 'api');
  const ceiling = pairOf(run, all, 'ceiling');
  // The ratio goes on the ceiling's row, once both runs of the pair are in.
  const ratio = run.server === 'ceiling' && api && ceiling ? num(api.rps / ceiling.rps, 2) : '';
  return [
    run.engine, ROUTE_LABEL[run.route], run.server, String(run.run), num(run.rps), num(run.p50), num(run.p99),
    String(run.non2xx), String(run.errors + run.timeouts), num(run.serverMs, 2),
    run.server === 'api' && run.dbMs !== null ? num(run.dbMs, 2) : '', num(run.clientMs, 2), num(run.othersPct, 0), ratio,
  ];
}

function printRun(run: Run, all: Run[]): void {
  // Each run as it ends, aligned to the header's widths (the summary re-aligns to the data).
  const widths = [8, 20, 7, 3, 9, 7, 7, 7, 6, 17, 9, 13, 8, 5];
  const cells = all.length === 1 ? [RUN_HEADER, runRow(run, all)] : [runRow(run, all)];
  for (const row of cells) {
    console.log(row.map((cell, i) => (i < 3 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join('  ').trimEnd());
  }
}

function printSummary(all: Run[], options: Options): void {
  console.log(
    `\nEvery run (${options.duration} s, ${options.connections} connections). CPU per request from /proc: the server ` +
      'process, PostgreSQL (postmaster and backends, when local), autocannon (client); "others %" is the share of ' +
      "the machine's CPU used by processes outside this benchmark during the run:",
  );
  printTable([RUN_HEADER, ...all.map((run) => runRow(run, all))], 3);

  console.log(`\nSummary: mean of ${options.runs} run(s) [min-max]`);
  const rows: string[][] = [[
    'engine', 'route', 'API req/s', 'ceiling req/s', 'ratio', 'API p50/p99 ms', 'ceiling p50/p99 ms', 'non-2xx',
    'errors', 'CPU ms/req API (+db) / ceiling = CPU ratio',
  ]];
  const range = (values: number[], digits = 1) =>
    `${num(mean(values), digits)} [${num(Math.min(...values), digits)}-${num(Math.max(...values), digits)}]`;
  const verdicts: string[] = [];
  for (const engine of [...new Set(all.map((r) => r.engine))]) {
    for (const route of options.routes) {
      const api = all.filter((r) => r.engine === engine && r.route === route && r.server === 'api');
      const ceiling = all.filter((r) => r.engine === engine && r.route === route && r.server === 'ceiling');
      if (api.length === 0 || ceiling.length === 0) continue;
      const ratios = api.map((r) => r.rps / (pairOf(r, all, 'ceiling')?.rps ?? Number.NaN));
      const ratio = mean(api.map((r) => r.rps)) / mean(ceiling.map((r) => r.rps));
      const both = [...api, ...ceiling];
      const apiCpu = meanOf(api.map((r) => r.serverMs));
      const dbCpu = meanOf(api.map((r) => r.dbMs));
      const ceilingCpu = meanOf(ceiling.map((r) => r.serverMs));
      rows.push([
        engine, ROUTE_LABEL[route], range(api.map((r) => r.rps)), range(ceiling.map((r) => r.rps)),
        `${num(ratio, 2)} [${num(Math.min(...ratios), 2)}-${num(Math.max(...ratios), 2)}]`,
        `${num(mean(api.map((r) => r.p50)))} / ${num(mean(api.map((r) => r.p99)))}`,
        `${num(mean(ceiling.map((r) => r.p50)))} / ${num(mean(ceiling.map((r) => r.p99)))}`,
        String(both.reduce((n, r) => n + r.non2xx, 0)), String(both.reduce((n, r) => n + r.errors + r.timeouts, 0)),
        `${num(apiCpu, 2)}${dbCpu === null ? '' : ` (+${num(dbCpu, 2)})`} / ${num(ceilingCpu, 2)} = ` +
          `${apiCpu === null || ceilingCpu === null ? '-' : num(ceilingCpu / (apiCpu + (dbCpu ?? 0)), 2)}`,
      ]);
      const goal = route === 'members'
        ? `verifiedMembers at ${num(ratio, 2)}x the in-memory ceiling: ${ratio >= 0.5 ? 'meets' : 'BELOW'} the >= 0.5x goal`
        : `login at ${num(ratio, 2)}x a bare argon2id verify (m=19456, t=2, p=1)`;
      verdicts.push(`${engine}: ${goal}`);
    }
  }
  printTable(rows, 2);
  console.log('');
  for (const verdict of verdicts) console.log(verdict);
  const busy = all.filter((r) => r.othersPct !== null && r.othersPct > 10);
  if (busy.length > 0) {
    const worst = Math.max(...busy.map((r) => r.othersPct ?? 0));
    console.log(
      `\nNote: other processes used more than 10% of the machine's CPU during ${busy.length} of ${all.length} runs ` +
        `(up to ${num(worst, 0)}%): requests/s and latencies of those runs are depressed and noisy; the CPU ` +
        'milliseconds per request are the steadier comparison. Run on a quiet machine for absolute figures.',
    );
  }
}

// ---------------------------------------------------------------------------------------------

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  const postgresUrl = postgresAdminUrl();
  let engines: Engine[];
  if (options.engine === 'both') {
    engines = postgresUrl ? ['sqlite', 'postgres'] : ['sqlite'];
  } else {
    engines = [options.engine];
  }
  if (engines.includes('postgres') && !postgresUrl) {
    throw new UsageError('--engine postgres needs TEST_DATABASE_URL (or DATABASE_URL) set to a postgres:// URL');
  }

  const cpus = os.cpus();
  const perEngine = options.routes.length * 2 * (options.warmup + options.runs * options.duration);
  console.log(`API load benchmark: ${options.members.toLocaleString('en-US')} verified members (+1 who signs in), loopback`);
  console.log(
    `  ${options.runs} run(s) x ${options.duration} s x ${options.connections} connections per target, after a ${options.warmup} s warm-up; ` +
      `about ${Math.ceil((perEngine * engines.length) / 60)} min for ${engines.join(' and ')}`,
  );
  if (options.engine === 'both' && !postgresUrl) {
    console.log('  PostgreSQL: SKIPPED (set TEST_DATABASE_URL or DATABASE_URL to a postgres:// URL to run it too)');
  }
  console.log(
    `  Node ${process.version}, ${cpus.length} CPU core(s) (${cpus[0]?.model.trim() ?? 'unknown'}). autocannon runs in this ` +
      'process, each server in its own child process' +
      (engines.includes('postgres') ? ', PostgreSQL on this machine too' : '') +
      (cpus.length <= 2 ? '. With so few cores the load generator and the server compete for CPU: ' +
        'absolute figures are low and noisy, the ratios to the ceiling (measured the same way) are what compare.' : '.'),
  );

  const all: Run[] = [];
  for (const engine of engines) {
    checkInterrupted();
    const cleanupMark = cleanups.length;
    try {
      all.push(...(await benchEngine(engine, options, postgresUrl)));
    } finally {
      // Stop this engine's servers and remove its data before the next engine runs.
      await cleanUp(cleanupMark);
    }
  }
  printSummary(all, options);
}

main()
  .then(() => cleanUp())
  .then(() => process.exit(0))
  .catch(async (error: unknown) => {
    if (interrupted) return;
    console.error(error instanceof UsageError ? `${error.message}\n${USAGE}` : error);
    await cleanUp();
    process.exit(error instanceof UsageError ? 2 : 1);
  });
