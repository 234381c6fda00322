/**
 * The page renderer of a running site: workers that render pages with the shell's server build
 * (shell/dist-server/server.cjs, see shell/src/server/) for the current run-time config.
 *
 * A renderer is made for one *generation*: one content of the config file, of the shell's
 * index.html and of every file of its server build. Before each render the pool checks these
 * files (a stat each; their contents are hashed only when a stat changed), and watches their
 * folders to start the next generation as soon as one changes (a release edits the config; a
 * rebuild of the shell replaces index.html, whose scripts only that build has). A new generation
 * gets threads of its own (a Piscina pool, which hands each render to a free thread): one starts
 * first, loads the remotes the config names and renders each public page once before anyone asks,
 * and more start while renders wait, up to `threads` (one per core); the next request is served
 * by them. The old generation's threads end
 * once its last render is done, which frees every remote version they had loaded: a generation's
 * threads are the unit of isolation (the federation runtime's module cache and share scope, the
 * apps' module state).
 *
 * A page is answered in two parts: its head as soon as the renderer has it (the page's module and
 * manifest loaded), before the markup is rendered, so the browser fetches the page's files while
 * the server draws it; then the rest. A render that fails before its head, or has none within
 * `timeLimitMs`, is answered with null: the caller sends the shell's plain index.html, which
 * renders in the browser. One that fails or runs past `timeLimitMs` once its head has left ends
 * with the plain page's rest (an empty root), which the browser renders the same way.
 *
 * A caller may pass the config to render with (the config of one browser while a canary runs):
 * each distinct config is a generation of its own, and at most `maxGenerations` of them are kept
 * (one idle for `idleMs` is retired when another starts, the least recently used first), so a
 * running canary costs one more worker, not one per browser. While every place is taken by a
 * config in use, the page of one more config is not rendered (the browser renders it).
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, watch, type FSWatcher } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MessageChannel, type MessagePort } from 'node:worker_threads';
import { LRUCache } from 'lru-cache';
import { Piscina } from 'piscina';
import { FIRST_SCREEN_PATH, type AskApi, type PageViewer } from 'shared/types';

export interface RenderPoolOptions {
  /** The run-time config, as served at /config.json. */
  siteConfigFile: string;
  /** The shell's web build (its index.html). */
  shellDir: string;
  /** The shell's server build (server.cjs and its chunks). */
  serverDir: string;
  /** Fetch the remotes' CDN at `internalUrl` where the config says `publicUrl`. */
  cdn?: { publicUrl: string; internalUrl: string } | null;
  /** How long a request waits for its page before it gets the plain index.html. */
  timeLimitMs?: number;
  /** A render still unanswered after this long means a stuck renderer: its worker is terminated. */
  hangMs?: number;
  /** How long after a failed start the same generation is not started again. */
  retryAfterMs?: number;
  /** Start the next generation when a watched file changes (else only at the next request). */
  watch?: boolean;
  /** How many generations (distinct configs of one build) may run at once; the least recently used goes first. */
  maxGenerations?: number;
  /** A generation no render asked for in this long is retired (an ended canary's worker). */
  idleMs?: number;
  /**
   * Each thread's JavaScript heap, in MB (its old generation; V8's limit): a render that needs
   * more ends its thread, and its page goes to the browser.
   */
  memoryLimitMb?: number;
  /** Threads per generation: renders of one config run on this many at once (default: one per core). */
  threads?: number;
  /** The worker script (tests and bundles that move it). */
  workerFile?: string;
  /** Where the pool reports what it does (info) and what failed (error). */
  logger?: RenderPoolLogger;
}

export interface RenderPoolLogger {
  info: (message: string) => void;
  error: (message: string, error?: unknown) => void;
}

const consoleLogger: RenderPoolLogger = {
  info: (message) => console.log(`[render] ${message}`),
  error: (message, error) => console.error(`[render] ${message}`, ...(error === undefined ? [] : [error])),
};

/** A request's session, as the API confirmed it (null: no session): its role, and its user when known. */
export type Viewer = PageViewer | null;

/**
 * A page as it is being rendered: its head (the page up to its head, left open: the hints and
 * the data) as soon as the renderer has it, the rest once rendered.
 */
export interface RenderedPage {
  status: number;
  /** The page up to its open head while the rest is rendered; the whole page when the renderer gives it at once. */
  head: string;
  /**
   * The rest of the page ('' when `head` is all of it): the rendered markup or, when the render
   * fails or runs out of time once the head has left, the plain page's rest (an empty root,
   * which the browser renders). It never rejects.
   */
  rest: Promise<string>;
  /** Milliseconds from the request to its head (a thread's wait, the page's module and manifest). */
  headMs: number;
}

/** A render's answer from its thread (shell/server/render-worker.cjs). */
interface WorkerPage {
  status: number;
  head: string;
  rest: string;
  /** False when a module the page shows could not be loaded (the browser renders that part). */
  complete: boolean;
  /** The error of a render that failed once its head had left (`rest` is then the plain page's). */
  failed?: string;
  memory: ThreadHeap;
}

/** A thread's JavaScript heap after its last task, in bytes (shell/server/render-worker.cjs). */
interface ThreadHeap {
  thread: number;
  heapUsed: number;
  heapLimit: number;
}

/** What the pool has done and holds: pages by outcome, and each live thread's heap after its last task. */
export interface RenderStats {
  pages: {
    /** Drawn whole on the server. */
    rendered: number;
    /** Head sent, markup left to the browser (the render failed or ran late once its head had left). */
    markupInBrowser: number;
    /** Not rendered at all (no head in time, or no renderer): the plain index.html. */
    unrendered: number;
  };
  threads: { generation: string; thread: number; heapUsedMb: number; heapLimitMb: number }[];
}

/** What the renderer sends before the markup (shell/src/server/render-page.tsx's DocumentHead). */
interface WorkerHead {
  status: number;
  head: string;
  plainRest: string;
}

/** The whole text of a page (tests, and callers that need it whole). */
export async function wholePage(page: RenderedPage): Promise<{ status: number; html: string }> {
  return { status: page.status, html: page.head + (await page.rest) };
}

interface Generation {
  key: string;
  /** The key of the files it was started from (the build, and the config file when no config was given). */
  build: string;
  threads: Piscina;
  /** Settles once a thread has rendered every public page once (or could not start). */
  warm: Promise<void>;
  startedAt: number;
  inFlight: number;
  retired: boolean;
  /** Its threads could not start or were stopped: no render goes to it any more. */
  dead: boolean;
  /** Replaced by a fresh renderer of the same files (see restartAfterIncomplete). */
  stale: boolean;
}

/** How many API answers one render may ask for: a first screen needs one or two. */
const MAX_ASKS_PER_RENDER = 8;

export const DEFAULT_TIME_LIMIT_MS = 2500;
/** After a page rendered incomplete (a remote did not load), a fresh renderer is started, at most this often. */
const INCOMPLETE_RETRY_MS = 10_000;

const DEFAULT_WORKER_FILE = fileURLToPath(new URL('./render-worker.cjs', import.meta.url));

/**
 * What a thread may hold: a runaway render cannot take the host's memory. Rendering allocates
 * fast (a thread's heap after a full collection is 20-105 MiB under load, and grows to 250-390 MiB
 * between collections), and a cap that V8 reaches in ordinary work has it collect again and
 * again until the render is too late: at 256 MiB a thread under steady load stalled so about
 * once in 20,000 pages, and its pages went to the browser.
 */
export const DEFAULT_MEMORY_LIMIT_MB = 512;

/** The remotes a config loads, for the log: `remote_public <url>, ...`. */
function remotesOf(config: unknown): string {
  const remotes = (config as { remotes?: unknown } | null)?.remotes;
  if (!remotes || typeof remotes !== 'object') return 'no remotes';
  return Object.entries(remotes).map(([name, url]) => `${name} ${String(url)}`).join(', ');
}

/** Renders a thread takes at once: the wait for its warm-up is a task too, and a render waiting on a remote leaves the thread to the next. */
const MAX_TASKS_PER_THREAD = 2;

type LoadBalancer = NonNullable<NonNullable<ConstructorParameters<typeof Piscina>[0]>['loadBalancer']>;

/** Piscina's least-busy choice among the threads that may render (`mayRender`): a thread others may not get yet waits. */
function warmFirst(maxTasks: number, mayRender: (threadId: number) => boolean): LoadBalancer {
  return (_task, workers) => {
    let candidate: (typeof workers)[number] | null = null;
    for (const worker of workers) {
      if (!mayRender(worker.id) || worker.currentUsage >= maxTasks) continue;
      if (!candidate || worker.currentUsage < candidate.currentUsage) candidate = worker;
    }
    return candidate;
  };
}

class RenderTimeoutError extends Error {
  constructor(url: string, ms: number) {
    super(`the render of ${url} took more than ${ms} ms`);
    this.name = 'RenderTimeoutError';
  }
}

export class RenderPool {
  /**
   * The live generations by key: at most `maxGenerations`, the least recently used going first,
   * and one no render asked for in `idleMs` retired (an ended canary's). A generation leaving it
   * (evicted, idle, replaced or deleted) is retired: its threads end after its last render.
   */
  private readonly generations: LRUCache<string, Generation>;
  /** The config of the last render (null: the config file's): a watched change restarts its generation. */
  private lastConfig: unknown = null;
  /** Every generation's threads not yet ended (the live generations, and old ones finishing their last renders). */
  private readonly live = new Set<Piscina>();
  /** Each thread's heap after its last task, by thread id, with its generation. */
  private readonly heaps = new Map<number, ThreadHeap & { generation: string; at: number }>();
  private readonly pages: RenderStats['pages'] = { rendered: 0, markupInBrowser: 0, unrendered: 0 };
  private seen: { stamp: string; key: string } | null = null;
  private failed: { key: string; at: number } | null = null;
  private lastIncompleteRestart = 0;
  private lastFullNotice = 0;
  private watchers: FSWatcher[] = [];
  private refreshTimer: NodeJS.Timeout | null = null;
  private closed = false;
  /** Keys of the generations started so far, oldest first. */
  readonly started: string[] = [];
  private readonly options: Required<Omit<RenderPoolOptions, 'cdn'>> & { cdn: RenderPoolOptions['cdn'] };

  constructor(options: RenderPoolOptions) {
    this.options = {
      timeLimitMs: DEFAULT_TIME_LIMIT_MS,
      hangMs: 30_000,
      retryAfterMs: 5000,
      watch: true,
      maxGenerations: 4,
      idleMs: 60_000,
      memoryLimitMb: DEFAULT_MEMORY_LIMIT_MB,
      threads: availableParallelism(),
      workerFile: DEFAULT_WORKER_FILE,
      logger: consoleLogger,
      ...options,
      siteConfigFile: resolve(options.siteConfigFile),
      shellDir: resolve(options.shellDir),
      serverDir: resolve(options.serverDir),
      cdn: options.cdn ?? null,
    };
    this.generations = new LRUCache<string, Generation>({
      max: Math.max(1, this.options.maxGenerations),
      ttl: this.options.idleMs,
      updateAgeOnGet: true,
      ttlAutopurge: true,
      dispose: (generation) => this.retire(generation),
    });
    if (this.options.watch) this.watchFiles();
  }

  /** Pages by outcome, and the heap of each thread of a live generation that answered within `idleMs`. */
  stats(): RenderStats {
    const now = Date.now();
    const live = new Set([...this.generations.values()].filter((generation) => !generation.dead).map((generation) => generation.key));
    const mb = (bytes: number) => Math.round((bytes / 2 ** 20) * 10) / 10;
    return {
      pages: { ...this.pages },
      threads: [...this.heaps.values()]
        .filter((heap) => live.has(heap.generation) && now - heap.at < this.options.idleMs)
        .map((heap) => ({ generation: heap.generation, thread: heap.thread, heapUsedMb: mb(heap.heapUsed), heapLimitMb: mb(heap.heapLimit) })),
    };
  }

  private noteHeap(generation: Generation, heap: ThreadHeap | undefined): void {
    if (heap) this.heaps.set(heap.thread, { ...heap, generation: generation.key, at: Date.now() });
  }

  /** Threads not yet ended (the live generations', and old ones finishing their last renders). */
  liveWorkers(): number {
    let threads = 0;
    for (const pool of this.live) threads += pool.threads.length;
    return threads;
  }

  /**
   * The page at `url` (path and query) rendered for the current config and shell build, its head
   * first, or null when its head could not be rendered in time (send the plain index.html). `viewer` is the role of
   * the request's session, confirmed by the caller: a guarded page hints its remote's files only
   * to the role it requires (shell/src/server/render-page.tsx). `ask` answers the GETs of API
   * paths a page drawn for the viewer's session asks for its first screen, with that session
   * (the cookies stay with the caller; the renderer sees only the answers).
   */
  async render(url: string, config: unknown = null, viewer: Viewer = null, ask?: AskApi): Promise<RenderedPage | null> {
    if (this.closed) return null;
    let generation: Generation | null;
    try {
      this.lastConfig = config;
      generation = this.current(config);
    } catch (error) {
      this.pages.unrendered += 1;
      this.options.logger.error('the shell\'s build or the config cannot be read: sending the plain page', error);
      return null;
    }
    if (!generation) {
      this.pages.unrendered += 1;
      return null;
    }
    const started = Date.now();
    try {
      return await this.renderIn(generation, url, viewer, started, ask);
    } catch (error) {
      this.pages.unrendered += 1;
      this.options.logger.error(`${url} sent unrendered`, error instanceof RenderTimeoutError ? error.message : error);
      return null;
    }
  }

  /**
   * Starts the generations of configs browsers are about to ask for (a running canary's), those
   * not running yet, without rendering: the first browser of each does not wait for a worker to
   * start and load its remotes. The first ones first, and one fewer than `maxGenerations`: a
   * config nobody can foresee (an administrator trying a version) still has a worker of its own
   * without pushing a prepared one out, to be started again on the next read of the state.
   */
  prepare(configs: readonly unknown[]): void {
    if (this.closed) return;
    for (const config of configs.slice(0, Math.max(1, this.options.maxGenerations - 1))) {
      try {
        this.current(config);
      } catch {
        // Files in the middle of being written: the next request or change tries again.
        return;
      }
    }
  }

  /**
   * Starts the generation of `config` (null: the config file's) and resolves once its renderer
   * is warm (it has rendered every public page once): true then; false when it could not start
   * or `timeoutMs` passed first (pages are still served, the first ones perhaps unrendered).
   */
  async warmUp(timeoutMs: number, config: unknown = null): Promise<boolean> {
    this.lastConfig = config;
    const generation = this.currentIfReadable(config);
    if (!generation) return false;
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<false>((resolve) => { timer = setTimeout(() => resolve(false), timeoutMs); });
    try {
      return await Promise.race([generation.warm.then(() => !generation.dead), timedOut]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** Starts the generation the files now call for, if it is not the live one (no render). */
  refresh(): void {
    this.currentIfReadable(this.lastConfig);
  }

  /** current(), or null while the files are in the middle of being written (the next request or change tries again). */
  private currentIfReadable(config: unknown): Generation | null {
    try {
      return this.current(config);
    } catch {
      return null;
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const watcher of this.watchers) watcher.close();
    this.watchers = [];
    if (this.refreshTimer) clearTimeout(this.refreshTimer);
    const ending = [...this.live];
    // Cleared first: retiring the generations below then ends no threads twice.
    this.live.clear();
    this.generations.clear();
    await Promise.all(ending.map((threads) => threads.destroy()));
  }

  private files(withConfigFile: boolean): string[] {
    const { siteConfigFile, shellDir, serverDir } = this.options;
    return [
      ...(withConfigFile ? [siteConfigFile] : []),
      join(shellDir, 'index.html'),
      ...readdirSync(serverDir).sort().map((name) => join(serverDir, name)),
    ];
  }

  /**
   * The generation's key: a hash of the files' contents (recomputed only when a stat changed) and
   * of the given config, or of the config file when none is given.
   */
  private key(config: unknown): string {
    const files = this.files(config === null);
    const stamp = files.map((file) => {
      const stat = statSync(file);
      return `${file}:${stat.mtimeMs}:${stat.size}`;
    }).join('|');
    const configText = config === null ? '' : JSON.stringify(config);
    if (this.seen?.stamp === stamp) return configText ? this.hashOf(`${this.seen.key}\n${configText}`) : this.seen.key;
    const hash = createHash('sha256');
    for (const file of files) hash.update(file).update(readFileSync(file));
    const key = hash.digest('hex').slice(0, 16);
    this.seen = { stamp, key };
    return configText ? this.hashOf(`${key}\n${configText}`) : key;
  }

  private hashOf(text: string): string {
    return createHash('sha256').update(text).digest('hex').slice(0, 16);
  }

  /**
   * The generation of `config` (null: the config file's), started anew when the files changed;
   * null while a failed one waits for its retry.
   */
  private current(config: unknown): Generation | null {
    const key = this.key(config);
    // Marks it the most recently used, and used now.
    const live = this.generations.get(key);
    if (live && !live.dead && !live.stale) {
      this.retireOtherBuilds(live);
      return live;
    }
    if (this.failed?.key === key && Date.now() - this.failed.at < this.options.retryAfterMs) return null;
    if (!live && this.full()) return null;
    const next = this.start(key, config);
    this.retireOtherBuilds(next);
    // Replaces a dead or stale one of the same key; past `maxGenerations`, the least recently used leaves.
    this.generations.set(key, next);
    return next;
  }

  /**
   * Whether every place is taken by a generation of this build that a request used within
   * `idleMs`: the page of one more config is then left to the browser, rather than a config in
   * use retired and started again on its next request (with several canaries, 2^N configs would
   * take turns on the places, every turn a cold start). An idle generation makes room.
   */
  private full(): boolean {
    const build = this.seen?.key ?? '';
    this.generations.purgeStale();
    const inUse = [...this.generations.values()].filter((generation) => generation.build === build && !generation.dead && !generation.stale).length;
    if (inUse < Math.max(1, this.options.maxGenerations)) return false;
    const now = Date.now();
    if (now - this.lastFullNotice > this.options.idleMs) {
      this.lastFullNotice = now;
      this.options.logger.info(`${inUse} configs in use, the most there are places for: the pages of others are left to the browser`);
    }
    return true;
  }

  /** A new build makes the generations of the old one useless. */
  private retireOtherBuilds(current: Generation): void {
    const others = [...this.generations.entries()].filter(([, other]) => other.build !== current.build).map(([key]) => key);
    for (const key of others) this.generations.delete(key);
  }

  /** Generations running now (tests). */
  generationCount(): number {
    return this.generations.size;
  }

  private start(key: string, given: unknown): Generation {
    const { siteConfigFile, shellDir, serverDir, cdn } = this.options;
    const config: unknown = given ?? JSON.parse(readFileSync(siteConfigFile, 'utf8'));
    // The generation's threads that are warm (they say so), and its first thread, which renders
    // while it warms up: a thread started later gets no render before it is warm, so no page waits
    // on a cold thread loading its modules under load.
    const warmThreads = new Set<number>();
    const first: { thread?: number } = {};
    const threads = new Piscina({
      filename: this.options.workerFile,
      workerData: {
        serverBundle: join(serverDir, 'server.cjs'),
        config,
        indexHtml: readFileSync(join(shellDir, 'index.html'), 'utf8'),
        cdn,
      },
      // One thread starts (and warms up) alone, so a new generation's first pages are not held
      // up by several cold starts at once; more start while renders wait, up to `threads`, and
      // end once idle for `idleMs`.
      minThreads: 1,
      maxThreads: Math.max(1, this.options.threads),
      idleTimeout: this.options.idleMs,
      // Two at a time per thread: the wait for a thread's warm-up is a task too, and a render that
      // is late (a remote slow to load) leaves the thread to the next one while it waits.
      concurrentTasksPerWorker: MAX_TASKS_PER_THREAD,
      // A render is a task of its own; a thread between tasks keeps its event loop running.
      atomics: 'disabled',
      loadBalancer: warmFirst(MAX_TASKS_PER_THREAD, (thread) => thread === first.thread || warmThreads.has(thread)),
      resourceLimits: { maxOldGenerationSizeMb: this.options.memoryLimitMb, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 },
      // The remotes' server code runs in these threads: they are given no environment of the
      // service's (its secret for the API, its addresses), only the mode React and the bundles read.
      env: { NODE_ENV: process.env.NODE_ENV ?? 'production' },
    });
    // Piscina made the first thread (`minThreads`) in its constructor.
    first.thread = threads.threads[0]?.threadId;
    threads.on('message', (message: { warmThread?: number } | null) => {
      if (typeof message?.warmThread === 'number') warmThreads.add(message.warmThread);
    });
    this.live.add(threads);
    const generation: Generation = {
      key, build: this.seen?.key ?? '', threads, warm: Promise.resolve(), startedAt: Date.now(), inFlight: 0, retired: false, dead: false, stale: false,
    };
    const fail = (error: unknown) => {
      if (generation.dead) return;
      generation.dead = true;
      if (!generation.retired) {
        this.failed = { key, at: Date.now() };
        this.options.logger.error(`the renderer of generation ${key} failed`, error);
      }
      this.end(generation);
    };
    threads.on('error', fail);
    generation.warm = (threads.run({ warm: true }) as Promise<{ memory: ThreadHeap }>).then(
      (answer) => this.noteHeap(generation, answer.memory),
    ).then(
      () => this.options.logger.info(`generation ${key} (${remotesOf(config)}) ready and warm in ${Date.now() - generation.startedAt} ms`),
      fail,
    );
    this.started.push(key);
    return generation;
  }

  /** Answers a render's asks for API answers: undefined for a path not allowed, past the limit, or after the render. */
  private answerAsks(port: MessagePort, ask: AskApi): void {
    let asked = 0;
    port.on('message', ({ askId, path }: { askId: number; path: unknown }) => {
      const reply = (body: unknown) => { try { port.postMessage({ askId, body }); } catch { /* the render is over */ } };
      if (typeof path !== 'string' || !FIRST_SCREEN_PATH.test(path) || asked >= MAX_ASKS_PER_RENDER) {
        reply(undefined);
        return;
      }
      asked += 1;
      ask(path).then(reply, () => reply(undefined));
    });
  }

  private renderIn(generation: Generation, url: string, viewer: Viewer, started: number, ask: AskApi | undefined): Promise<RenderedPage> {
    const { timeLimitMs, hangMs } = this.options;
    const channel = ask ? new MessageChannel() : null;
    if (channel && ask) this.answerAsks(channel.port1, ask);
    const heads = new MessageChannel();
    // A render that does not answer at all is stuck: its generation's threads are ended, and the
    // next request starts a fresh one. (A render given to Piscina with an abort signal would have a
    // thread to itself: no other render, nor the wait for the warm-up, could share it.)
    const hangTimer = setTimeout(() => {
      if (generation.dead) return;
      this.options.logger.error(`the renderer of generation ${generation.key} did not answer ${url} in ${hangMs} ms: its threads are ended`);
      generation.dead = true;
      this.end(generation);
    }, Math.max(0, hangMs - (Date.now() - started)));
    hangTimer.unref();
    generation.inFlight += 1;
    const transferList = channel ? [channel.port2, heads.port2] : [heads.port2];
    const task = (generation.threads.run({ url, viewer, asks: channel?.port2, heads: heads.port2 }, { transferList }) as Promise<WorkerPage>).finally(() => {
      clearTimeout(hangTimer);
      channel?.port1.close();
      heads.port1.close();
      generation.inFlight -= 1;
      if (generation.retired && generation.inFlight === 0) this.end(generation);
    });
    void task.then((page) => {
      this.noteHeap(generation, page.memory);
      if (!page.complete) this.restartAfterIncomplete(generation);
    }, () => undefined);
    const deadline = started + timeLimitMs;
    return new Promise<RenderedPage>((resolvePage, reject) => {
      let settled = false;
      const settle = (page: () => RenderedPage | Error) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        heads.port1.removeAllListeners('message');
        const answer = page();
        if (answer instanceof Error) reject(answer);
        else resolvePage(answer);
      };
      const timer = setTimeout(() => settle(() => new RenderTimeoutError(url, timeLimitMs)), Math.max(0, deadline - Date.now()));
      // The head first, when the renderer sends it before the markup; the rest follows.
      heads.port1.once('message', (head: WorkerHead) => settle(() => ({
        status: head.status,
        head: head.head,
        rest: this.restOf(task, head.plainRest, deadline, url),
        headMs: Date.now() - started,
      })));
      task.then(
        // The whole answer first (its head message still on the way, or a renderer that sends none).
        (page) => settle(() => ({ status: page.status, head: page.head, rest: this.restOf(task, page.rest, deadline, url), headMs: Date.now() - started })),
        (error: unknown) => settle(() => (error instanceof Error ? error : new Error(String(error)))),
      );
    });
  }

  /** The rest of a page whose head has left: the rendered rest, or the plain page's when the render fails or runs past `deadline`. */
  private restOf(task: Promise<WorkerPage>, plain: string, deadline: number, url: string): Promise<string> {
    return new Promise<string>((resolveRest) => {
      let ended = false;
      const leftToBrowser = (error: unknown) => {
        if (ended) return;
        ended = true;
        this.pages.markupInBrowser += 1;
        this.options.logger.error(`${url}: its markup is left to the browser`, error);
        resolveRest(plain);
      };
      const timer = setTimeout(() => leftToBrowser(new RenderTimeoutError(url, this.options.timeLimitMs).message), Math.max(0, deadline - Date.now()));
      task.then(
        (page) => {
          clearTimeout(timer);
          if (page.failed) {
            leftToBrowser(page.failed);
            return;
          }
          if (ended) return;
          ended = true;
          this.pages.rendered += 1;
          resolveRest(page.rest);
        },
        (error: unknown) => {
          clearTimeout(timer);
          leftToBrowser(error);
        },
      );
    });
  }

  /** Ends the generation's threads. */
  private end(generation: Generation): void {
    const { threads } = generation;
    for (const [thread, heap] of this.heaps) if (heap.generation === generation.key) this.heaps.delete(thread);
    if (!this.live.has(threads)) return;
    void threads.destroy().finally(() => this.live.delete(threads));
  }

  private retire(generation: Generation): void {
    generation.retired = true;
    if (generation.inFlight === 0) this.end(generation);
  }

  /**
   * A page rendered without a module the server could not load: the runtime remembers a failed
   * load, so a fresh renderer (same files) is started for the next requests, at most every 10 s.
   */
  private restartAfterIncomplete(generation: Generation): void {
    if (this.generations.peek(generation.key) !== generation || Date.now() - this.lastIncompleteRestart < INCOMPLETE_RETRY_MS) return;
    this.lastIncompleteRestart = Date.now();
    generation.stale = true;
  }

  /** Watches the files' folders; a change starts the next generation shortly after. */
  private watchFiles(): void {
    const { siteConfigFile, shellDir, serverDir } = this.options;
    for (const dir of new Set([dirname(siteConfigFile), shellDir, serverDir])) {
      try {
        const watcher = watch(dir, { persistent: false }, () => this.scheduleRefresh());
        watcher.on('error', () => watcher.close());
        this.watchers.push(watcher);
      } catch {
        // A folder that does not exist yet: requests still check the files themselves.
      }
    }
  }

  private scheduleRefresh(): void {
    if (this.closed) return;
    if (this.refreshTimer) clearTimeout(this.refreshTimer);
    // Writes come in bursts (a build writes many files): start once they have settled.
    this.refreshTimer = setTimeout(() => {
      this.refreshTimer = null;
      this.refresh();
    }, 250);
    this.refreshTimer.unref();
  }
}
