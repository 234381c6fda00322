/**
 * `npm start`: builds what is not built, publishes the remotes to the local CDN, then serves
 * the shell + API on PORT and the remotes on CDN_PORT (cross-origin, as a real CDN would). Pages
 * are rendered for the current run-time config by the render service, a process of its own on
 * RENDER_PORT (default: a free port of this machine) that holds none of the API's secrets
 * (scripts/lib/render-process.ts); the API asks it for each page and the browser hydrates it.
 * The two share RENDER_SECRET (default: a new random one at each start).
 *
 * Which version of each remote the site loads: a version pinned by `npm run release`
 * (DATA_DIR/releases.json) wins, so a restart never undoes a release or a rollback; otherwise
 * the checkout's build, at /<remote>/<version>/, or at /<remote>/<version>-local/ when that
 * version is published (immutable) from a different build. The release state in the database
 * (what the API serves each browser) is seeded from the site config on a fresh database, and an
 * unpinned remote's stable version follows the checkout's build at every start.
 *
 * `npm start -- --unfederated` serves the unfederated build instead of the shell: the same
 * shell and remotes as one plain app (unfederated/), rendered in the browser, for measuring
 * federation's cost and for debugging a page without run-time composition. The CDN still runs
 * but nothing loads from it.
 */
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { FRONTEND_APPS, REMOTES, ROOT, UNFEDERATED, versionOf } from './lib/apps';
import { buildWhatIsNotBuilt, distOf, serverDistOf } from './lib/build-apps';
import { originsOf, startApi, startCdn, stopOnSignal } from './lib/local-servers';
import { cdnDir, LOCAL_SUFFIX, publishForLocalRun } from './lib/publish';
import { bundleRenderService, freePort, startRenderProcess, type RenderProcess } from './lib/render-process';
import { waitForRenderedPage } from './lib/rendered-page';
import { followCheckout } from './lib/release-state';
import { dataDir, releasesFile, siteConfigFile, siteVersions } from './lib/releases';
import { apiEnvOf, makeSiteConfig, writeJsonAtomic } from './lib/site-config';

async function main() {
  const port = Number(process.env.PORT ?? 3000);
  const cdnPort = Number(process.env.CDN_PORT ?? 3001);
  const host = process.env.HOST ?? '127.0.0.1';
  const siteUrl = process.env.SITE_URL ?? `http://localhost:${port}`;
  const cdnUrl = process.env.CDN_URL ?? `http://localhost:${cdnPort}`;

  const unfederated = process.argv.includes('--unfederated');
  await buildWhatIsNotBuilt(unfederated ? [...FRONTEND_APPS, UNFEDERATED] : FRONTEND_APPS);
  const shellDir = distOf(unfederated ? UNFEDERATED : 'shell');
  const workingCopies: Record<string, string> = {};
  for (const remote of REMOTES) {
    const served = publishForLocalRun(remote);
    workingCopies[remote.dir] = served.version;
    if (served.version.endsWith(LOCAL_SUFFIX)) {
      console.log(`${remote.dir} ${versionOf(remote.dir)} is published (immutable) from another build: `
        + `the checkout's build is served as /${remote.dir}/${served.version}/ (bump the version to ship it)`);
    }
  }
  // The same folders `npm run release` edits (DATA_DIR, SITE_CONFIG_FILE).
  const { versions, pinned } = siteVersions(workingCopies);
  for (const [dir, version] of Object.entries(pinned)) {
    console.log(`${dir}: serving ${version}, released with \`npm run release\` (pinned in ${releasesFile()})`);
  }

  const siteConfig = makeSiteConfig({ siteUrl, cdnUrl, versions });
  writeJsonAtomic(siteConfigFile(), siteConfig);
  // The release state in the database (what visitors get) follows the build served, except where pinned.
  if (!unfederated) {
    for (const line of await followCheckout(versions, pinned)) console.log(`release state: ${line}`);
  }

  const cdn = await startCdn(cdnPort, host, originsOf(port, siteUrl), cdnDir());
  // The unfederated build renders in the browser only. The render service listens on loopback
  // whatever HOST is: only the API, on this machine, asks it.
  const renderHost = '127.0.0.1';
  const renderPort = unfederated ? null : Number(process.env.RENDER_PORT ?? await freePort(renderHost));
  const renderSecret = process.env.RENDER_SECRET || randomBytes(32).toString('base64url');
  const api = await startApi({
    ...process.env,
    ...apiEnvOf(siteConfig),
    PORT: String(port),
    CDN_PORT: String(cdnPort),
    CDN_ORIGINS: process.env.CDN_ORIGINS ?? originsOf(cdnPort, cdnUrl).join(','),
    HOST: host,
    DATA_DIR: dataDir(),
    SITE_URL: siteUrl,
    SHELL_DIR: shellDir,
    RENDER_URL: renderPort === null ? '' : `http://${renderHost}:${renderPort}`,
    RENDER_SECRET: renderSecret,
    CDN_URL: cdnUrl,
    CDN_INTERNAL_URL: `http://${host}:${cdnPort}`,
    SITE_CONFIG_FILE: siteConfigFile(),
  });
  let renderer: RenderProcess | null = null;
  if (renderPort !== null) {
    // Compiled per API port: the browser tests run several products from one checkout.
    const outdir = join(ROOT, '.tmp', `render-service-${port}`);
    renderer = startRenderProcess(bundleRenderService(outdir), {
      host: renderHost,
      port: renderPort,
      shellDir,
      shellServerDir: serverDistOf('shell'),
      siteConfigFile: siteConfigFile(),
      cdnUrl,
      // The renderer fetches the remotes where this machine reaches the CDN.
      cdnInternalUrl: `http://${host}:${cdnPort}`,
      apiUrls: [`http://${host}:${port}`],
      renderSecret,
      ...(process.env.RENDER_THREADS ? { threads: Number(process.env.RENDER_THREADS) } : {}),
      ...(process.env.RENDER_THREAD_MEMORY_MB ? { threadMemoryMb: Number(process.env.RENDER_THREAD_MEMORY_MB) } : {}),
    });
  }

  // Ready means every part answers: the API (and its database), each remote's manifest and the
  // page renderer.
  const health = await fetch(`http://${host}:${port}/api/health`);
  if (!health.ok) throw new Error(`API health check answered ${health.status}`);
  for (const url of Object.values(siteConfig.remotes)) {
    const answer = await fetch(url.replace(cdnUrl, `http://${host}:${cdnPort}`));
    if (!answer.ok) throw new Error(`${url} answered ${answer.status}`);
  }
  // The renderer's first start (a worker loading the shell and the remotes) would otherwise fall
  // on the first visitor, whose page would go out unrendered.
  if (!unfederated && !(await waitForRenderedPage(`http://${host}:${port}`))) {
    console.warn('the page renderer is not up yet: pages are sent unrendered (the plain index.html) until it is');
  }
  console.log(`ready on http://localhost:${port}${unfederated ? ' (unfederated build)' : ''}`);

  stopOnSignal(async () => {
    cdn.close();
    await renderer?.stop();
    await api.close();
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
