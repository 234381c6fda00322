// Preloaded into a spawned API (spawn-api.ts, `crashPoint`), never imported by the product: the
// process kills itself (SIGKILL) right after the database has run the statement that matches
// CRASH_POINT_SQL for the CRASH_POINT_AFTER-th time (default 1) since the first HTTP request
// (the start's migrations and seeding do not count): a crash at a chosen point of a transaction,
// where a kill from outside would land only by chance. Both drivers are patched where the
// product's queries pass: better-sqlite3's statements, pg's Client#query.
import http from 'node:http';
import SQLite from 'better-sqlite3';
import pg from 'pg';

const pattern = new RegExp(process.env.CRASH_POINT_SQL ?? '(?!)', 'i');
let remaining = Number(process.env.CRASH_POINT_AFTER ?? '1');
let armed = false;

const emit = http.Server.prototype.emit as (...args: unknown[]) => boolean;
http.Server.prototype.emit = function patched(this: http.Server, ...args: unknown[]) {
  if (args[0] === 'request') armed = true;
  return emit.apply(this, args);
} as typeof http.Server.prototype.emit;

/** Counts a statement that has run; on the chosen one, the process dies on the spot. */
function ran(sql: unknown): void {
  if (!armed || typeof sql !== 'string' || !pattern.test(sql)) return;
  remaining -= 1;
  if (remaining === 0) process.kill(process.pid, 'SIGKILL');
}

type Run = (this: SQLite.Statement, ...args: unknown[]) => unknown;

const probe = new SQLite(':memory:');
const statement = Object.getPrototypeOf(probe.prepare('select 1')) as Record<'run' | 'all' | 'get', Run>;
probe.close();
for (const method of ['run', 'all', 'get'] as const) {
  const original = statement[method];
  statement[method] = function patched(this: SQLite.Statement, ...args: unknown[]) {
    const result = original.apply(this, args);
    ran(this.source);
    return result;
  };
}

const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
pg.Client.prototype.query = function patched(this: pg.Client, ...args: unknown[]) {
  const result = query.apply(this, args);
  const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text?: unknown } | undefined)?.text;
  if (result instanceof Promise) return result.then((value: unknown) => (ran(text), value));
  return result;
} as typeof pg.Client.prototype.query;
