/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RenderPool, wholePage, type RenderPoolOptions } from './render-pool';

/** The pool, with its pages read whole. */
class TestPool extends RenderPool {
  async page(...args: Parameters<RenderPool['render']>) {
    const page = await this.render(...args);
    return page && wholePage(page);
  }
}

/**
 * A stand-in for the shell's server build (dist-server/server.cjs) with the renderer's
 * interface. Its page says which config version and which build drew it, and its worker's id;
 * some paths are slow, hang, fail, come back incomplete, fetch a URL or ask for API answers.
 */
const SERVER_BUNDLE = (build: string) => `
  const { threadId } = require('node:worker_threads');
  let config;
  let indexHtml;
  exports.loadRenderer = async () => ({
    configure(c, html) {
      if (c.fatal) throw new Error('cannot start');
      config = c;
      indexHtml = html;
    },
    async warmUp() {
      // Until the file the config names exists: a warm-up that takes as long as a test wants.
      while (config.warmGate && !require('node:fs').existsSync(config.warmGate)) await new Promise((resolve) => setTimeout(resolve, 20));
    },
    async renderDocument(url, viewer, ask, onHead) {
      if (url.startsWith('/streamed/')) {
        // The head at once, then the rest after a while, or a failure, or never.
        const head = indexHtml + ' head';
        onHead?.({ status: 200, head, plainRest: ' plain rest' });
        const [, , what] = url.split('/');
        if (what === 'fail') throw new Error('render failed after its head');
        if (what === 'hang') await new Promise(() => undefined);
        await new Promise((resolve) => setTimeout(resolve, Number(what)));
        return { status: 200, html: head + ' rendered rest', complete: true, timing: { load: 0, render: 1 } };
      }
      if (url.startsWith('/ask?')) {
        if (!ask) return { status: 200, html: 'no asking', complete: true, timing: { load: 0, render: 1 } };
        const paths = decodeURIComponent(url.slice('/ask?'.length)).split(',');
        const answers = await Promise.all(paths.map((path) => ask(path)));
        return { status: 200, html: JSON.stringify(answers), complete: true, timing: { load: 0, render: 1 } };
      }
      if (url === '/fail') throw new Error('render failed');
      if (url === '/balloon') {
        // A render that holds ever more memory.
        const held = [];
        for (;;) held.push(new Array(1e6).fill(held.length));
      }
      if (url === '/hang') await new Promise(() => undefined);
      if (url === '/slow') await new Promise((resolve) => setTimeout(resolve, 400));
      let fetched = '';
      if (url.startsWith('/fetch?')) {
        fetched = await fetch(decodeURIComponent(url.slice('/fetch?'.length))).then((r) => r.text(), (e) => 'refused: ' + e.message);
      }
      const html = indexHtml + ' config ' + config.version + ' build ${build} worker ' + threadId + ' ' + fetched;
      return { status: 200, html, complete: url !== '/incomplete', timing: { load: 0, render: 1 } };
    },
  });
`;

let dir: string;
let pool: TestPool | undefined;
let cdn: Server | undefined;

function writeSite(version: number, remotes: Record<string, string> = { remote_public: 'http://cdn.test/remote-public/1.0.0/mf-manifest.json' }, extra: object = {}) {
  writeFileSync(join(dir, 'site-config.json'), JSON.stringify({ version, remotes, ...extra }));
}

function newPool(options: Partial<RenderPoolOptions> = {}) {
  pool = new TestPool({
    siteConfigFile: join(dir, 'site-config.json'),
    shellDir: join(dir, 'shell'),
    serverDir: join(dir, 'shell-server'),
    watch: false,
    // One thread per generation unless a test says more: which thread drew a page is then known.
    threads: 1,
    logger: { info: () => undefined, error: () => undefined },
    ...options,
  });
  return pool;
}

const waitFor = async (check: () => boolean, ms = 5000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
};

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'club-render-pool-'));
  mkdirSync(join(dir, 'shell'));
  mkdirSync(join(dir, 'shell-server'));
  writeFileSync(join(dir, 'shell', 'index.html'), 'index-1');
  writeFileSync(join(dir, 'shell-server', 'server.cjs'), SERVER_BUNDLE('A'));
  writeSite(1);
});

afterEach(async () => {
  await pool?.close();
  pool = undefined;
  await new Promise<void>((resolve) => (cdn ? cdn.close(() => resolve()) : resolve()));
  cdn = undefined;
  rmSync(dir, { recursive: true, force: true });
});

describe('RenderPool', () => {
  it('renders with one worker for as long as the config and the build stay the same', async () => {
    const renderer = newPool();
    const first = await renderer.page('/login');
    expect(first).toMatchObject({ status: 200 });
    expect(first?.html).toContain('index-1 config 1 build A');
    const second = await renderer.page('/');
    expect(second?.html.split(' worker ')[1]).toBe(first?.html.split(' worker ')[1]);
    expect(renderer.started).toHaveLength(1);
    expect(renderer.liveWorkers()).toBe(1);
  });

  it('renders one config on more threads while renders wait, as many as it is given', async () => {
    const renderer = newPool({ threads: 2 });
    await renderer.warmUp(10_000);
    expect(renderer.liveWorkers()).toBe(1);
    const pages = await Promise.all(Array.from({ length: 6 }, () => renderer.page('/slow')));
    const threads = new Set(pages.map((page) => page?.html.split(' worker ')[1]));
    expect(threads.size).toBe(2);
    expect(renderer.started).toHaveLength(1);
    expect(renderer.liveWorkers()).toBe(2);
  });

  it('gives a thread started while renders wait no render until it is warm; the first one serves while it warms up', async () => {
    const gate = join(dir, 'warm-gate');
    writeSite(1, undefined, { warmGate: gate });
    const renderer = newPool({ threads: 2 });
    const threadsOf = (pages: ({ html: string } | null)[]) => new Set(pages.map((page) => page?.html.split(' worker ')[1]));
    const cold = await Promise.all(Array.from({ length: 6 }, () => renderer.page('/slow')));
    expect(renderer.liveWorkers()).toBe(2);
    expect(threadsOf(cold).size).toBe(1);
    writeFileSync(gate, '');
    // Its warm-up polls the gate every 20 ms.
    await new Promise((r) => setTimeout(r, 300));
    const warm = await Promise.all(Array.from({ length: 6 }, () => renderer.page('/slow')));
    expect(threadsOf(warm).size).toBe(2);
  });

  it('warmUp resolves true once the renderer has drawn every public page once, not before', async () => {
    const gate = join(dir, 'warm-gate');
    writeSite(1, undefined, { warmGate: gate });
    const renderer = newPool();
    let settled: boolean | undefined;
    const warm = renderer.warmUp(10_000).then((answer) => { settled = answer; return answer; });
    // The renderer is up (it renders) but still warming up.
    expect((await renderer.page('/'))?.html).toContain('config 1');
    await new Promise((r) => setTimeout(r, 100));
    expect(settled).toBeUndefined();
    writeFileSync(gate, '');
    expect(await warm).toBe(true);
    expect(renderer.started).toHaveLength(1);
  });

  it('warmUp answers false when the renderer cannot start, or is not warm in time', async () => {
    writeSite(1, undefined, { fatal: true });
    expect(await newPool().warmUp(10_000)).toBe(false);
    await pool?.close();
    writeSite(2, undefined, { warmGate: join(dir, 'never') });
    expect(await newPool().warmUp(200)).toBe(false);
  });

  it('renders the next request for a new config (a release) in a new worker, and ends the old one after its last render', async () => {
    const renderer = newPool();
    await renderer.page('/');
    const slow = renderer.page('/slow');
    await new Promise((r) => setTimeout(r, 50));
    writeSite(2);
    const released = await renderer.page('/');
    expect(released?.html).toContain('config 2');
    // The old worker finishes the render it had begun, for the config it was made for, then ends.
    expect((await slow)?.html).toContain('config 1');
    await waitFor(() => renderer.liveWorkers() === 1);
    expect(renderer.started).toHaveLength(2);
  });

  it('starts a new generation when index.html or any file of the server build changes', async () => {
    const renderer = newPool();
    await renderer.page('/');
    writeFileSync(join(dir, 'shell', 'index.html'), 'index-2');
    expect((await renderer.page('/'))?.html).toContain('index-2 config 1 build A');
    writeFileSync(join(dir, 'shell-server', 'chunk.cjs'), '// a new chunk of the same entry');
    await renderer.page('/');
    writeFileSync(join(dir, 'shell-server', 'server.cjs'), SERVER_BUNDLE('B'));
    expect((await renderer.page('/'))?.html).toContain('build B');
    expect(renderer.started).toHaveLength(4);
    await waitFor(() => renderer.liveWorkers() === 1);
  });

  it('answers null (send the plain page) for a render that fails or takes longer than the time limit', async () => {
    const renderer = newPool({ timeLimitMs: 300 });
    expect(await renderer.page('/fail')).toBeNull();
    const started = Date.now();
    expect(await renderer.page('/hang')).toBeNull();
    expect(Date.now() - started).toBeLessThan(2000);
    // The renderer still serves the next request.
    expect((await renderer.page('/'))?.status).toBe(200);
  });

  it('answers a page\'s head before its rest is drawn; a render that fails or runs late after its head ends with the plain page\'s rest', async () => {
    const renderer = newPool({ timeLimitMs: 3000 });
    await renderer.warmUp(10_000);
    const page = await renderer.render('/streamed/1000');
    expect(page).toMatchObject({ status: 200, head: 'index-1 head' });
    let rest: string | null = null;
    void page!.rest.then((text) => { rest = text; });
    await new Promise((r) => setTimeout(r, 200));
    expect(rest).toBeNull();
    expect(await page!.rest).toBe(' rendered rest');
    expect(await renderer.page('/streamed/fail')).toEqual({ status: 200, html: 'index-1 head plain rest' });
    expect(await renderer.page('/streamed/hang')).toEqual({ status: 200, html: 'index-1 head plain rest' });
    // The renderer still serves the next request.
    expect((await renderer.page('/'))?.html).toContain('index-1 config 1');
  });

  it('ends a thread whose render needs more memory than its limit: that page goes to the browser, the next is rendered', async () => {
    const renderer = newPool({ memoryLimitMb: 48, timeLimitMs: 5000 });
    await renderer.warmUp(10_000);
    const [thread] = renderer.stats().threads;
    expect(thread?.heapUsedMb).toBeGreaterThan(0);
    expect(thread?.heapLimitMb).toBeLessThan(200);
    expect(await renderer.page('/balloon')).toBeNull();
    const next = await renderer.page('/');
    expect(next?.html).toContain('index-1 config 1');
    expect(renderer.stats().pages).toMatchObject({ unrendered: 1 });
  });

  it('terminates a renderer that never answers, and the next request gets a fresh one', async () => {
    // Limits wide enough for a worker to start on a busy machine: the fresh one must answer in time.
    const renderer = newPool({ timeLimitMs: 1000, hangMs: 2500 });
    expect(await renderer.page('/hang')).toBeNull();
    await new Promise((r) => setTimeout(r, 2800));
    expect((await renderer.page('/'))?.status).toBe(200);
    expect(renderer.started).toHaveLength(2);
    await waitFor(() => renderer.liveWorkers() === 1);
  });

  it('answers null while a renderer cannot start, and tries again after a while', async () => {
    writeSite(1, undefined, { fatal: true });
    const renderer = newPool({ retryAfterMs: 300 });
    expect(await renderer.page('/')).toBeNull();
    expect(await renderer.page('/')).toBeNull();
    expect(renderer.started).toHaveLength(1);
    await new Promise((r) => setTimeout(r, 350));
    writeSite(1);
    expect((await renderer.page('/'))?.status).toBe(200);
  });

  it('starts a fresh renderer after a page rendered without a module it could not load', async () => {
    const renderer = newPool();
    await renderer.page('/incomplete');
    await renderer.page('/');
    expect(renderer.started).toHaveLength(2);
    // At most every 10 s.
    await renderer.page('/incomplete');
    await renderer.page('/');
    expect(renderer.started).toHaveLength(2);
  });

  it('watches the files: a release starts and warms its renderer before anyone asks', async () => {
    const renderer = newPool({ watch: true });
    await renderer.page('/');
    writeSite(2);
    await waitFor(() => renderer.started.length === 2);
    expect((await renderer.page('/'))?.html).toContain('config 2');
    expect(renderer.started).toHaveLength(2);
  });

  it('lets a renderer fetch only from the remotes\' origins, the CDN\'s public URL going to its internal one', async () => {
    cdn = createServer((request, response) => response.end(`cdn answered ${request.url}`));
    await new Promise<void>((resolve) => cdn!.listen(0, '127.0.0.1', resolve));
    const internal = `http://127.0.0.1:${(cdn.address() as AddressInfo).port}`;
    writeSite(1, { remote_public: 'http://cdn.public.test/remote-public/1.0.0/mf-manifest.json' });
    const renderer = newPool({ cdn: { publicUrl: 'http://cdn.public.test', internalUrl: internal } });
    const fetchPage = (url: string) => renderer.page(`/fetch?${encodeURIComponent(url)}`);
    expect((await fetchPage('http://cdn.public.test/remote-public/1.0.0/remoteEntry.js'))?.html)
      .toContain('cdn answered /remote-public/1.0.0/remoteEntry.js');
    expect((await fetchPage(`${internal}/anything`))?.html).toContain('refused: the renderer fetches only from the remotes\' origins');
    expect((await fetchPage('http://169.254.169.254/latest/meta-data'))?.html).toContain('refused');
  });

  it('answers a render\'s asks for API answers through the caller, for plain API paths only, at most eight', async () => {
    const renderer = newPool();
    const ask = jest.fn(async (path: string) => ({ answered: path }));
    const asking = (paths: string[], withAsk = true) => renderer.page(`/ask?${encodeURIComponent(paths.join(','))}`, null, null, withAsk ? ask : undefined);
    expect(JSON.parse((await asking(['admin/membership/stats', '../auth/me', 'a?b=1']))!.html)).toEqual([{ answered: 'admin/membership/stats' }, null, null]);
    expect(ask.mock.calls).toEqual([['admin/membership/stats']]);
    const ten = Array.from({ length: 10 }, (_, i) => `p/${i}`);
    expect(JSON.parse((await asking(ten))!.html).filter(Boolean)).toHaveLength(8);
    // A caller that gives none: the renderer draws without asking.
    expect((await asking(['admin/membership/stats'], false))?.html).toBe('no asking');
    // A failed answer is no answer.
    ask.mockRejectedValueOnce(new Error('down'));
    expect(JSON.parse((await asking(['admin/membership/stats']))!.html)).toEqual([null]);
  });
});

describe('RenderPool with a config per request (canaries)', () => {
  const configOf = (version: number) => ({ version, remotes: { remote_public: `http://cdn.test/remote-public/${version}.0.0/mf-manifest.json` } });

  it('renders each distinct config in a generation of its own, reused by every request of that config', async () => {
    const renderer = newPool();
    const stable = await renderer.page('/', configOf(10));
    const canary = await renderer.page('/', configOf(11));
    expect(stable?.html).toContain('config 10');
    expect(canary?.html).toContain('config 11');
    for (let i = 0; i < 3; i += 1) {
      expect((await renderer.page('/', configOf(10)))?.html.split(' worker ')[1]).toBe(stable?.html.split(' worker ')[1]);
      expect((await renderer.page('/', configOf(11)))?.html.split(' worker ')[1]).toBe(canary?.html.split(' worker ')[1]);
    }
    expect(renderer.started).toHaveLength(2);
    expect(renderer.generationCount()).toBe(2);
  });

  it('starts the generations of configs about to be asked for without rendering; their first request is served by them', async () => {
    const renderer = newPool({ maxGenerations: 3 });
    renderer.prepare([configOf(10), configOf(11), configOf(12), configOf(13)]);
    // The first ones, one fewer than maxGenerations; nothing started twice when asked again.
    expect(renderer.started).toHaveLength(2);
    renderer.prepare([configOf(10), configOf(11)]);
    expect(renderer.started).toHaveLength(2);
    await waitFor(() => renderer.liveWorkers() === 2);
    expect((await renderer.page('/', configOf(11)))?.html).toContain('config 11');
    expect((await renderer.page('/', configOf(10)))?.html).toContain('config 10');
    expect(renderer.started).toHaveLength(2);
    // A config nobody foresaw (an administrator's try) gets the slot left, and the prepared ones stay.
    await renderer.page('/', configOf(99));
    renderer.prepare([configOf(10), configOf(11)]);
    expect(renderer.started).toHaveLength(3);
    expect(renderer.generationCount()).toBe(3);
  });

  it('keeps at most maxGenerations workers: one more config while all are in use is left to the browser, an idle one makes room', async () => {
    const renderer = newPool({ maxGenerations: 2, idleMs: 400 });
    await renderer.page('/', configOf(1));
    await renderer.page('/', configOf(2));
    // Both in use: the third config's page is not rendered, and no place changes hands.
    expect(await renderer.page('/', configOf(3))).toBeNull();
    expect(renderer.started).toHaveLength(2);
    expect(renderer.generationCount()).toBe(2);
    expect((await renderer.page('/', configOf(1)))?.html).toContain('config 1');
    expect((await renderer.page('/', configOf(2)))?.html).toContain('config 2');
    expect(renderer.started).toHaveLength(2);
    // 2 goes idle while 1 stays in use: the third config takes 2's place.
    await new Promise((r) => setTimeout(r, 250));
    await renderer.page('/', configOf(1));
    await new Promise((r) => setTimeout(r, 250));
    expect((await renderer.page('/', configOf(3)))?.html).toContain('config 3');
    expect(renderer.generationCount()).toBe(2);
    await waitFor(() => renderer.liveWorkers() === 2);
    expect((await renderer.page('/', configOf(1)))?.html).toContain('config 1');
    expect(renderer.started).toHaveLength(3);
  });

  it('retires a generation no request asked for in idleMs (an ended canary)', async () => {
    const renderer = newPool({ idleMs: 200 });
    await renderer.page('/', configOf(1));
    await renderer.page('/', configOf(2));
    expect(renderer.liveWorkers()).toBe(2);
    await new Promise((r) => setTimeout(r, 250));
    await renderer.page('/', configOf(1));
    await waitFor(() => renderer.liveWorkers() === 1);
    expect(renderer.generationCount()).toBe(1);
  });

  it('starts every config anew for a new build', async () => {
    const renderer = newPool();
    await renderer.page('/', configOf(1));
    await renderer.page('/', configOf(2));
    writeFileSync(join(dir, 'shell-server', 'server.cjs'), SERVER_BUNDLE('B'));
    expect((await renderer.page('/', configOf(1)))?.html).toContain('config 1 build B');
    await waitFor(() => renderer.liveWorkers() === 1);
    expect(renderer.generationCount()).toBe(1);
  });
});
