/** Helpers of the release and rollback browser tests: the commands, a second version, what the site serves. */
import { chmodSync, cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request, type Page } from 'playwright-core';
import type { RemoteOps, RemotesOpsResponse } from 'shared/types';
import { BUILD_STAMP } from '../../scripts/lib/build-apps';
import { MANIFEST, PUBLISHED_MARKER, publishImmutable } from '../../scripts/lib/publish';
import { runScript } from '../../scripts/lib/testing/run-script';
import { BASE_URL, CDN_URL } from './env';
import { waitUntil } from './processes';
import type { SignedIn } from './session';
import type { RunningProduct } from './product';

type ReleaseScript = 'release' | 'versions';

/** Runs `npm run <script> -- ...args` (its tsx script) with `env` over this process's (the database, DATA_DIR, CDN_DIR). */
export async function runCommandWith(env: Record<string, string>, script: ReleaseScript, args: string[]): Promise<{ out: string; ms: number }> {
  const started = performance.now();
  const { code, out, err } = await runScript(script, args, { ...process.env, ...env });
  if (code !== 0) throw new Error(`npm run ${script} -- ${args.join(' ')} failed (${code}):\n${out}${err}`);
  return { out: out + err, ms: performance.now() - started };
}

/** Runs `npm run <script> -- ...args` against the running product's folders. */
export const runCommand = (product: RunningProduct, script: ReleaseScript, args: string[]) =>
  runCommandWith({ DATA_DIR: product.dataDir, CDN_DIR: product.cdnDir, SITE_CONFIG_FILE: '', DATABASE_URL: '' }, script, args);

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? filesUnder(join(dir, e.name)) : [join(dir, e.name)]));
}

/**
 * Publishes `to` as a new immutable version of a remote on the CDN folder `cdnDir`: a copy of the
 * version `from` whose JavaScript shows `replacement` where it showed the string literal
 * `search` (with `asCode`, `replacement` is a JavaScript expression put there instead, e.g. one
 * that throws), and whose manifest says `to`; `edit` may change the copy further (remove a file).
 * Stands in for `npm run ship` of an edited remote, without building.
 */
export function publishVariant(
  cdnDir: string, remoteDir: string, from: string, to: string, search: string, replacement: string,
  options: { edit?: (staging: string) => void; asCode?: boolean } = {},
): string {
  const staging = mkdtempSync(join(tmpdir(), 'club-e2e-variant-'));
  try {
    cpSync(join(cdnDir, remoteDir, from), staging, { recursive: true });
    for (const marker of [PUBLISHED_MARKER, BUILD_STAMP]) rmSync(join(staging, marker), { force: true });
    options.edit?.(staging);
    const literal = JSON.stringify(search);
    let edited = 0;
    const rewrite = (file: string, text: string) => {
      chmodSync(file, 0o644);
      writeFileSync(file, text);
      // The precompressed copies would still say the old thing: the CDN then serves this file.
      rmSync(`${file}.gz`, { force: true });
      rmSync(`${file}.br`, { force: true });
    };
    for (const file of filesUnder(staging).filter((f) => f.endsWith('.js'))) {
      const text = readFileSync(file, 'utf8');
      if (!text.includes(literal)) continue;
      rewrite(file, text.split(literal).join(options.asCode ? replacement : JSON.stringify(replacement)));
      edited += 1;
    }
    if (edited === 0) throw new Error(`no JavaScript of ${remoteDir} ${from} holds ${literal}`);
    const manifestFile = join(staging, MANIFEST);
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as { metaData: { buildInfo: { buildVersion: string } } };
    manifest.metaData.buildInfo.buildVersion = to;
    rewrite(manifestFile, JSON.stringify(manifest));
    return publishImmutable({ remoteDir, version: to, fromDir: staging, root: cdnDir, meta: { derivedFrom: from, by: 'e2e release-rollback' } });
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

/** The versions of a remote the page fetched files from (`/<remote>/<version>/...` on the CDN), since the last reset. */
export function trackRemoteVersions(page: Page, remoteDir: string): { versions: () => string[]; files: () => string[]; reset: () => void } {
  let files: string[] = [];
  const prefix = `${CDN_URL}/${remoteDir}/`;
  page.on('requestfinished', (request) => {
    if (request.url().startsWith(prefix)) files.push(new URL(request.url()).pathname);
  });
  return {
    files: () => [...files],
    versions: () => [...new Set(files.map((path) => path.split('/')[2] ?? ''))].sort(),
    reset: () => { files = []; },
  };
}

/** The next patch version, marked as made by this test run. */
export function variantVersion(version: string): string {
  const [major, minor, patch] = version.split(/[.-]/).map(Number);
  return `${major}.${minor}.${(patch ?? 0) + 1}-e2e.${Date.now().toString(36)}`;
}

/** The version a manifest URL of the site config names for `remote` (`<base>/<remote>/<version>/mf-manifest.json`). */
export const versionIn = (url: string | undefined, remote = 'remote-public'): string | undefined =>
  new RegExp(`/${remote}/([^/]+)/mf-manifest\\.json$`).exec(url ?? '')?.[1];

/** A remote's release state and last hour's figures, as an admin reads them (`GET /api/admin/ops/remotes`). */
export async function remoteOps(admin: SignedIn, remote: string): Promise<RemoteOps | undefined> {
  const api = await request.newContext({ baseURL: BASE_URL, storageState: { cookies: admin.cookies, origins: [] } });
  try {
    const answer = await api.get('/api/admin/ops/remotes');
    if (answer.status() !== 200) throw new Error(`GET /api/admin/ops/remotes answered ${answer.status()}: ${await answer.text()}`);
    return ((await answer.json()) as RemotesOpsResponse).remotes.find((r) => r.remote === remote);
  } finally {
    await api.dispose();
  }
}

/** A page's HTML as the server sends it to this page's browser (its cookies), before any script runs. */
const renderedHtml = async (page: Page, path: string): Promise<string> =>
  (await page.request.get(path, { headers: { accept: 'text/html' } })).text();

/**
 * The HTML of the page at `path` once the server draws `text` in it (up to 20 s of requests). A
 * new config's first render comes while its renderer starts; on a busy machine that can pass the
 * render's time limit, and that one page is the plain page the browser draws. The pages after it
 * are rendered.
 */
export async function renderedHtmlWith(page: Page, text: string, path = '/'): Promise<string> {
  let html = '';
  await waitUntil(async () => (html = await renderedHtml(page, path)).includes(text), 20_000, `${path} rendered with ${text}`);
  return html;
}
