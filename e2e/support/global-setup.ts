import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { ADMIN, E2E_CDN_PORT, E2E_PORT, MEMBER } from './env';
import { portAnswers, spawnProduct } from './processes';
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
  mkdirSync(dirname(PRODUCT_FILE), { recursive: true });
  const child = await spawnProduct({
    PORT: String(E2E_PORT),
    CDN_PORT: String(E2E_CDN_PORT),
    DATA_DIR: dataDir,
    CDN_DIR: cdnDir,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    // The suites sign the admin in with a password alone; second factors have their own suites.
    ADMIN_MFA: 'off',
    DEMO_PASSWORD: MEMBER.password,
    MAIL_TRANSPORT: 'outbox',
    // Every suite signs in from the same address; the limit itself is tested by the API's tests.
    LOGIN_RATE_LIMIT: '200',
    // The same for the pages' telemetry: the rollback test loads dozens of pages in a minute.
    TELEMETRY_RATE_LIMIT: '1000',
    // The automatic rollback's rule on fewer loads than the default 20, looked at every 2 s (10 s
    // by default): canary-rollback.e2e.ts makes its loads with real browsers, four at a time, one
    // every 1-2.5 s on a 2-core machine, half of them on the canary (at 5 loads and every 5 s it
    // took 30.8 s once: the canary's share of the first visitors short of its loads).
    CANARY_MIN_LOADS: '3',
    CANARY_CHECK_MS: '2000',
    DATABASE_URL: '',
    NODE_ENV: 'production',
  });
  const product: RunningProduct = { pid: child.pid!, dataDir, cdnDir };
  writeFileSync(PRODUCT_FILE, JSON.stringify(product));
  child.unref();
}
