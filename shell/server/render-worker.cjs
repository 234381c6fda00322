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
const { workerData } = require('node:worker_threads');

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
  // The first render of a page pays for loading its remote and for cold code: paid now, while the
  // thread already renders what it is asked.
  const warm = renderer.warmUp();
  /** A task: `{ url, viewer, asks }` renders a page; `{ warm: true }` waits for the warm-up. */
  return async (task) => {
    if (task.warm) {
      await warm;
      return null;
    }
    const { url, viewer, asks } = task;
    try {
      return await renderer.renderDocument(url, viewer ?? null, asks ? askThrough(asks) : undefined);
    } finally {
      asks?.close();
    }
  };
})();
