/**
 * Lighthouse 13 (mobile defaults: emulated phone, simulated throttling) on `/`, `/login`, a
 * signed-in `/user` and a signed-in `/admin`, against a running product (`npm start`), in the
 * system Chromium (docs/performance.md, section 2).
 *
 *   npx tsx bench/lighthouse.ts [baseUrl=http://localhost:3000] [--runs N] [--only PATH] [--compare]
 *   (N default 5; --only: one of /, /login, /user, /admin)
 *
 * --compare runs each page interleaved with its scriptless copy: the same server HTML for the
 * same viewer with every script removed, served by the same server (`PATH?scriptless`; start the
 * product with SCRIPTLESS_COPIES=1). It prints every run of both, then per page the medians of
 * both (score, LCP, TBT), the score gap and the LCP ratio, then the TBT of `/user` and `/admin`
 * over `/`'s, and the budgets: performance within 3 points of the copy's, LCP at most 1.15x the
 * copy's, TBT of `/user` and `/admin` at most 1.25x `/`'s, accessibility, best practices and SEO
 * 100 (all at the median). Ratios measured in one run hold on any host, where absolute figures
 * move with it.
 *
 * Each run gets a fresh Chromium (fresh profile, cold cache). For `/user` the member signs in once
 * through `POST /api/auth/login` (BENCH_EMAIL / BENCH_PASSWORD, default the demo member
 * member@example.com with DEMO_PASSWORD), for `/admin` the administrator (BENCH_ADMIN_EMAIL /
 * BENCH_ADMIN_PASSWORD, default ADMIN_EMAIL / ADMIN_PASSWORD; the product must run with
 * ADMIN_MFA=off, as the benchmarks start it); before each of their runs the session cookie and
 * the shell's stored user (local storage, which Lighthouse's storage reset leaves alone) are put
 * in that run's profile, and the run counts only if the page stayed there.
 *
 * Without --compare it prints per page every run's score, FCP, LCP and TBT, the median run
 * (Lighthouse's own pick: closest to the median FCP and TTI): the four category scores, FCP, LCP,
 * TBT, CLS, SI, the failing audits (score below 1, informative ones left out) with their values.
 * The budgets are --compare's. The JSON reports go to a temp folder, printed at the end. A
 * measurement: the exit code is 0 whatever the scores. First it prints what this host charges for
 * a page fault (support/page-fault-cost.ts): where that is tens of microseconds, every page's
 * figures are far below what the same build gives elsewhere.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from '../e2e/support/chromium';
import { signInOnce, type SignedIn } from '../e2e/support/session';
import { storedUserText, writeStoredSession } from '../e2e/support/stored-session';
import { freePort, releasePort } from './support/free-port';
import { median } from './support/median';
import { pageFaultLine } from './support/page-fault-cost';

type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const METRICS = [
  ['FCP', 'first-contentful-paint'],
  ['LCP', 'largest-contentful-paint'],
  ['TBT', 'total-blocking-time'],
  ['CLS', 'cumulative-layout-shift'],
  ['SI', 'speed-index'],
] as const;
/** Audits that never fail (their score says nothing). */
const NOT_SCORED = new Set(['informative', 'notApplicable', 'manual', 'error']);

function parseArgs(argv: string[]): { base: string; runs: number; only?: string; compare: boolean } {
  let base = 'http://localhost:3000';
  let runs = 5;
  let only: string | undefined;
  let compare = false;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    if (arg === '--compare') compare = true;
    else if (arg === '--runs') runs = Number(argv[++i]);
    else if (arg.startsWith('--runs=')) runs = Number(arg.slice('--runs='.length));
    else if (arg === '--only') only = argv[++i];
    else if (arg.startsWith('--only=')) only = arg.slice('--only='.length);
    else base = arg;
  }
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs needs a whole number of at least 1');
  if (only !== undefined && !PAGES.includes(only)) throw new Error(`--only takes ${PAGES.join(', ')}`);
  return { base: base.replace(/\/$/, ''), runs, only, compare };
}

interface Browser {
  port: number;
  close: () => Promise<void>;
}

/**
 * The system Chromium, headless, with a fresh profile and the DevTools protocol on a free port
 * (Lighthouse drives it through that port: a browser of its own, not Playwright's).
 */
async function launchChrome(): Promise<Browser> {
  const executable = chromiumPath();
  const port = await freePort(4390, 4399);
  const profile = mkdtempSync(join(tmpdir(), 'club-lighthouse-profile-'));
  const child: ChildProcess = spawn(executable, [
    '--headless=new', ...CHROMIUM_ARGS,
    `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank',
  ], { stdio: 'ignore' });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const close = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    }
    // Chromium's helper processes may still write to the profile for a moment after it exits;
    // one still busy after the retries is left in the temporary folder rather than ending the run.
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    } catch (error) {
      console.log(`   (the profile ${profile} is left behind: ${error instanceof Error ? error.message : String(error)})`);
    }
    releasePort(port);
  };
  const deadline = Date.now() + 20_000;
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) return { port, close };
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null || Date.now() > deadline) {
      await close();
      throw new Error(`Chromium did not open its DevTools port ${port}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

const PAGES = ['/', '/login', '/user', '/admin'];

/** Signs in through the API as the shell's login form does (same-origin Origin header): the member for /user, the admin for /admin. */
async function signIn(base: string, path: '/user' | '/admin'): Promise<SignedIn> {
  if (path === '/admin') {
    const email = process.env.BENCH_ADMIN_EMAIL ?? process.env.ADMIN_EMAIL;
    const password = process.env.BENCH_ADMIN_PASSWORD ?? process.env.ADMIN_PASSWORD;
    if (!email || !password) throw new Error('set BENCH_ADMIN_EMAIL and BENCH_ADMIN_PASSWORD (or ADMIN_EMAIL and ADMIN_PASSWORD) to measure /admin');
    return signInOnce(email, password, base);
  }
  const email = process.env.BENCH_EMAIL ?? 'member@example.com';
  const password = process.env.BENCH_PASSWORD ?? process.env.DEMO_PASSWORD;
  if (!password) throw new Error('set BENCH_PASSWORD (or DEMO_PASSWORD, the demo members\' password) to measure /user');
  return signInOnce(email, password, base);
}

/**
 * Puts the session in the run's fresh profile: the cookie, and the stored user the shell restores
 * before it asks the server (without it, /user sends a visitor to /login). Done on the site's
 * robots.txt, so no page of the app is loaded (or cached) before Lighthouse's own load.
 */
async function primeSession(port: number, base: string, session: SignedIn): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('Chromium has no default context');
    await context.addCookies(session.cookies);
    const page = await context.newPage();
    await page.goto(`${base}/robots.txt`);
    await writeStoredSession(page, storedUserText(session.user));
    await page.close();
  } finally {
    // Disconnects only: the browser launched above keeps running for Lighthouse.
    await browser.close();
  }
}

/** Checks once, in a throwaway browser, that the primed session shows the page (not /login). */
async function verifySignedIn(base: string, session: SignedIn, path: '/user' | '/admin'): Promise<void> {
  const chrome = await launchChrome();
  try {
    await primeSession(chrome.port, base, session);
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    try {
      const page = await browser.contexts()[0]!.newPage();
      await page.goto(`${base}${path}`);
      try {
        const shown = path === '/user' ? page.getByRole('heading', { name: /Welcome back,/ }) : page.getByRole('navigation', { name: 'Admin panel' });
        await shown.waitFor({ timeout: 15_000 });
      } catch {
        throw new Error(`the primed session does not show ${path}: it ended on ${page.url()}`);
      }
    } finally {
      await browser.close();
    }
  } finally {
    await chrome.close();
  }
}

async function runOnce(url: string, prime?: (port: number) => Promise<void>): Promise<Result> {
  const chrome = await launchChrome();
  try {
    if (prime) await prime(chrome.port);
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    return result.lhr;
  } finally {
    await chrome.close();
  }
}

type Audit = Result['audits'][string];

/** A few of the elements, messages or URLs behind a failing audit (not for performance ones). */
function evidenceOf(audit: Audit | undefined): string[] {
  if (!audit) return [];
  type Item = Record<string, unknown>;
  // A list of tables (the LCP element audit) is read table by table.
  const flatten = (items: unknown): Item[] => (Array.isArray(items) ? (items as Item[]) : []).flatMap((item) =>
    (item.type === 'table' || item.type === 'list' ? flatten(item.items) : [item]));
  const items = flatten((audit.details as { items?: unknown } | undefined)?.items);
  return items.filter((item) => !('phase' in item) && !('subpart' in item)).slice(0, 5).map((item) => {
    const node = (item.type === 'node' ? item : item.node) as { selector?: string; snippet?: string; nodeLabel?: string } | undefined;
    if (node) return `${node.selector ?? ''} ${node.snippet ?? ''} ${node.nodeLabel ? `"${node.nodeLabel}"` : ''}`.trim();
    const source = item.sourceLocation as { url?: string } | undefined;
    const text = [item.source, item.description, item.url ?? source?.url].filter((v) => typeof v === 'string' && v);
    return text.join(' ') || JSON.stringify(item).slice(0, 200);
  });
}

const score = (value: number | null | undefined) => (value === null || value === undefined ? '  -' : String(Math.round(value * 100)).padStart(3));

function medianOf(runs: Result[]): Result {
  try {
    return computeMedianRun(runs);
  } catch {
    // A run without TTI: the median by performance score instead.
    const sorted = [...runs].sort((a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0));
    return sorted[Math.floor((sorted.length - 1) / 2)]!;
  }
}

const performanceOf = (run: Result) => Math.round((run.categories.performance?.score ?? 0) * 100);
const msOf = (run: Result, id: string) => Math.round(run.audits[id]?.numericValue ?? Number.NaN);

function report(path: string, runs: Result[]): void {
  const medianRun = medianOf(runs);
  const final = medianRun.finalDisplayedUrl;
  console.log(`\n== ${path}  (median of ${runs.length} run(s); final URL ${final})`);
  for (const [n, run] of runs.entries()) {
    const metric = (id: string) => run.audits[id]?.displayValue ?? '-';
    console.log(`   run ${n + 1}: performance ${score(run.categories.performance?.score).trim()}, FCP ${metric('first-contentful-paint')}, `
      + `LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}`);
  }
  if (runs.length > 1) {
    const scores = runs.map(performanceOf);
    console.log(`   performance by run: ${scores.join(', ')} (median score ${median(scores)}; the run shown is Lighthouse's median run)`);
    // Simulated throttling scales the task times it observed: a host slowed down by other load
    // (a lower benchmark index) scores lower for the same page.
    const speeds = runs.map((r) => Math.round(r.environment.benchmarkIndex));
    console.log(`   host CPU benchmark index by run: ${speeds.join(', ')} (higher is faster)`);
  }
  console.log(`   ${CATEGORIES.map((id) => `${medianRun.categories[id]?.title ?? id} ${score(medianRun.categories[id]?.score).trim()}`).join(' | ')}`);
  console.log(`   ${METRICS.map(([label, id]) => `${label} ${medianRun.audits[id]?.displayValue ?? '-'}`).join(' | ')}`);
  const lcpElement = evidenceOf(medianRun.audits['lcp-breakdown-insight'])[0];
  if (lcpElement) console.log(`   LCP element: ${lcpElement.replace(/\s+/g, ' ').slice(0, 160)}`);
  for (const warning of medianRun.runWarnings) console.log(`   warning: ${String(warning)}`);
  for (const id of CATEGORIES) {
    const category = medianRun.categories[id];
    if (!category) continue;
    const failing = category.auditRefs
      .map((ref) => medianRun.audits[ref.id]!)
      .filter((audit) => audit && !NOT_SCORED.has(audit.scoreDisplayMode) && audit.score !== null && audit.score < 1);
    if (failing.length === 0) continue;
    console.log(`   failing in ${category.title}:`);
    for (const audit of failing) {
      const value = audit.displayValue ? ` - ${audit.displayValue}` : '';
      console.log(`     ${score(audit.score)}  ${audit.id}: ${audit.title}${value}`);
      if (id !== 'performance') for (const line of evidenceOf(audit)) console.log(`            ${line.replace(/\s+/g, ' ').slice(0, 220)}`);
    }
  }
}

interface Page {
  path: string;
  prime?: (port: number) => Promise<void>;
}

/** One Lighthouse run of `url`; null (said why) when it failed or did not stay on `path`. */
async function measure(base: string, page: Page, url: string, label: string, out: string): Promise<Result | null> {
  const lhr = await runOnce(`${base}${url}`, page.prime);
  writeFileSync(join(out, `${label.replace(/[^a-z0-9-]+/gi, '_')}.json`), JSON.stringify(lhr, null, 2));
  if (lhr.runtimeError) {
    console.log(`   ${label} failed: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    return null;
  }
  const landed = new URL(lhr.finalDisplayedUrl).pathname;
  if (landed !== page.path) {
    console.log(`   ${label} ended on ${landed}, not ${page.path}: left out (is the session valid?)`);
    return null;
  }
  return lhr;
}

/** A run's line: score, LCP, TBT, CLS. */
const runLine = (run: Result) => `performance ${performanceOf(run)}, LCP ${msOf(run, 'largest-contentful-paint')} ms, `
  + `TBT ${msOf(run, 'total-blocking-time')} ms, CLS ${run.audits['cumulative-layout-shift']?.displayValue ?? '-'}`;

interface Medians { performance: number; lcp: number; tbt: number; categories: Record<string, number> }

/** The median of each figure over the runs (each figure on its own). */
function mediansOf(runs: Result[]): Medians {
  const categories: Record<string, number> = {};
  for (const id of CATEGORIES) categories[id] = median(runs.map((run) => Math.round((run.categories[id]?.score ?? 0) * 100)));
  return {
    performance: median(runs.map(performanceOf)),
    lcp: median(runs.map((run) => msOf(run, 'largest-contentful-paint'))),
    tbt: median(runs.map((run) => msOf(run, 'total-blocking-time'))),
    categories,
  };
}

/** Each page and its scriptless copy, run by run in turn, then the ratios and the budgets. */
async function compare(base: string, pages: Page[], runs: number, out: string): Promise<void> {
  const copy = await fetch(`${base}/?scriptless`);
  if (/<script/i.test(await copy.text())) {
    throw new Error(`${base}/?scriptless still has scripts: start the product with SCRIPTLESS_COPIES=1 to compare`);
  }
  const results = new Map<string, { product: Result[]; copy: Result[] }>();
  for (const page of pages) {
    const both = { product: [] as Result[], copy: [] as Result[] };
    results.set(page.path, both);
    for (let n = 1; n <= runs; n += 1) {
      process.stdout.write(`lighthouse ${page.path} run ${n}/${runs}, product and scriptless copy...\n`);
      const product = await measure(base, page, page.path, `${page.path}-product-${n}`, out);
      const scriptless = await measure(base, page, `${page.path}?scriptless`, `${page.path}-scriptless-${n}`, out);
      if (product) both.product.push(product);
      if (scriptless) both.copy.push(scriptless);
    }
  }
  const medians = new Map<string, { product: Medians; copy: Medians }>();
  for (const [path, both] of results) {
    console.log(`\n== ${path}`);
    for (const [name, list] of [['product', both.product], ['scriptless', both.copy]] as const) {
      for (const [n, run] of list.entries()) console.log(`   ${name.padEnd(10)} run ${n + 1}: ${runLine(run)}`);
    }
    if (both.product.length === 0 || both.copy.length === 0) {
      console.log('   no usable run of one side: not compared');
      continue;
    }
    const product = mediansOf(both.product);
    const scriptless = mediansOf(both.copy);
    medians.set(path, { product, copy: scriptless });
    console.log(`   median     product: performance ${product.performance}, LCP ${product.lcp} ms, TBT ${product.tbt} ms `
      + `| ${CATEGORIES.slice(1).map((id) => `${id} ${product.categories[id]}`).join(', ')}`);
    console.log(`   median  scriptless: performance ${scriptless.performance}, LCP ${scriptless.lcp} ms, TBT ${scriptless.tbt} ms`);
    console.log(`   score gap ${scriptless.performance - product.performance} points, LCP ratio ${(product.lcp / scriptless.lcp).toFixed(2)}x`);
  }
  const landing = medians.get('/')?.product.tbt;
  console.log('\n== TBT over the landing page\'s, product, same run');
  for (const path of ['/user', '/admin']) {
    const tbt = medians.get(path)?.product.tbt;
    console.log(`   ${path}: ${tbt === undefined || !landing ? 'not measured' : `${tbt} / ${landing} ms = ${(tbt / landing).toFixed(2)}x`}`);
  }
  console.log('\n== budgets, at the median (performance within 3 points of the scriptless copy; LCP <= 1.15x the copy\'s; '
    + 'TBT of /user and /admin <= 1.25x /\'s; accessibility, best practices, SEO = 100)');
  for (const page of pages) {
    const both = medians.get(page.path);
    if (!both) {
      console.log(`   ${page.path}: not measured`);
      continue;
    }
    const { product, copy: scriptless } = both;
    const checks: Array<[string, boolean, string]> = [
      ['performance gap', scriptless.performance - product.performance <= 3, `${scriptless.performance - product.performance} points`],
      ['LCP ratio', product.lcp <= 1.15 * scriptless.lcp, `${(product.lcp / scriptless.lcp).toFixed(2)}x`],
      ...CATEGORIES.slice(1).map((id): [string, boolean, string] => [id, product.categories[id] === 100, String(product.categories[id])]),
    ];
    if ((page.path === '/user' || page.path === '/admin') && landing) {
      checks.push(['TBT over /', product.tbt <= 1.25 * landing, `${(product.tbt / landing).toFixed(2)}x`]);
    }
    const missed = checks.filter(([, ok]) => !ok);
    console.log(`   ${page.path}: ${missed.length === 0 ? 'HOLDS' : 'DOES NOT HOLD'} (${checks.map(([id, ok, value]) => `${ok ? '' : 'MISS '}${id} ${value}`).join(', ')})`);
  }
}

async function main() {
  const { base, runs, only, compare: comparing } = parseArgs(process.argv.slice(2));
  console.log(pageFaultLine());
  const out = mkdtempSync(join(tmpdir(), 'club-lighthouse-'));
  const pages: Page[] = [{ path: '/' }, { path: '/login' }];
  for (const path of ['/user', '/admin'] as const) {
    if (only && only !== path) continue;
    try {
      const session = await signIn(base, path);
      await verifySignedIn(base, session, path);
      pages.push({ path, prime: (port) => primeSession(port, base, session) });
    } catch (error) {
      console.log(`${path} is left out: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  const measured = pages.filter((page) => !only || page.path === only);
  if (comparing) {
    await compare(base, measured, runs, out);
    console.log(`\nJSON reports: ${out}`);
    return;
  }
  for (const page of measured) {
    const results: Result[] = [];
    for (let n = 1; n <= runs; n += 1) {
      process.stdout.write(`lighthouse ${page.path} run ${n}/${runs}...\n`);
      const lhr = await measure(base, page, page.path, `${page.path === '/' ? 'landing' : page.path.slice(1)}-run${n}`, out);
      if (lhr) results.push(lhr);
    }
    if (results.length > 0) report(page.path, results);
    else console.log(`\n== ${page.path}: no usable run`);
  }

  console.log(`\nJSON reports: ${out}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack ?? error.message : error);
}).finally(() => {
  // A measurement: the exit code says nothing about the scores.
  process.exitCode = 0;
});
