/**
 * `npm start` as a child process for a benchmark: its own ports and fresh data and CDN folders,
 * ready once it prints `ready on`, stopped (the whole process group) and cleaned up after.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../../scripts/lib/apps';

export interface BenchProduct {
  url: string;
  stop: () => Promise<void>;
}

export async function startProduct(options: { port: number; cdnPort: number; args?: string[]; env?: NodeJS.ProcessEnv }): Promise<BenchProduct> {
  const dir = mkdtempSync(join(tmpdir(), 'club-bench-'));
  const child = spawn(process.execPath, [join(ROOT, 'node_modules/tsx/dist/cli.mjs'), join(ROOT, 'scripts/start.ts'), ...(options.args ?? [])], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(options.port),
      CDN_PORT: String(options.cdnPort),
      DATA_DIR: join(dir, 'data'),
      CDN_DIR: join(dir, 'cdn'),
      DEMO_PASSWORD: process.env.DEMO_PASSWORD ?? 'demo-pass-123',
      ADMIN_EMAIL: process.env.ADMIN_EMAIL ?? 'admin@bench.test',
      ADMIN_PASSWORD: process.env.ADMIN_PASSWORD ?? 'admin-pass-123',
      ...options.env,
    },
  });
  let output = '';
  const stop = async () => {
    if (child.exitCode === null) {
      try { process.kill(-child.pid!, 'SIGTERM'); } catch { /* gone already */ }
      await new Promise((resolve) => { child.once('exit', resolve); setTimeout(resolve, 5000); });
    }
    rmSync(dir, { recursive: true, force: true });
  };
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (/ready on http/.test(output)) resolve();
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`npm start ${options.args?.join(' ') ?? ''} exited (${code}):\n${output}`)));
  }).catch(async (error: unknown) => { await stop(); throw error; });
  return { url: `http://localhost:${options.port}`, stop };
}
