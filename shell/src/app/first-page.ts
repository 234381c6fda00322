import { withinTime, type RemoteModuleId } from 'shared';
import { loadAndRemember } from '../federation/loaded-modules';

/** The page the server may have sent prerendered (LANDING_HTML_FILE), and its module. */
const PRERENDERED: Record<string, RemoteModuleId> = { '/': 'remote_public/landing-page' };

/** How long the first render waits for the first page's module before showing the spinner. */
export const FIRST_PAGE_WAIT_MS = 3000;

/**
 * Starts loading the module of the page being opened, when it is the prerendered one, and
 * resolves once it has loaded, failed, or `waitMs` has passed. The first render then shows the
 * page itself in place of its prerendered copy, not a spinner over it; a slow or broken remote
 * still gets its spinner or fallback after the wait, as on any other page.
 */
export function firstPageLoaded(pathname: string, waitMs = FIRST_PAGE_WAIT_MS): Promise<void> {
  const id = PRERENDERED[pathname];
  if (!id) return Promise.resolve();
  const settled = () => undefined;
  return withinTime(loadAndRemember(id), waitMs).then(settled, settled);
}

/** Drops what is left of the prerendered page (its styles) once the live page is on screen. */
export function dropPrerendered(doc: Document = document): void {
  for (const node of doc.querySelectorAll('[data-prerendered]')) node.remove();
}
