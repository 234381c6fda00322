/**
 * What federation costs the landing page: the JavaScript transferred before the first render of
 * `/` (cold cache, Chromium), for the federated product and for the same pages built as one
 * plain app (`npm start -- --unfederated`), measured side by side in one run (budget: federated
 * <= 1.20x unfederated, gzip and brotli; docs/performance.md, section 1).
 *
 *   npx tsx bench/bundle-ratio.ts                       # starts both builds itself (ports 4380-4383)
 *   npx tsx bench/bundle-ratio.ts <federatedUrl> <unfederatedUrl>   # against running ones
 *
 * "Before first render": every script requested from navigation until the live landing page
 * is on screen: its heading there and the app started on it (the federated page, rendered by the
 * server, hydrated: the early-input script's global null; the unfederated one rendered by React
 * in the browser). Scripts fetched later (the idle prefetch of the login page) are listed apart. Bytes are each response body as the server
 * sends it for `Accept-Encoding: gzip` and for `br`, read once more outside the browser.
 */
import { get } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { EARLY_INPUT_GLOBAL } from 'shared/early-input';
import { launchChromium } from '../e2e/support/chromium';
import { FRONTEND_APPS, UNFEDERATED } from '../scripts/lib/apps';
import { buildWhatIsNotBuilt } from '../scripts/lib/build-apps';
import { startProduct, type BenchProduct } from './support/product';

interface Script { url: string; beforeRender: boolean }

interface Body { bytes: Buffer; contentEncoding: string | undefined }

/** A script's body as the server sends it for `Accept-Encoding: <encoding>`. */
function download(url: string, encoding: string): Promise<Body> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': encoding, origin: new URL(url).origin } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => { chunks.push(chunk); });
      res.on('end', () => resolve({ bytes: Buffer.concat(chunks), contentEncoding: res.headers['content-encoding'] }));
    }).on('error', reject);
  });
}

const decoded = ({ bytes, contentEncoding }: Body) => (contentEncoding === 'gzip' ? gunzipSync(bytes) : bytes).toString('utf8');

/**
 * The federation runtime's global: a script that names it carries the runtime. The yardstick
 * must not, or the ratio hides what federation costs (a shell module that imports a value from
 * the runtime and is not swapped for a stand-in in the unfederated build brings it all in).
 */
const FEDERATION_RUNTIME_MARK = '__FEDERATION__';

function assertNoFederationRuntime(label: string, files: Array<{ url: string; source: string }>) {
  const carriers = files.filter((f) => f.source.includes(FEDERATION_RUNTIME_MARK)).map((f) => f.url);
  if (carriers.length > 0) {
    throw new Error(`the ${label} build carries the federation runtime (${FEDERATION_RUNTIME_MARK}) in ${carriers.join(', ')}:`
      + ' swap the shell module that imports it for a stand-in in unfederated/rsbuild.config.ts');
  }
}

async function scriptsOf(base: string): Promise<Script[]> {
  const { page, close } = await launchChromium({ viewport: { width: 1280, height: 900 } });
  const scripts: Script[] = [];
  let rendered = false;
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push({ url: request.url(), beforeRender: !rendered });
  });
  try {
    await page.goto(base);
    // The live page: a server-rendered one (its config inlined) once hydrated, any other once drawn.
    await page.waitForFunction(
      (global) => document.querySelector('main h1')
        && (!document.getElementById('club-config') || (window as unknown as Record<string, unknown>)[global] === null),
      EARLY_INPUT_GLOBAL,
    );
    rendered = true;
    await page.waitForLoadState('networkidle');
  } finally {
    await close();
  }
  return scripts;
}

type Sizes = Record<'gzip' | 'br', number>;

async function measure(label: string, base: string) {
  const scripts = await scriptsOf(base);
  const files = await Promise.all(scripts.map(async (s) => {
    const gzip = await download(s.url, 'gzip');
    return { ...s, gzip: gzip.bytes.length, br: (await download(s.url, 'br')).bytes.length, source: decoded(gzip) };
  }));
  const total = (before: boolean): Sizes => ({
    gzip: files.filter((f) => f.beforeRender === before).reduce((n, f) => n + f.gzip, 0),
    br: files.filter((f) => f.beforeRender === before).reduce((n, f) => n + f.br, 0),
  });
  console.log(`\n${label} (${base})`);
  console.log(`  ${'gzip'.padStart(8)} ${'br'.padStart(8)}  file`);
  for (const f of files) {
    console.log(`  ${String(f.gzip).padStart(8)} ${String(f.br).padStart(8)}  ${f.url.replace(/^https?:\/\/[^/]+/, '')}${f.beforeRender ? '' : '  (after render)'}`);
  }
  const before = total(true);
  const after = total(false);
  console.log(`  before first render: ${kib(before.gzip)} gzip, ${kib(before.br)} br, in ${files.filter((f) => f.beforeRender).length} files;`
    + ` fetched after it: ${kib(after.gzip)} gzip, ${kib(after.br)} br`);
  return { before, files };
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

async function main() {
  let [federatedUrl, unfederatedUrl] = process.argv.slice(2);
  const started: BenchProduct[] = [];
  try {
    if (!federatedUrl || !unfederatedUrl) {
      // Built once here: the two `npm start`s would otherwise both build what is missing.
      await buildWhatIsNotBuilt([...FRONTEND_APPS, UNFEDERATED]);
      console.log('starting the federated and the unfederated build (npm start, fresh data)...');
      // Each one that started is stopped at the end, even when the other failed to.
      const outcomes = await Promise.allSettled([
        startProduct({ port: 4380, cdnPort: 4381 }),
        startProduct({ port: 4382, cdnPort: 4383, args: ['--unfederated'] }),
      ]);
      for (const outcome of outcomes) if (outcome.status === 'fulfilled') started.push(outcome.value);
      const failure = outcomes.find((outcome) => outcome.status === 'rejected');
      if (failure) throw failure.reason;
      const [federated, unfederated] = started as [BenchProduct, BenchProduct];
      federatedUrl = federated.url;
      unfederatedUrl = unfederated.url;
    }
    const federated = (await measure('federated', federatedUrl)).before;
    const { before: unfederated, files: plainFiles } = await measure('unfederated', unfederatedUrl);
    assertNoFederationRuntime('unfederated', plainFiles);
    console.log('\nJavaScript before the first render of /, federated / unfederated:');
    for (const encoding of ['gzip', 'br'] as const) {
      const ratio = federated[encoding] / unfederated[encoding];
      console.log(`  ${encoding.padEnd(4)} ${kib(federated[encoding])} / ${kib(unfederated[encoding])} = ${ratio.toFixed(2)}x  `
        + `(budget 1.20x: ${ratio <= 1.2 ? 'met' : 'NOT met'})`);
    }
  } finally {
    await Promise.all(started.map((p) => p.stop()));
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
