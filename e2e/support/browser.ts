import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { BASE_URL } from './env';

const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** The system Chromium, headless, with a fresh profile. Missing Chromium fails, never skips. */
export async function openBrowser(options: { width?: number; height?: number } = {}): Promise<{
  context: BrowserContext;
  page: Page;
  close: () => Promise<void>;
}> {
  if (!existsSync(CHROME)) {
    throw new Error(`Chromium not found at ${CHROME}: install the Debian package "chromium" or set CHROME_PATH`);
  }
  const profile = mkdtempSync(join(tmpdir(), 'club-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROME,
    headless: true,
    baseURL: BASE_URL,
    viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
    args: [
      '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync',
    ],
  });
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** Signs in through the real login form. */
export async function loginThroughForm(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

export type OpenBrowser = Awaited<ReturnType<typeof openBrowser>>;

/**
 * A fresh browser (profile, cookies, storage) for every test of the calling `describe`; read
 * `.page` inside a test.
 */
export function useFreshBrowser(options: Parameters<typeof openBrowser>[0] = {}): Pick<OpenBrowser, 'page' | 'context'> {
  let current: OpenBrowser | undefined;
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
