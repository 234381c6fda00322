/**
 * The server render under load (docs/performance.md, "Server render under load"): server-rendered
 * `/` for a visitor and `/user` for a signed-in member, at 1, 2, 4, 8 and 16 concurrent requests,
 * against `npm start` as a visitor's browser asks it (the page compressed with brotli).
 *
 *   npx tsx bench/render-load.ts [baseUrl] [--duration 10] [--levels 1,2,4,8,16] [--only /|/user]
 *
 * Without a base URL it starts the product itself (`npm start`, ports 4390-4391, fresh data) and
 * also samples the memory of its processes (the sum of their resident memory, every 250 ms; the
 * highest of each run); with one, it measures that running product, whose member it signs in as
 * BENCH_EMAIL / BENCH_PASSWORD (default member@example.com with DEMO_PASSWORD).
 *
 * Per page and level: autocannon for `--duration` seconds after a 2-second warm-up at that level
 * (not counted), then pages per second, latency p50 and p95, and the pages that fell back to the
 * plain shell (no `server-timing` header: not rendered in time). Then the budgets, measured in
 * this one run: p95 at concurrency 4 at most 3x the p50 of one request at a time, and no page
 * falling back.
 */
import autocannon from 'autocannon';
import { readFileSync, readdirSync } from 'node:fs';
import { pageFaultLine } from './support/page-fault-cost';
import { startProduct, type BenchProduct } from './support/product';

const PAGES = ['/', '/user'] as const;
type PagePath = (typeof PAGES)[number];

interface Options { base?: string; seconds: number; levels: number[]; only?: PagePath }

function parseArgs(argv: string[]): Options {
  const options: Options = { seconds: 10, levels: [1, 2, 4, 8, 16] };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    if (arg === '--duration') options.seconds = Number(argv[++i]);
    else if (arg === '--levels') options.levels = (argv[++i] ?? '').split(',').map(Number);
    else if (arg === '--only') options.only = argv[++i] as PagePath;
    else options.base = arg.replace(/\/$/, '');
  }
  if (!(options.seconds > 0) || options.levels.some((level) => !Number.isInteger(level) || level < 1)) {
    throw new Error('--duration takes seconds, --levels whole numbers of at least 1');
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

interface Row { page: PagePath; level: number; perSecond: number; p50: number; p95: number; pages: number; fallbacks: number; errors: number; rss: number | null }

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

async function main() {
  const options = parseArgs(process.argv.slice(2));
  let product: BenchProduct | undefined;
  const password = process.env.BENCH_PASSWORD ?? process.env.DEMO_PASSWORD ?? 'demo-pass-123';
  if (!options.base) {
    console.log('starting the product (npm start, fresh data)...');
    product = await startProduct({ port: 4390, cdnPort: 4391, env: { DEMO_PASSWORD: password } });
  }
  const base = options.base ?? product!.url;
  try {
    console.log(`server render under load on ${base}, ${options.seconds} s per run`);
    console.log(pageFaultLine());
    const cookie = await signIn(base, process.env.BENCH_EMAIL ?? 'member@example.com', password);
    const rows: Row[] = [];
    for (const page of PAGES.filter((path) => !options.only || path === options.only)) {
      const check = await fetch(`${base}${page}`, { headers: { accept: 'text/html', ...(page === '/user' && { cookie }) } });
      if (!check.headers.has('server-timing')) console.log(`  ${page}: NOT rendered by the server before the load (the plain shell came back)`);
      for (const level of options.levels) {
        await load(`${base}${page}`, page === '/user' ? cookie : undefined, level, 2);
        let rss = 0;
        const sampler = product ? setInterval(() => { rss = Math.max(rss, groupRss(product.pid)); }, 250) : undefined;
        const { result, fallbacks, pages, latencies } = await load(`${base}${page}`, page === '/user' ? cookie : undefined, level, options.seconds);
        if (sampler) clearInterval(sampler);
        const row: Row = {
          page, level, perSecond: result.requests.average, p50: Math.round(percentile(latencies, 0.5)), p95: Math.round(percentile(latencies, 0.95)),
          pages, fallbacks, errors: result.errors + result.timeouts, rss: product ? rss : null,
        };
        rows.push(row);
        console.log(`  ${page.padEnd(6)} c=${String(level).padStart(2)}  ${row.perSecond.toFixed(1).padStart(6)} pages/s  p50 ${String(row.p50).padStart(5)} ms  p95 ${String(row.p95).padStart(5)} ms  fell back ${fallbacks}/${pages}  errors ${row.errors}${row.rss === null ? '' : `  memory ${(row.rss / 2 ** 20).toFixed(0)} MiB`}`);
      }
    }
    console.log('\n== budgets (this run)');
    for (const page of new Set(rows.map((row) => row.page))) {
      const single = rows.find((row) => row.page === page && row.level === 1);
      const four = rows.find((row) => row.page === page && row.level === 4);
      if (single && four) {
        const ratio = four.p95 / single.p50;
        console.log(`  ${page}: p95 at concurrency 4 / p50 at 1 = ${four.p95} / ${single.p50} ms = ${ratio.toFixed(2)}x (budget 3x: ${ratio <= 3 ? 'met' : 'NOT met'})`);
      }
      const fell = rows.filter((row) => row.page === page).reduce((sum, row) => sum + row.fallbacks, 0);
      console.log(`  ${page}: pages that fell back to the plain shell: ${fell} (budget 0: ${fell === 0 ? 'met' : 'NOT met'})`);
    }
  } finally {
    await product?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
