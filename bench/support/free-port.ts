/** Loopback ports for what a benchmark starts, taken from a fixed range (never the outgoing 32768-60999). */
import { createServer } from 'node:net';

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen({ port, host: '127.0.0.1', exclusive: true }, () => probe.close(() => resolve(true)));
  });
}

const taken = new Set<number>();

/** The first port of `first`-`last` that is free and not handed out before by this process. */
export async function freePort(first: number, last: number): Promise<number> {
  for (let port = first; port <= last; port += 1) {
    if (!taken.has(port) && (await isFree(port))) {
      taken.add(port);
      return port;
    }
  }
  throw new Error(`no free port in ${first}-${last}`);
}

/** Hands `port` back once what used it has stopped, so a long run does not exhaust its range. */
export function releasePort(port: number): void {
  taken.delete(port);
}
