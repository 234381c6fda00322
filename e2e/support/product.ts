/** The product the global setup starts for a run: where it records itself, and its CDN folder. */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../../scripts/lib/apps';
import { productPorts } from './env';

/**
 * The running product's process and folders (read by the teardown and the release tests), per
 * port: each worker has its own product, and runs on other ports may be under way.
 */
export const productFileOf = (port: number) => join(ROOT, '.tmp', `e2e-product-${port}.json`);

/** A product's own CDN folder, emptied at each run: never the repo's `.cdn/`. */
export const productCdnDirOf = (cdnPort: number) => join(ROOT, '.tmp', `e2e-cdn-${cdnPort}`);

/** This worker's. */
export const PRODUCT_FILE = productFileOf(productPorts().port);
export const PRODUCT_CDN_DIR = productCdnDirOf(productPorts().cdnPort);

export interface RunningProduct {
  pid: number;
  dataDir: string;
  cdnDir: string;
}

/** The product the global setup started (this worker's, or the one on `file`); null without one. */
export function recordedProduct(file = PRODUCT_FILE): RunningProduct | null {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as RunningProduct) : null;
}

/** Like recordedProduct, but a missing record is an error. */
export function runningProduct(): RunningProduct {
  const product = recordedProduct();
  if (!product) throw new Error(`${PRODUCT_FILE} is missing: the global setup did not start the product`);
  return product;
}
