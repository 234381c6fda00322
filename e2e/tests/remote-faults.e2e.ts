import type { Page, Route } from 'playwright-core';
import { useFreshBrowser } from '../support/browser';
import { CDN_URL, MEMBER } from '../support/env';
import { faultyEndpoint, serverError } from '../support/faults';
import { dashboardFromLanding } from '../support/landing';
import { signInOnce, useSession, type SignedIn } from '../support/session';

/** The shell gives up on a remote module after this long (shell/src/federation/remote-load-timeout.ts). */
const REMOTE_LOAD_TIMEOUT_MS = 8000;

const MEMBER_REMOTE = `${CDN_URL}/remote-member/*`;

/** A fault the CDN could serve in place of one of the member remote's files. */
interface Fault {
  name: string;
  /** Which requests it hits. */
  url: string;
  serve: (route: Route) => Promise<void>;
  /**
   * Where the member comes from: a signed-in member's /user comes drawn by the server, with the
   * manifest in its HTML, so the browser fetches the manifest only when it comes to the
   * dashboard from another page.
   */
  from: '/' | '/user';
}

/**
 * A request the page gave up while its faulty answer was being made (the page moved on, or the
 * test removed the fault) has nothing left to answer; any other error is the test's.
 */
const unlessGone = (error: unknown) => {
  if (!(error instanceof Error && /already handled|closed/i.test(error.message))) throw error;
};

/**
 * The real headers (CORS) with a body the browser cannot run, not to be stored: a transient fault.
 * (A broken body under a hashed file's immutable caching would stay in the browser's cache.)
 */
const syntaxError = async (route: Route) => {
  const response = await route.fetch();
  await route.fulfill({
    response,
    headers: { ...response.headers(), 'cache-control': 'no-store' },
    body: 'self.remote_member = { get: function( {;',
  }).catch(unlessGone);
};
/** What a CDN with an SPA fallback answers for a file it lacks: its HTML page, with a 200. */
const htmlPage = async (route: Route) => {
  const response = await route.fetch();
  await route.fulfill({
    response,
    headers: { ...response.headers(), 'content-type': 'text/html; charset=utf-8' },
    body: '<!doctype html><html><head><title>Maintenance</title></head><body>Back soon</body></html>',
  }).catch(unlessGone);
};

const ENTRY = `${MEMBER_REMOTE}/remoteEntry.js`;
const MANIFEST = `${MEMBER_REMOTE}/mf-manifest.json`;
/** The chunk that holds the exposed dashboard module (its hashed name changes per build). */
const EXPOSE_CHUNK = `${MEMBER_REMOTE}/static/js/async/__federation_expose_dashboard_page.*.js`;

const FAULTS: Fault[] = [
  { name: 'the manifest answers 500', url: MANIFEST, serve: serverError, from: '/' },
  { name: 'the manifest is an HTML page', url: MANIFEST, serve: htmlPage, from: '/' },
  { name: 'remoteEntry.js answers 500', url: ENTRY, serve: serverError, from: '/user' },
  { name: 'remoteEntry.js has a syntax error', url: ENTRY, serve: syntaxError, from: '/user' },
  { name: 'remoteEntry.js is an HTML page (wrong content type)', url: ENTRY, serve: htmlPage, from: '/user' },
  { name: 'the exposed chunk answers 500', url: EXPOSE_CHUNK, serve: serverError, from: '/user' },
  { name: 'the exposed chunk has a syntax error', url: EXPOSE_CHUNK, serve: syntaxError, from: '/user' },
];

const fallbackOf = (page: Page) => page.getByRole('alert').filter({ hasText: 'This part of the site is unavailable' });
const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** The member's dashboard, opened at `/user` or reached from `from` by the header's link. */
async function openDashboard(page: Page, from: Fault['from']): Promise<void> {
  if (from === '/user') await page.goto(from);
  else await dashboardFromLanding(page);
}

/** The header and another remote's page still work while the member remote is broken. */
async function restOfSiteWorks(page: Page): Promise<void> {
  await nav(page).getByRole('button', { name: 'About' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByRole('heading', { name: 'About the Club' }).waitFor();
  await nav(page).getByRole('link', { name: 'Dashboard' }).click();
  await page.waitForURL('**/user');
}

describe('a broken or slow remote', () => {
  const browser = useFreshBrowser();
  let member: SignedIn;

  beforeAll(async () => {
    member = await signInOnce(MEMBER.email, MEMBER.password);
  });

  test.each(FAULTS)('$name: the fallback with a retry, the rest works, the retry recovers', async ({ url, serve, from }) => {
    const { page } = browser;
    await useSession(page, member);
    let served = 0;
    await page.route(url, (route) => {
      served += 1;
      return serve(route);
    });
    await openDashboard(page, from);
    await fallbackOf(page).waitFor();
    expect(served).toBeGreaterThan(0);
    await restOfSiteWorks(page);
    await fallbackOf(page).waitFor();

    // The CDN is fixed: the retry fetches afresh and shows the dashboard.
    await page.unroute(url);
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('heading', { name: /Welcome back,/ }).waitFor();
    expect(await fallbackOf(page).count()).toBe(0);
  });

  test.each([
    { file: 'mf-manifest.json', url: MANIFEST, from: '/' as const },
    // (Opened at /user, the dashboard the server drew stays on screen while its chunk hangs.)
    { file: 'the exposed chunk', url: EXPOSE_CHUNK, from: '/' as const },
  ])('$file hangs: a spinner while the rest works, then the fallback, and the page once it arrives', async ({ url, from }) => {
    const { page } = browser;
    await useSession(page, member);
    await page.clock.install();
    const file = await faultyEndpoint(page, url, 'GET', 'hang');
    await openDashboard(page, from);
    const spinner = page.getByRole('status', { name: 'Loading page' });
    await spinner.waitFor();
    await restOfSiteWorks(page);
    await spinner.waitFor();
    expect(file.hits).toBeGreaterThan(0);

    // No endless spinner: the shell gives up after its limit (the page's clock jumps there).
    await page.clock.fastForward(REMOTE_LOAD_TIMEOUT_MS);
    await fallbackOf(page).waitFor();
    expect(await spinner.count()).toBe(0);

    // The slow answer arrives at last: the dashboard replaces the fallback by itself (a retry
    // pressed meanwhile would join the same load; shell/src/features/remote-slot tests it).
    file.fault = 'pass';
    await file.release();
    await page.getByRole('heading', { name: /Welcome back,/ }).waitFor();
    expect(await fallbackOf(page).count()).toBe(0);
  });

  test('one broken page of a remote leaves its other pages working', async () => {
    const { page } = browser;
    const legalChunk = `${CDN_URL}/remote-public/*/static/js/async/__federation_expose_legal_page.*.js`;
    await page.route(legalChunk, serverError);
    await page.goto('/privacy');
    await fallbackOf(page).waitFor();
    await page.goto('/login');
    await page.getByRole('button', { name: 'Login' }).waitFor();
    await page.unroute(legalChunk);
    await page.goto('/terms');
    await page.getByRole('heading', { name: 'Terms of Service' }).waitFor();
  });
});
