// One thread of a config's renderer: shell/server/render-pool.ts runs as many of them per config
// as the machine has cores, through Piscina, each with the config and the shell's build it was
// made for. The thread loads the shell's server bundle, registers the remotes the config names,
// then renders the pages it is given, warming up (every public page once) in the meantime. The
// pool ends the threads once a newer config or build has taken over, which frees every remote
// version they loaded.
//
// It fetches only from the origins of the remotes the config names (it runs their code): any
// other fetch is refused. With `cdn`, fetches of the CDN's public URL go to its internal one
// (in a container the public address may not reach the CDN).
const fs = require('node:fs');
const { getHeapStatistics } = require('node:v8');
const { parentPort, threadId, workerData } = require('node:worker_threads');

// The render service runs under Node's permission model (it reads its own files only), where
// fs.existsSync throws for a path it may not read instead of answering false. The federation
// runtime asks it whether a remote's chunk is a local file before fetching it: a path the
// renderer may not read is no file of its.
const existsSync = fs.existsSync;
fs.existsSync = (path) => {
  try {
    return existsSync(path);
  } catch (error) {
    if (error && error.code === 'ERR_ACCESS_DENIED') return false;
    throw error;
  }
};

const { serverBundle, config, indexHtml, cdn } = workerData;

const allowedOrigins = new Set(Object.values(config.remotes ?? {}).map((url) => new URL(url).origin));
const publicFetch = globalThis.fetch;
globalThis.fetch = (input, init) => {
  const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url);
  if (!allowedOrigins.has(url.origin)) {
    return Promise.reject(new Error(`the renderer fetches only from the remotes' origins, not ${url.origin}`));
  }
  const target = cdn && url.href.startsWith(`${cdn.publicUrl}/`) ? cdn.internalUrl + url.href.slice(cdn.publicUrl.length) : url.href;
  return publicFetch(target, init);
};

const messageOf = (error) => (error && error.stack ? error.stack : String(error));

/** This thread's JavaScript heap, in bytes, as each answer reports it to the pool. */
const memory = () => {
  const heap = getHeapStatistics();
  return { thread: threadId, heapUsed: heap.used_heap_size, heapLimit: heap.heap_size_limit };
};

// A page drawn for a session asks the pool, over the port its task brings, for the API answers
// its first screen needs: the pool asks the API with the request's cookies, which never reach
// this thread.
const askThrough = (port) => {
  let next = 0;
  const waiting = new Map();
  port.on('message', ({ askId, body }) => {
    waiting.get(askId)?.(body);
    waiting.delete(askId);
  });
  return (path) => new Promise((resolve) => {
    const askId = next++;
    waiting.set(askId, resolve);
    port.postMessage({ askId, path });
  });
};

// Piscina gives this thread tasks once the promise below has the task handler: once the shell's
// bundle is loaded and configured. A thread that cannot start answers every task with its error.
module.exports = (async () => {
  let renderer;
  try {
    renderer = await require(serverBundle).loadRenderer();
    renderer.configure(config, indexHtml);
  } catch (error) {
    const message = messageOf(error);
    return () => { throw new Error(message); };
  }
  // The first render of a page pays for loading its remote and for cold code: paid now. Once
  // warm, the thread tells the pool, which gives a thread started while renders wait none of
  // them before (the generation's first thread renders meanwhile: nobody else could).
  const warm = renderer.warmUp().finally(() => parentPort.postMessage({ warmThread: threadId }));
  /**
   * A task: `{ url, viewer, asks, heads }` renders a page; `{ warm: true }` waits for the
   * warm-up. The page's head goes to the pool over `heads` as soon as the renderer has it, before
   * the markup is rendered; the task answers `{ status, head, rest, complete }` (a renderer that
   * gives no head first: its whole page as the head, and no rest). A render that fails once its
   * head has left answers the plain page's rest, and the error as `failed`. Every answer carries
   * the thread's heap (`memory`).
   */
  return async (task) => {
    if (task.warm) {
      await warm;
      return { memory: memory() };
    }
    const { url, viewer, asks, heads } = task;
    let sent = null;
    const onHead = heads ? (head) => {
      sent = head;
      heads.postMessage(head);
    } : undefined;
    try {
      const page = await renderer.renderDocument(url, viewer ?? null, asks ? askThrough(asks) : undefined, onHead);
      const head = sent ? sent.head : page.html;
      if (!page.html.startsWith(head)) throw new Error(`the page of ${url} does not start with the head sent for it`);
      return { status: page.status, head, rest: page.html.slice(head.length), complete: page.complete, memory: memory() };
    } catch (error) {
      if (!sent) throw error;
      return { status: sent.status, head: sent.head, rest: sent.plainRest, complete: true, failed: messageOf(error), memory: memory() };
    } finally {
      asks?.close();
    }
  };
})();
