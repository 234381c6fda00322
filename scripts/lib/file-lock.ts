/**
 * A lock between processes on one machine: a file created exclusively (`wx`), removed when done.
 * Two release commands at the same moment each read, change and write the site config and the
 * pins; under this lock the second reads what the first wrote, so neither change is lost. A lock
 * older than `staleMs` (a command killed while holding it) is taken over.
 */
import { closeSync, mkdirSync, openSync, rmSync, statSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';

export interface FileLockOptions {
  /** How long to wait for the lock before giving up with a clear error. */
  waitMs?: number;
  staleMs?: number;
}

const pause = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

export function withFileLock<T>(lockFile: string, work: () => T, { waitMs = 15_000, staleMs = 60_000 }: FileLockOptions = {}): T {
  mkdirSync(dirname(lockFile), { recursive: true });
  const giveUpAt = Date.now() + waitMs;
  for (;;) {
    try {
      const fd = openSync(lockFile, 'wx');
      writeSync(fd, `${process.pid}\n`);
      closeSync(fd);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      let age = 0;
      try {
        age = Date.now() - statSync(lockFile).mtimeMs;
      } catch {
        continue; // released meanwhile: try again at once
      }
      if (age > staleMs) {
        rmSync(lockFile, { force: true });
        continue;
      }
      if (Date.now() > giveUpAt) {
        throw new Error(`another release command holds ${lockFile} (for ${Math.round(age / 1000)} s): nothing changed; try again`);
      }
      pause(20);
    }
  }
  try {
    return work();
  } finally {
    rmSync(lockFile, { force: true });
  }
}
