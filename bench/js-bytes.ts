/**
 * JavaScript transferred for `/` (cold cache) and after going on to a page of another remote,
 * in Chromium against a running product (`npm start`). Bytes are the encoded response bodies,
 * measured once with gzip and once with brotli accepted.
 *
 *   npx tsx bench/js-bytes.ts [baseUrl=http://localhost:3000]
 */
import { get } from 'node:http';
import { launchChromium } from '../e2e/support/chromium';

/** Encoded size of one response body for the given Accept-Encoding. */
function encodedBytes(url: string, encoding: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': encoding, origin: base } }, (res) => {
      let n = 0;
      res.on('data', (chunk: Buffer) => { n += chunk.length; });
      res.on('end', () => resolve(n));
    }).on('error', reject);
  });
}

const base = process.argv[2] ?? 'http://localhost:3000';

async function scriptsLoaded() {
  const { page, close } = await launchChromium();
  const files: Array<{ url: string; phase: string }> = [];
  let phase = 'landing';
  page.on('request', (request) => {
    if (request.resourceType() === 'script') files.push({ url: request.url(), phase });
  });
  await page.goto(base, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  // Idle prefetch of the next remote happens here too; it is counted in the landing phase.
  phase = 'after /login';
  await page.getByRole('link', { name: 'Member Login' }).click();
  await page.getByRole('heading', { name: 'Member Access' }).waitFor();
  await page.waitForLoadState('networkidle');
  await close();
  return files;
}

async function main() {
  const loaded = await scriptsLoaded();
  for (const encoding of ['identity', 'gzip', 'br'] as const) {
    const files = await Promise.all(loaded.map(async (f) => ({ ...f, bytes: await encodedBytes(f.url, encoding) })));
    const sum = (phase: string) => files.filter((f) => f.phase === phase).reduce((n, f) => n + f.bytes, 0);
    console.log(`\n${encoding}:`);
    for (const f of files) console.log(`  ${f.phase.padEnd(13)} ${String(f.bytes).padStart(8)}  ${f.url.replace(/^https?:\/\/[^/]+/, '')}`);
    const landing = sum('landing');
    const after = sum('after /login');
    console.log(`  total JS for / : ${(landing / 1024).toFixed(1)} KiB; then /login adds ${(after / 1024).toFixed(1)} KiB (${((landing + after) / 1024).toFixed(1)} KiB in all)`);
  }
}

void main();
