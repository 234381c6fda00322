import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { FRONTEND_APPS } from '../../scripts/lib/apps';
import { buildWhatIsNotBuilt } from '../../scripts/lib/build-apps';
import { ADMIN, MEMBER, productPorts } from './env';
import { portAnswers, spawnProduct } from './processes';
import { productCdnDirOf, productFileOf, type RunningProduct } from './product';

/** How many products the run needs: one per worker. */
const workersOf = (config: { maxWorkers?: number } | undefined) => Math.max(1, config?.maxWorkers ?? 1);

/** One product for a worker: `npm start`'s script with a fresh data dir, the outbox mail transport and known credentials. */
async function startProduct(worker: number): Promise<void> {
  const { port, cdnPort } = productPorts(worker);
  // The release tests publish versions into the product's CDN folder and release them.
  const cdnDir = productCdnDirOf(cdnPort);
  const dataDir = mkdtempSync(join(tmpdir(), 'club-e2e-'));
  rmSync(cdnDir, { recursive: true, force: true });
  const file = productFileOf(port);
  mkdirSync(dirname(file), { recursive: true });
  const child = await spawnProduct({
    PORT: String(port),
    CDN_PORT: String(cdnPort),
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
    // The same for applications: several suites apply from this one address (5 an hour by default).
    APPLICATION_RATE_LIMIT: '100',
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
  writeFileSync(file, JSON.stringify(product));
  child.unref();
}

/**
 * Starts the real product once per worker for the run (worker n on the base ports + 50 x (n - 1)),
 * after building what the checkout has not built, once. Resolves when every one printed `ready on`.
 */
export default async function globalSetup(config?: { maxWorkers?: number }): Promise<void> {
  const workers = Array.from({ length: workersOf(config) }, (_, i) => i + 1);
  // Before touching anything (product file, CDN folder) that a run already under way relies on.
  for (const worker of workers) {
    for (const port of Object.values(productPorts(worker))) {
      if (await portAnswers(port)) throw new Error(`port ${port} is in use (another browser-test run?): not starting the product`);
    }
  }
  await buildWhatIsNotBuilt([...FRONTEND_APPS]);
  await Promise.all(workers.map(startProduct));
}
