/**
 * Where the product under test runs: fixed ports below the kernel's outgoing range, one product
 * per Jest worker. Worker n (JEST_WORKER_ID, from 1) gets the base ports plus 50 x (n - 1): each
 * worker's tests and the products some of them start beside it (the base port + 5 to + 44) stay
 * clear of every other worker's.
 */
export const WORKER_PORT_STRIDE = 50;

export const workerIndex = (): number => Math.max(1, Number(process.env.JEST_WORKER_ID ?? 1));

/** The product's port and its CDN's for worker `worker`. */
export function productPorts(worker = workerIndex()): { port: number; cdnPort: number } {
  const port = Number(process.env.E2E_PORT ?? 4310) + WORKER_PORT_STRIDE * (worker - 1);
  const cdnPort = process.env.E2E_CDN_PORT ? Number(process.env.E2E_CDN_PORT) + WORKER_PORT_STRIDE * (worker - 1) : port + 1;
  return { port, cdnPort };
}

export const E2E_PORT = productPorts().port;
export const E2E_CDN_PORT = productPorts().cdnPort;
export const BASE_URL = `http://localhost:${E2E_PORT}`;
export const CDN_URL = `http://localhost:${E2E_CDN_PORT}`;

export const ADMIN = { email: 'admin@e2e.test', password: 'e2e-admin-password-1' };
/** The first demo member the API seeds on a fresh data dir. */
export const MEMBER = { email: 'member@example.com', password: 'e2e-member-password-1' };
