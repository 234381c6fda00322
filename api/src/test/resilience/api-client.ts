// Requests to a spawned API (spawn-api.ts) that never throw: each ends answered (with its status
// and time) or lost (the connection failed, e.g. the server was killed mid-request). Every call
// comes from its own client address (X-Forwarded-For, for an API with TRUST_PROXY), so the
// per-client rate limits stay out of the way of a load from one machine.
import { call, clientAddresses } from '../http';
import type { ApiProcess } from './spawn-api';

/** An answer's `body` is its parsed JSON (undefined when it is not JSON). */
export type Outcome =
  | { answered: true; status: number; body: any; ms: number }
  | { answered: false; error: string; ms: number };

export interface ApiRequest {
  path: string;
  /** POSTed as JSON when given; a GET otherwise. */
  json?: unknown;
  /** A session's bearer token. */
  token?: string;
  /** Without X-Forwarded-For: a direct local call (the outbox answers no other). */
  direct?: boolean;
}

const nextClient = clientAddresses('10.77');

export async function send(api: Pick<ApiProcess, 'url'>, request: ApiRequest): Promise<Outcome> {
  const headers: Record<string, string> = { origin: api.url };
  if (!request.direct) headers['x-forwarded-for'] = nextClient();
  if (request.token) headers.authorization = `Bearer ${request.token}`;
  const started = performance.now();
  try {
    const { status, body } = await call(api, request.path, { json: request.json, headers });
    return { answered: true, status, body, ms: performance.now() - started };
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code;
    return { answered: false, error: cause ?? String(error), ms: performance.now() - started };
  }
}

/** A 2xx answer: the API acknowledged the write. */
export const acknowledged = (outcome: Outcome): boolean =>
  outcome.answered && outcome.status >= 200 && outcome.status < 300;

/** Sends or throws unless the answer is `status`; returns the body. */
export async function expectStatus(api: Pick<ApiProcess, 'url'>, request: ApiRequest, status: number): Promise<any> {
  const outcome = await send(api, request);
  if (!outcome.answered || outcome.status !== status) {
    const got = outcome.answered ? `${outcome.status} ${JSON.stringify(outcome.body)}` : outcome.error;
    throw new Error(`${request.path}: expected ${status}, got ${got}`);
  }
  return outcome.body;
}

/** Every item of an admin list (`{ data, total }`, a page at a time), page after page. */
export async function listAll(api: Pick<ApiProcess, 'url'>, path: string, token: string): Promise<unknown[]> {
  const items: unknown[] = [];
  for (let page = 1; ; page += 1) {
    const body = await expectStatus(api, { path: `${path}?pageSize=100&page=${page}`, token }, 200);
    items.push(...(body.data as unknown[]));
    if (items.length >= (body.total as number) || (body.data as unknown[]).length === 0) return items;
  }
}
