// Preloaded into a spawned API (spawn-api.ts, `slowStatement`), never imported by the product: the
// first statement matching SLOW_STATEMENT_SQL (a case-insensitive regular expression) waits
// SLOW_STATEMENT_MS before it runs. Widens a window that is otherwise a few milliseconds (e.g.
// between the start's look for the admin and its insert), so that a race between processes
// happens every time rather than by chance. Both drivers are patched where the product's queries
// pass: better-sqlite3's statements (a blocking wait: SQLite runs in the thread), pg's
// Client#query (an asynchronous one).
import SQLite from 'better-sqlite3';
import pg from 'pg';

const pattern = new RegExp(process.env.SLOW_STATEMENT_SQL ?? '(?!)', 'i');
const delayMs = Number(process.env.SLOW_STATEMENT_MS ?? '0');
let waited = false;

/** Whether this statement is the one to slow down (the first match only). */
function isSlow(sql: unknown): boolean {
  if (waited || typeof sql !== 'string' || !pattern.test(sql)) return false;
  waited = true;
  return true;
}

type Run = (this: SQLite.Statement, ...args: unknown[]) => unknown;

const probe = new SQLite(':memory:');
const statement = Object.getPrototypeOf(probe.prepare('select 1')) as Record<'run' | 'all' | 'get', Run>;
probe.close();
for (const method of ['run', 'all', 'get'] as const) {
  const original = statement[method];
  statement[method] = function patched(this: SQLite.Statement, ...args: unknown[]) {
    if (isSlow(this.source)) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, delayMs);
    return original.apply(this, args);
  };
}

const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
pg.Client.prototype.query = function patched(this: pg.Client, ...args: unknown[]) {
  const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text?: unknown } | undefined)?.text;
  if (!isSlow(text)) return query.apply(this, args);
  return new Promise((resolve) => setTimeout(resolve, delayMs)).then(() => query.apply(this, args));
} as typeof pg.Client.prototype.query;
