// The API as a real child process, compiled as its image runs it (docker/api-bundle.mjs: one ES
// module run by Node, no loader between it and the process, so a signal reaches the server
// itself), for the suites that kill it or load it from outside. It listens on a free port
// (PORT=0) and is ready once it prints its address. Every process started here is killed after
// the file's tests. The compiled files are made once per test file (about 0.3 s each, where
// compiling at every start through tsx cost about 2 s of CPU per start).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';

const API_DIR = path.resolve(__dirname, '../../..');
const ROOT = path.resolve(API_DIR, '..');
/** Inside the repo, so the compiled files' imports resolve to node_modules/; one folder per Jest worker. */
const BUNDLE_DIR = path.join(ROOT, '.tmp', `api-spawn-${process.pid}`);
const LISTENING = /api listening on http:\/\/127\.0\.0\.1:(\d+)/;
const START_TIMEOUT_MS = 30_000;

export interface ApiProcess {
  /** e.g. http://127.0.0.1:41234; also the Origin the API accepts. */
  url: string;
  pid: number;
  /** Everything it printed so far (stdout and stderr). */
  output(): string;
  /** SIGKILL: no shutdown hook runs, the database is left as the crash leaves it. */
  kill(): Promise<void>;
  /** SIGTERM, the graceful stop; resolves with the exit code. */
  stop(): Promise<number | null>;
  /** Resolves once the process has ended, by whatever cause. */
  ended(): Promise<void>;
}

export interface SpawnOptions {
  /**
   * Make the process kill itself right after the database ran the `after`-th (default first)
   * statement matching `sql` (a case-insensitive regular expression); see crash-point.ts.
   */
  crashPoint?: { sql: string; after?: number };
  /** Make the first statement matching `sql` wait `ms` before it runs; see slow-statement.ts. */
  slowStatement?: { sql: string; ms: number };
}

const running = new Set<ChildProcess>();

afterAll(() => {
  for (const child of running) child.kill('SIGKILL');
  running.clear();
  rmSync(BUNDLE_DIR, { recursive: true, force: true });
  compiled.clear();
});

const compiled = new Map<string, string>();

/** `entry` (relative to the API's folder) compiled by docker/api-bundle.mjs; the path of the result. */
function compile(entry: string): string {
  const known = compiled.get(entry);
  if (known) return known;
  const outfile = path.join(BUNDLE_DIR, `${path.basename(entry, '.ts')}.mjs`);
  mkdirSync(BUNDLE_DIR, { recursive: true });
  const built = spawnSync(process.execPath, [path.join(ROOT, 'docker', 'api-bundle.mjs'), outfile, path.join('api', entry)], { cwd: ROOT, encoding: 'utf8' });
  if (built.status !== 0) throw new Error(`docker/api-bundle.mjs ${entry} failed (${built.status}):\n${built.stdout}${built.stderr}`);
  compiled.set(entry, outfile);
  return outfile;
}

const exited = (child: ChildProcess): Promise<number | null> =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve(child.exitCode)
    : new Promise((resolve) => child.once('exit', (code) => resolve(code)));

/** Starts the API with `env` over this process's environment; rejects with its output if it fails to start. */
export async function spawnApi(env: Record<string, string>, options: SpawnOptions = {}): Promise<ApiProcess> {
  const { crashPoint, slowStatement } = options;
  const preload = [
    ...(crashPoint ? ['--import', compile('src/test/resilience/crash-point.ts')] : []),
    ...(slowStatement ? ['--import', compile('src/test/resilience/slow-statement.ts')] : []),
  ];
  const crashEnv = crashPoint ? { CRASH_POINT_SQL: crashPoint.sql, CRASH_POINT_AFTER: String(crashPoint.after ?? 1) } : {};
  const slowEnv = slowStatement ? { SLOW_STATEMENT_SQL: slowStatement.sql, SLOW_STATEMENT_MS: String(slowStatement.ms) } : {};
  const child = spawn(process.execPath, [...preload, compile('src/main.ts')], {
    cwd: API_DIR,
    // ADMIN_MFA off: these suites sign the admin in with a password alone.
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', ADMIN_MFA: 'off', ...env, ...crashEnv, ...slowEnv },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));

  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => fail(new Error(`the API did not start in ${START_TIMEOUT_MS} ms`)), START_TIMEOUT_MS);
    const onData = () => {
      const match = LISTENING.exec(output);
      if (match) done(() => resolve(Number(match[1])));
    };
    const onExit = (code: number | null) => fail(new Error(`the API exited (${code}) before listening`));
    function done(settle: () => void) {
      clearTimeout(timer);
      child.stdout?.off('data', onData);
      child.stderr?.off('data', onData);
      child.off('exit', onExit);
      settle();
    }
    function fail(error: Error) {
      child.kill('SIGKILL');
      done(() => reject(new Error(`${error.message}:\n${output}`)));
    }
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', onExit);
  });

  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid ?? 0,
    output: () => output,
    async kill() {
      child.kill('SIGKILL');
      await exited(child);
    },
    async stop() {
      child.kill('SIGTERM');
      return exited(child);
    },
    async ended() {
      await exited(child);
    },
  };
}
