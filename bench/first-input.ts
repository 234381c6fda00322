/**
 * From the first contentful paint to the first moment the page answers input, at 4x CPU
 * slowdown (goal: under 100 ms at the median; docs/performance.md, section 7), on `/`, `/login`,
 * a signed-in `/user` and a signed-in `/admin` of a running product (`npm start`), in the system
 * Chromium with a phone's viewport and no network throttling (loopback).
 *
 *   npx tsx bench/first-input.ts [baseUrl=http://localhost:3000] [--runs N] [--only PATH]   (N default 5)
 *
 * Method. From the moment the page's response starts, a key press (Shift, which does nothing
 * on any page) is sent every 10 ms through the DevTools protocol, as a keyboard would: each lands
 * in the page's input queue at once, and is handled when the main thread is free. The page
 * records, for each, when it arrived (the event's time stamp), and the next animation frame
 * after its handling (the answer on screen). The measure is the answer to the first press that
 * arrived at or after FCP, counted from FCP: a visitor who acts the moment something is drawn
 * waits that long. Also printed: the slowest answer in the 3 s after FCP (the longest time any
 * press waited: a long task, such as script evaluation or hydration, while the visitor types)
 * and when the page went live (hydrated: the early-input script's global set to null, seen by
 * the first press handled after it; `-` when that was after the presses stopped, 3 s after the
 * load event).
 *
 * Signed-in pages: the member (BENCH_EMAIL / BENCH_PASSWORD, default member@example.com with
 * DEMO_PASSWORD) and the admin (BENCH_ADMIN_EMAIL / BENCH_ADMIN_PASSWORD, default ADMIN_EMAIL /
 * ADMIN_PASSWORD, with ADMIN_MFA=off) sign in once; each run's fresh profile gets the session.
 */
import type { CDPSession } from 'playwright-core';
import { EARLY_INPUT_GLOBAL } from 'shared/early-input';
import { launchChromium } from '../e2e/support/chromium';
import { signInOnce, useSession, type SignedIn } from '../e2e/support/session';
import { median } from './support/median';
import { pageFaultLine } from './support/page-fault-cost';

const PAGES = ['/', '/login', '/user', '/admin'] as const;
type PagePath = (typeof PAGES)[number];
const PROBE_EVERY_MS = 10;
const WATCH_AFTER_FCP_MS = 3000;

function parseArgs(argv: string[]): { base: string; runs: number; only?: PagePath } {
  let base = 'http://localhost:3000';
  let runs = 5;
  let only: PagePath | undefined;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    if (arg === '--runs') runs = Number(argv[++i]);
    else if (arg === '--only') only = argv[++i] as PagePath;
    else base = arg;
  }
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs needs a whole number of at least 1');
  if (only !== undefined && !PAGES.includes(only)) throw new Error(`--only takes ${PAGES.join(', ')}`);
  return { base: base.replace(/\/$/, ''), runs, only };
}

/** In the page, from its first script: FCP, each key press's arrival and answer, the moment it went live. */
function recordInput(global: string) {
  const w = window as unknown as { __bench: { fcp?: number; live?: number; presses: Array<[number, number]> } } & Record<string, unknown>;
  w.__bench = { presses: [] };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') w.__bench.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  window.addEventListener('keydown', (event) => {
    const arrived = event.timeStamp;
    // Live: the first press handled after the shell set the global to null (within one probe's
    // interval of it; presses are handled whenever the main thread is free).
    if (w[global] === null && w.__bench.live === undefined) w.__bench.live = performance.now();
    requestAnimationFrame(() => w.__bench.presses.push([arrived, performance.now()]));
  }, true);
}

async function press(cdp: CDPSession): Promise<void> {
  const key = { key: 'Shift', code: 'ShiftLeft', windowsVirtualKeyCode: 16, nativeVirtualKeyCode: 16 };
  await cdp.send('Input.dispatchKeyEvent', { type: 'rawKeyDown', ...key });
  await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', ...key });
}

interface Run { fcp: number; firstAnswer: number; slowest: number; live: number | null }

async function runOnce(base: string, path: PagePath, session?: SignedIn): Promise<Run> {
  const browser = await launchChromium({ baseURL: base, viewport: { width: 412, height: 823 } });
  try {
    const { page, context } = browser;
    if (session) await useSession(page, session);
    await page.addInitScript(recordInput, EARLY_INPUT_GLOBAL);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(path, { waitUntil: 'commit' });
    const sent: Array<Promise<void>> = [];
    const probing = setInterval(() => sent.push(press(cdp).catch(() => undefined)), PROBE_EVERY_MS);
    try {
      await page.waitForFunction(() => (window as unknown as { __bench: { fcp?: number } }).__bench.fcp !== undefined, undefined, { timeout: 30_000, polling: 50 });
      await page.waitForLoadState('load');
      await page.waitForTimeout(WATCH_AFTER_FCP_MS);
    } finally {
      clearInterval(probing);
      await Promise.all(sent);
    }
    const data = await page.evaluate(() => (window as unknown as { __bench: { fcp: number; live?: number; presses: Array<[number, number]> } }).__bench);
    const after = data.presses.filter(([arrived]) => arrived >= data.fcp).sort((a, b) => a[0] - b[0]);
    const first = after[0];
    if (!first) throw new Error(`${path}: no key press arrived after FCP`);
    const watched = after.filter(([arrived]) => arrived <= data.fcp + WATCH_AFTER_FCP_MS);
    return {
      fcp: data.fcp,
      firstAnswer: first[1] - data.fcp,
      slowest: Math.max(...watched.map(([arrived, answered]) => answered - arrived)),
      live: data.live ?? null,
    };
  } finally {
    await browser.close();
  }
}

const ms = (value: number | null) => (value === null ? '-' : `${Math.round(value)} ms`);

async function sessionFor(base: string, path: PagePath): Promise<SignedIn | undefined> {
  if (path === '/user') {
    const password = process.env.BENCH_PASSWORD ?? process.env.DEMO_PASSWORD;
    if (!password) throw new Error('set BENCH_PASSWORD (or DEMO_PASSWORD) to measure /user');
    return signInOnce(process.env.BENCH_EMAIL ?? 'member@example.com', password, base);
  }
  if (path === '/admin') {
    const email = process.env.BENCH_ADMIN_EMAIL ?? process.env.ADMIN_EMAIL;
    const password = process.env.BENCH_ADMIN_PASSWORD ?? process.env.ADMIN_PASSWORD;
    if (!email || !password) throw new Error('set BENCH_ADMIN_EMAIL and BENCH_ADMIN_PASSWORD (or ADMIN_EMAIL and ADMIN_PASSWORD) to measure /admin');
    return signInOnce(email, password, base);
  }
  return undefined;
}

async function main() {
  const { base, runs, only } = parseArgs(process.argv.slice(2));
  console.log(`FCP to the first answer to input, 4x CPU, ${runs} run(s) per page, on ${base}`);
  console.log(pageFaultLine());
  const medians: string[] = [];
  for (const path of PAGES.filter((page) => !only || page === only)) {
    let session: SignedIn | undefined;
    try {
      session = await sessionFor(base, path);
    } catch (error) {
      console.log(`${path} is left out: ${error instanceof Error ? error.message : String(error)}`);
      continue;
    }
    const results: Run[] = [];
    for (let n = 1; n <= runs; n += 1) {
      const run = await runOnce(base, path, session);
      results.push(run);
      console.log(`  ${path.padEnd(7)} run ${n}: FCP ${ms(run.fcp)}, first answer ${ms(run.firstAnswer)} after FCP, `
        + `slowest answer in the 3 s after FCP ${ms(run.slowest)}, live at ${ms(run.live)}`);
    }
    const firstAnswer = median(results.map((r) => r.firstAnswer));
    medians.push(`  ${path.padEnd(7)} median first answer ${ms(firstAnswer)} (goal < 100 ms: ${firstAnswer < 100 ? 'met' : 'NOT met'}), `
      + `median slowest ${ms(median(results.map((r) => r.slowest)))}, median FCP ${ms(median(results.map((r) => r.fcp)))}`);
  }
  console.log(`\n${medians.join('\n')}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
