/**
 * The system Chromium, headless: its flags and path for the browser tests (browser.ts: one per
 * test file, a context per test) and the benchmarks (bench/: launchChromium, a fresh profile per
 * measure). Missing Chromium fails, never skips.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** The flags every Chromium of the tests and benchmarks runs with (headless mode aside). */
export const CHROMIUM_ARGS = [
  '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];

/** The system Chromium's executable (CHROME_PATH, else /usr/bin/chromium); throws when it is missing. */
export function chromiumPath(): string {
  if (!existsSync(CHROME)) {
    throw new Error(`Chromium not found at ${CHROME}: install the Debian package "chromium" or set CHROME_PATH`);
  }
  return CHROME;
}

/** The system Chromium, headless, for tests that open contexts of their own in it. */
export function launchHeadlessChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), headless: true, args: CHROMIUM_ARGS });
}

export interface LaunchOptions {
  /** What relative URLs (`page.goto('/login')`) resolve against. */
  baseURL?: string;
  /** Playwright's default (1280 x 720) when not given. */
  viewport?: { width: number; height: number };
}

export interface RunningChromium {
  context: BrowserContext;
  page: Page;
  /** Closes it: the browser and its profile (launchChromium), or the test's context (browser.ts). */
  close: () => Promise<void>;
}

export async function launchChromium(options: LaunchOptions = {}): Promise<RunningChromium> {
  const executablePath = chromiumPath();
  const profile = mkdtempSync(join(tmpdir(), 'club-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath,
    headless: true,
    ...options,
    args: CHROMIUM_ARGS,
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
