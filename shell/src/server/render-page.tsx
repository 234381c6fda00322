import { Writable } from 'node:stream';
import { StrictMode, type ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { createStore } from 'jotai';
import {
  loginAtom, serverAnswers, setSiteConfig, withinTime, type AskApi, type PageViewer, type RemoteModuleId, type SiteConfig, type User,
} from 'shared';
import { createMemoryRouter, RouterProvider } from 'shared/router';
import { ServerStyleSheet } from 'styled-components';
import { Providers } from '../app/providers';
import { drawnForUser, routeHandleFor, routes, type RouteHandle } from '../app/router';
import { RENDERED_IN_BROWSER_DIGEST, RenderedInBrowserError } from '../features/remote-slot/rendered-in-browser';
import { fetchManifest, manifestUrlOf, moduleAssets, type RemoteManifest } from '../federation/manifest-assets';
import { loadAndRemember } from '../federation/loaded-modules';
import { registerClubRemotes } from '../federation/register-remotes';
import { pageHead, pageRest, plainRest, type HeadParts } from './page-document';

export interface RenderedDocument {
  status: number;
  /** The whole page; it starts with the head given to `onHead`, when one was. */
  html: string;
  /** False when a module the page shows could not be loaded: the browser renders that part. */
  complete: boolean;
  /** Milliseconds spent loading the page's module and rendering. */
  timing: { load: number; render: number };
}

/** How long a render waits for the page's remote module (loaded once per renderer, then at once). */
export const MODULE_WAIT_MS = 1500;

interface Renderer {
  config: SiteConfig;
  indexHtml: string;
  manifests: Map<string, Promise<RemoteManifest | null>>;
}

let renderer: Renderer | null = null;

/**
 * Makes this process the renderer of one run-time config and one shell build (its index.html):
 * registers the remotes the config names, as the browser does. A renderer serves one config for
 * its whole life; a release (a new config) gets a new renderer in a new worker, so nothing of one
 * remote version stays loaded once it is gone (shell/server/render-pool.ts).
 */
export function configure(config: SiteConfig, indexHtml: string): void {
  if (renderer) throw new Error('a renderer serves one run-time config');
  renderer = { config, indexHtml, manifests: new Map() };
  setSiteConfig(config);
  registerClubRemotes(config);
}

function current(): Renderer {
  if (!renderer) throw new Error('the renderer is not configured');
  return renderer;
}

/** A remote's manifest (for the page's hints and the browser's first load), fetched once per renderer. */
function manifestOf(url: string): Promise<RemoteManifest | null> {
  const { manifests } = current();
  let manifest = manifests.get(url);
  if (!manifest) {
    manifest = withinTime(fetchManifest(url), MODULE_WAIT_MS).catch(() => null);
    manifests.set(url, manifest);
    // A failed fetch is tried again by the next render.
    void manifest.then((found) => { if (!found) manifests.delete(url); });
  }
  return manifest;
}

/** Loads a module for the renderer's pages; false when it did not load in `waitMs`. */
export async function loadModule(id: RemoteModuleId, waitMs = MODULE_WAIT_MS): Promise<boolean> {
  try {
    await withinTime(loadAndRemember(id), waitMs);
    return true;
  } catch (error) {
    console.error(`[render] ${id} is left to the browser: it did not load:`, error);
    return false;
  }
}

/**
 * Renders every public page once (a route's parameter filled in), so that the first visitor of
 * a new renderer does not pay for loading the remotes and for cold code.
 */
export async function warmUp(): Promise<void> {
  const paths = routes.flatMap((route) => route.children ?? [])
    .filter((route) => route.path && (route.handle as RouteHandle | undefined)?.remote && !(route.handle as RouteHandle).guard)
    .map((route) => route.path!.replace(/:[^/]+/g, 'warm-up'));
  for (const path of paths) await renderDocument(path).catch(() => undefined);
}

/**
 * The page's head, sent before its markup is rendered: the status, the head, and the rest of a
 * plain page, for when the render then fails or runs out of time (the browser renders it).
 */
export interface DocumentHead {
  status: number;
  head: string;
  plainRest: string;
}

/**
 * React's streaming render of `element`, once every boundary is ready: each one in place and in
 * order. A boundary sent before its content would need inline scripts to swap it in, which the
 * CSP forbids; the page's head has left by then (renderDocument's `onHead`).
 */
function markupOf(element: ReactNode, onError: (error: unknown) => string | undefined): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    const stream = renderToPipeableStream(element, {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError,
    });
  });
}

/** A store of one request's own: signed in as `user`, the session confirmed, when the page is drawn for it. */
function storeFor(user: User | null) {
  const store = createStore();
  if (user) store.set(loginAtom, { user, token: null });
  return store;
}

/**
 * Renders the page at `url` (path and query) as the browser's first render draws it: the
 * route's remote module loaded first (a guarded route draws its guard's spinner: the session is
 * read in the browser), the session not yet read, into the shell's index.html with the page's
 * styles, data (the config, and the manifest of the page's remote) and hints (its files). A
 * route no page matches answers 404.
 *
 * `viewer` is the request's session, as the API confirmed it for this very request (null: none).
 * A guarded page's remote is fetched only by a browser whose role the server has confirmed: its
 * manifest and hints come only when `viewer` has the role the guard requires. With the viewer's
 * user too, the page is drawn for that session (the remote's page itself, not the guard's
 * spinner) and the user goes into the page, so the browser starts from the same confirmed
 * session and hydrates what the server drew; with the role alone, the browser downloads the
 * remote while its own session check runs, and runs it once that check agrees.
 *
 * `ask` gets an API answer for the request's session (GET of an API path; undefined when there is
 * none). A page drawn for the viewer's session is drawn with the answers its first screen asks
 * for (`useLoad`'s `firstScreen`), and carries them, so the browser hydrates the same data
 * without asking again; any other page draws those parts loading, as the browser's first render
 * does (it may be cached for others).
 *
 * `onHead` gets the page's status and head as soon as they are known (the page's module and
 * manifest loaded), before the markup is rendered: the caller sends them on at once, and the
 * browser fetches the page's files while the server draws it.
 */
export async function renderDocument(
  url: string,
  viewer: PageViewer | null = null,
  ask?: AskApi,
  onHead?: (head: DocumentHead) => void,
): Promise<RenderedDocument> {
  const { config, indexHtml } = current();
  const started = performance.now();
  const { pathname, search } = new URL(url, 'http://render.invalid');
  const handle = routeHandleFor(pathname);
  const { remote, guard } = handle;
  const admitted = Boolean(guard) && viewer?.role === guard;
  // The user the guarded page is drawn for; otherwise the guard's spinner is, and its remote is not loaded here.
  const viewerUser = viewer?.user;
  const sessionUser = drawnForUser(handle, viewerUser) ? viewerUser : null;
  const pageModule = remote && (!guard || sessionUser) ? remote : null;
  const hintedModule = remote && (!guard || admitted) ? remote : null;
  const complete = pageModule ? await loadModule(pageModule) : true;
  const manifestUrl = hintedModule ? manifestUrlOf(hintedModule, config) : null;
  const manifest = manifestUrl ? await manifestOf(manifestUrl) : null;
  const loaded = performance.now();

  const router = createMemoryRouter(routes, { initialEntries: [pathname + search] });
  const status = router.state.matches.some((match) => match.route.path === '*') ? 404 : 200;
  const assets = hintedModule && manifest && manifestUrl ? moduleAssets(hintedModule, manifestUrl, manifest) : null;
  const headParts: HeadParts = {
    config,
    manifests: manifest && manifestUrl ? { [manifestUrl]: manifest } : {},
    hints: assets
      ? { origins: [assets.origin], scripts: assets.scripts, styles: assets.styles, afterSessionCheck: Boolean(guard) && !sessionUser }
      : { origins: [], scripts: [], styles: [] },
    ...(sessionUser && { sessionUser }),
  };
  const head = pageHead(indexHtml, headParts);
  onHead?.({ status, head, plainRest: plainRest(indexHtml) });

  const sheet = new ServerStyleSheet();
  const answers = sessionUser && ask ? serverAnswers(ask) : null;
  try {
    const html = await markupOf(
      sheet.collectStyles(
        <StrictMode>
          {/* A store of its own: nothing of one request reaches another. */}
          <Providers store={storeFor(sessionUser)} answers={answers}>
            <RouterProvider router={router} />
          </Providers>
        </StrictMode>,
      ),
      (error: unknown) => {
        if (error instanceof RenderedInBrowserError) return RENDERED_IN_BROWSER_DIGEST;
        console.error(`[render] ${pathname}:`, error);
        return undefined;
      },
    );
    const rest = pageRest(indexHtml, { html, styleTags: sheet.getStyleTags(), ...(answers && { answers: answers.answered() }) });
    return { status, html: head + rest, complete, timing: { load: loaded - started, render: performance.now() - loaded } };
  } finally {
    sheet.seal();
  }
}
