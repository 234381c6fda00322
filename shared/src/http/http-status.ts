import { HTTPError } from 'ky';

/**
 * The HTTP status of a failed call, or undefined for a network failure or time-out. Apps use
 * this rather than importing ky themselves: the client comes from the shared singleton, and an
 * `instanceof` against another copy of ky would never match.
 */
export function httpStatusOf(error: unknown): number | undefined {
  return error instanceof HTTPError ? error.response.status : undefined;
}
