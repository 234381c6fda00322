// Small fetch wrapper for API tests.
import http from 'node:http';
import type { TestServer } from './test-server';

export interface CallOptions {
  method?: string;
  /** Sent as JSON with Content-Type application/json. */
  json?: unknown;
  /** Sent as is (set the content type yourself). */
  body?: string | Uint8Array;
  headers?: Record<string, string>;
}

export interface CallResult {
  status: number;
  headers: Headers;
  text: string;
  /** The parsed JSON body (undefined when the body is not JSON). */
  body: any;
}

export async function call(server: Pick<TestServer, 'url'>, path: string, options: CallOptions = {}): Promise<CallResult> {
  const headers: Record<string, string> = { ...options.headers };
  let body = options.body;
  if (options.json !== undefined) {
    headers['content-type'] ??= 'application/json';
    body = JSON.stringify(options.json);
  }
  const response = await fetch(`${server.url}${path}`, {
    method: options.method ?? (body === undefined ? 'GET' : 'POST'),
    headers,
    body,
    redirect: 'manual',
  });
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = text === '' ? undefined : JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  return { status: response.status, headers: response.headers, text, body: parsed };
}

/**
 * POSTs `json` over node:http, for headers fetch does not send as given (`Host`); resolves with
 * the status.
 */
export function postWithRawHeaders(
  server: TestServer,
  path: string,
  json: unknown,
  headers: Record<string, string>,
): Promise<number> {
  const body = JSON.stringify(json);
  return new Promise<number>((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: new URL(server.url).port,
        method: 'POST',
        path,
        headers: { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** The `name=value` part of a Set-Cookie header, for sending the cookie back. */
export function cookiePair(setCookie: string | null): string {
  const pair = setCookie?.split(';')[0];
  if (!pair) throw new Error('no Set-Cookie header');
  return pair;
}

export interface Login {
  token: string;
  /** `club_session=<token>` */
  cookie: string;
  setCookie: string;
  user: any;
}

/** POST /api/auth/login from the site, whatever the answer. */
export const postLogin = (server: TestServer, email: unknown, password: unknown): Promise<CallResult> =>
  call(server, '/api/auth/login', { json: { email, password }, headers: { origin: server.origin } });

/** Signs in (or throws) and returns the session. */
export async function login(server: TestServer, email: string, password: string): Promise<Login> {
  const result = await postLogin(server, email, password);
  if (result.status !== 200) throw new Error(`login failed: ${result.status} ${result.text}`);
  const setCookie = result.headers.get('set-cookie') ?? '';
  return { token: result.body.token, cookie: cookiePair(setCookie), setCookie, user: result.body.data };
}

/**
 * A new client address per call, `${prefix}.x.y`, to send as X-Forwarded-For to a server with
 * TRUST_PROXY, so that per-client rate limits stay out of a suite's way.
 */
export function clientAddresses(prefix: string): () => string {
  let sequence = 0;
  return () => {
    sequence += 1;
    return `${prefix}.${Math.floor(sequence / 250)}.${(sequence % 250) + 1}`;
  };
}
