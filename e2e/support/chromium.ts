/**
 * The system Chromium, headless, for the browser tests and the benchmarks.
 *
 * The tests (browser.ts: one per test file, a context per test) run Chromium's headless shell
 * (Debian package `chromium-headless-shell`): the same Blink and V8 without the browser's own
 * layers, at about a third of the full browser's CPU per page load. The benchmarks
 * (bench/: launchChromium, a fresh profile per measure) run the full browser, the one visitors
 * have. Missing either fails, never skips.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

/** The flags every Chromium of the tests and benchmarks runs with (headless mode aside). */
export const CHROMIUM_ARGS = [
  '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];

function executable(path: string, variable: string, debianPackage: string): string {
  if (!existsSync(path)) {
    throw new Error(`Chromium not found at ${path}: install the Debian package "${debianPackage}" or set ${variable}`);
  }
  return path;
}

/** The full browser, for the benchmarks: CHROME_PATH, else /usr/bin/chromium. Throws when it is missing. */
export function chromiumPath(): string {
  return executable(process.env.CHROME_PATH ?? '/usr/bin/chromium', 'CHROME_PATH', 'chromium');
}

/** The headless shell, for the tests: CHROME_HEADLESS_SHELL, else /usr/bin/chromium-headless-shell. Throws when it is missing. */
export function headlessShellPath(): string {
  return executable(process.env.CHROME_HEADLESS_SHELL ?? '/usr/bin/chromium-headless-shell', 'CHROME_HEADLESS_SHELL', 'chromium-headless-shell');
}

/** Chromium's headless shell, for tests that open contexts of their own in it. */
export function launchHeadlessChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: headlessShellPath(), headless: true, args: CHROMIUM_ARGS });
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
