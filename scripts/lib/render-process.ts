/**
 * The render service (shell/server/render-service.ts) as a process of its own, as every
 * deployment runs it: compiled as its image compiles it (docker/render-bundle.mjs) and run by Node
 * with the least it needs.
 * - Its environment holds only what rendering needs (renderServiceEnv): no database URL, no keys,
 *   no admin password, no data folder. The remotes' server code runs in its worker threads and
 *   sees that environment and nothing else.
 * - Node's permission model lets it read its own files only (its bundle, the shell's web and
 *   server builds, the run-time config) and write none; a remote's server code that reads
 *   anything else is refused.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { ROOT } from './apps';

export interface RenderServiceOptions {
  host: string;
  port: number;
  /** The shell's web build (index.html) and server build (server.cjs). */
  shellDir: string;
  shellServerDir: string;
  /** The run-time config the API also serves as /config.json. */
  siteConfigFile: string;
  /** The remotes' public base URL, and where this machine reaches it. */
  cdnUrl: string;
  cdnInternalUrl: string;
  /** The API instances it asks each browser's config of. */
  apiUrls: string[];
  /** The secret it shares with the API (RENDER_SECRET): without it every page is drawn for a visitor. */
  renderSecret: string;
  /** Threads per config (RENDER_THREADS); unset: one per core. */
  threads?: number;
  /** Each thread's heap limit in MB (RENDER_THREAD_MEMORY_MB); unset: the service's default. */
  threadMemoryMb?: number;
}

/** Everything the render service's process is given: what rendering needs, nothing of the API's. */
export function renderServiceEnv(options: RenderServiceOptions): NodeJS.ProcessEnv {
  return {
    NODE_ENV: 'production',
    HOST: options.host,
    PORT: String(options.port),
    SHELL_DIR: options.shellDir,
    SHELL_SERVER_DIR: options.shellServerDir,
    SITE_CONFIG_FILE: options.siteConfigFile,
    CDN_URL: options.cdnUrl,
    CDN_INTERNAL_URL: options.cdnInternalUrl,
    API_URLS: options.apiUrls.join(' '),
    RENDER_SECRET: options.renderSecret,
    ...(options.threads ? { RENDER_THREADS: String(options.threads) } : {}),
    ...(options.threadMemoryMb ? { RENDER_THREAD_MEMORY_MB: String(options.threadMemoryMb) } : {}),
  };
}

/**
 * Node's arguments for the service compiled at `entry`: it may read its own folder, the shell's
 * builds and the run-time config only, and write nothing.
 */
export function renderServiceArgs(entry: string, options: RenderServiceOptions): string[] {
  const readable = [dirname(entry), options.shellDir, options.shellServerDir, options.siteConfigFile];
  return [
    '--experimental-permission',
    // Rendering runs in worker threads, which keep the process's permissions.
    '--allow-worker',
    ...readable.map((path) => `--allow-fs-read=${path}`),
    '--disable-warning=ExperimentalWarning',
    // Said once per thread: the threads keep the process's permissions, which is the point here.
    '--disable-warning=SecurityWarning',
    '--enable-source-maps',
    entry,
  ];
}

/** Compiles the service into `outdir` as its image does; answers its entry. */
export function bundleRenderService(outdir: string): string {
  const built = spawnSync(process.execPath, [join(ROOT, 'docker', 'render-bundle.mjs'), outdir], { cwd: ROOT, encoding: 'utf8' });
  if (built.status !== 0) throw new Error(`docker/render-bundle.mjs failed (${built.status}):\n${built.stdout}${built.stderr}`);
  return join(outdir, 'render-service.mjs');
}

/** A port free on `host` now, for a service of this machine only. */
export async function freePort(host: string): Promise<number> {
  const server = createServer();
  server.listen(0, host);
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

export interface RenderProcess {
  /** The running process (a new one after a restart). */
  child: () => ChildProcess;
  stop: () => Promise<void>;
}

/**
 * Starts the service compiled at `entry` with `options`; its output goes to this process's. When
 * it exits on its own, it is started again a second later (pages meanwhile go out unrendered).
 */
export function startRenderProcess(entry: string, options: RenderServiceOptions): RenderProcess {
  let stopping = false;
  let current: ChildProcess;
  const start = () => {
    current = spawn(process.execPath, renderServiceArgs(entry, options), {
      cwd: dirname(entry),
      env: renderServiceEnv(options),
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    current.once('exit', (code, signal) => {
      if (stopping) return;
      console.error(`[render] the render service exited (${signal ?? code}): starting it again`);
      setTimeout(() => { if (!stopping) start(); }, 1000).unref();
    });
  };
  start();
  return {
    child: () => current,
    stop: async () => {
      stopping = true;
      if (current.exitCode !== null || current.signalCode !== null) return;
      const exited = once(current, 'exit');
      current.kill('SIGTERM');
      const timer = setTimeout(() => current.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    },
  };
}
