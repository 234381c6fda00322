/** Processes and ports the browser tests start, wait for and clean up after. */
import { existsSync, readFileSync } from 'node:fs';
import { connect } from 'node:net';

/** True while `pid` runs (any process). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** True while a process whose command line mentions `needle` runs as `pid`. */
function isRunning(pid: number, needle: string): boolean {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(needle);
  } catch {
    return false;
  }
}

export async function waitUntil(check: () => boolean | Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Whether something accepts connections on the port (on 127.0.0.1). */
export const portAnswers = (port: number): Promise<boolean> =>
  new Promise((resolveAnswer) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => { socket.destroy(); resolveAnswer(true); });
    socket.once('error', () => resolveAnswer(false));
  });

/**
 * Stops what a crashed earlier run left behind: the process recorded in `pidFile`, if it still
 * runs `needle` (with `group`, its whole process group).
 */
export async function stopLeftover(pidFile: string, needle: string, what: string, options: { group?: boolean; timeoutMs?: number } = {}): Promise<void> {
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').trim());
  if (!pid || !isRunning(pid, needle)) return;
  try {
    process.kill(options.group ? -pid : pid, 'SIGTERM');
  } catch {
    return;
  }
  await waitUntil(() => !isRunning(pid, needle), options.timeoutMs ?? 5000, `the leftover ${what} ${pid} to stop`);
}
