/**
 * Child process of bench/api-load.ts: the real API, built and started the way `npm start` does
 * (scripts/lib/local-servers.ts `startApi`: `loadConfig(env)`, `buildServer`, `listen`), from the
 * environment the benchmark gives it. Tells its parent `{ type: 'ready' }` once listening, and
 * closes (server, database) on SIGINT/SIGTERM or when the parent goes away.
 *
 * BENCH_COUNTERS=memory (read here only, never by the API) gives it in-memory rate-limit and
 * lock counters instead of the database's shared ones (bench/support/memory-window-counters.ts).
 */
import { buildServer, type ApiServer } from '../api/src/app/build-server';
import { loadConfig } from '../api/src/app/config';
import { createMemoryWindowCounters } from './support/memory-window-counters';

let server: ApiServer | undefined;
let stopping = false;

function stop(code: number): void {
  if (stopping) return;
  stopping = true;
  const closing = server ? server.close() : Promise.resolve();
  closing.then(
    () => process.exit(code),
    () => process.exit(1),
  );
}

process.once('SIGINT', () => stop(0));
process.once('SIGTERM', () => stop(0));
process.once('disconnect', () => stop(0));

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  // Operator notices (the admin's credentials) are not wanted in the benchmark's output.
  const counters = process.env.BENCH_COUNTERS === 'memory' ? createMemoryWindowCounters() : undefined;
  server = await buildServer(config, { logger: true, print: () => undefined, ...(counters && { counters }) });
  await server.app.listen({ host: config.host, port: config.port });
  process.send?.({ type: 'ready' });
}

main().catch((error: unknown) => {
  console.error('bench api server failed to start:', error instanceof Error ? error.message : error);
  stop(1);
});
