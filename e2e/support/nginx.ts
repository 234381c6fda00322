/**
 * Runs Debian's nginx with the production configuration of docker/nginx/, as the images do:
 * the same templates, rendered the same way (every `${NAME}` replaced by a value, a missing
 * value is an error), laid out the same way under a prefix folder:
 *
 *   PREFIX/conf/nginx.conf               docker/nginx/nginx.conf
 *   PREFIX/conf/conf.d/<server>.conf     docker/nginx/<server>.conf.template
 *   PREFIX/conf/snippets/<name>.conf     docker/nginx/snippets/<name>.conf[.template]
 *   PREFIX/run, PREFIX/tmp               pid file and temp paths
 *
 * and started with `nginx -p PREFIX -c conf/nginx.conf -e stderr -g 'daemon off;'`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { ROOT } from '../../scripts/lib/apps';
import { portAnswers, stopLeftover, waitUntil } from './processes';

export const NGINX_DIR = join(ROOT, 'docker', 'nginx');
/** Prefix folders of the servers the tests start (under the git-ignored .tmp/). */
export const NGINX_RUN_DIR = join(ROOT, '.tmp', 'nginx-e2e');

export const NGINX_BINARY = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
/** The modules nginx.conf loads, and the Debian package of each. */
export const BROTLI_MODULES: Record<string, string> = {
  '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so': 'libnginx-mod-http-brotli-filter',
  '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so': 'libnginx-mod-http-brotli-static',
};

/** Throws, naming the Debian packages to install, unless nginx and its brotli modules are here. */
export function assertNginxInstalled(): void {
  const missing = [
    ...(existsSync(NGINX_BINARY) ? [] : [`nginx (${NGINX_BINARY})`]),
    ...Object.entries(BROTLI_MODULES).filter(([file]) => !existsSync(file)).map(([file, pkg]) => `${pkg} (${file})`),
  ];
  if (missing.length > 0) {
    throw new Error(
      `nginx deployment tests need Debian's nginx with the brotli modules; missing: ${missing.join(', ')}. ` +
      'Install them with: apt-get install nginx libnginx-mod-http-brotli-static libnginx-mod-http-brotli-filter ' +
      '(.ci/run does), or set NGINX_PATH.',
    );
  }
}

const PLACEHOLDER = /\$\{([A-Z][A-Z0-9_]*)\}/g;

/** The `${NAME}` placeholders of a template, sorted. */
export function placeholdersOf(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((m) => m[1]!))].sort();
}

/** A line `server ${NAME} ...;` (an upstream's server), with the newline that ends it. */
const SERVER_LINE = /^([ \t]*server[ \t]+)\$\{([A-Z][A-Z0-9_]*)\}(.*)(\n|$)/gm;

/**
 * Replaces every `${NAME}` with its value; a placeholder without a value is an error. A line
 * `server ${NAME} ...;` is written once per space-separated entry of NAME (several instances
 * behind one upstream).
 */
export function renderTemplate(text: string, vars: Record<string, string>, name = 'template'): string {
  const missing = placeholdersOf(text).filter((key) => vars[key] === undefined);
  if (missing.length > 0) throw new Error(`${name}: no value for ${missing.map((key) => `\${${key}}`).join(', ')}`);
  return text
    .replace(SERVER_LINE, (_, head: string, key: string, tail: string, end: string) =>
      vars[key]!.split(/\s+/).filter(Boolean).map((entry) => `${head}${entry}${tail}${end || '\n'}`).join(''))
    .replace(PLACEHOLDER, (_, key: string) => vars[key]!);
}

const INCLUDE = /^\s*include\s+snippets\/([A-Za-z0-9_.-]+\.conf)\s*;/gm;

/**
 * The files under docker/nginx/ one server's configuration is made of: nginx.conf, the server's
 * template and every snippet it includes, transitively. An image must copy exactly these.
 */
export function nginxFilesOf(server: string): string[] {
  const files = ['nginx.conf', `${server}.conf.template`];
  for (let i = 1; i < files.length; i += 1) {
    const text = readFileSync(join(NGINX_DIR, files[i]!), 'utf8');
    for (const [, snippet] of text.matchAll(INCLUDE)) {
      const candidates = [`snippets/${snippet}`, `snippets/${snippet}.template`];
      const found = candidates.find((file) => existsSync(join(NGINX_DIR, file)));
      if (!found) throw new Error(`${files[i]} includes snippets/${snippet}, which docker/nginx/ does not have`);
      if (!files.includes(found)) files.push(found);
    }
  }
  return files;
}

/** Where a file of docker/nginx/ goes under the prefix. */
function targetOf(file: string): string {
  const rendered = file.replace(/\.template$/, '');
  if (file === 'nginx.conf') return join('conf', 'nginx.conf');
  if (file.startsWith('snippets/')) return join('conf', rendered);
  return join('conf', 'conf.d', rendered);
}

/** Renders one server's configuration into `prefix` (wiped first). */
export function renderNginx(prefix: string, server: string, vars: Record<string, string>): void {
  rmSync(prefix, { recursive: true, force: true });
  for (const dir of ['conf/conf.d', 'conf/snippets', 'run', 'tmp']) mkdirSync(join(prefix, dir), { recursive: true });
  for (const file of nginxFilesOf(server)) {
    const text = readFileSync(join(NGINX_DIR, file), 'utf8');
    const target = join(prefix, targetOf(file));
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, file.endsWith('.template') ? renderTemplate(text, vars, file) : text);
  }
}

export interface RunningNginx {
  port: number;
  prefix: string;
  /** The master process (its workers are its children). */
  pid: number;
  /** What nginx wrote on stderr so far. */
  errors: () => string;
  stop: () => Promise<void>;
}

/**
 * Renders `server` (a docker/nginx/<server>.conf.template) with `vars` into
 * .tmp/nginx-e2e/<name>-<port>/ and runs nginx in the foreground until `stop()`. Resolves once
 * the port accepts connections; rejects with nginx's own messages if it exits first.
 */
export async function startNginx(options: { name: string; server: string; port: number; vars: Record<string, string> }): Promise<RunningNginx> {
  assertNginxInstalled();
  const prefix = join(NGINX_RUN_DIR, `${options.name}-${options.port}`);
  // An nginx a crashed earlier run left behind in this prefix.
  await stopLeftover(join(prefix, 'run', 'nginx.pid'), 'nginx', 'nginx');
  renderNginx(prefix, options.server, { ...options.vars, LISTEN_PORT: String(options.port) });
  if (await portAnswers(options.port)) throw new Error(`port ${options.port} is taken: nginx "${options.name}" cannot listen on it`);

  let stderr = '';
  let exited: number | null | undefined;
  const child: ChildProcess = spawn(NGINX_BINARY, ['-p', `${prefix}/`, '-c', 'conf/nginx.conf', '-e', 'stderr', '-g', 'daemon off;'], {
    cwd: prefix,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr?.on('data', (chunk: Buffer) => { stderr += chunk.toString(); });
  const exit = new Promise<void>((resolveExit) => {
    child.once('exit', (code) => { exited = code; resolveExit(); });
    child.once('error', (error) => { stderr += String(error); exited = -1; resolveExit(); });
  });
  try {
    await waitUntil(async () => {
      if (exited !== undefined) throw new Error(`nginx "${options.name}" exited (${exited}) on start:\n${stderr}`);
      return portAnswers(options.port);
    }, 10_000, `nginx "${options.name}" on port ${options.port}`);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    port: options.port,
    prefix,
    pid: child.pid ?? -1,
    errors: () => stderr,
    stop: async () => {
      if (exited !== undefined) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exit;
      clearTimeout(timer);
    },
  };
}
