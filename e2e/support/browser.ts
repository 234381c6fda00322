import type { Browser, Page } from 'playwright-core';
import { launchHeadlessChromium, type RunningChromium } from './chromium';
import { BASE_URL } from './env';
import { waitForLivePage } from './landing';

/**
 * Makes `page.goto` and `page.reload` resolve once the page is live (waitForLivePage): the
 * tests exercise what the app does, which starts with hydration. A navigation with
 * `waitUntil: 'commit'` resolves as Playwright's does: the tests of what a visitor can do
 * before the scripts run (server-render.e2e.ts) use it.
 */
function waitingForLivePages(page: Page): void {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (options?.waitUntil !== 'commit') await waitForLivePage(page);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    if (options?.waitUntil !== 'commit') await waitForLivePage(page);
    return response;
  };
}

/**
 * One Chromium per test file, started on first use and closed after the file's tests. Each test's
 * browser is a context of its own in it: a fresh in-memory profile (cookies, storage, cache, no
 * history shared), at about half the CPU of starting Chromium for every test.
 */
let chromiumOfFile: Promise<Browser> | undefined;

async function sharedChromium(): Promise<Browser> {
  const running = await chromiumOfFile;
  if (running?.isConnected()) return running;
  chromiumOfFile = launchHeadlessChromium();
  return chromiumOfFile;
}

afterAll(async () => {
  const running = chromiumOfFile;
  chromiumOfFile = undefined;
  await (await running)?.close();
});

/** A fresh browser (see sharedChromium) on the product under test (BASE_URL, unless `baseURL`), 1280 x 900 unless told. */
export async function openBrowser(options: { width?: number; height?: number; baseURL?: string } = {}): Promise<RunningChromium> {
  const context = await (await sharedChromium()).newContext({
    baseURL: options.baseURL ?? BASE_URL,
    viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
  });
  const page = await context.newPage();
  waitingForLivePages(page);
  context.on('page', waitingForLivePages);
  return { context, page, close: () => context.close() };
}

/** Signs in through the real login form. */
export async function loginThroughForm(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/**
 * A fresh browser (profile, cookies, storage) for every test of the calling `describe`; read
 * `.page` inside a test.
 */
export function useFreshBrowser(options: Parameters<typeof openBrowser>[0] = {}): Pick<RunningChromium, 'page' | 'context'> {
  let current: RunningChromium | undefined;
  beforeEach(async () => {
    current = await openBrowser(options);
  });
  afterEach(async () => {
    await current?.close();
    current = undefined;
  });
  const open = () => {
    if (!current) throw new Error('the browser is open only inside a test');
    return current;
  };
  return {
    get page() { return open().page; },
    get context() { return open().context; },
  };
}
