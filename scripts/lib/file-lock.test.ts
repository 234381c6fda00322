import { existsSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { withFileLock } from './file-lock';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'club-lock-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('withFileLock', () => {
  test('runs the work under the lock and removes it after, also when the work throws', () => {
    const lock = join(dir, 'x.lock');
    expect(withFileLock(lock, () => existsSync(lock))).toBe(true);
    expect(existsSync(lock)).toBe(false);
    expect(() => withFileLock(lock, () => { throw new Error('boom'); })).toThrow('boom');
    expect(existsSync(lock)).toBe(false);
  });

  test('refuses with a clear message while another holds it, and changes nothing', () => {
    const lock = join(dir, 'x.lock');
    writeFileSync(lock, '1\n');
    let ran = false;
    expect(() => withFileLock(lock, () => { ran = true; }, { waitMs: 100 })).toThrow(/another release command holds .*x\.lock.*nothing changed; try again/);
    expect(ran).toBe(false);
    expect(existsSync(lock)).toBe(true);
  });

  test('takes over a lock left by a command that died', () => {
    const lock = join(dir, 'x.lock');
    writeFileSync(lock, '1\n');
    const old = new Date(Date.now() - 120_000);
    utimesSync(lock, old, old);
    expect(withFileLock(lock, () => 'done', { waitMs: 100 })).toBe('done');
  });
});
