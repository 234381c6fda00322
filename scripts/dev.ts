/**
 * `npm run dev`: the shell and the remotes with hot reload, the API with restart on change.
 * `npm run dev -- --only remote-member` runs just that remote (and the shell) in dev mode; the
 * other remotes are built and served from the local CDN, as a team owning one remote works.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { DEV_API_PORT, DEV_PORTS } from '../rsbuild.config';
import { remoteNamed, REMOTES, ROOT } from './lib/apps';
import { buildWhatIsNotBuilt } from './lib/build-apps';
import { originsOf, startApi, startCdn, stopOnSignal } from './lib/local-servers';
import { publishForLocalRun } from './lib/publish';
import { dataDir } from './lib/releases';
import { apiEnvOf, makeSiteConfig, writeJsonAtomic } from './lib/site-config';

const SHELL_PORT = DEV_PORTS.shell;
const API_PORT = DEV_API_PORT;
const CDN_PORT = Number(process.env.CDN_PORT ?? 3001);

function onlyArgs(argv: string[]): string[] {
  const only: string[] = [];
  argv.forEach((arg, i) => {
    if (arg === '--only' && argv[i + 1]) only.push(argv[i + 1]!);
  });
  return only;
}

async function main() {
  const only = onlyArgs(process.argv.slice(2)).map((name) => remoteNamed(name));
  const devRemotes = REMOTES.filter((r) => only.length === 0 || only.includes(r));
  const builtRemotes = REMOTES.filter((r) => !devRemotes.includes(r));
  const siteUrl = `http://localhost:${SHELL_PORT}`;

  let cdn: Server | undefined;
  const builtVersions: Record<string, string> = {};
  if (builtRemotes.length) {
    await buildWhatIsNotBuilt(builtRemotes.map((r) => r.dir));
    for (const remote of builtRemotes) builtVersions[remote.dir] = publishForLocalRun(remote).version;
    cdn = await startCdn(CDN_PORT, '127.0.0.1', originsOf(SHELL_PORT, siteUrl));
  }

  const config = makeSiteConfig({ siteUrl, cdnUrl: `http://localhost:${CDN_PORT}`, versions: builtVersions });
  for (const remote of devRemotes) {
    config.remotes[remote.name] = `http://localhost:${DEV_PORTS[remote.name]}/mf-manifest.json`;
  }
  const siteConfigFile = join(ROOT, '.data', 'dev-site-config.json');
  writeJsonAtomic(siteConfigFile, config);

  const api = await startApi({
    ...process.env,
    ...apiEnvOf(config),
    PORT: String(API_PORT),
    SITE_URL: siteUrl,
    DATA_DIR: dataDir(),
    SITE_CONFIG_FILE: siteConfigFile,
    CDN_ORIGINS: [`http://localhost:${CDN_PORT}`, ...devRemotes.map((r) => `http://localhost:${DEV_PORTS[r.name]}`)].join(','),
  });

  const rsbuild = join(ROOT, 'node_modules', '@rsbuild', 'core', 'bin', 'rsbuild.js');
  const children: ChildProcess[] = [];
  // The browser's build only: in development the shell's dev server serves the pages, rendered
  // in the browser (the `node` environment is for the server render of a built site).
  for (const app of ['shell', ...devRemotes.map((r) => r.dir)]) {
    children.push(spawn(process.execPath, [rsbuild, 'dev', '--environment', 'web'], { cwd: join(ROOT, app), stdio: 'inherit' }));
  }
  console.log(`dev: shell on ${siteUrl}; in dev mode: ${devRemotes.map((r) => r.dir).join(', ')}`
    + (builtRemotes.length ? `; built from the CDN: ${builtRemotes.map((r) => `${r.dir}@${builtVersions[r.dir]}`).join(', ')}` : ''));
  stopOnSignal(async () => {
    for (const child of children) child.kill('SIGTERM');
    cdn?.close();
    await api.close();
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
