/**
 * CPU time from Linux's /proc, for benchmarks on a shared machine: the CPU a process (all its
 * threads) used, a process and its reaped children, and the whole machine's busy time. Throughput
 * moves with whatever else runs on the machine; CPU milliseconds per request much less so.
 * Everything returns null where /proc cannot be read (another OS, a process gone).
 */
import { readFileSync } from 'node:fs';

/** Clock ticks per second of /proc's times (USER_HZ: 100 on every Linux this runs on). */
const TICKS_PER_SECOND = 100;

function statFields(pid: number): string[] | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may hold spaces: split after it.
    return text.slice(text.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

/** Milliseconds of CPU `pid` used (user + system); with `children`, plus its reaped children's. */
export function processCpuMs(pid: number, { children = false } = {}): number | null {
  const fields = statFields(pid);
  if (!fields) return null;
  // After the name: state is fields[0], so utime (field 14) is fields[11] ... cstime fields[14].
  const ticks = [11, 12, ...(children ? [13, 14] : [])].reduce((sum, i) => sum + Number(fields[i] ?? 0), 0);
  return (ticks * 1000) / TICKS_PER_SECOND;
}

/** The command name of `pid` (e.g. `postgres`). */
export function processName(pid: number): string | null {
  try {
    return readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
  } catch {
    return null;
  }
}

/** The parent process id of `pid`. */
export function parentPid(pid: number): number | null {
  const fields = statFields(pid);
  return fields ? Number(fields[1]) : null;
}

/** The ids of the live children of `pid`. */
export function childPids(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

/** CPU milliseconds of `pid`, its reaped children and its live children (e.g. a PostgreSQL postmaster and its backends). */
export function processTreeCpuMs(pid: number): number | null {
  const own = processCpuMs(pid, { children: true });
  if (own === null) return null;
  return childPids(pid).reduce((sum, child) => sum + (processCpuMs(child) ?? 0), own);
}

/** Busy CPU milliseconds of the whole machine (all cores: everything but idle and iowait). */
export function machineBusyMs(): number | null {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
    // user nice system idle iowait irq softirq steal (guest time is already in user).
    const ticks = line.trim().split(/\s+/).slice(1, 9).map(Number);
    const busy = ticks.reduce((sum, v) => sum + v, 0) - (ticks[3] ?? 0) - (ticks[4] ?? 0);
    return (busy * 1000) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}
