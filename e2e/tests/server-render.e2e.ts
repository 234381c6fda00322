import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { openBrowser } from '../support/browser';
import type { RunningChromium } from '../support/chromium';
import { ADMIN, BASE_URL, MEMBER } from '../support/env';
import { waitForLivePage } from '../support/landing';
import { runningProduct } from '../support/product';
import { publishVariant, renderedHtmlWith, runCommand, variantVersion } from '../support/release';
import { signInOnce, useSession, type SignedIn } from '../support/session';

/**
 * Every page comes rendered by the server for the current run-time config and is hydrated in
 * place (shell/src/server/, shell/server/render-pool.ts). Here a phone's page is used before its
 * scripts run: at 4x CPU slowdown, with every script held back until the visitor has typed and
 * clicked. Once the scripts run, the page must be the same elements with the same text, the
 * text in the app's state, the click acted on (replayed), and nothing in the console.
 *
 * Attribute mismatches are reported by a development React only: to check for them too, build
 * the shell's web environment in development mode (with hot reload off) and run this file.
 */
const PHONE = { width: 412, height: 823 };

/** A preload of a protected remote's file, or its manifest inlined. */
const GUARDED_REMOTE_HINT = /<link rel="preload"[^>]*\/remote-(member|admin)\/|"id":"remote_(member|admin)"/;

/** What the console said, apart from failed resource loads a test causes on purpose (a 401, the 404 page). */
function watchConsole(page: Page): string[] {
  const said: string[] = [];
  page.on('console', (message) => {
    if ((message.type() === 'error' || message.type() === 'warning') && !message.text().startsWith('Failed to load resource')) {
      said.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => said.push(`pageerror: ${error.message}`));
  return said;
}

interface HeldPage {
  page: Page;
  /** Lets the held scripts go. */
  release: () => void;
  console: string[];
}

/** Opens `path` at 4x CPU with every script held back, and returns once the server's page is on screen. */
async function openHeld(browser: RunningChromium, path: string): Promise<HeldPage> {
  const { page } = browser;
  const said = watchConsole(page);
  const cdp = await browser.context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  let release!: () => void;
  const held = new Promise<void>((resolve) => { release = resolve; });
  // The shell's scripts and the remotes' chunks.
  await page.route(/\/static\/js\//, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'commit' });
  await page.locator('header').waitFor();
  return { page, release, console: said };
}

/** Marks an element, so that finding the mark later proves it is the same element. */
const mark = (locator: Locator) => locator.evaluate((element) => { (element as unknown as { probe: number }).probe = 1; });
const isMarked = (locator: Locator) => locator.evaluate((element) => (element as unknown as { probe?: number }).probe === 1);
/** The value React renders the control with: its owner's state. */
const stateValue = (locator: Locator) => locator.evaluate((element) => {
  const key = Object.keys(element).find((k) => k.startsWith('__reactProps$'));
  return key ? (element as unknown as Record<string, { value?: unknown }>)[key]?.value : '(not hydrated)';
});

/** Opens `path` with `session`'s cookie and stored user, and returns the server's answer and what the console says. */
async function openSignedIn(page: Page, session: SignedIn, path: string) {
  const said = watchConsole(page);
  await useSession(page, session);
  const answer = await page.goto(path, { waitUntil: 'commit' });
  return { said, answer, html: (await answer?.text()) ?? '' };
}

describe('a server-rendered page used before its scripts run (4x CPU, scripts held)', () => {
  let browser: RunningChromium;

  beforeEach(async () => {
    browser = await openBrowser(PHONE);
  });

  afterEach(async () => {
    await browser.close();
  });

  test('/login: the typed e-mail and password stay and are sent by the early click on Login', async () => {
    const held = await openHeld(browser, '/login');
    const { page } = held;
    const sent: string[] = [];
    page.on('request', (request) => { if (request.url().endsWith('/api/auth/login')) sent.push(`${request.method()} ${request.postData()}`); });
    const email = page.getByRole('textbox', { name: 'Email' });
    const password = page.getByRole('textbox', { name: 'Password' });
    await email.pressSequentially('early@example.com');
    await password.pressSequentially('not-the-password');
    await mark(email);
    await page.getByRole('button', { name: 'Login' }).click();
    // Kept, not sent: no navigation, no request, the fields as typed.
    expect(page.url()).toMatch(/\/login$/);
    expect(sent).toEqual([]);

    held.release();
    await page.getByRole('alert').filter({ hasText: 'Invalid email or password' }).waitFor();
    expect(sent).toEqual([`POST ${JSON.stringify({ email: 'early@example.com', password: 'not-the-password' })}`]);
    expect(await isMarked(email)).toBe(true);
    expect(await email.inputValue()).toBe('early@example.com');
    expect(await stateValue(email)).toBe('early@example.com');
    expect(page.url()).toMatch(/\/login$/);
    expect(held.console).toEqual([]);
  });

  test('/forgot-password: the typed e-mail stays and is sent by the early click', async () => {
    const held = await openHeld(browser, '/forgot-password');
    const { page } = held;
    const sent: string[] = [];
    await page.route('**/api/auth/forgot-password', async (route) => {
      sent.push(route.request().postData() ?? '');
      await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ message: 'If the address is ours, reset instructions are on their way.' }) });
    });
    const email = page.getByRole('textbox', { name: 'Email' });
    await email.pressSequentially('early@example.com');
    await mark(email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();

    held.release();
    await page.getByRole('status').filter({ hasText: /reset instructions/ }).first().waitFor();
    expect(sent).toEqual([JSON.stringify({ email: 'early@example.com' })]);
    expect(await isMarked(email)).toBe(true);
    expect(await stateValue(email)).toBe('early@example.com');
    expect(held.console).toEqual([]);
  });

  test('/reset-password/:token: both typed passwords stay and the early click checks them', async () => {
    const held = await openHeld(browser, '/reset-password/early-token');
    const { page } = held;
    const first = page.getByRole('textbox', { name: 'New Password' });
    const second = page.getByRole('textbox', { name: 'Confirm Password' });
    await first.pressSequentially('first-password-1');
    await second.pressSequentially('other-password-2');
    await mark(first);
    await page.getByRole('button', { name: 'Update Password' }).click();

    held.release();
    await page.locator('.Toastify').getByText('Passwords do not match').waitFor();
    expect(await isMarked(first)).toBe(true);
    expect([await stateValue(first), await stateValue(second)]).toEqual(['first-password-1', 'other-password-2']);
    expect(held.console).toEqual([]);
  });

  test('/: text typed into the contact form stays, and the early tap on the menu opens it', async () => {
    const held = await openHeld(browser, '/');
    const { page } = held;
    const name = page.getByRole('form', { name: 'Contact form' }).getByRole('textbox', { name: 'Full Name' });
    await name.pressSequentially('Grace Hopper');
    await mark(name);
    await page.getByRole('button', { name: 'Open menu' }).click();

    held.release();
    await page.getByRole('button', { name: 'Close menu' }).waitFor();
    await waitForLivePage(page);
    expect(await isMarked(name)).toBe(true);
    expect(await name.inputValue()).toBe('Grace Hopper');
    expect(await stateValue(name)).toBe('Grace Hopper');
    expect(held.console).toEqual([]);
  });

  test('/admin on a phone, signed in: the side menu is collapsed before the scripts run and after, and nothing moves', async () => {
    await useSession(browser.page, await signInOnce(ADMIN.email, ADMIN.password));
    const held = await openHeld(browser, '/admin');
    const { page } = held;
    const title = page.getByRole('heading', { level: 1, name: 'Admin Panel' });
    const nav = page.locator('nav[aria-label="Admin panel"]');
    // Drawn by the server for any width: CSS collapses the menu on a phone.
    expect(await nav.isVisible()).toBe(false);
    const before = await title.boundingBox();
    await mark(title);

    held.release();
    await page.getByRole('button', { name: 'Admin menu', expanded: false }).waitFor();
    await page.getByRole('heading', { name: 'Dashboard Overview' }).waitFor();
    expect(await isMarked(title)).toBe(true);
    expect(await nav.isVisible()).toBe(false);
    // In place: the live header's measured height may differ from the server's default by a
    // fraction of a pixel; the menu drawn open would have moved the title by hundreds.
    const after = await title.boundingBox();
    expect({ ...after, y: 0 }).toEqual({ ...before, y: 0 });
    expect(Math.abs((after?.y ?? 0) - (before?.y ?? 0))).toBeLessThanOrEqual(1);
    expect(held.console).toEqual([]);
  });

  test('/user, signed in: the band and every section below it hydrate in place', async () => {
    await useSession(browser.page, await signInOnce(MEMBER.email, MEMBER.password));
    const held = await openHeld(browser, '/user');
    const { page } = held;
    const band = page.getByRole('heading', { level: 1, name: /^Welcome back,/ });
    const events = page.getByRole('heading', { level: 2, name: 'Upcoming Events' });
    const directory = page.getByRole('heading', { level: 2, name: 'Members Directory' });
    const download = page.getByRole('link', { name: 'Download my data' });
    const drawn = [band, events, directory, download];
    for (const element of drawn) await mark(element);
    const elements = await Promise.all(drawn.map((locator) => locator.elementHandle()));

    held.release();
    // Hydration reached each of them: React keeps its props on an element it took over, and takes
    // a replaced one out of the page.
    await page.waitForFunction((taken) => taken.every((element) => element !== null
      && (!element.isConnected || Object.keys(element).some((key) => key.startsWith('__reactProps$')))), elements);
    for (const element of drawn) expect(await isMarked(element)).toBe(true);
    await page.waitForTimeout(1000);
    expect(held.console).toEqual([]);
  });

  test.each([
    ['/', null],
    ['/privacy', null],
    ['/user', MEMBER],
  ] as const)('%s: the place scrolled to, the focus and the text selected before the scripts run stay once the page is live', async (path, who) => {
    if (who) await useSession(browser.page, await signInOnce(who.email, who.password));
    const held = await openHeld(browser, path);
    const { page } = held;
    const heading = page.getByRole('heading', { level: 1 }).first();
    await heading.waitFor();
    const focused = page.getByRole('button', { name: 'Open menu' });
    await mark(focused);
    await focused.focus();
    const selected = await heading.evaluate((element) => {
      window.getSelection()!.selectAllChildren(element);
      return window.getSelection()!.toString();
    });
    const place = await page.evaluate(() => {
      window.scrollTo(0, Math.min(900, document.documentElement.scrollHeight - window.innerHeight));
      return window.scrollY;
    });
    expect(place).toBeGreaterThan(400);
    expect(selected.length).toBeGreaterThan(0);

    held.release();
    await waitForLivePage(page);
    // Whatever the app does once live (its effects, the sections near the viewport) has run.
    await page.evaluate(() => new Promise((resolve) => { requestAnimationFrame(() => setTimeout(resolve, 300)); }));
    expect(await page.evaluate(() => window.scrollY)).toBe(place);
    expect(await isMarked(page.locator(':focus'))).toBe(true);
    expect(await page.evaluate(() => window.getSelection()!.toString())).toBe(selected);
    expect(held.console).toEqual([]);
  });

  test.each(['/privacy', '/terms', '/cookies'])('%s: the early tap on the menu opens it', async (path) => {
    const held = await openHeld(browser, path);
    const { page } = held;
    const menu = page.getByRole('button', { name: 'Open menu' });
    await mark(menu);
    await menu.click();

    held.release();
    await page.getByRole('button', { name: 'Close menu' }).waitFor();
    expect(await isMarked(page.getByRole('button', { name: 'Close menu' }))).toBe(true);
    expect(held.console).toEqual([]);
  });
});

describe('server-rendered pages hydrate without a warning', () => {
  let browser: RunningChromium;
  let member: SignedIn;
  let admin: SignedIn;

  beforeAll(async () => {
    member = await signInOnce(MEMBER.email, MEMBER.password);
    admin = await signInOnce(ADMIN.email, ADMIN.password);
  });

  beforeEach(async () => {
    browser = await openBrowser(PHONE);
  });

  afterEach(async () => {
    await browser.close();
  });

  test.each(['/', '/login', '/forgot-password', '/reset-password/a-token', '/privacy', '/terms', '/cookies', '/user', '/admin', '/no/such/page'])(
    '%s, for a visitor',
    async (path) => {
      const { page } = browser;
      const said = watchConsole(page);
      const answer = await page.goto(path);
      expect(answer?.status()).toBe(path === '/no/such/page' ? 404 : 200);
      // The server's page came with its markup (not the plain index.html).
      const html = (await answer?.text()) ?? '';
      expect(html).toMatch(/<div id="root"><div/);
      // A protected remote's files are named to a browser the server confirmed has the role only.
      expect(html).not.toMatch(GUARDED_REMOTE_HINT);
      expect(html).not.toContain('id="club-session"');
      await page.waitForTimeout(500);
      expect(said).toEqual([]);
    },
  );

  test('/user, signed in: the dashboard drawn for the member comes with the HTML and hydrates in place', async () => {
    const { page } = browser;
    const { said, answer, html } = await openSignedIn(page, member, '/user');
    expect(html).toContain('<header');
    // The member's band: the page's largest paint, in the first one.
    expect(html).toMatch(/Welcome back,/);
    expect(html).toContain(member.user.fullName.replace(/&/g, '&amp;').replace(/'/g, '&#x27;'));
    expect(html).not.toContain('Checking your session');
    expect(html).toMatch(/<link rel="preload" as="script" href="[^"]*\/remote-member\/[^"]*remoteEntry\.js">/);
    expect(answer?.headers()['cache-control']).toBe('private, no-cache');
    expect(answer?.headers().vary).toMatch(/cookie/i);
    const heading = page.getByRole('heading', { name: /Welcome back,/ });
    await heading.waitFor();
    // Hydrated, not replaced: the element the server drew is the one on screen, and it works.
    await heading.evaluate((element) => { (element as HTMLElement).dataset.drawnByServer = 'yes'; });
    // The sections below the band are drawn and hydrated with it.
    await page.getByRole('heading', { name: 'Upcoming Events' }).waitFor();
    expect(await heading.getAttribute('data-drawn-by-server')).toBe('yes');
    // No preload went unused, no hydration mismatch, and nothing else was said.
    await page.waitForTimeout(3500);
    expect(said).toEqual([]);
  });

  test('/admin, signed in as an admin: the panel drawn for the admin comes with the HTML and its counts, and hydrates in place', async () => {
    const { page } = browser;
    const statsAsked: string[] = [];
    page.on('request', (request) => { if (request.url().endsWith('/api/admin/membership/stats')) statsAsked.push(request.url()); });
    const cookie = admin.cookies.map(({ name, value }) => `${name}=${value}`).join('; ');
    const stats = await (await fetch(`${BASE_URL}/api/admin/membership/stats`, { headers: { cookie } })).json() as { pending: number; approved: number };
    const { said, answer, html } = await openSignedIn(page, admin, '/admin');
    expect(html).toMatch(/<h1[^>]*>Admin Panel<\/h1>/);
    expect(html).not.toContain('Checking your session');
    expect(html).toContain('id="club-session"');
    expect(html).toMatch(/<link rel="preload" as="script" href="[^"]*\/remote-admin\/[^"]*remoteEntry\.js">/);
    expect(answer?.headers()['cache-control']).toBe('private, no-cache');
    // The first screen's counts are drawn by the server, and the page carries the answer they came from.
    expect(html).toContain(`Pending Requests</dt><dd>${stats.pending}</dd>`);
    expect(html).toContain(`Approved Requests</dt><dd>${stats.approved}</dd>`);
    expect(html).toContain(`<script type="application/json" id="club-answers">{"admin/membership/stats":${JSON.stringify(stats)}}</script>`);
    const overview = page.getByRole('heading', { name: 'Dashboard Overview' });
    await overview.waitFor();
    await page.waitForTimeout(2000);
    expect(said).toEqual([]);
    // Hydrated with the page's counts: the browser did not ask for them.
    await expect(page.getByText(String(stats.approved), { exact: true }).isVisible()).resolves.toBe(true);
    expect(statsAsked).toEqual([]);
    // Back on the Dashboard later, the counts are asked afresh.
    await page.getByRole('button', { name: 'Admin menu' }).click();
    await page.getByRole('button', { name: 'Approved Requests', exact: true }).click();
    await page.getByRole('heading', { name: 'Approved Members' }).waitFor();
    const askedAgain = page.waitForRequest((request) => request.url().endsWith('/api/admin/membership/stats'));
    await page.getByRole('button', { name: 'Admin menu' }).click();
    await page.getByRole('button', { name: 'Dashboard', exact: true }).click();
    await overview.waitFor();
    await askedAgain;
  });

  test('/admin?view=members, signed in as an admin: the screen (a chunk of its own) is drawn by the server and hydrates in place', async () => {
    const { page } = browser;
    const { said, html } = await openSignedIn(page, admin, '/admin?view=members');
    expect(html).toContain('aria-label="Search and filter the approved members"');
    const search = page.getByRole('search', { name: 'Search and filter the approved members' });
    await search.waitFor();
    await mark(search);
    await page.getByRole('table', { name: 'Approved members' }).waitFor();
    expect(await isMarked(search)).toBe(true);
    await page.waitForTimeout(1500);
    expect(said).toEqual([]);
  });

  test('/admin, for a member: no file of the admin remote is named', async () => {
    const { page } = browser;
    const { html } = await openSignedIn(page, member, '/admin');
    expect(html).not.toMatch(GUARDED_REMOTE_HINT);
    // Nor is the member's session put in a page their role may not see.
    expect(html).not.toContain('id="club-session"');
    await page.waitForURL('**/login');
  });
});

describe('a remote the server cannot load', () => {
  const REMOTE = 'remote-public';
  let original: string | undefined;
  let browser: RunningChromium;

  beforeEach(async () => {
    browser = await openBrowser(PHONE);
  });

  afterEach(async () => {
    await browser.close();
  });

  afterAll(async () => {
    if (original) await runCommand(runningProduct(), 'release', [REMOTE, original]).catch(() => undefined);
  });

  test('is left to the browser: the server sends the slot\'s spinner, the browser renders the page, no error shown or logged', async () => {
    const product = runningProduct();
    const { page } = browser;
    const config = (await (await page.request.get('/config.json')).json()) as { remotes: Record<string, string> };
    original = /\/remote-public\/([^/]+)\/mf-manifest\.json$/.exec(config.remotes.remote_public ?? '')?.[1];
    expect(original).toBeDefined();
    // A version whose server build is missing: the browser's build alone.
    const next = variantVersion(original!);
    const folder = publishVariant(product.cdnDir, REMOTE, original!, next, 'Member Access', 'Member Access', {
      edit: (staging) => rmSync(join(staging, 'ssr'), { recursive: true, force: true }),
    });
    expect(folder).toContain(next);
    await runCommand(product, 'release', [REMOTE, next]);
    // The server's page (waited for: the released config's renderer starts with the first page
    // asked for, and any page whose render runs out of time is the plain one).
    const html = await renderedHtmlWith(page, 'Loading page', '/login');
    expect(html).not.toContain('Member Access');

    const said = watchConsole(page);
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Member Access' }).waitFor();
    await page.getByRole('textbox', { name: 'Email' }).fill('someone@example.com');
    expect(said).toEqual([]);
  });
});
