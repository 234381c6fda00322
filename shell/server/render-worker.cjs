// One page renderer, in a worker thread of its own: one run-time config and one build of the
// shell (shell/server/render-pool.ts starts it). It loads the shell's server bundle, registers
// the remotes the config names, warms up, then renders pages on request. The pool terminates
// it once a newer config or build has taken over, which frees every remote version it loaded.
//
// It fetches only from the origins of the remotes the config names (it runs their code): any
// other fetch is refused. With `cdn`, fetches of the CDN's public URL go to its internal one
// (in a container the public address may not reach the CDN).
const fs = require('node:fs');
const { parentPort, workerData } = require('node:worker_threads');

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

// A page drawn for a session asks the pool for the API answers its first screen needs: the pool
// asks the API with the request's cookies, which never reach this thread.
let nextAsk = 0;
const asked = new Map();
const askFor = (id) => (path) => new Promise((resolve) => {
  const askId = nextAsk++;
  asked.set(askId, resolve);
  parentPort.postMessage({ id, ask: { askId, path } });
});

(async () => {
  const renderer = await require(serverBundle).loadRenderer();
  renderer.configure(config, indexHtml);
  parentPort.on('message', (message) => {
    if (message.answer) {
      const resolve = asked.get(message.answer.askId);
      asked.delete(message.answer.askId);
      resolve?.(message.answer.body);
      return;
    }
    const { id, url, viewer, asks } = message;
    renderer.renderDocument(url, viewer ?? null, asks ? askFor(id) : undefined).then(
      (page) => parentPort.postMessage({ id, page }),
      (error) => parentPort.postMessage({ id, error: messageOf(error) }),
    );
  });
  parentPort.postMessage({ ready: true });
  // The first render of a page pays for loading its remote and for cold code: paid here, before
  // a visitor asks.
  await renderer.warmUp();
  parentPort.postMessage({ warm: true });
})().catch((error) => parentPort.postMessage({ fatal: messageOf(error) }));
