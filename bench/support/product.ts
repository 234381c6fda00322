/**
 * `npm start` as a child process for a benchmark: its own ports and fresh data and CDN folders,
 * ready once it prints `ready on`, stopped (the whole process group) and cleaned up after.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnProduct } from '../../e2e/support/processes';

export interface BenchProduct {
  url: string;
  /** Its process, the leader of the group of every process it starts. */
  pid: number;
  stop: () => Promise<void>;
}

export async function startProduct(options: { port: number; cdnPort: number; args?: string[]; env?: NodeJS.ProcessEnv }): Promise<BenchProduct> {
  const dir = mkdtempSync(join(tmpdir(), 'club-bench-'));
  const child = await spawnProduct({
    PORT: String(options.port),
    CDN_PORT: String(options.cdnPort),
    DATA_DIR: join(dir, 'data'),
    CDN_DIR: join(dir, 'cdn'),
    DEMO_PASSWORD: process.env.DEMO_PASSWORD ?? 'demo-pass-123',
    ADMIN_EMAIL: process.env.ADMIN_EMAIL ?? 'admin@bench.test',
    ADMIN_PASSWORD: process.env.ADMIN_PASSWORD ?? 'admin-pass-123',
    // The benchmarks sign the admin in with a password alone.
    ADMIN_MFA: process.env.ADMIN_MFA ?? 'off',
    ...options.env,
  }, options.args).catch((error: unknown) => {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  });
  return {
    url: `http://localhost:${options.port}`,
    pid: child.pid!,
    stop: async () => {
      if (child.exitCode === null) {
        try { process.kill(-child.pid!, 'SIGTERM'); } catch { /* gone already */ }
        await new Promise((resolve) => { child.once('exit', resolve); setTimeout(resolve, 5000); });
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
