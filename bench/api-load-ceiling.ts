/**
 * Child process of bench/api-load.ts: the ceilings the API is measured against, on a bare
 * Fastify 5 (no plugins, no hooks), on loopback.
 *
 * - `GET /api/admin/membership/verifiedMembers`: the exact body the real API answered (captured
 *   by the benchmark), sent from memory as ready bytes (a Buffer: no serialization, no UTF-8
 *   encoding per request) with the response headers the API sent (helmet's, the content type,
 *   cache-control), so the bytes on the wire are the same.
 * - `POST /api/auth/login`: Fastify's JSON body parser and one argon2id verify with the API's
 *   parameters (its ARGON2_OPTIONS: m=19456 KiB, t=2, p=1) against a hash of the bench
 *   password, answering the login body and headers the API sent. That verify is what any login
 *   must cost, so it is the honest ceiling for login.
 *
 *   node --import tsx bench/api-load-ceiling.ts <capture.json>   (started by the benchmark)
 *
 * The capture file is `CeilingCapture` (below). Listens on 127.0.0.1:`PORT`; tells its parent
 * `{ type: 'ready' }`; stops on SIGINT/SIGTERM or when the parent goes away.
 */
import { readFileSync } from 'node:fs';
import { hash, verify } from '@node-rs/argon2';
import Fastify from 'fastify';
import { ARGON2_OPTIONS } from '../api/src/core/auth/password-hasher';

export interface CapturedResponse {
  headers: Record<string, string>;
  body: string;
}

export interface CeilingCapture {
  membersPath: string;
  members: CapturedResponse;
  login: CapturedResponse;
  password: string;
}

/** Headers Node sets itself (or that describe one connection): never replayed. */
const OWN_HEADERS = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);

const replayable = (headers: Record<string, string>): Record<string, string> =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !OWN_HEADERS.has(name.toLowerCase())));

async function main(): Promise<void> {
  const file = process.argv[2];
  if (!file) throw new Error('usage: api-load-ceiling.ts <capture.json>');
  const capture = JSON.parse(readFileSync(file, 'utf8')) as CeilingCapture;
  const passwordHash = await hash(capture.password, ARGON2_OPTIONS);
  const membersHeaders = replayable(capture.members.headers);
  const membersBody = Buffer.from(capture.members.body);
  const loginHeaders = replayable(capture.login.headers);

  const app = Fastify({ logger: false });
  app.get(capture.membersPath, (_request, reply) => {
    reply.headers(membersHeaders).send(membersBody);
  });
  app.post('/api/auth/login', async (request, reply) => {
    const { password } = request.body as { password?: unknown };
    const ok = typeof password === 'string' && (await verify(passwordHash, password));
    if (!ok) return reply.code(401).send({ message: 'Invalid email or password' });
    return reply.headers(loginHeaders).send(capture.login.body);
  });

  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    app.close().then(() => process.exit(0), () => process.exit(1));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  process.once('disconnect', stop);

  await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
  process.send?.({ type: 'ready' });
}

main().catch((error: unknown) => {
  console.error('bench ceiling server failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
