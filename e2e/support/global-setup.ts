import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ADMIN, E2E_CDN_PORT, E2E_PORT, MEMBER } from './env';

const ROOT = resolve(__dirname, '..', '..');
export const PID_FILE = join(ROOT, '.tmp', 'e2e-product.pid');
/** Where the running product keeps its data and its CDN folder (read by the release tests). */
export const PRODUCT_FILE = join(ROOT, '.tmp', 'e2e-product.json');

/**
 * Starts the real product once for the run: `npm start`'s script with a fresh data dir, the
 * outbox mail transport and known credentials. Resolves when it prints `ready on`.
 */
/** Whether something already listens on the port (another run of these tests). */
function inUse(port: number): Promise<boolean> {
  return new Promise((resolveUse) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => { socket.destroy(); resolveUse(true); });
    socket.once('error', () => resolveUse(false));
  });
}

export default async function globalSetup(): Promise<void> {
  // Before touching anything (PID file, CDN folder) that a run already under way relies on.
  for (const port of [E2E_PORT, E2E_CDN_PORT]) {
    if (await inUse(port)) throw new Error(`port ${port} is in use (another browser-test run?): not starting the product`);
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'club-e2e-'));
  // The product's own CDN folder, emptied at each run: the release tests publish versions into
  // it and release them, never touching the repo's `.cdn/`.
  const cdnDir = join(ROOT, '.tmp', `e2e-cdn-${E2E_CDN_PORT}`);
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
  mkdirSync(join(ROOT, '.tmp'), { recursive: true });
  writeFileSync(PID_FILE, String(child.pid));
  writeFileSync(PRODUCT_FILE, JSON.stringify({ pid: child.pid, dataDir, cdnDir }));
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
