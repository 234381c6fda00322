/**
 * How long a slot waits for its remote module (manifest, entry and chunks) before it shows the
 * fallback with a retry. The federation runtime does not bound a manifest fetch and the bundler
 * waits two minutes for a chunk, so a hung CDN would otherwise spin for ever. The load goes on
 * behind the fallback: a retry joins it rather than starting again. A federation policy over
 * several fetches the runtime makes, not a request time-out of REQUEST_TIMEOUT_MS; it is applied
 * with the same `withinTime`.
 */
export const REMOTE_LOAD_TIMEOUT_MS = 8000;

export class RemoteLoadTimeoutError extends Error {
  constructor(id: string, ms: number) {
    super(`remote module ${id} did not load within ${ms} ms`);
    this.name = 'RemoteLoadTimeoutError';
  }
}
