import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { ROOT } from '../../scripts/lib/apps';
import { ADMIN, E2E_CDN_PORT, E2E_PORT, MEMBER } from './env';
import { portAnswers } from './processes';
import { PRODUCT_CDN_DIR, PRODUCT_FILE, type RunningProduct } from './product';

/**
 * Starts the real product once for the run: `npm start`'s script with a fresh data dir, the
 * outbox mail transport and known credentials. Resolves when it prints `ready on`.
 */
export default async function globalSetup(): Promise<void> {
  // Before touching anything (product file, CDN folder) that a run already under way relies on.
  for (const port of [E2E_PORT, E2E_CDN_PORT]) {
    if (await portAnswers(port)) throw new Error(`port ${port} is in use (another browser-test run?): not starting the product`);
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'club-e2e-'));
  // The release tests publish versions into the product's CDN folder and release them.
  const cdnDir = PRODUCT_CDN_DIR;
  rmSync(cdnDir, { recursive: true, force: true });
  const child = spawn(process.execPath, [join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'scripts/start.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(E2E_PORT),
      CDN_PORT: String(E2E_CDN_PORT),
      DATA_DIR: dataDir,
      CDN_DIR: cdnDir,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      DEMO_PASSWORD: MEMBER.password,
      MAIL_TRANSPORT: 'outbox',
      DATABASE_URL: '',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  mkdirSync(dirname(PRODUCT_FILE), { recursive: true });
  const product: RunningProduct = { pid: child.pid!, dataDir, cdnDir };
  writeFileSync(PRODUCT_FILE, JSON.stringify(product));
  let output = '';
  await new Promise<void>((resolveReady, reject) => {
    const timer = setTimeout(() => reject(new Error(`product did not start in 240 s:\n${output}`)), 240_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('ready on http://localhost:')) {
        clearTimeout(timer);
        resolveReady();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`product exited (${code}) before it was ready:\n${output}`));
    });
  });
  child.stdout?.removeAllListeners('data');
  child.stderr?.removeAllListeners('data');
  child.stdout?.resume();
  child.stderr?.resume();
  child.unref();
}
