import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|map|txt)$/;

/** Writes .gz and .br beside every text asset, so servers send compressed bytes without work. */
export function precompress(dir: string): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      precompress(path);
      continue;
    }
    if (!COMPRESSIBLE.test(entry.name) || entry.name.endsWith('.map')) continue;
    precompressFile(path);
  }
}

/** Writes `<file>.gz` and `<file>.br` (not for files under 512 bytes, which gain nothing). */
export function precompressFile(path: string): void {
  const body = readFileSync(path);
  if (body.length < 512) return;
  writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
  writeFileSync(`${path}.br`, brotliCompressSync(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  }));
}
