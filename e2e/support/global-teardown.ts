import { rmSync } from 'node:fs';
import { PRODUCT_FILE, recordedProduct } from './product';

export default async function globalTeardown(): Promise<void> {
  const product = recordedProduct();
  if (!product) return;
  rmSync(PRODUCT_FILE, { force: true });
  try {
    process.kill(-product.pid, 'SIGTERM');
  } catch {
    // already gone
  }
}
