// Oversized bodies get a 413 before the server has read them: a declared length over the limit is
// refused from the headers alone, and a chunked body (no length, or a length that lies) is cut
// off once it passes the limit. Measured by how much the client had sent when the answer came.
import http from 'node:http';
import { createTestDatabase, dropTestDatabases, engines } from '../test/test-database';
import { startTestServer, type TestServer } from '../test/test-server';
import { JSON_BODY_LIMIT } from './config';

const MB = 1024 * 1024;

interface Probe {
  status: number;
  body: string;
  /** Bytes of body the client had written when the response arrived. */
  sentBeforeAnswer: number;
}

/**
 * Streams up to `total` bytes of `chunk` repeated (chunked unless `headers` name a length) and
 * stops writing as soon as the response arrives. Rejects when no answer comes within 10 s.
 */
function streamBody(server: TestServer, path: string, headers: Record<string, string>, total: number, head = ''): Promise<Probe> {
  const url = new URL(path, server.url);
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const request = http.request(url, { method: 'POST', headers }, (response) => {
      answered = true;
      const sentBeforeAnswer = sent;
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        clearTimeout(timer);
        request.destroy();
        resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), sentBeforeAnswer });
      });
    });
    const timer = setTimeout(() => {
      request.destroy();
      reject(new Error(`no answer after ${sent} bytes`));
    }, 10_000);
    request.on('error', (error) => {
      // The server may close the connection once it has answered; only an error before is one.
      if (!answered) {
        clearTimeout(timer);
        reject(error);
      }
    });
    const chunk = Buffer.alloc(64 * 1024, 'a');
    const pump = () => {
      while (!answered && sent < total) {
        const piece = sent === 0 && head ? Buffer.from(head) : chunk;
        sent += piece.length;
        if (!request.write(piece)) {
          request.once('drain', pump);
          return;
        }
      }
    };
    pump();
  });
}

describe.each(engines)('body limits (%s)', (engine) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(await createTestDatabase(engine), { SEED_DEMO: '0' });
  });

  afterAll(async () => {
    await server?.close();
    await dropTestDatabases();
  });

  const json = { 'content-type': 'application/json' };
  const expect413 = (probe: Probe) => {
    expect(probe.status).toBe(413);
    expect(JSON.parse(probe.body)).toEqual({ message: 'Request body is too large' });
  };

  it('refuses a declared length over the limit without waiting for the body', async () => {
    // 1 GB announced, 64 kB sent: the answer comes from the headers.
    const probe = await streamBody(server, '/api/user/auth/contact', { ...json, 'content-length': String(1024 * MB) }, 64 * 1024, '{"message":"');
    expect413(probe);
    expect(probe.sentBeforeAnswer).toBeLessThan(MB);
  });

  it('cuts off a chunked body (no length) soon after the limit, not after 64 MB', async () => {
    const probe = await streamBody(server, '/api/user/auth/contact', { ...json, 'transfer-encoding': 'chunked' }, 64 * MB, '{"message":"');
    expect413(probe);
    // The limit plus what the sockets' buffers held in flight.
    expect(probe.sentBeforeAnswer).toBeLessThan(16 * MB);
    expect(probe.sentBeforeAnswer).toBeGreaterThan(JSON_BODY_LIMIT);
  });

  it('cuts off a chunked upload to the storage stand-in soon after its 5 MB', async () => {
    const probe = await streamBody(
      server,
      '/storage/v1/object/avatars/big.png',
      { apikey: 'local-anon-key', 'content-type': 'image/png', 'transfer-encoding': 'chunked' },
      256 * MB,
      '\x89PNG\r\n\x1a\n',
    );
    expect(probe.status).toBe(413);
    expect(probe.sentBeforeAnswer).toBeLessThan(32 * MB);
  });

  it('answers a body that outlasts its declared length without reading past it', async () => {
    // Content-Length says 12: the server reads 12 bytes as the body and no more of this request.
    const probe = await streamBody(server, '/api/user/auth/contact', { ...json, 'content-length': '12' }, 4 * MB, '{"message":"');
    expect(probe.status).toBe(400);
    expect(probe.sentBeforeAnswer).toBeLessThan(16 * MB);
  });
});
