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

/** A request that never answers, until its signal aborts it (a hung API). */
export function hangs(request: Request): Promise<Response> {
  return new Promise((_resolve, reject) => {
    const abort = () => reject(request.signal.reason as Error);
    if (request.signal.aborted) abort();
    request.signal.addEventListener('abort', abort);
  });
}
