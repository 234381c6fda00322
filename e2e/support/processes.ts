/** Processes and ports the browser tests start, wait for and clean up after. */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { ROOT } from '../../scripts/lib/apps';
import { TSX_CLI } from '../../scripts/lib/tsx-cli';

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

/**
 * `npm start`'s script as a child process in its own process group (stop it with
 * `process.kill(-pid)`), with `env` over this process's; resolves once it prints `ready on`, and
 * rejects with its output when it exits first or takes longer than `timeoutMs` (then it is stopped).
 */
export async function spawnProduct(env: NodeJS.ProcessEnv, args: string[] = [], timeoutMs = 240_000): Promise<ChildProcess> {
  const child = spawn(process.execPath, [TSX_CLI, 'scripts/start.ts', ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  try {
    await new Promise<void>((resolveReady, reject) => {
      const timer = setTimeout(() => reject(new Error(`product did not start in ${timeoutMs / 1000} s:\n${output}`)), timeoutMs);
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('ready on http://localhost:')) {
          clearTimeout(timer);
          resolveReady();
        }
      };
      child.stdout?.on('data', onData);
      child.stderr?.on('data', onData);
      child.on('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`product exited (${code}) before it was ready:\n${output}`));
      });
    });
  } catch (error) {
    // Not ready in time: stop what it started rather than leave it holding the ports.
    try { process.kill(-child.pid!, 'SIGTERM'); } catch { /* exited already */ }
    throw error;
  } finally {
    // Its output is not read any more, only drained.
    child.stdout?.removeAllListeners('data');
    child.stderr?.removeAllListeners('data');
    child.stdout?.resume();
    child.stderr?.resume();
  }
  return child;
}
