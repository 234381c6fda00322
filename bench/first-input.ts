/**
 * From the first contentful paint to the first moment the page answers input, at 4x CPU
 * slowdown (goal: within 100 ms at the median; docs/performance.md, section 3), on `/`, `/login`,
 * a signed-in `/user` and a signed-in `/admin` of a running product (`npm start`), in the system
 * Chromium with a phone's viewport and no network throttling (loopback).
 *
 *   npx tsx bench/first-input.ts [baseUrl=http://localhost:3000] [--runs N] [--only PATH] [--compare]   (N default 5)
 *
 * `--compare` runs each page interleaved with its scriptless copy (`PATH?scriptless`: the same
 * server HTML with every script removed; start the product with SCRIPTLESS_COPIES=1) and prints
 * both medians: what the page's scripts add to the first answer, measured side by side.
 *
 * Method. From the moment the page's response starts, a key press (Shift, which does nothing
 * on any page) is sent every 10 ms through the DevTools protocol, as a keyboard would: each lands
 * in the page's input queue at once, and is handled when the main thread is free. The page
 * records, for each, when it arrived (the event's time stamp), and the next animation frame
 * after its handling (the answer on screen). The measure is the answer to the first press that
 * arrived at or after FCP, counted from FCP: a visitor who acts the moment something is drawn
 * waits that long.
 *
 * On `/` the input is the contact form's name field, below the fold: at first paint (once the
 * field has been parsed) the page scrolls it to the middle of the screen, as soon as its main
 * thread can, then every 10 ms the middle of the screen is tapped and the letter a typed. The
 * measure is the later of the first tap answered (the field focused) and the first key
 * answered (its letter in the field), counted from FCP.
 *
 * Also printed: the slowest answer in the 3 s after FCP (the longest time any probe waited: a
 * long task, such as script evaluation or hydration, while the visitor types) and when the page
 * went live (hydrated: the early-input script's global set to null, seen by the first probe
 * handled after it; `-` when that was after the probes stopped, 3 s after the load event).
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

function parseArgs(argv: string[]): { base: string; runs: number; only?: PagePath; compare: boolean } {
  let base = 'http://localhost:3000';
  let runs = 5;
  let only: PagePath | undefined;
  let compare = false;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    if (arg === '--runs') runs = Number(argv[++i]);
    else if (arg === '--only') only = argv[++i] as PagePath;
    else if (arg === '--compare') compare = true;
    else base = arg;
  }
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs needs a whole number of at least 1');
  if (only !== undefined && !PAGES.includes(only)) throw new Error(`--only takes ${PAGES.join(', ')}`);
  return { base: base.replace(/\/$/, ''), runs, only, compare };
}

/** The landing page's contact form's name field: below the fold, scrolled to before it is used. */
const CONTACT_FIELD = 'form[aria-label="Contact form"] input[name="fullName"]';

type Kind = 'press' | 'click' | 'key';
/** A probe: its kind, when it arrived, when its answer was on screen. */
type Answer = [Kind, number, number];
/** A probe: its kind, when it arrived, when its answer was on screen. */
/**
 * In the page, from its first script: FCP, each probe's arrival and answer (the next frame after
 * it was handled), the moment the page went live. A click answers when the field has focus, a key
 * when its letter is in the field.
 */
function recordInput({ global, field, scrollToField }: { global: string; field: string; scrollToField: boolean }) {
  type Bench = { fcp?: number; live?: number; ready?: boolean; reached?: number; answers: Answer[] };
  const w = window as unknown as { __bench: Bench } & Record<string, unknown>;
  w.__bench = { answers: [] };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.name !== 'first-contentful-paint') continue;
      w.__bench.fcp = entry.startTime;
      if (!scrollToField) {
        w.__bench.ready = true;
        continue;
      }
      // The visitor goes to the field as soon as the page is drawn and the field has arrived: to
      // the middle of the screen. Sections drawn only near the viewport take their real height in
      // the next frame, so the field is centred again once they have.
      const parsed = document.querySelector(field)
        ? Promise.resolve()
        : new Promise((resolve) => { document.addEventListener('DOMContentLoaded', resolve, { once: true }); });
      void parsed.then(() => {
        document.querySelector(field)?.scrollIntoView({ block: 'center', inline: 'center' });
        requestAnimationFrame(() => requestAnimationFrame(() => {
          document.querySelector(field)?.scrollIntoView({ block: 'center', inline: 'center' });
          w.__bench.ready = true;
          w.__bench.reached = performance.now();
        }));
      });
    }
  }).observe({ type: 'paint', buffered: true });
  // No named inner functions: the bench's compiler would wrap them in a helper the page lacks.
  for (const type of ['keydown', 'pointerdown'] as const) {
    window.addEventListener(type, (event) => {
      const onField = event.target instanceof Element && event.target.matches(field);
      const kind: Kind | null = event instanceof KeyboardEvent
        ? (event.key === 'Shift' ? 'press' : onField ? 'key' : null)
        : (onField ? 'click' : null);
      if (!kind) return;
      const arrived = event.timeStamp;
      // Live: the first probe handled after the shell set the global to null (within one probe's
      // interval of it; probes are handled whenever the main thread is free).
      if (w[global] === null && w.__bench.live === undefined) w.__bench.live = performance.now();
      requestAnimationFrame(() => w.__bench.answers.push([kind, arrived, performance.now()]));
    }, true);
  }
}

/** Shift, which does nothing on any page, as a keyboard sends it. */
async function press(cdp: CDPSession): Promise<void> {
  const key = { key: 'Shift', code: 'ShiftLeft', windowsVirtualKeyCode: 16, nativeVirtualKeyCode: 16 };
  await cdp.send('Input.dispatchKeyEvent', { type: 'rawKeyDown', ...key });
  await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', ...key });
}

/** A tap on the field at (x, y), then the letter a, as a visitor starting to type their name. */
async function clickAndType(cdp: CDPSession, x: number, y: number): Promise<void> {
  const mouse = { x, y, button: 'left' as const, clickCount: 1, pointerType: 'mouse' as const };
  await cdp.send('Input.dispatchMouseEvent', { type: 'mousePressed', ...mouse });
  await cdp.send('Input.dispatchMouseEvent', { type: 'mouseReleased', ...mouse });
  const key = { key: 'a', code: 'KeyA', text: 'a', windowsVirtualKeyCode: 65, nativeVirtualKeyCode: 65 };
  await cdp.send('Input.dispatchKeyEvent', { type: 'keyDown', ...key });
  await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', ...key });
}

interface Run { fcp: number; firstAnswer: number; slowest: number; live: number | null; click?: number; key?: number; reached?: number; parsed?: number }


const PHONE = { width: 412, height: 823 };

/** One load of `path` (its scriptless copy with `copy`). */
async function runOnce(base: string, path: PagePath, session: SignedIn | undefined, copy: boolean): Promise<Run> {
  const browser = await launchChromium({ baseURL: base, viewport: PHONE });
  try {
    const { page, context } = browser;
    if (session) await useSession(page, session);
    const onField = path === '/';
    await page.addInitScript(recordInput, { global: EARLY_INPUT_GLOBAL, field: CONTACT_FIELD, scrollToField: onField });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(copy ? `${path}?scriptless` : path, { waitUntil: 'commit' });
    const sent: Array<Promise<void>> = [];
    // One probe in flight at a time: input the page has not taken yet waits in its queue anyway,
    // and a flood of it would hold up the browser's other messages (its load event among them).
    let inFlight = false;
    const send = (probe: () => Promise<void>) => {
      if (inFlight) return;
      inFlight = true;
      sent.push(probe().catch(() => undefined).finally(() => { inFlight = false; }));
    };
    // Key presses from the start; on `/`, once the page has scrolled the field to the middle of the
    // screen, taps there and a letter instead.
    let probing = setInterval(() => send(() => press(cdp)), PROBE_EVERY_MS);
    try {
      await page.waitForFunction(() => (window as unknown as { __bench: { ready?: boolean } }).__bench.ready === true, undefined, { timeout: 30_000, polling: 10 });
      if (onField) {
        clearInterval(probing);
        const middle = { x: PHONE.width / 2, y: PHONE.height / 2 };
        probing = setInterval(() => send(() => clickAndType(cdp, middle.x, middle.y)), PROBE_EVERY_MS);
      }
      await page.waitForLoadState('load');
      await page.waitForTimeout(WATCH_AFTER_FCP_MS);
    } finally {
      clearInterval(probing);
      await Promise.all(sent);
    }
    const data = await page.evaluate(() => ({
      ...(window as unknown as { __bench: { fcp: number; live?: number; reached?: number; answers: Answer[] } }).__bench,
      parsed: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).domInteractive,
    }));
    const after = data.answers.filter(([, arrived]) => arrived >= data.fcp).sort((a, b) => a[1] - b[1]);
    const firstOf = (kind: Kind) => after.find(([k]) => k === kind);
    const watched = after.filter(([, arrived]) => arrived <= data.fcp + WATCH_AFTER_FCP_MS);
    const slowest = Math.max(...watched.map(([, arrived, answered]) => answered - arrived));
    const live = data.live ?? null;
    if (onField) {
      // Both a tap and a key must have been answered: the later of the two is the page's answer.
      const click = firstOf('click');
      const key = firstOf('key');
      if (!click || !key) {
        const where = await page.evaluate((selector) => `${JSON.stringify(document.querySelector(selector)?.getBoundingClientRect())} at ${window.scrollY}, focused ${document.activeElement?.outerHTML.slice(0, 60)}`, CONTACT_FIELD);
        throw new Error(`/: the contact form's name field answered no tap or no key after FCP (${data.answers.length} answers; the field is ${where})`);
      }
      return {
        fcp: data.fcp, firstAnswer: Math.max(click[2], key[2]) - data.fcp, slowest, live,
        click: click[2] - data.fcp, key: key[2] - data.fcp, reached: (data.reached ?? Number.NaN) - data.fcp, parsed: data.parsed - data.fcp,
      };
    }
    const first = firstOf('press');
    if (!first) throw new Error(`${path}: no key press arrived after FCP`);
    return { fcp: data.fcp, firstAnswer: first[2] - data.fcp, slowest, live };
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

function printRun(label: string, n: number, run: Run): void {
  const answers = run.click === undefined ? '' : ` (the contact form's name field: tap ${ms(run.click)}, key ${ms(run.key ?? null)}; `
    + `the page parsed ${ms(run.parsed ?? null)} and at the field ${ms(run.reached ?? null)} after FCP)`;
  console.log(`  ${label.padEnd(18)} run ${n}: FCP ${ms(run.fcp)}, first answer ${ms(run.firstAnswer)} after FCP${answers}, `
    + `slowest answer in the 3 s after FCP ${ms(run.slowest)}, live at ${ms(run.live)}`);
}

function summary(label: string, results: Run[]): string {
  const firstAnswer = median(results.map((r) => r.firstAnswer));
  return `  ${label.padEnd(18)} median first answer ${ms(firstAnswer)} (goal within 100 ms: ${firstAnswer <= 100 ? 'met' : 'NOT met'}), `
    + `median slowest ${ms(median(results.map((r) => r.slowest)))}, median FCP ${ms(median(results.map((r) => r.fcp)))}`;
}

async function main() {
  const { base, runs, only, compare } = parseArgs(process.argv.slice(2));
  console.log(`FCP to the first answer to input, 4x CPU, ${runs} run(s) per page${compare ? ', each page and its scriptless copy in turn' : ''}, on ${base}`);
  console.log(pageFaultLine());
  if (compare && /<script/i.test(await (await fetch(`${base}/?scriptless`)).text())) {
    throw new Error(`${base}/?scriptless still has scripts: start the product with SCRIPTLESS_COPIES=1 to compare`);
  }
  const medians: string[] = [];
  for (const path of PAGES.filter((page) => !only || page === only)) {
    let session: SignedIn | undefined;
    try {
      session = await sessionFor(base, path);
    } catch (error) {
      console.log(`${path} is left out: ${error instanceof Error ? error.message : String(error)}`);
      continue;
    }
    const product: Run[] = [];
    const copies: Run[] = [];
    for (let n = 1; n <= runs; n += 1) {
      const run = await runOnce(base, path, session, false);
      product.push(run);
      printRun(path, n, run);
      if (!compare) continue;
      const copy = await runOnce(base, path, session, true);
      copies.push(copy);
      printRun(`${path} scriptless`, n, copy);
    }
    medians.push(summary(path, product));
    if (compare) medians.push(summary(`${path} scriptless`, copies));
  }
  console.log(`\n${medians.join('\n')}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
