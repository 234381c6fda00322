import type { Page } from 'playwright-core';
import { launchChromium, type RunningChromium } from './chromium';
import { BASE_URL } from './env';

/** Chromium (see launchChromium) on the product under test (BASE_URL, unless `baseURL`), 1280 x 900 unless told. */
export function openBrowser(options: { width?: number; height?: number; baseURL?: string } = {}): Promise<RunningChromium> {
  return launchChromium({
    baseURL: options.baseURL ?? BASE_URL,
    viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
  });
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
