/** The product the global setup starts for a run: where it records itself, and its CDN folder. */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../../scripts/lib/apps';
import { E2E_CDN_PORT, E2E_PORT } from './env';

/**
 * The running product's process and folders (read by the teardown and the release tests), per
 * port: runs on other ports may be under way.
 */
export const PRODUCT_FILE = join(ROOT, '.tmp', `e2e-product-${E2E_PORT}.json`);

/** The product's own CDN folder, emptied at each run: never the repo's `.cdn/`. */
export const PRODUCT_CDN_DIR = join(ROOT, '.tmp', `e2e-cdn-${E2E_CDN_PORT}`);

export interface RunningProduct {
  pid: number;
  dataDir: string;
  cdnDir: string;
}

/** The product the global setup started: its process and the folders its `npm start` uses; null without one. */
export function recordedProduct(): RunningProduct | null {
  return existsSync(PRODUCT_FILE) ? (JSON.parse(readFileSync(PRODUCT_FILE, 'utf8')) as RunningProduct) : null;
}

/** Like recordedProduct, but a missing record is an error. */
export function runningProduct(): RunningProduct {
  const product = recordedProduct();
  if (!product) throw new Error(`${PRODUCT_FILE} is missing: the global setup did not start the product`);
  return product;
}
