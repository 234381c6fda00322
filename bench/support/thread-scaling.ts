/**
 * What two threads of this host do against one: the same JavaScript job (arithmetic and short-lived
 * objects, as a render makes) run for a fixed count in one worker thread, then in two at once,
 * each pair in turn. On a machine whose two cores are its own, two threads do close to 2x the work
 * of one; where the cores are shared (sibling hyper-threads, a busy hypervisor) they do less.
 * A budget on two render threads against one can be no higher than this ceiling, whatever the
 * renderer does; the render-load benchmark prints it first.
 */
import { Worker } from 'node:worker_threads';
import { median } from './median';

/** One job: a fixed loop of arithmetic and allocation, answered with a number so nothing is optimised away. */
const JOB = `
const { parentPort } = require('node:worker_threads');
parentPort.on('message', (rounds) => {
  let x = 0;
  for (let r = 0; r < rounds; r += 1) {
    for (let i = 0; i < 2e6; i += 1) x = (x * 31 + i) % 1000003;
    const objects = [];
    for (let i = 0; i < 2e4; i += 1) objects.push({ i, key: 'k' + i });
    x += objects.length;
  }
  parentPort.postMessage(x);
});
`;

/** Jobs per second done by `threads` workers, each running `jobs` jobs of `rounds` rounds. */
async function jobsPerSecond(threads: number, jobs = 12, rounds = 10): Promise<number> {
  const workers = Array.from({ length: threads }, () => new Worker(JOB, { eval: true }));
  try {
    // One job each first, so the timed part has every worker started and its code optimised.
    await Promise.all(workers.map((worker) => new Promise((resolve) => { worker.once('message', resolve); worker.postMessage(rounds); })));
    const started = performance.now();
    await Promise.all(workers.map((worker) => new Promise<void>((resolve) => {
      let left = jobs;
      worker.on('message', () => {
        left -= 1;
        if (left === 0) resolve();
        else worker.postMessage(rounds);
      });
      worker.postMessage(rounds);
    })));
    return (threads * jobs) / ((performance.now() - started) / 1000);
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
}

/** Two threads' work over one thread's: the median of `pairs` pairs, one after the other. */
export async function twoThreadScaling(pairs = 3): Promise<number> {
  const ratios: number[] = [];
  for (let pair = 0; pair < pairs; pair += 1) {
    const one = await jobsPerSecond(1);
    const two = await jobsPerSecond(2);
    ratios.push(two / one);
  }
  return median(ratios);
}

/** The line a benchmark prints about it. */
export async function threadScalingLine(): Promise<string> {
  return `host: two threads do ${(await twoThreadScaling()).toFixed(2)}x the JavaScript work of one `
    + '(the ceiling of any two-thread ratio here; close to 2x where the two cores are the machine\'s own)';
}
