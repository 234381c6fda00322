/**
 * The API as docker/compose.yaml runs it, for the nginx deployment tests: the image's build
 * (docker/api-bundle.mjs: one ES module, `shared` bundled in) run by Node, reached only through
 * the shell's nginx, so SITE_URL is nginx's origin (the Origin the API accepts on writes, and the
 * storage URL), TRUST_PROXY is on, CDN_ORIGINS is the CDN's origin; a fresh database.
 *
 * One instance (startApiBehindProxy) runs on PostgreSQL when TEST_DATABASE_URL is set (as in
 * CI), else on SQLite. Several instances (startApisBehindProxy) share one PostgreSQL database,
 * each with its own DATA_DIR, as compose runs them; without TEST_DATABASE_URL they refuse to
 * start, saying so.
 *
 * The product the e2e global setup starts (port 4310) cannot stand in for it: it accepts writes
 * only from its own origin, so a login through nginx's origin would be refused as cross-site.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, dropTestDatabases, engines, type TestDatabase } from '../../api/src/test/test-database';
import { ROOT } from '../../scripts/lib/apps';
import { NGINX_RUN_DIR } from './nginx';
import { stopLeftover, waitUntil } from './processes';

export interface ApiBehindProxy {
  url: string;
  engine: string;
  /** Its database and data folder, as variables (DATABASE_URL or DATABASE_PATH, DATA_DIR): what a release command run against it needs. */
  databaseEnv: Record<string, string>;
  stop: () => Promise<void>;
}

export interface ApiInstance {
  port: number;
  /** The instance itself, bypassing nginx. */
  url: string;
  /** What it printed so far: JSON log lines (one per request received and completed, with `reqId`). */
  output: () => string;
}

export interface ApisBehindProxy {
  instances: ApiInstance[];
  /** Stops every instance, then drops the database and removes their folders. */
  stop: () => Promise<void>;
}

/** The API's pid file, per port (runs on other ports may be under way). */
const pidFileOf = (port: number) => join(NGINX_RUN_DIR, `api-${port}.pid`);
/** Where the API is compiled to: inside the repo, so its imports resolve to node_modules/. */
const entryOf = (port: number) => join(NGINX_RUN_DIR, `api-${port}`, 'main.mjs');

/** The database engine the API runs on here. */
export const API_ENGINE: 'postgres' | 'sqlite' = engines.includes('postgres') ? 'postgres' : 'sqlite';

/** Compiles the API as its image does (docker/api.Dockerfile). */
function bundleApi(entry: string): void {
  const built = spawnSync(process.execPath, [join(ROOT, 'docker', 'api-bundle.mjs'), entry], { cwd: ROOT, encoding: 'utf8' });
  if (built.status !== 0) throw new Error(`docker/api-bundle.mjs failed (${built.status}):\n${built.stdout}${built.stderr}`);
}

interface Options {
  siteUrl: string;
  cdnOrigin: string;
  env?: Record<string, string>;
}

interface StartedInstance extends ApiInstance {
  stop: () => Promise<void>;
}

/** Runs `entry` on `port` with `env` over the compose-like defaults; resolves once /api/health answers 200. */
async function startInstance(entry: string, port: number, options: Options, env: Record<string, string>): Promise<StartedInstance> {
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  const child = spawn(process.execPath, ['--enable-source-maps', entry], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      SITE_URL: options.siteUrl,
      CDN_ORIGINS: options.cdnOrigin,
      TRUST_PROXY: '1',
      MAIL_TRANSPORT: 'outbox',
      SHELL_DIR: '',
      SITE_CONFIG_FILE: '',
      STORAGE_URL: '',
      ...env,
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  mkdirSync(NGINX_RUN_DIR, { recursive: true });
  writeFileSync(pidFileOf(port), String(child.pid));
  child.stdout?.on('data', (chunk: Buffer) => { output += chunk.toString(); });
  child.stderr?.on('data', (chunk: Buffer) => { output += chunk.toString(); });
  let exited: number | null | undefined;
  const exit = new Promise<void>((resolveExit) => child.once('exit', (code) => { exited = code; resolveExit(); }));

  const stop = async () => {
    if (exited !== undefined || !child.pid) return;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
    const timer = setTimeout(() => { try { process.kill(-child.pid!, 'SIGKILL'); } catch { /* gone */ } }, 10_000);
    await exit;
    clearTimeout(timer);
  };

  try {
    await waitUntil(async () => {
      if (exited !== undefined) throw new Error(`the API on port ${port} exited (${exited}) on start:\n${output}`);
      try {
        return (await fetch(`${url}/api/health`)).ok;
      } catch {
        return false;
      }
    }, 60_000, `the API on port ${port}`);
  } catch (error) {
    await stop();
    throw error;
  }
  return { port, url, output: () => output, stop };
}

/**
 * Compiles the API once and starts an instance on each port over `database`, all at once (as
 * compose starts them); the first uses the database's DATA_DIR, the others folders of their own.
 */
async function startInstances(ports: number[], database: TestDatabase, options: Options): Promise<ApisBehindProxy> {
  const entry = entryOf(ports[0]!);
  // The instances a crashed earlier run left behind on these ports (each its whole process group).
  for (const port of ports) await stopLeftover(pidFileOf(port), entry, 'API', { group: true, timeoutMs: 10_000 });
  bundleApi(entry);
  const ownDirs = ports.slice(1).map(() => mkdtempSync(join(tmpdir(), 'club-api-instance-')));
  const dataDirs = [database.dataDir, ...ownDirs];
  const started = await Promise.allSettled(ports.map((port, i) => startInstance(entry, port, options, { ...database.env, DATA_DIR: dataDirs[i]! })));
  const instances = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const stop = async () => {
    await Promise.all(instances.map((instance) => instance.stop()));
    await dropTestDatabases();
    for (const dir of ownDirs) rmSync(dir, { recursive: true, force: true });
  };
  const failed = started.find((result): result is PromiseRejectedResult => result.status === 'rejected');
  if (failed) {
    await stop();
    throw failed.reason;
  }
  return { instances: instances.map(({ port, url, output }) => ({ port, url, output })), stop };
}

/** One API instance on a fresh database: PostgreSQL when TEST_DATABASE_URL is set, else SQLite. */
export async function startApiBehindProxy(options: Options & { port: number }): Promise<ApiBehindProxy> {
  const engine = API_ENGINE;
  const database = await createTestDatabase(engine);
  const { instances, stop } = await startInstances([options.port], database, options);
  return { url: instances[0]!.url, engine, databaseEnv: { ...database.env, DATA_DIR: database.dataDir }, stop };
}

/** An API instance on each port, all over one fresh PostgreSQL database (TEST_DATABASE_URL). */
export async function startApisBehindProxy(options: Options & { ports: number[] }): Promise<ApisBehindProxy> {
  if (API_ENGINE !== 'postgres') {
    throw new Error(
      'several API instances share one PostgreSQL database: set TEST_DATABASE_URL to a postgres:// URL ' +
      'whose user may create databases (.ci/run starts a throwaway PostgreSQL and sets it)',
    );
  }
  return startInstances(options.ports, await createTestDatabase('postgres'), options);
}
