import type { Page, Route } from 'playwright-core';

/**
 * What an endpoint does to the calls that reach it: the API is down (`refused`), the connection
 * drops (`aborted`), it fails (`error`: a bare 500, as from a crashed API or its proxy), it never
 * answers (`hang`), or the call goes through to the real API (`pass`).
 */
export type Fault = 'refused' | 'aborted' | 'error' | 'hang' | 'pass';

/** A bare 500, as from a crashed server or its proxy. */
export const serverError = (route: Route) => route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' });

export interface FaultyEndpoint {
  /** Calls (of the endpoint's method) that reached it so far. */
  readonly hits: number;
  fault: Fault;
  /** Waits until `count` calls have reached it. */
  waitForHits: (count: number) => Promise<void>;
  /** Lets the calls held by `hang` go (those the page gave up on are already gone). */
  release: () => Promise<void>;
}

/** Routes the page's `method` calls to `url` (a glob) through the endpoint's current fault. */
export async function faultyEndpoint(page: Page, url: string, method: string, fault: Fault = 'pass'): Promise<FaultyEndpoint> {
  const held: Route[] = [];
  const endpoint = {
    hits: 0,
    fault,
    async waitForHits(count: number) {
      const end = Date.now() + 10_000;
      while (endpoint.hits < count) {
        if (Date.now() > end) throw new Error(`${method} ${url}: ${endpoint.hits} calls, expected ${count}`);
        await new Promise((r) => setTimeout(r, 20));
      }
    },
    async release() {
      await Promise.all(held.splice(0).map((route) => route.continue().catch(() => undefined)));
    },
  };
  await page.route(url, async (route) => {
    if (route.request().method() !== method) return route.fallback();
    endpoint.hits += 1;
    switch (endpoint.fault) {
      case 'refused': return route.abort('connectionrefused');
      case 'aborted': return route.abort('connectionaborted');
      case 'error': return serverError(route);
      case 'hang': held.push(route); return undefined;
      default: return route.fallback();
    }
  });
  return endpoint;
}

/** Records, from the first script on, the text of every alert (inline or toast) that appears. */
function recordAlerts() {
  const w = window as unknown as { __alerts: string[] };
  w.__alerts = [];
  // Inline errors and the toasts.
  const ALERT = '[role="alert"], .Toastify__toast';
  const seen = new WeakSet<Element>();
  const record = (element: Element) => {
    if (seen.has(element)) return;
    seen.add(element);
    w.__alerts.push(element.textContent ?? '');
  };
  new MutationObserver((mutations) => {
    for (const mutation of mutations) {
      for (const node of mutation.addedNodes) {
        if (!(node instanceof Element)) continue;
        if (node.matches(ALERT)) record(node);
        node.querySelectorAll(ALERT).forEach(record);
      }
    }
  }).observe(document, { subtree: true, childList: true });
}

export async function watchAlerts(page: Page): Promise<void> {
  await page.addInitScript(recordAlerts);
}

/** How many alerts have appeared so far. */
export function alertCount(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __alerts: string[] }).__alerts.length);
}

/** Waits for an alert with exactly `text` to appear after the first `since` alerts. */
export async function waitForAlert(page: Page, since: number, text: string): Promise<void> {
  await page.waitForFunction(
    ([from, wanted]) => (window as unknown as { __alerts: string[] }).__alerts.slice(from).some((t) => t.trim() === wanted),
    [since, text] as const,
    { polling: 50, timeout: 10_000 },
  );
}

/** The alerts that appeared after the first `since`. */
export function alertsSince(page: Page, since: number): Promise<string[]> {
  return page.evaluate((from) => (window as unknown as { __alerts: string[] }).__alerts.slice(from), since);
}
