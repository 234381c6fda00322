import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Asks `origin` for its landing page until the page comes rendered by the server (a rendered
 * page carries `server-timing`; the plain index.html does not). The first request starts the
 * page renderer and its remotes, which can take longer than a request waits: once this returns
 * true, the first visitor's page is drawn by a renderer already warm. False when `timeoutMs`
 * passed first (pages go out unrendered until the renderer is up, and nothing else is wrong).
 */
export async function waitForRenderedPage(origin: string, timeoutMs = 30_000, intervalMs = 200): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      const answer = await fetch(`${origin}/`, { signal: AbortSignal.timeout(Math.max(1, until - Date.now())) });
      await answer.arrayBuffer();
      if (answer.ok && answer.headers.has('server-timing')) return true;
    } catch {
      // Not answering yet, or past the time left: the loop's end decides.
    }
    if (Date.now() + intervalMs >= until) return false;
    await sleep(intervalMs);
  }
}
