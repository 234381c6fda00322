import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../../scripts/lib/apps';
import { RenderPool, wholePage, type RenderPoolOptions } from '../../shell/server/render-pool';
import { BASE_URL } from '../support/env';

/**
 * The render pool (shell/server/render-pool.ts) on the shell's real server build
 * (shell/dist-server) and the remotes the running product's CDN serves, as the render service
 * runs it: a page's head before its markup, one config on several threads, a generation per
 * config within a cap, and each thread's heap measured under its limit.
 */

/** Wide limits: a thread starting on a busy 2-core machine loads the bundle and a remote first. */
const TIME_LIMIT_MS = 20_000;

let dir: string;
let siteConfig: { brandName: string; remotes: Record<string, string> } & Record<string, unknown>;
let pool: RenderPool | undefined;

function newPool(options: Partial<RenderPoolOptions> = {}): RenderPool {
  pool = new RenderPool({
    siteConfigFile: join(dir, 'site-config.json'),
    shellDir: join(ROOT, 'shell', 'dist'),
    serverDir: join(ROOT, 'shell', 'dist-server'),
    watch: false,
    timeLimitMs: TIME_LIMIT_MS,
    logger: { info: () => undefined, error: () => undefined },
    ...options,
  });
  return pool;
}

/** The page from its root on: the markup the server drew (an empty root when it was left to the browser). */
const rootOf = (html: string) => html.slice(Math.max(0, html.indexOf('<div id="root">')));

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'club-render-pool-e2e-'));
  siteConfig = await (await fetch(`${BASE_URL}/config.json`)).json() as typeof siteConfig;
  writeFileSync(join(dir, 'site-config.json'), JSON.stringify(siteConfig));
});

afterEach(async () => {
  await pool?.close();
  pool = undefined;
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the render pool on the real server build', () => {
  it('sends the landing page\'s head (its hints and config, the head still open) before its markup, then the markup', async () => {
    const renderer = newPool({ threads: 1 });
    expect(await renderer.warmUp(60_000)).toBe(true);
    const page = await renderer.render('/');
    expect(page?.status).toBe(200);
    expect(page?.head).toContain('id="club-config"');
    expect(page?.head).toMatch(/<link rel="preload" as="script" href="[^"]*remote-public\/[^"]*remoteEntry\.js"/);
    expect(page?.head).not.toContain('</head>');
    const rest = await page!.rest;
    expect(rest).toContain('</head>');
    expect(rest).toContain('data-styled');
    expect(rootOf(rest)).toContain(siteConfig.brandName);
    expect(rootOf(rest)).toMatch(/<main[ >]/);
    const missing = await wholePage((await renderer.render('/no-such-page'))!);
    expect(missing.status).toBe(404);
    expect(renderer.stats().pages).toEqual({ rendered: 2, markupInBrowser: 0, unrendered: 0 });
  });

  it('renders one config on two threads at once, each thread\'s heap measured and under the limit it is given', async () => {
    const renderer = newPool({ threads: 2, memoryLimitMb: 128 });
    expect(await renderer.warmUp(60_000)).toBe(true);
    // Renders wait: a second thread starts, and takes renders once it is warm (the first renders meanwhile).
    const threadsUsed = () => new Set(renderer.stats().threads.map((thread) => thread.thread)).size;
    let rendered = 0;
    const deadline = Date.now() + 40_000;
    while (threadsUsed() < 2 && Date.now() < deadline) {
      const pages = await Promise.all(Array.from({ length: 8 }, (_, i) => renderer.render(i % 2 ? '/' : '/login')));
      for (const page of pages) expect(rootOf(await page!.rest)).toMatch(/<main[ >]/);
      rendered += pages.length;
    }
    const { threads, pages: counts } = renderer.stats();
    expect(counts).toEqual({ rendered, markupInBrowser: 0, unrendered: 0 });
    expect(threadsUsed()).toBe(2);
    for (const thread of threads) {
      expect(thread.heapUsedMb).toBeGreaterThan(1);
      expect(thread.heapUsedMb).toBeLessThan(thread.heapLimitMb);
      // The old generation's 128 MB and the young generation's room.
      expect(thread.heapLimitMb).toBeLessThan(200);
    }
  });

  it('renders each config in a generation of its own, and leaves one more config to the browser while every place is in use', async () => {
    const renderer = newPool({ threads: 1, maxGenerations: 2 });
    const configNamed = (brandName: string) => ({ ...siteConfig, brandName });
    const first = await renderer.render('/', configNamed('Supper at the First Table'));
    const second = await renderer.render('/', configNamed('Supper at the Second Table'));
    expect(rootOf(await first!.rest)).toContain('Supper at the First Table');
    expect(rootOf(await second!.rest)).toContain('Supper at the Second Table');
    expect(renderer.started).toHaveLength(2);
    expect(await renderer.render('/', configNamed('Supper at the Third Table'))).toBeNull();
    // The configs in use keep their threads: no cold start for their next page.
    expect(rootOf(await (await renderer.render('/', configNamed('Supper at the First Table')))!.rest)).toContain('Supper at the First Table');
    expect(renderer.started).toHaveLength(2);
  });
});
