/**
 * The render service as docker/compose.yaml runs it (`shell-render`), for the nginx deployment
 * tests: compiled as its image does (docker/render-bundle.mjs) and run by Node on the built shell
 * (shell/dist and shell/dist-server), reaching the CDN at its internal address.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../../scripts/lib/apps';
import { bundleRenderService, renderServiceArgs, renderServiceEnv } from '../../scripts/lib/render-process';
import { NGINX_RUN_DIR } from './nginx';
import { stopLeftover, waitUntil } from './processes';

export interface RunningRenderService {
  stop: () => Promise<void>;
  /** What it printed so far (its log). */
  output: () => string;
}

const pidFileOf = (port: number) => join(NGINX_RUN_DIR, `render-${port}.pid`);
const outdirOf = (port: number) => join(NGINX_RUN_DIR, `render-${port}`);

export async function startRenderService(options: {
  port: number;
  siteConfigFile: string;
  /** The remotes' public base URL (the config's) and where the service fetches them instead. */
  cdnUrl: string;
  cdnInternalUrl: string;
  /** The API instances it asks for each browser's config (none: it renders the file's). */
  apiUrls?: string[];
  /** The secret it shares with the API (RENDER_SECRET): without it, every page is drawn for a visitor. */
  renderSecret?: string;
}): Promise<RunningRenderService> {
  const outdir = outdirOf(options.port);
  const entry = join(outdir, 'render-service.mjs');
  await stopLeftover(pidFileOf(options.port), entry, 'render service', { group: true });
  bundleRenderService(outdir);
  const service = {
    host: '127.0.0.1',
    port: options.port,
    shellDir: join(ROOT, 'shell', 'dist'),
    shellServerDir: join(ROOT, 'shell', 'dist-server'),
    siteConfigFile: options.siteConfigFile,
    cdnUrl: options.cdnUrl,
    cdnInternalUrl: options.cdnInternalUrl,
    apiUrls: options.apiUrls ?? [],
    renderSecret: options.renderSecret ?? '',
  };
  let output = '';
  // As `npm start` runs it: its own environment, its own files to read.
  const child = spawn(process.execPath, renderServiceArgs(entry, service), {
    cwd: outdir,
    env: renderServiceEnv(service),
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
    if (exited !== undefined || !child.pid) return;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      return;
    }
    const timer = setTimeout(() => { try { process.kill(-child.pid!, 'SIGKILL'); } catch { /* gone */ } }, 5000);
    await exit;
    clearTimeout(timer);
  };
  try {
    await waitUntil(async () => {
      if (exited !== undefined) throw new Error(`the render service exited (${exited}) on start:\n${output}`);
      try {
        return (await fetch(`http://127.0.0.1:${options.port}/.health`)).ok;
      } catch {
        return false;
      }
    }, 30_000, `the render service on port ${options.port}`);
  } catch (error) {
    await stop();
    throw error;
  }
  return { stop, output: () => output };
}
