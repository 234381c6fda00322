/**
 * The digest the server gives a slot it leaves to the browser (RenderedInBrowser): React sends
 * the slot's spinner with it, and the browser renders the slot itself when it hydrates, which
 * React reports as a recoverable error with this digest. It is expected, so it is not logged.
 */
export const RENDERED_IN_BROWSER_DIGEST = 'club-rendered-in-browser';

export class RenderedInBrowserError extends Error {
  constructor() {
    super('left to the browser: the server has not loaded this remote module');
    this.name = 'RenderedInBrowserError';
  }
}

/**
 * Stands in, on the server only, for a remote module the renderer could not load: it throws,
 * so React sends the nearest Suspense boundary's fallback (the slot's spinner) and marks that
 * boundary for the browser to render.
 */
export function RenderedInBrowser(): never {
  throw new RenderedInBrowserError();
}

/** True for the recoverable error of a boundary the server left to the browser. */
export function isRenderedInBrowser(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { digest?: unknown }).digest === RENDERED_IN_BROWSER_DIGEST;
}
