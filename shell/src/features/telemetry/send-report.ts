/**
 * Sends one report as text/plain JSON (a simple request: no CORS preflight, no cookie needed)
 * with `navigator.sendBeacon`, which outlives the page; when the browser has none or refuses it
 * (its queue is full), with a `keepalive` fetch. Never throws, never waits.
 */
export function sendReport(url: string, body: string): void {
  try {
    if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, body)) return;
  } catch {
    // Falls through to fetch.
  }
  try {
    void fetch(url, {
      method: 'POST',
      body,
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      keepalive: true,
      credentials: 'omit',
    }).catch(() => undefined);
  } catch {
    // Reporting is never worth an error on the page.
  }
}
