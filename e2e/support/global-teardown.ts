import { rmSync } from 'node:fs';
import { productPorts } from './env';
import { productFileOf, recordedProduct } from './product';

/** Stops every worker's product. */
export default async function globalTeardown(config?: { maxWorkers?: number }): Promise<void> {
  const workers = Math.max(1, config?.maxWorkers ?? 1);
  for (let worker = 1; worker <= workers; worker += 1) {
    const file = productFileOf(productPorts(worker).port);
    const product = recordedProduct(file);
    if (!product) continue;
    rmSync(file, { force: true });
    try {
      process.kill(-product.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}
