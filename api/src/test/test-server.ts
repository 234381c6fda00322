// A real API server on 127.0.0.1 (random port) over a test database, for HTTP tests with fetch.
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildServer } from '../app/build-server';
import { loadConfig, type ApiConfig } from '../app/config';
import { createTestDatabase, dropTestDatabases, type TestDatabase, type TestEngine } from './test-database';

/** The demo members a test server seeds (unless SEED_DEMO is '0'). */
export { DEMO_MEMBER_WITHOUT_PROFESSION, DEMO_MEMBERS } from '../features/seed/demo-members';

export const TEST_DEMO_PASSWORD = 'demo-password-123';
export const DEMO_MEMBER_EMAIL = 'member@example.com';

export interface TestServer {
  app: FastifyInstance;
  config: ApiConfig;
  /** e.g. http://127.0.0.1:41234 */
  url: string;
  /** The site origin the server accepts in `Origin`. */
  origin: string;
  /** Lines the server printed for the operator. */
  printed: string[];
  close(): Promise<void>;
}

export interface StartOptions {
  /** Runs before listening: register extra test-only routes here. */
  beforeListen?: (app: FastifyInstance) => void | Promise<void>;
  /** How old the release state the server serves may be (the product's 1.5 s unless given). */
  releaseStateTtlMs?: number;
}

/**
 * Starts a server. Test defaults: demo members with TEST_DEMO_PASSWORD, a login rate limit high
 * enough not to interfere, and ADMIN_MFA off (admins sign in with a password alone; the suites
 * of second factors set it to 'required'); `env` overrides them (e.g. `{ SEED_DEMO: '0' }`).
 */
export async function startTestServer(
  database: TestDatabase,
  env: Record<string, string> = {},
  options: StartOptions = {},
): Promise<TestServer> {
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DEMO_PASSWORD: TEST_DEMO_PASSWORD,
    LOGIN_RATE_LIMIT: '1000',
    ADMIN_MFA: 'off',
    ...database.env,
    ...env,
  });
  const printed: string[] = [];
  const { app, close } = await buildServer(config, { print: (line) => printed.push(line), releaseStateTtlMs: options.releaseStateTtlMs });
  try {
    await options.beforeListen?.(app);
    await app.listen({ host: config.host, port: config.port });
  } catch (error) {
    await close();
    throw error;
  }
  const { port } = app.server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  return { app, config, url, origin: url, printed, close };
}

/**
 * For suites that need a fresh server per test (clean rate-limit counters, a second start over
 * the same database): returns a starter whose servers are closed after each test.
 */
export function freshServers(): (database: TestDatabase, env?: Record<string, string>) => Promise<TestServer> {
  const open: TestServer[] = [];
  afterEach(async () => {
    for (const server of open.splice(0)) await server.close();
  });
  return async (database, env = {}) => {
    const server = await startTestServer(database, env);
    open.push(server);
    return server;
  };
}

/**
 * For a describe block whose every test needs its own server with clean rate-limit counters: one
 * database for the block, a starter with the block's base env, and the counters (kept in the
 * database) emptied at each start. Several servers started in one test are instances over the one
 * database: start them all before the first request.
 */
export function serverPerTest(
  engine: TestEngine,
  baseEnv: Record<string, string>,
): (env?: Record<string, string>) => Promise<TestServer> {
  let database: TestDatabase | undefined;
  const startFresh = freshServers();
  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await dropTestDatabases();
  });
  return async (env = {}) => {
    if (!database) throw new Error('serverPerTest starts servers only inside tests');
    const server = await startFresh(database, { ...baseEnv, ...env });
    await server.app.db.deleteFrom('rate_limit_counters').execute();
    return server;
  };
}

/** Takes the servers in turn, as a load balancer would: the first, the second, ..., the first again. */
export function inTurn<T>(servers: readonly T[]): () => T {
  let next = 0;
  return () => {
    const server = servers[next % servers.length];
    next += 1;
    if (server === undefined) throw new Error('inTurn needs at least one server');
    return server;
  };
}
