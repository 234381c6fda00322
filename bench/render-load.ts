/**
 * The server render under load (docs/performance.md, "Server render under load"): server-rendered
 * `/` for a visitor and `/user` for a signed-in member, at 1, 2, 4, 8 and 16 concurrent requests,
 * against `npm start` as a visitor's browser asks it (the page compressed with brotli).
 *
 *   npx tsx bench/render-load.ts [baseUrl] [--duration 10] [--levels 1,2,4,8,16] [--only /|/user]
 *                                [--threads 1,2] [--pool]
 *
 * Without a base URL it starts the product itself once per thread count of `--threads` (the
 * render service's RENDER_THREADS; default 1 and 2), each with fresh data on ports of its own
 * (4390 + 10 x i: the API, the CDN one above, the render service two above), and runs each page
 * and level on each of them in turn, so the columns are measured side by side. From each render
 * service (its GET /.stats) it reads the pages that fell back (drawn in the browser: not
 * rendered at all, or their markup left to it) and each thread's heap, and it samples the
 * resident memory of each product's processes (every 250 ms, the highest of each run). With a
 * base URL it measures that running product alone, whose member it signs in as BENCH_EMAIL /
 * BENCH_PASSWORD (default member@example.com with DEMO_PASSWORD), counting as fallbacks the pages
 * without a `server-timing` header.
 *
 * Per page, level and thread count: autocannon for `--duration` seconds after a 2-second warm-up
 * at that level (not counted), then pages per second, latency p50 and p95, fallbacks and memory.
 * Then the budgets, measured in this one run: the highest pages per second of two threads at
 * least 1.7x that of one (the host's own ceiling for it, two threads of plain JavaScript against
 * one, is printed first); p95 at concurrency 4 at most 3x the p50 of one request at a time; no
 * page falling back.
 *
 * With `--pool`, the render threads alone: one product started for its CDN and API, and in this
 * process one render pool per thread count (shell/server/render-pool.ts on the shell's real
 * server build, as the render service runs it), each loaded with renders at each level in turn,
 * without HTTP, the API's work or compression on the cores (the member's page still asks the API
 * its first screen's data). It prints how busy this process's main thread was (the pool's own
 * work: handing out renders, passing pages and the API's answers).
 */
import autocannon from 'autocannon';
import { readFileSync, readdirSync } from 'node:fs';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { performance as nodePerformance } from 'node:perf_hooks';
import { join } from 'node:path';
import { ROOT } from '../scripts/lib/apps';
import { apiAskerFor } from '../shell/server/browser-config';
import { RenderPool } from '../shell/server/render-pool';
import type { AskApi, PageViewer } from 'shared/types';
import { pageFaultLine } from './support/page-fault-cost';
import { threadScalingLine } from './support/thread-scaling';
import { startProduct, type BenchProduct } from './support/product';

const PAGES = ['/', '/user'] as const;
type PagePath = (typeof PAGES)[number];

interface Options { base?: string; seconds: number; levels: number[]; only?: PagePath; threads: number[]; pool: boolean }

function parseArgs(argv: string[]): Options {
  const options: Options = { seconds: 10, levels: [1, 2, 4, 8, 16], threads: [1, 2], pool: false };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    if (arg === '--duration') options.seconds = Number(argv[++i]);
    else if (arg === '--levels') options.levels = (argv[++i] ?? '').split(',').map(Number);
    else if (arg === '--only') options.only = argv[++i] as PagePath;
    else if (arg === '--threads') options.threads = (argv[++i] ?? '').split(',').map(Number);
    else if (arg === '--pool') options.pool = true;
    else options.base = arg.replace(/\/$/, '');
  }
  if (!(options.seconds > 0) || [...options.levels, ...options.threads].some((n) => !Number.isInteger(n) || n < 1)) {
    throw new Error('--duration takes seconds, --levels and --threads whole numbers of at least 1');
  }
  if (options.only !== undefined && !PAGES.includes(options.only)) throw new Error(`--only takes ${PAGES.join(' or ')}`);
  return options;
}

/** The member's session cookie, from one real login. */
async function signIn(base: string, email: string, password: string): Promise<string> {
  const answer = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: new URL(base).origin },
    body: JSON.stringify({ email, password }),
  });
  if (!answer.ok) throw new Error(`login as ${email} answered ${answer.status}`);
  return answer.headers.getSetCookie().map((cookie) => cookie.split(';')[0]).join('; ');
}

/** The resident memory of every process of `group` (a process group), in bytes. */
function groupRss(group: number): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // Field 5 of /proc/<pid>/stat (after the command in parentheses) is the process group.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]) !== group) continue;
      const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${entry}/status`, 'utf8'));
      if (rss) total += Number(rss[1]) * 1024;
    } catch {
      // Gone meanwhile.
    }
  }
  return total;
}

interface Row {
  page: PagePath;
  level: number;
  /** The render service's threads per config (null: a running product's, unknown). */
  threads: number | null;
  perSecond: number;
  p50: number;
  p95: number;
  pages: number;
  fallbacks: number;
  errors: number;
  rss: number | null;
  /** The render threads' heaps after the run, MiB (null: not known). */
  heaps: number[] | null;
}

/** A product under test: its base URL, and when the bench started it, its process group and render service. */
interface Target { threads: number | null; base: string; product?: BenchProduct; renderUrl?: string; cookie?: string }

interface RenderStats {
  pages: { rendered: number; markupInBrowser: number; unrendered: number };
  threads: { thread: number; heapUsedMb: number }[];
}

async function renderStats(target: Target): Promise<RenderStats | null> {
  if (!target.renderUrl) return null;
  const answer = await fetch(`${target.renderUrl}/.stats`);
  return answer.ok ? (await answer.json() as RenderStats) : null;
}

const fellBack = (stats: RenderStats) => stats.pages.markupInBrowser + stats.pages.unrendered;

/** The `share` (0-1) percentile of `values`, nearest rank. */
function percentile(values: number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))] ?? Number.NaN;
}

async function load(url: string, cookie: string | undefined, level: number, seconds: number): Promise<{ result: autocannon.Result; fallbacks: number; pages: number; latencies: number[] }> {
  let fallbacks = 0;
  let pages = 0;
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({
      url,
      connections: level,
      duration: seconds,
      timeout: 30,
      headers: { accept: 'text/html', 'accept-encoding': 'br', ...(cookie && { cookie }) },
      requests: [{
        method: 'GET',
        onResponse: (status, _body, _context, headers) => {
          pages += 1;
          if (status !== 200 || !headers?.['server-timing']) fallbacks += 1;
        },
      }],
    }, (error, answer) => (error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(answer)));
    instance.on('response', (_client, _status, _bytes, responseTime) => { latencies.push(responseTime); });
  });
  return { result, fallbacks, pages, latencies };
}

/** Renders `path` through `pool` from `level` callers at once for `seconds`: what each took, and those drawn in the browser. */
async function poolLoad(pool: RenderPool, path: string, viewer: PageViewer | null, ask: AskApi | undefined, level: number, seconds: number) {
  const end = Date.now() + seconds * 1000;
  const latencies: number[] = [];
  let fallbacks = 0;
  await Promise.all(Array.from({ length: level }, async () => {
    while (Date.now() < end) {
      const started = performance.now();
      const page = await pool.render(path, null, viewer, ask);
      const rest = page ? await page.rest : '';
      if (!rest.includes('<div id="root"><')) fallbacks += 1;
      latencies.push(performance.now() - started);
    }
  }));
  return { perSecond: latencies.length / seconds, latencies, fallbacks };
}

/** `--pool`: the render threads alone, one pool per thread count, in this process. */
async function poolMain(options: Options, password: string): Promise<void> {
  console.log('starting the product for its CDN and API (npm start, fresh data, port 4390)...');
  const product = await startProduct({ port: 4390, cdnPort: 4391, env: { DEMO_PASSWORD: password } });
  const dir = mkdtempSync(join(tmpdir(), 'club-render-load-'));
  const pools: { threads: number; pool: RenderPool }[] = [];
  try {
    writeFileSync(join(dir, 'site-config.json'), await (await fetch(`${product.url}/config.json`)).text());
    const cookie = await signIn(product.url, process.env.BENCH_EMAIL ?? 'member@example.com', password);
    const me = await (await fetch(`${product.url}/api/auth/me`, { headers: { cookie } })).json() as { data: PageViewer['user'] };
    const member: PageViewer = { role: 'user', user: me.data };
    const ask = apiAskerFor([product.url], { cookie });
    for (const threads of options.threads) {
      const pool = new RenderPool({
        siteConfigFile: join(dir, 'site-config.json'),
        shellDir: join(ROOT, 'shell', 'dist'),
        serverDir: join(ROOT, 'shell', 'dist-server'),
        watch: false,
        threads,
        logger: { info: () => undefined, error: (message) => console.error(`  [render] ${message}`) },
      });
      if (!await pool.warmUp(60_000)) throw new Error(`the pool of ${threads} thread(s) did not warm up`);
      pools.push({ threads, pool });
    }
    console.log(`the render threads alone, ${options.seconds} s per run, ${options.threads.join(' against ')} thread(s)`);
    console.log(pageFaultLine());
    console.log(await threadScalingLine());
    const rows: Row[] = [];
    for (const page of PAGES.filter((path) => !options.only || path === options.only)) {
      for (const level of options.levels) {
        for (const { threads, pool } of pools) {
          const viewer = page === '/user' ? member : null;
          const asker = page === '/user' ? ask : undefined;
          await poolLoad(pool, page, viewer, asker, level, 2);
          const before = nodePerformance.eventLoopUtilization();
          const { perSecond, latencies, fallbacks } = await poolLoad(pool, page, viewer, asker, level, options.seconds);
          const mainThread = nodePerformance.eventLoopUtilization(before).utilization;
          const row: Row = {
            page, level, threads, perSecond,
            p50: Math.round(percentile(latencies, 0.5)), p95: Math.round(percentile(latencies, 0.95)),
            pages: latencies.length, fallbacks, errors: 0, rss: null,
            heaps: pool.stats().threads.map((thread) => thread.heapUsedMb),
          };
          rows.push(row);
          printRow(row, `  main thread busy ${(mainThread * 100).toFixed(0)} %`);
        }
      }
    }
    printBudgets(rows);
  } finally {
    await Promise.all(pools.map(({ pool }) => pool.close()));
    await product.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

function printRow(row: Row, more = ''): void {
  const heaps = row.heaps ? `  heap per thread ${row.heaps.map((mb) => mb.toFixed(0)).join(', ')} MiB` : '';
  console.log(`  ${row.page.padEnd(6)} c=${String(row.level).padStart(2)} ${row.threads === null ? '' : `threads=${row.threads} `} ${row.perSecond.toFixed(1).padStart(6)} pages/s  p50 ${String(row.p50).padStart(5)} ms  p95 ${String(row.p95).padStart(5)} ms  fell back ${row.fallbacks}/${row.pages}  errors ${row.errors}${row.rss === null ? '' : `  memory ${(row.rss / 2 ** 20).toFixed(0)} MiB`}${heaps}${more}`);
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const password = process.env.BENCH_PASSWORD ?? process.env.DEMO_PASSWORD ?? 'demo-pass-123';
  if (options.pool) {
    await poolMain(options, password);
    return;
  }
  const targets: Target[] = options.base
    ? [{ threads: null, base: options.base }]
    : options.threads.map((threads) => ({ threads, base: '' }));
  try {
    for (const [i, target] of targets.entries()) {
      if (options.base) continue;
      const port = 4390 + 10 * i;
      console.log(`starting the product with RENDER_THREADS=${target.threads} (npm start, fresh data, port ${port})...`);
      target.product = await startProduct({
        port,
        cdnPort: port + 1,
        env: { DEMO_PASSWORD: password, RENDER_PORT: String(port + 2), RENDER_THREADS: String(target.threads) },
      });
      target.base = target.product.url;
      target.renderUrl = `http://127.0.0.1:${port + 2}`;
    }
    console.log(`server render under load, ${options.seconds} s per run, ${targets.map((target) => (target.threads === null ? target.base : `${target.threads} thread(s)`)).join(' against ')}`);
    console.log(pageFaultLine());
    console.log(await threadScalingLine());
    for (const target of targets) target.cookie = await signIn(target.base, process.env.BENCH_EMAIL ?? 'member@example.com', password);
    const rows: Row[] = [];
    for (const page of PAGES.filter((path) => !options.only || path === options.only)) {
      for (const target of targets) {
        const check = await fetch(`${target.base}${page}`, { headers: { accept: 'text/html', ...(page === '/user' && { cookie: target.cookie }) } });
        if (!check.headers.has('server-timing')) console.log(`  ${page}: NOT rendered by the server before the load (the plain shell came back)`);
      }
      for (const level of options.levels) {
        for (const target of targets) {
          const url = `${target.base}${page}`;
          const cookie = page === '/user' ? target.cookie : undefined;
          await load(url, cookie, level, 2);
          const before = await renderStats(target);
          let rss = 0;
          const { product } = target;
          const sampler = product ? setInterval(() => { rss = Math.max(rss, groupRss(product.pid)); }, 250) : undefined;
          const { result, fallbacks, pages, latencies } = await load(url, cookie, level, options.seconds);
          if (sampler) clearInterval(sampler);
          const after = await renderStats(target);
          const row: Row = {
            page, level, threads: target.threads, perSecond: result.requests.average,
            p50: Math.round(percentile(latencies, 0.5)), p95: Math.round(percentile(latencies, 0.95)),
            pages,
            fallbacks: before && after ? fellBack(after) - fellBack(before) : fallbacks,
            errors: result.errors + result.timeouts,
            rss: product ? rss : null,
            heaps: after ? after.threads.map((thread) => thread.heapUsedMb) : null,
          };
          rows.push(row);
          printRow(row);
        }
      }
    }
    printBudgets(rows);
  } finally {
    await Promise.all(targets.map((target) => target.product?.stop() ?? Promise.resolve()));
  }
}

function printBudgets(rows: Row[]): void {
  console.log('\n== budgets (this run)');
  const threadCounts = [...new Set(rows.map((row) => row.threads))];
  for (const page of new Set(rows.map((row) => row.page))) {
    const best = (threads: number | null) => Math.max(...rows.filter((row) => row.page === page && row.threads === threads).map((row) => row.perSecond));
    if (threadCounts.includes(1) && threadCounts.includes(2)) {
      const ratio = best(2) / best(1);
      console.log(`  ${page}: highest pages/s, two threads over one = ${best(2).toFixed(1)} / ${best(1).toFixed(1)} = ${ratio.toFixed(2)}x (budget 1.7x: ${ratio >= 1.7 ? 'met' : 'NOT met'})`);
    }
    for (const threads of threadCounts) {
      const label = threads === null ? '' : ` (${threads} thread${threads === 1 ? '' : 's'})`;
      const single = rows.find((row) => row.page === page && row.threads === threads && row.level === 1);
      const four = rows.find((row) => row.page === page && row.threads === threads && row.level === 4);
      if (single && four) {
        const ratio = four.p95 / single.p50;
        console.log(`  ${page}${label}: p95 at concurrency 4 / p50 at 1 = ${four.p95} / ${single.p50} ms = ${ratio.toFixed(2)}x (budget 3x: ${ratio <= 3 ? 'met' : 'NOT met'})`);
      }
      const fell = rows.filter((row) => row.page === page && row.threads === threads).reduce((sum, row) => sum + row.fallbacks, 0);
      console.log(`  ${page}${label}: pages that fell back: ${fell} (budget 0: ${fell === 0 ? 'met' : 'NOT met'})`);
    }
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
