import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { FRONTEND_APPS, ROOT, UNFEDERATED } from './apps';
import { precompress } from './precompress';

/** The build's input fingerprint, written into `dist/` (and kept out of published folders). */
export const BUILD_STAMP = '.build-stamp';

/** Everything a front-end app's build depends on: its own files, `shared`, the base config. */
function inputsOf(app: string): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    if (!existsSync(dir)) return;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist') continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (!/\.test\.tsx?$/.test(entry.name)) files.push(path);
    }
  };
  // The unfederated build is made of every front-end app's source.
  const apps = app === UNFEDERATED ? [app, ...FRONTEND_APPS] : [app];
  for (const dir of [...apps.flatMap((a) => [join(ROOT, a, 'src'), join(ROOT, a, 'public')]), join(ROOT, 'shared', 'src')]) walk(dir);
  for (const file of [...apps.flatMap((a) => [join(ROOT, a, 'package.json'), join(ROOT, a, 'rsbuild.config.ts')]),
    join(ROOT, 'rsbuild.config.ts'), join(ROOT, 'shared', 'package.json'), join(ROOT, 'package-lock.json')]) {
    if (existsSync(file)) files.push(file);
  }
  return files.sort();
}

/**
 * The lockfile as a build input: without the workspaces' own version numbers, so versioning one
 * app (`npm run version-packages`) does not make every other app look changed.
 */
function lockfileInput(file: string): Buffer | string {
  const text = readFileSync(file, 'utf8');
  try {
    const lock = JSON.parse(text) as { version?: string; packages?: Record<string, { version?: string; link?: boolean }> };
    const workspaces = new Set(Object.values(lock.packages ?? {}).filter((p) => 'resolved' in p && p.link).map((p) => (p as { resolved: string }).resolved));
    delete lock.version;
    for (const [key, entry] of Object.entries(lock.packages ?? {})) {
      if (key === '' || workspaces.has(key)) delete entry.version;
    }
    return JSON.stringify(lock);
  } catch {
    return text;
  }
}

/** A fingerprint of the app's inputs (paths, sizes and contents). */
export function fingerprint(app: string): string {
  const hash = createHash('sha256');
  for (const file of inputsOf(app)) {
    hash.update(file.slice(ROOT.length));
    hash.update(file.endsWith('package-lock.json') ? lockfileInput(file) : readFileSync(file));
  }
  return hash.digest('hex');
}

export function isBuilt(app: string): boolean {
  const stamp = join(ROOT, app, 'dist', BUILD_STAMP);
  // The shell's build is two: the page's scripts (dist/) and the server's render (dist-server/).
  if (app === 'shell' && !existsSync(join(ROOT, app, 'dist-server', 'server.cjs'))) return false;
  return existsSync(stamp) && readFileSync(stamp, 'utf8') === fingerprint(app);
}

export function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = process.env): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d: Buffer) => { output += d.toString(); });
    child.stderr.on('data', (d: Buffer) => { output += d.toString(); });
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(' ')} in ${cwd} failed (${code}):\n${output}`));
    });
  });
}

/** Builds one app with Rsbuild and stamps the result; returns the wall time in ms. */
export async function buildApp(app: string, env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const started = Date.now();
  const stamp = fingerprint(app);
  // A production build whatever the caller's NODE_ENV (Jest sets it to `test`).
  const buildEnv = { ...env, NODE_ENV: 'production' };
  await run(process.execPath, [join(ROOT, 'node_modules', '@rsbuild', 'core', 'bin', 'rsbuild.js'), 'build'], join(ROOT, app), buildEnv);
  await precompress(join(ROOT, app, 'dist'));
  writeFileSync(join(ROOT, app, 'dist', BUILD_STAMP), stamp);
  return Date.now() - started;
}

/** Builds every app whose inputs changed since its last build, two at a time. */
export async function buildWhatIsNotBuilt(apps: readonly string[], log = console.log): Promise<void> {
  const todo = apps.filter((app) => !isBuilt(app));
  const queue = [...todo];
  const worker = async () => {
    for (let app = queue.shift(); app; app = queue.shift()) {
      log(`building ${app}...`);
      const ms = await buildApp(app);
      log(`built ${app} in ${(ms / 1000).toFixed(1)} s`);
    }
  };
  await Promise.all([worker(), worker()]);
}

export function distOf(app: string): string {
  const dir = join(ROOT, app, 'dist');
  if (!existsSync(dir) || !statSync(dir).isDirectory()) throw new Error(`${app} is not built`);
  return dir;
}

/** The shell's server build (the `node` environment of rsbuild.config.ts), beside its web build. */
export function serverDistOf(app: string): string {
  const dir = join(ROOT, app, 'dist-server');
  if (!existsSync(join(dir, 'server.cjs'))) throw new Error(`${app} has no server build (dist-server/server.cjs)`);
  return dir;
}
