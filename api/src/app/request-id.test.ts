// The request id: on every log line of a request (JSON, Fastify's reqId) and in the response's
// X-Request-Id; the caller's own id when it is a plain token, else a random one.
import { buildServer, type ApiServer } from './build-server';
import { loadConfig } from './config';
import { call } from '../test/http';
import { createTestDatabase, dropTestDatabases, engines } from '../test/test-database';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe.each(engines)('request ids and logs (%s)', (engine) => {
  let server: ApiServer;
  let url: string;
  const lines: string[] = [];

  beforeAll(async () => {
    const config = loadConfig({ ...(await createTestDatabase(engine)).env, PORT: '0', HOST: '127.0.0.1', SEED_DEMO: '0' });
    server = await buildServer(config, { logger: true, logStream: { write: (line) => lines.push(line) }, print: () => undefined });
    await server.app.listen({ host: '127.0.0.1', port: 0 });
    url = `http://127.0.0.1:${(server.app.server.address() as { port: number }).port}`;
  });

  afterAll(async () => {
    await server?.close();
    await dropTestDatabases();
  });

  const logOf = (reqId: string) =>
    lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((entry) => entry.reqId === reqId);

  it('gives each request a random id, in the response and on its log lines', async () => {
    const res = await call({ url }, '/api/health');
    const id = res.headers.get('x-request-id') ?? '';
    expect(id).toMatch(UUID);
    const other = await call({ url }, '/api/health');
    expect(other.headers.get('x-request-id')).not.toBe(id);
    expect(logOf(id).map((entry) => entry.msg)).toEqual(['incoming request', 'request completed']);
  });

  it("keeps the caller's X-Request-Id when it is a plain token, on errors too", async () => {
    const res = await call({ url }, '/api/no-such-route', { headers: { 'x-request-id': 'edge-7f3a:retry.2' } });
    expect(res.status).toBe(404);
    expect(res.headers.get('x-request-id')).toBe('edge-7f3a:retry.2');
    const entries = logOf('edge-7f3a:retry.2');
    expect(entries.map((entry) => entry.msg)).toEqual(['incoming request', 'request completed']);
    expect(entries[1]).toMatchObject({ level: 30, time: expect.any(Number), res: { statusCode: 404 } });
  });

  it.each([
    ['with a space', 'abc def'],
    ['with a quote', 'abc"def'],
    ['too long', 'a'.repeat(129)],
  ])('replaces an X-Request-Id %s with its own', async (_label, given) => {
    const res = await call({ url }, '/api/health', { headers: { 'x-request-id': given } });
    expect(res.headers.get('x-request-id')).toMatch(UUID);
    expect(lines.join('\n')).not.toContain(given);
  });

  it('writes only JSON lines', () => {
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(() => JSON.parse(line)).not.toThrow();
  });
});
