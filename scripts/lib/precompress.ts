import { readdirSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|map|txt)$/;
const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** The text assets under `dir` (source maps aside), recursively. */
function compressibleFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return compressibleFiles(path);
    return COMPRESSIBLE.test(entry.name) && !entry.name.endsWith('.map') ? [path] : [];
  });
}

/**
 * Writes .gz and .br beside every text asset, so servers send compressed bytes without work.
 * The compression runs on Node's thread pool, files side by side, and never blocks the caller's
 * event loop (a ship times its tests and type check while a build compresses).
 */
export async function precompress(dir: string): Promise<void> {
  await Promise.all(compressibleFiles(dir).map(precompressFile));
}

/** Writes `<file>.gz` and `<file>.br` (not for files under 512 bytes, which gain nothing). */
async function precompressFile(path: string): Promise<void> {
  const body = await readFile(path);
  if (body.length < 512) return;
  const [gz, br] = await Promise.all([
    gzipAsync(body, { level: 9 }),
    brotliAsync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
  ]);
  await Promise.all([writeFile(`${path}.gz`, gz), writeFile(`${path}.br`, br)]);
}
