// The API client is ky over fetch: tests answer its calls by stubbing fetch.
import { setSiteConfig } from '../config/site-config';
import { resetApiClient } from '../http/api-client';
import { testSiteConfig } from './fixtures';

/** Loads the test run-time config and forgets any API client made from an earlier one. */
export function applyTestSiteConfig(): void {
  setSiteConfig(testSiteConfig);
  resetApiClient();
}

/** Applies the test config and stubs fetch; restore it with `jest.restoreAllMocks()`. */
export function stubFetch(): jest.SpyInstance {
  applyTestSiteConfig();
  return jest.spyOn(globalThis, 'fetch');
}

export interface SentRequest {
  method: string;
  url: string;
  body: unknown;
}

/**
 * Answers every call with `answer` and records what was sent (the body is read inside fetch,
 * as the client consumes the Request afterwards).
 */
export function answerWith(fetchMock: jest.SpyInstance, answer: () => Response | Promise<Response>): SentRequest[] {
  const sent: SentRequest[] = [];
  fetchMock.mockImplementation(async (input: Request) => {
    const text = await input.clone().text();
    sent.push({ method: input.method, url: input.url, body: text ? (JSON.parse(text) as unknown) : undefined });
    return answer();
  });
  return sent;
}

/** An answer to one route: from what was sent (the parsed JSON body, or undefined). */
export type RouteAnswer = (body: unknown, request: Request) => Response | Promise<Response>;

/**
 * Answers each call by its route, `'METHOD /path'` (e.g. `'POST /api/auth/mfa'`), and records what
 * was sent (the path as the URL's pathname). A call to any other route fails the test.
 */
export function answerByRoute(fetchMock: jest.SpyInstance, routes: Record<string, RouteAnswer>): SentRequest[] {
  const sent: SentRequest[] = [];
  fetchMock.mockImplementation(async (input: Request) => {
    const text = await input.clone().text();
    const body = text ? (JSON.parse(text) as unknown) : undefined;
    const route = `${input.method} ${new URL(input.url).pathname}`;
    sent.push({ method: input.method, url: new URL(input.url).pathname, body });
    const answer = routes[route];
    if (!answer) throw new TypeError(`Unexpected call: ${route}`);
    return answer(body, input);
  });
  return sent;
}

/** A request that never answers, until its signal aborts it (a hung API). */
export function hangs(request: Request): Promise<Response> {
  return new Promise((_resolve, reject) => {
    const abort = () => reject(request.signal.reason as Error);
    if (request.signal.aborted) abort();
    request.signal.addEventListener('abort', abort);
  });
}
