/**
 * API load on loopback (docs/performance.md, section 6):
 * `GET /api/admin/membership/verifiedMembers` with 1,000 verified members and
 * `POST /api/auth/login`, for one API instance, one with in-memory counters, one and two behind
 * the shell's nginx, each against its ceiling on a bare Fastify 5, side by side in one run.
 *
 *   npx tsx bench/api-load.ts [--engine sqlite|postgres|both] [--duration 10] [--connections 10]
 *                             [--runs 3] [--warmup 3] [--members 1000] [--route members|login|both]
 *                             [--servers api,api-memory,nginx-1,nginx-2] [--profile <dir>]
 *
 * By itself, per engine (SQLite always; PostgreSQL when TEST_DATABASE_URL or DATABASE_URL is a
 * postgres:// URL: a fresh database is created through it and dropped afterwards):
 *
 * 1. a fresh DATA_DIR (SQLite) or database (PostgreSQL), migrated, with the admin, `--members`
 *    verified members with varied fields and one member to sign in with (bench/api-load-seed.ts);
 * 2. the real API in child processes, built as `npm start` builds it (bench/api-load-server.ts),
 *    on 127.0.0.1, ports 4700-4799, with TRUST_PROXY as behind a proxy; LOGIN_RATE_LIMIT (README,
 *    "Configuration") is raised for these servers only, so that the login runs measure logins
 *    rather than 429s. Each server's log (a JSON line per request, as the product writes) goes to
 *    a file in its DATA_DIR, out of the table. The servers (`--servers`, all by default):
 *    - `api`: one instance, asked directly;
 *    - `api-memory`: one instance whose rate-limit and lock counters live in its memory
 *      (BENCH_COUNTERS=memory, bench/support/memory-window-counters.ts) instead of the database
 *      every instance shares: what sharing them costs (on SQLite, over a copy of the database);
 *    - `nginx-1`, `nginx-2` (PostgreSQL only: instances share its database): Debian's nginx with
 *      the repo's shell config (docker/nginx/, rendered as e2e/support/nginx.ts does) in front of
 *      `api`'s instance, then of it and a second instance over the same database;
 * 3. a real `POST /api/auth/login` through each server, whose session cookie signs its directory
 *    calls in, and one directory call each (all must list the same members); `api`'s login and
 *    directory answers are what the ceiling replays;
 * 4. the ceiling in another child process (bench/api-load-ceiling.ts): that same body from memory,
 *    and a login that is just one argon2id verify with the API's parameters;
 * 5. autocannon, in this process: per target a warm-up run (not counted), then `--runs` rounds
 *    of `--duration` seconds with `--connections` connections, the targets taking turns (the
 *    ceiling first in each round).
 *
 * Prints every run (requests/s mean, latency p50/p99, non-2xx, errors, the ratio to the ceiling
 * run of its round, CPU milliseconds per request of the server's processes (for nginx: nginx
 * and the instances behind it), of PostgreSQL and of autocannon, and how busy the machine was
 * with other work), a summary per engine, route and server (mean of the runs, min-max), and the
 * servers side by side. The goal for the directory: >= 0.5x the ceiling. On a machine with few
 * cores the load generator and the servers share the CPU (this is said in the output): the CPU
 * milliseconds per request are then the steadier comparison, and a second instance cannot add
 * throughput the cores do not have. `--profile <dir>` writes V8 CPU profiles of the `api`
 * server (node --cpu-prof) under <dir>, for Chrome DevTools. Everything it starts or creates
 * (child processes, nginx, temp folders, databases) is removed at the end, on an error and on
 * Ctrl-C. Exit code 0 once the tables are printed (whatever the ratios), 1 on a failure, 2 on
 * bad options.
 */
import autocannon from 'autocannon';
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { openSync, closeSync } from 'node:fs';
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
import { assertNginxInstalled, startNginx } from '../e2e/support/nginx';
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
type Route = 'members' | 'login';
/** What is measured against the ceiling (see the header). */
type Server = 'api' | 'api-memory' | 'nginx-1' | 'nginx-2';
const SERVERS: Server[] = ['api', 'api-memory', 'nginx-1', 'nginx-2'];
/** Several instances share one PostgreSQL database: these servers run on PostgreSQL only. */
const POSTGRES_ONLY = new Set<Server>(['nginx-1', 'nginx-2']);

interface Options {
  engine: Engine | 'both';
  duration: number;
  connections: number;
  runs: number;
  warmup: number;
  members: number;
  routes: Route[];
  servers: Server[];
  /** Where the API server writes a V8 CPU profile (`--cpu-prof`) when it stops; off when null. */
  profileDir: string | null;
}

const USAGE =
  'usage: npx tsx bench/api-load.ts [--engine sqlite|postgres|both] [--duration 10] [--connections 10] ' +
  '[--runs 3] [--warmup 3] [--members 1000] [--route members|login|both] ' +
  '[--servers api,api-memory,nginx-1,nginx-2] [--profile <dir>]';

function parseOptions(argv: string[]): Options {
  const options: Options = {
    engine: 'both', duration: 10, connections: 10, runs: 3, warmup: 3, members: 1000, routes: ['members', 'login'],
    servers: [...SERVERS], profileDir: null,
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
      case '--servers': {
        const names = (value() ?? '').split(',').map((name) => name.trim()).filter(Boolean);
        const unknown = names.filter((name) => !SERVERS.includes(name as Server));
        if (names.length === 0 || unknown.length > 0) throw new UsageError(`--servers takes a comma-separated list of ${SERVERS.join(', ')}`);
        options.servers = SERVERS.filter((server) => names.includes(server));
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

/**
 * Forks a TypeScript child (through tsx) and waits for its `{ type: 'ready' }`. Its standard
 * output goes to `logFile` when given (a server's request log), else here.
 */
async function startChild(
  label: string,
  script: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  { nodeArgs = [], logFile }: { nodeArgs?: string[]; logFile?: string } = {},
): Promise<ChildProcess> {
  checkInterrupted();
  const log = logFile === undefined ? 'inherit' : openSync(logFile, 'a');
  const child = fork(path.join(BENCH_DIR, script), args, {
    cwd: ROOT,
    env,
    execArgv: [...nodeArgs, '--import', 'tsx'],
    stdio: ['ignore', log, 'inherit', 'ipc'],
  });
  // The child holds the file now.
  if (typeof log === 'number') closeSync(log);
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

/** What a run measures: a server, or the ceiling. */
type Measured = Server | 'ceiling';

interface Target {
  route: Route;
  server: Measured;
  url: string;
  request: Pick<autocannon.Options, 'method' | 'headers' | 'body'>;
}

/** A process whose CPU a run accounts for: alone (a Node server), or with its children (nginx and its workers). */
interface Proc {
  pid: number;
  tree: boolean;
}

/** The processes whose CPU a run accounts for (Linux /proc; null elsewhere). */
interface Processes {
  /** Each measured server's processes (for nginx: nginx and the API instances behind it). */
  servers: Partial<Record<Measured, Proc[]>>;
  /** The PostgreSQL postmaster, when it runs on this machine (its backends are its children). */
  postgres: number | null;
}

interface Run {
  engine: Engine;
  route: Route;
  server: Measured;
  run: number;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  /** CPU milliseconds per request of the server's processes (all their threads). */
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
  /** CPU milliseconds of each process of `Processes.servers` (with its children when `tree`). */
  procs: Map<number, number | null>;
  postgres: number | null;
  machine: number | null;
}

/** Every process of the benchmark's servers, once each. */
const allProcs = (processes: Processes): Proc[] => {
  const byPid = new Map<number, Proc>();
  for (const procs of Object.values(processes.servers)) for (const proc of procs) byPid.set(proc.pid, proc);
  return [...byPid.values()];
};

function sampleCpu(processes: Processes): CpuSample {
  const self = process.cpuUsage();
  return {
    at: performance.now(),
    self: (self.user + self.system) / 1000,
    procs: new Map(allProcs(processes).map(({ pid, tree }) => [pid, tree ? processTreeCpuMs(pid) : processCpuMs(pid)])),
    postgres: processes.postgres === null ? null : processTreeCpuMs(processes.postgres),
    machine: machineBusyMs(),
  };
}

const delta = (after: number | null, before: number | null): number | null =>
  after === null || before === null ? null : after - before;

/** CPU milliseconds `procs` used between two samples; null when one could not be read. */
function cpuBetween(before: CpuSample, after: CpuSample, procs: Proc[]): number | null {
  let sum = 0;
  for (const { pid } of procs) {
    const used = delta(after.procs.get(pid) ?? null, before.procs.get(pid) ?? null);
    if (used === null) return null;
    sum += used;
  }
  return sum;
}

async function measure(engine: Engine, target: Target, options: Options, run: number, processes: Processes): Promise<Run> {
  const before = sampleCpu(processes);
  const result = await cannon(target, options.duration, options.connections);
  const after = sampleCpu(processes);
  const requests = Math.max(1, result.requests.total);
  const server = cpuBetween(before, after, processes.servers[target.server] ?? []);
  const db = delta(after.postgres, before.postgres);
  const ours = [after.self - before.self, cpuBetween(before, after, allProcs(processes)), db]
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

/** What the summary says after the tables (e.g. nginx's warnings). */
const notes: string[] = [];

/** A measured server: where it answers, its processes, and the session it signed in with there. */
interface Entry {
  server: Server;
  url: string;
  procs: Proc[];
  cookie: string;
}

/** A folder removed at the clean-up. */
async function tempDir(prefix: string): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), prefix));
  cleanups.push({ label: `removing ${dir}`, run: () => fs.rm(dir, { recursive: true, force: true }) });
  return dir;
}

async function benchEngine(engine: Engine, options: Options, postgresUrl: string | null): Promise<Run[]> {
  const servers = options.servers.filter((server) => engine === 'postgres' || !POSTGRES_ONLY.has(server));
  const skipped = options.servers.filter((server) => !servers.includes(server));
  if (skipped.length > 0) console.log(`\n[${engine}] ${skipped.join(', ')}: PostgreSQL only (several instances share its database), skipped`);
  if (servers.some((server) => POSTGRES_ONLY.has(server))) assertNginxInstalled();

  const dataDir = await tempDir('club-bench-api-');
  let databaseUrl = '';
  checkInterrupted();
  if (engine === 'postgres') {
    if (!postgresUrl) throw new Error('PostgreSQL needs TEST_DATABASE_URL or DATABASE_URL');
    const database = await createPostgresDatabase(postgresUrl);
    cleanups.push({ label: `dropping database ${database.name}`, run: () => dropPostgresDatabase(postgresUrl, database.name) });
    databaseUrl = database.url;
  }

  const apiPort = await freePort(PORTS.first, PORTS.last);
  // Every instance serves one site: the Origin the bench sends is allowed by all of them.
  const siteOrigin = `http://127.0.0.1:${apiPort}`;
  const adminPassword = randomBytes(12).toString('base64url');
  const apiEnv = {
    PORT: String(apiPort),
    HOST: '127.0.0.1',
    SITE_URL: siteOrigin,
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    SEED_DEMO: '0',
    ADMIN_EMAIL: 'bench-admin@club.example',
    ADMIN_PASSWORD: adminPassword,
    ADMIN_MFA: 'off',
    MAIL_TRANSPORT: 'outbox',
    // As behind the shell's nginx; asked directly, the client is the connection's address.
    TRUST_PROXY: '1',
    // The bench signs in thousands of times from one address; the default (20 per 15 minutes)
    // is the production limit and stays so everywhere else.
    LOGIN_RATE_LIMIT: '100000000',
  };

  // Seed before the servers start (they then find the schema and the admin in place).
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

  /** An API server over this engine's database (SQLite: the file in `dir`), logging to `dir`/server.log. */
  const startApi = async (label: string, port: number, dir: string, extra: Record<string, string> = {}, nodeArgs: string[] = []) => {
    const env = childEnv({ ...apiEnv, PORT: String(port), DATA_DIR: dir, ...extra });
    const child = await startChild(`${engine} ${label}`, 'api-load-server.ts', [], env, { nodeArgs, logFile: path.join(dir, 'server.log') });
    return { url: `http://127.0.0.1:${port}`, port, proc: { pid: child.pid ?? -1, tree: false } };
  };
  // In-memory counters need a database of their own on SQLite (one process owns a file): a copy.
  let memoryDir: string | null = null;
  if (servers.includes('api-memory')) {
    memoryDir = await tempDir('club-bench-api-memory-');
    if (engine === 'sqlite') await fs.cp(dataDir, memoryDir, { recursive: true });
  }

  const profile = options.profileDir ? ['--cpu-prof', `--cpu-prof-dir=${path.join(options.profileDir, `api-${engine}`)}`] : [];
  const first = await startApi('API server', apiPort, dataDir, {}, profile);
  const memory = memoryDir === null
    ? null
    : await startApi('API server (in-memory counters)', await freePort(PORTS.first, PORTS.last), memoryDir, { BENCH_COUNTERS: 'memory' });
  const second = servers.includes('nginx-2')
    ? await startApi('API server 2', await freePort(PORTS.first, PORTS.last), await tempDir('club-bench-api-2-'))
    : null;

  /** Debian's nginx with the repo's shell config, in front of `upstreams`. */
  const startShellNginx = async (server: Server, upstreams: Array<{ port: number; proc: Proc }>) => {
    checkInterrupted();
    const port = await freePort(PORTS.first, PORTS.last);
    const nginx = await startNginx({
      name: `bench-${server}`,
      server: 'shell',
      port,
      vars: {
        SHELL_ROOT: dataDir,
        SITE_CONFIG_FILE: path.join(dataDir, 'site-config.json'),
        API_UPSTREAMS: upstreams.map((upstream) => `127.0.0.1:${upstream.port}`).join(' '),
        CDN_ORIGIN: siteOrigin,
        EMBED_ORIGINS: config.embedOrigins.join(' '),
      },
    });
    cleanups.push({
      label: `stopping nginx ${server} (port ${port})`,
      run: async () => {
        const warnings = nginx.errors().split('\n').filter((line) => /\[(warn|error|crit)\]/.test(line));
        if (warnings.length > 0) notes.push(`[${engine}] nginx ${server} said (${warnings.length} lines), e.g.: ${warnings[0]}`);
        await nginx.stop();
      },
    });
    return { url: `http://127.0.0.1:${port}`, procs: [{ pid: nginx.pid, tree: true }, ...upstreams.map((upstream) => upstream.proc)] };
  };

  // A real sign-in through each server; its cookie signs that server's directory calls in.
  const loginBody = JSON.stringify({ email: seeded.member.email, password: seeded.member.password });
  const loginHeaders = { 'content-type': 'application/json', origin: siteOrigin, accept: 'application/json' };
  const membersPath = `${VERIFIED_MEMBERS_PATH}?userId=${encodeURIComponent(seeded.member.id)}`;
  const signIn = async (url: string) => {
    const login = await call(`${url}${LOGIN_PATH}`, { method: 'POST', headers: loginHeaders, body: loginBody });
    if (login.status !== 200) throw new Error(`login at ${url} answered ${login.status}: ${login.body}`);
    const session = JSON.parse(login.body) as { token: string; data: { id: string } };
    const cookie = (login.headers['set-cookie'] ?? '').split(';')[0] ?? '';
    if (session.data.id !== seeded.member.id || !cookie.startsWith('club_session=')) throw new Error(`login at ${url} gave no session`);
    const members = await call(`${url}${membersPath}`, { headers: { cookie, accept: 'application/json' } });
    if (members.status !== 200) throw new Error(`verifiedMembers at ${url} answered ${members.status}: ${members.body}`);
    const listed = (JSON.parse(members.body) as { data: { data: unknown[] } }).data.data.length;
    if (listed !== seeded.verified) throw new Error(`verifiedMembers at ${url} listed ${listed} members, expected ${seeded.verified}`);
    return { login, members, cookie };
  };

  const captured = await signIn(first.url);
  const entries: Entry[] = [];
  for (const server of servers) {
    let at: { url: string; procs: Proc[] };
    if (server === 'api') at = { url: first.url, procs: [first.proc] };
    else if (server === 'api-memory' && memory) at = { url: memory.url, procs: [memory.proc] };
    else if (server === 'nginx-1') at = await startShellNginx(server, [first]);
    else if (server === 'nginx-2' && second) at = await startShellNginx(server, [first, second]);
    else throw new Error(`no ${server} server`);
    const cookie = server === 'api' ? captured.cookie : (await signIn(at.url)).cookie;
    entries.push({ server, ...at, cookie });
  }

  const ceilingPort = await freePort(PORTS.first, PORTS.last);
  const ceilingUrl = `http://127.0.0.1:${ceilingPort}`;
  const capture: CeilingCapture = {
    membersPath: VERIFIED_MEMBERS_PATH,
    members: capturedOf(captured.members),
    login: capturedOf(captured.login),
    password: seeded.member.password,
  };
  const captureFile = path.join(dataDir, 'ceiling-capture.json');
  await fs.writeFile(captureFile, JSON.stringify(capture));
  const ceilingChild = await startChild(`${engine} ceiling server`, 'api-load-ceiling.ts', [captureFile], childEnv({ PORT: String(ceilingPort) }));
  const processes: Processes = {
    servers: {
      ceiling: [{ pid: ceilingChild.pid ?? -1, tree: false }],
      ...Object.fromEntries(entries.map((entry) => [entry.server, entry.procs])),
    },
    postgres: engine === 'postgres' ? await localPostmaster(databaseUrl) : null,
  };
  // The ceiling must answer what the API answered.
  const ceilingMembers = await call(`${ceilingUrl}${membersPath}`, { headers: { cookie: captured.cookie, accept: 'application/json' } });
  if (ceilingMembers.body !== captured.members.body) throw new Error('the ceiling does not answer the captured body');

  console.log(
    `\n[${engine}] seeded ${seeded.verified.toLocaleString('en-US')} verified members (+${seeded.hidden} hidden rows) ` +
      `in ${(seedMs / 1000).toFixed(1)} s; directory body ${(Buffer.byteLength(captured.members.body) / 1024).toFixed(0)} KiB, ` +
      `${Object.entries(captured.members.headers).reduce((n, [k, v]) => n + k.length + v.length + 4, 0)} bytes of headers; ` +
      `ceiling ${ceilingUrl}; ${entries.map((entry) => `${entry.server} ${entry.url}`).join(', ')}`,
  );

  const targetsOf = (route: Route): Target[] => [
    { server: 'ceiling' as const, url: ceilingUrl, cookie: captured.cookie },
    ...entries,
  ].map(({ server, url, cookie }) => route === 'members'
    ? { route, server, url: `${url}${membersPath}`, request: { method: 'GET', headers: { cookie, accept: 'application/json' } } }
    : { route, server, url: `${url}${LOGIN_PATH}`, request: { method: 'POST', headers: loginHeaders, body: loginBody } });

  const runs: Run[] = [];
  for (const route of options.routes) {
    const targets = targetsOf(route);
    if (options.warmup > 0) {
      for (const target of targets) {
        process.stdout.write(`[${engine}] warm-up ${ROUTE_LABEL[route]} ${target.server} (${options.warmup} s)\n`);
        await cannon(target, options.warmup, options.connections);
      }
    }
    for (let run = 1; run <= options.runs; run += 1) {
      for (const target of targets) {
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

const ROUTE_LABEL: Record<Route, string> = {
  members: 'GET verifiedMembers',
  login: 'POST /api/auth/login',
};

const SERVER_LABEL: Record<Measured, string> = {
  ceiling: 'ceiling',
  api: '1 instance',
  'api-memory': '1 instance, in-memory counters',
  'nginx-1': 'nginx -> 1 instance',
  'nginx-2': 'nginx -> 2 instances',
};

const mean = (values: number[]) => values.reduce((s, v) => s + v, 0) / Math.max(1, values.length);
const num = (n: number | null, digits = 1) =>
  n === null || Number.isNaN(n)
    ? '-'
    : n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const meanOf = (values: Array<number | null>): number | null =>
  values.some((v) => v === null) ? null : mean(values as number[]);
const pct = (ratio: number) => `${ratio >= 1 ? '+' : ''}${num((ratio - 1) * 100, 0)}%`;

/** Prints rows of cells, the first `left` columns left-aligned, the others right-aligned. */
function printTable(rows: string[][], left: number): void {
  const widths = rows[0]?.map((_, i) => Math.max(...rows.map((row) => row[i]?.length ?? 0))) ?? [];
  for (const row of rows) {
    console.log(row.map((cell, i) => (i < left ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join('  ').trimEnd());
  }
}

/** The ceiling's run of the same round. */
const ceilingOf = (run: Run, all: Run[]): Run | undefined =>
  all.find((r) => r.engine === run.engine && r.route === run.route && r.run === run.run && r.server === 'ceiling');

const RUN_HEADER = [
  'engine', 'route', 'server', 'run', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx', 'errors', 'server CPU ms/req', 'db ms/req',
  'client ms/req', 'others %', 'ratio',
];

function runRow(run: Run, all: Run[]): string[] {
  const ceiling = ceilingOf(run, all);
  const ratio = run.server !== 'ceiling' && ceiling ? num(run.rps / ceiling.rps, 2) : '';
  return [
    run.engine, ROUTE_LABEL[run.route], run.server, String(run.run), num(run.rps), num(run.p50), num(run.p99),
    String(run.non2xx), String(run.errors + run.timeouts), num(run.serverMs, 2),
    run.server !== 'ceiling' && run.dbMs !== null ? num(run.dbMs, 2) : '', num(run.clientMs, 2), num(run.othersPct, 0), ratio,
  ];
}

function printRun(run: Run, all: Run[]): void {
  // Each run as it ends, aligned to the header's widths (the summary re-aligns to the data).
  const widths = [8, 20, 10, 3, 9, 7, 7, 7, 6, 17, 9, 13, 8, 5];
  const cells = all.length === 1 ? [RUN_HEADER, runRow(run, all)] : [runRow(run, all)];
  for (const row of cells) {
    console.log(row.map((cell, i) => (i < 3 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join('  ').trimEnd());
  }
}

interface Summary {
  rps: number;
  p50: number;
  p99: number;
  /** Server CPU ms per request, PostgreSQL's added. */
  cpu: number | null;
}

function printSummary(all: Run[], options: Options): void {
  console.log(
    `\nEvery run (${options.duration} s, ${options.connections} connections). CPU per request from /proc: the server's ` +
      'processes (for nginx: nginx and the instances behind it), PostgreSQL (postmaster and backends, when local), ' +
      'autocannon (client); "others %" is the share of the machine\'s CPU used by processes outside this benchmark ' +
      'during the run; ratio: to the ceiling run of the same round:',
  );
  printTable([RUN_HEADER, ...all.map((run) => runRow(run, all))], 3);

  console.log(`\nSummary: mean of ${options.runs} run(s) [min-max]`);
  const rows: string[][] = [[
    'engine', 'route', 'server', 'req/s', 'ratio to ceiling', 'p50/p99 ms', 'non-2xx', 'errors', 'CPU ms/req (+db)',
  ]];
  const range = (values: number[], digits = 1) =>
    `${num(mean(values), digits)} [${num(Math.min(...values), digits)}-${num(Math.max(...values), digits)}]`;
  const verdicts: string[] = [];
  const summaries = new Map<string, Summary>();
  const keyOf = (engine: Engine, route: Route, server: Measured) => `${engine} ${route} ${server}`;
  const engines = [...new Set(all.map((r) => r.engine))];
  for (const engine of engines) {
    for (const route of options.routes) {
      const ceiling = all.filter((r) => r.engine === engine && r.route === route && r.server === 'ceiling');
      for (const server of ['ceiling', ...SERVERS] as Measured[]) {
        const runs = all.filter((r) => r.engine === engine && r.route === route && r.server === server);
        if (runs.length === 0) continue;
        const cpu = meanOf(runs.map((r) => r.serverMs));
        const db = server === 'ceiling' ? null : meanOf(runs.map((r) => r.dbMs));
        const ratios = runs.map((r) => r.rps / (ceilingOf(r, all)?.rps ?? Number.NaN));
        const ratio = mean(runs.map((r) => r.rps)) / mean(ceiling.map((r) => r.rps));
        summaries.set(keyOf(engine, route, server), {
          rps: mean(runs.map((r) => r.rps)), p50: mean(runs.map((r) => r.p50)), p99: mean(runs.map((r) => r.p99)),
          cpu: cpu === null ? null : cpu + (db ?? 0),
        });
        rows.push([
          engine, ROUTE_LABEL[route], SERVER_LABEL[server], range(runs.map((r) => r.rps)),
          server === 'ceiling' ? '' : `${num(ratio, 2)} [${num(Math.min(...ratios), 2)}-${num(Math.max(...ratios), 2)}]`,
          `${num(mean(runs.map((r) => r.p50)))} / ${num(mean(runs.map((r) => r.p99)))}`,
          String(runs.reduce((n, r) => n + r.non2xx, 0)), String(runs.reduce((n, r) => n + r.errors + r.timeouts, 0)),
          `${num(cpu, 2)}${db === null ? '' : ` (+${num(db, 2)})`}`,
        ]);
        if (server === 'api') {
          verdicts.push(`${engine}: ${route === 'members'
            ? `verifiedMembers at ${num(ratio, 2)}x the in-memory ceiling: ${ratio >= 0.5 ? 'meets' : 'BELOW'} the >= 0.5x goal`
            : `login at ${num(ratio, 2)}x a bare argon2id verify (m=19456, t=2, p=1)`}`);
        }
      }
    }
  }
  printTable(rows, 3);

  // The servers side by side: requests/s and p99 per route, one column per server.
  for (const engine of engines) {
    const columns = (['ceiling', ...SERVERS] as Measured[]).filter((server) =>
      options.routes.some((route) => summaries.has(keyOf(engine, route, server))));
    console.log(`\nSide by side (${engine}): requests/s, p99 ms, CPU ms per request (+db), mean of ${options.runs} run(s)`);
    printTable([
      ['route', ...columns.map((server) => SERVER_LABEL[server])],
      ...options.routes.map((route) => [
        ROUTE_LABEL[route],
        ...columns.map((server) => {
          const s = summaries.get(keyOf(engine, route, server));
          return s ? `${num(s.rps, 0)} req/s, p99 ${num(s.p99, 0)} ms, ${num(s.cpu, 2)} ms` : '-';
        }),
      ]),
    ], 1);
    for (const route of options.routes) {
      const of = (server: Measured) => summaries.get(keyOf(engine, route, server));
      const [api, memory, one, two] = [of('api'), of('api-memory'), of('nginx-1'), of('nginx-2')];
      if (api && memory) {
        // The directory takes no counter: there the pair shows how far two runs of one server differ.
        const what = route === 'login' ? 'shared counters against in-memory ones' : 'no counter on this route, so the run-to-run noise';
        verdicts.push(`${engine}: ${ROUTE_LABEL[route]}, ${what}: ${num(api.rps, 0)} against ` +
          `${num(memory.rps, 0)} req/s (${pct(api.rps / memory.rps)}), p99 ${num(api.p99, 0)} against ${num(memory.p99, 0)} ms, ` +
          `CPU ${num(api.cpu, 2)} against ${num(memory.cpu, 2)} ms/req`);
      }
      if (api && one) {
        verdicts.push(`${engine}: ${ROUTE_LABEL[route]}, nginx in front of one instance: ${pct(one.rps / api.rps)} req/s, ` +
          `p99 ${num(one.p99, 0)} against ${num(api.p99, 0)} ms`);
      }
      if (two && (one ?? api)) {
        const base = one ?? api!;
        verdicts.push(`${engine}: ${ROUTE_LABEL[route]}, two instances behind nginx: ${num(two.rps / base.rps, 2)}x ` +
          `${one ? 'one behind nginx' : 'one instance'} (${num(two.rps, 0)} against ${num(base.rps, 0)} req/s), ` +
          `p99 ${num(two.p99, 0)} against ${num(base.p99, 0)} ms`);
      }
    }
  }
  console.log('');
  for (const verdict of verdicts) console.log(verdict);
  for (const note of notes) console.log(`\n${note}`);
  const busy = all.filter((r) => r.othersPct !== null && r.othersPct > 10);
  if (busy.length > 0) {
    const worst = Math.max(...busy.map((r) => r.othersPct ?? 0));
    console.log(
      `\nNote: other processes used more than 10% of the machine's CPU during ${busy.length} of ${all.length} runs ` +
        `(up to ${num(worst, 0)}%): requests/s and latencies of those runs are depressed and noisy; the CPU ` +
        'milliseconds per request are the steadier comparison. Run on a quiet machine for absolute figures.',
    );
  }
  console.log(`\nLoad average at the end (1, 5, 15 min): ${os.loadavg().map((n) => num(n, 2)).join(', ')}`);
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
  const targetsOn = (engine: Engine) => 1 + options.servers.filter((server) => engine === 'postgres' || !POSTGRES_ONLY.has(server)).length;
  const seconds = engines.reduce((sum, engine) =>
    sum + options.routes.length * targetsOn(engine) * (options.warmup + options.runs * options.duration), 0);
  console.log(`API load benchmark: ${options.members.toLocaleString('en-US')} verified members (+1 who signs in), loopback`);
  console.log(
    `  ${options.runs} run(s) x ${options.duration} s x ${options.connections} connections per target, after a ${options.warmup} s warm-up; ` +
      `servers: ${options.servers.join(', ')} and the ceiling; about ${Math.ceil(seconds / 60)} min for ${engines.join(' and ')}`,
  );
  if (options.engine === 'both' && !postgresUrl) {
    console.log('  PostgreSQL: SKIPPED (set TEST_DATABASE_URL or DATABASE_URL to a postgres:// URL to run it too)');
  }
  console.log(
    `  Node ${process.version}, ${cpus.length} CPU core(s) (${cpus[0]?.model.trim() ?? 'unknown'}), load average ` +
      `${os.loadavg().map((n) => num(n, 2)).join(', ')}. autocannon runs in this process, each server in its own child ` +
      'process' + (engines.includes('postgres') ? ', PostgreSQL and nginx on this machine too' : '') +
      (cpus.length <= 2 ? '. With so few cores the load generator and the servers compete for CPU: ' +
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
