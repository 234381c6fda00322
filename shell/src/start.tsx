import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { clubStore, loginAtom, pageAnswers, parseSiteConfig, setSiteConfig, withinTime, type SiteConfig, type User } from 'shared';
import { App } from './app/app';
import { loadSiteConfig } from './app/load-site-config';
import { readPageData } from './app/page-data';
import { pageTelemetry, type PageTelemetry } from './app/page-telemetry';
import { drawnForUser, routeHandleFor } from './app/router';
import { StartupError } from './app/startup-error';
import { isRenderedInBrowser } from './features/remote-slot/rendered-in-browser';
import { inlinedManifestsPlugin } from './federation/inlined-manifests-plugin';
import { loadAndRemember } from './federation/loaded-modules';
import { registerClubRemotes } from './federation/register-remotes';
import { yieldingPlugin } from './federation/yielding-plugin';
import { REMOTE_LOAD_TIMEOUT_MS, RemoteLoadTimeoutError } from './federation/remote-load-timeout';

/**
 * React's recoverable errors, as React logs them by default, but for the expected one: a slot
 * the server left to the browser (it could not load the remote in time) is rendered here.
 */
function onRecoverableError(error: unknown): void {
  if (isRenderedInBrowser(error)) return;
  if (typeof window.reportError === 'function') window.reportError(error);
  else console.error(error);
}

/** Renders the app into the page: hydrates what the server drew, or renders it afresh. */
export async function start(): Promise<void> {
  const container = document.getElementById('root')!;
  const page = readPageData();
  let config: SiteConfig;
  let telemetry: PageTelemetry;
  try {
    // The config the server rendered the page for; fetched when the page is the plain index.html.
    config = page.config !== undefined ? parseSiteConfig(page.config) : await loadSiteConfig();
    setSiteConfig(config);
    telemetry = pageTelemetry(config);
    registerClubRemotes(config, [inlinedManifestsPlugin(page.manifests), yieldingPlugin(), ...telemetry.plugins]);
    // The session the server confirmed for this page's request and drew the page for: the
    // first render starts from it, as the server's did.
    if (page.sessionUser) clubStore.set(loginAtom, { user: page.sessionUser, token: null });
  } catch (error) {
    console.error('[shell] could not start:', error);
    createRoot(container).render(<StartupError />);
    return;
  }
  const hydrating = Boolean(container.firstChild) && (await firstModuleLoads(page.sessionUser));
  const app = (
    <StrictMode>
      <App hydrating={hydrating} answers={hydrating ? pageAnswers(page.answers) : null} />
    </StrictMode>
  );
  if (hydrating) {
    // A transition: React hydrates in slices and answers input between them (a discrete event
    // on a part not yet hydrated has React hydrate that part first).
    startTransition(() => {
      hydrateRoot(container, app, { onRecoverableError });
    });
  } else {
    // The plain index.html, or a page whose module this browser cannot load: rendered here (the
    // remote slot shows its fallback in place of the page).
    createRoot(container).render(app);
  }
  telemetry.afterFirstRender();
}

/**
 * Loads the page's module before hydration, so that hydration draws exactly what the server
 * drew; false when it fails to load. A guarded page's is left to its guard (the server drew
 * the guard's spinner, and a protected remote is fetched only once the server has confirmed the
 * role), unless the server drew the page for the confirmed session of `sessionUser`. A module
 * that is late does not hold hydration back: its part of the page stays the server's (readable,
 * usable) and hydrates when the module lands.
 */
async function firstModuleLoads(sessionUser: User | undefined): Promise<boolean> {
  const handle = routeHandleFor(window.location.pathname);
  const { remote } = handle;
  if (!remote || (handle.guard && !drawnForUser(handle, sessionUser))) return true;
  try {
    await withinTime(loadAndRemember(remote), REMOTE_LOAD_TIMEOUT_MS, () => new RemoteLoadTimeoutError(remote, REMOTE_LOAD_TIMEOUT_MS));
    return true;
  } catch (error) {
    return error instanceof RemoteLoadTimeoutError;
  }
}
