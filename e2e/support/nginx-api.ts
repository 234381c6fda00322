/**
 * The API as docker/compose.yaml runs it, for the nginx deployment tests: the image's build
 * (docker/api-bundle.mjs: one ES module, `shared` bundled in) run by Node, reached only through
 * the shell's nginx, so SITE_URL is nginx's origin (the Origin the API accepts on writes, and the
 * storage URL), TRUST_PROXY is on, CDN_ORIGINS is the CDN's origin; PostgreSQL when
 * TEST_DATABASE_URL is set (as in CI), else SQLite; a fresh database either way.
 *
 * The product the e2e global setup starts (port 4310) cannot stand in for it: it accepts writes
 * only from its own origin, so a login through nginx's origin would be refused as cross-site.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createTestDatabase, dropTestDatabases, engines } from '../../api/src/test/test-database';
import { ROOT } from '../../scripts/lib/apps';
import { NGINX_RUN_DIR } from './nginx';
import { stopLeftover, waitUntil } from './processes';

export interface ApiBehindProxy {
  url: string;
  engine: string;
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

export async function startApiBehindProxy(options: {
  port: number;
  siteUrl: string;
  cdnOrigin: string;
  env?: Record<string, string>;
}): Promise<ApiBehindProxy> {
  const entry = entryOf(options.port);
  // The API a crashed earlier run left behind on this port (its whole process group).
  await stopLeftover(pidFileOf(options.port), entry, 'API', { group: true, timeoutMs: 10_000 });
  bundleApi(entry);
  const engine = API_ENGINE;
  const database = await createTestDatabase(engine);
  const url = `http://127.0.0.1:${options.port}`;
  let output = '';
  const child = spawn(process.execPath, ['--enable-source-maps', entry], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...database.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(options.port),
      SITE_URL: options.siteUrl,
      CDN_ORIGINS: options.cdnOrigin,
      TRUST_PROXY: '1',
      MAIL_TRANSPORT: 'outbox',
      SHELL_DIR: '',
      SITE_CONFIG_FILE: '',
      STORAGE_URL: '',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  mkdirSync(NGINX_RUN_DIR, { recursive: true });
  writeFileSync(pidFileOf(options.port), String(child.pid));
  child.stdout?.on('data', (chunk: Buffer) => { output += chunk.toString(); });
  child.stderr?.on('data', (chunk: Buffer) => { output += chunk.toString(); });
  let exited: number | null | undefined;
  const exit = new Promise<void>((resolveExit) => child.once('exit', (code) => { exited = code; resolveExit(); }));

  const stop = async () => {
    if (exited === undefined && child.pid) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
      const timer = setTimeout(() => { try { process.kill(-child.pid!, 'SIGKILL'); } catch { /* gone */ } }, 10_000);
      await exit;
      clearTimeout(timer);
    }
    await dropTestDatabases();
  };

  try {
    await waitUntil(async () => {
      if (exited !== undefined) throw new Error(`the API exited (${exited}) on start:\n${output}`);
      try {
        return (await fetch(`${url}/api/health`)).ok;
      } catch {
        return false;
      }
    }, 60_000, `the API on port ${options.port}`);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, engine, stop };
}
