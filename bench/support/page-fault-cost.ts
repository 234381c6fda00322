/**
 * What this host charges for a fresh page of memory: the first write to each 4 KiB page of a new
 * buffer is a page fault, which the kernel answers by mapping and zeroing a page. A browser's
 * renderer takes thousands of them while it loads a page (its heaps, the DOM, style and layout
 * grow into fresh memory), on its main thread. On a bare-metal or hardware-virtualised host a
 * fault costs about a microsecond or less; under some sandboxes (a microVM on paravirtualised
 * page tables) it costs tens, and Lighthouse's simulated 4x slowdown multiplies that time with
 * the page's own. Printed beside Lighthouse's CPU benchmark index, which runs plain JavaScript in
 * memory it already has and so does not see this cost.
 */
import { median } from './median';

const PAGE = 4096;
const SIZE = 32 * 1024 * 1024;

/** Microseconds per first write to a fresh 4 KiB page: the median of `rounds` fresh 32 MiB buffers. */
function pageFaultMicros(rounds = 3): number {
  const perPage: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const view = new Uint8Array(new ArrayBuffer(SIZE));
    const started = process.hrtime.bigint();
    for (let offset = 0; offset < SIZE; offset += PAGE) view[offset] = 1;
    perPage.push(Number(process.hrtime.bigint() - started) / (SIZE / PAGE) / 1000);
  }
  return median(perPage);
}

/** The line a benchmark prints about it. */
export function pageFaultLine(): string {
  return `host: a fresh 4 KiB page of memory costs ${pageFaultMicros().toFixed(1)} µs to touch `
    + '(about 1 µs or less on a bare-metal or hardware-virtualised host; docs/performance.md, "Hosts")';
}
